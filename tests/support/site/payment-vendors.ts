/**
 * A payment vendor's script or address in a URL: Midtrans (its API, Snap's snap.js, the older Veritrans
 * hosts), Xendit, and the other Indonesian gateways. A public page must request none of these before the
 * customer taps "Bayar sekarang" (decision 044: no payment script on the site).
 */
export const PAYMENT_VENDOR_URL =
  /midtrans|veritrans|xendit|snap(\.min)?\.js|doku\.com|ipaymu|tripay|duitku/i;

/** The requests among `urls` that go to a payment vendor or to one of the given gateway origins (fakes). */
export const paymentRequests = (urls: string[], gatewayOrigins: string[]) =>
  urls.filter(
    (url) => PAYMENT_VENDOR_URL.test(url) || gatewayOrigins.some((origin) => url.startsWith(origin)),
  );
