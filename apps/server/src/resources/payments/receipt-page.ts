import { formatRupiah, type WebLanguage } from '@webku/contract';
import type { bookings, orderPayments, orders } from '@webku/db';
import QRCode from 'qrcode';
import { escapeHtml } from '../../providers/content/text-utils';

/** While the payment waits the page reloads itself this often; it works without JavaScript. */
export const RECEIPT_REFRESH_SECONDS = 5;

// The receipt speaks the language of the page the customer ordered or booked on: an English site's
// customer reads an English receipt.
const RECEIPT_WORDS = {
  indonesia: {
    tag: 'id',
    order: 'Pesanan',
    orderCode: 'Kode pesanan',
    paid: 'Lunas',
    orderExpired: 'Waktu pembayaran habis; pesan lagi atau hubungi toko lewat WhatsApp',
    booking: 'Booking',
    bookingCode: 'Kode booking',
    deposit: 'Uang muka',
    depositConfirmed: 'Uang muka lunas · Booking dikonfirmasi',
    depositUnplaced:
      'Uang muka lunas · Booking belum bisa dikonfirmasi; toko akan menghubungi Anda lewat WhatsApp untuk jadwal lain atau pengembalian uang muka',
    depositExpired: 'Waktu pembayaran uang muka habis; jadwal ini dilepas, silakan booking lagi',
    waiting: 'Menunggu pembayaran',
    unpaid: 'Belum dibayar online',
    scan: 'Pindai QRIS ini dengan aplikasi bank atau e-wallet',
    open: 'Buka halaman pembayaran',
    refreshing: 'Halaman ini diperbarui sendiri setiap beberapa detik.',
  },
  english: {
    tag: 'en',
    order: 'Order',
    orderCode: 'Order code',
    paid: 'Paid',
    orderExpired: 'The time to pay is over; order again or contact the shop on WhatsApp',
    booking: 'Booking',
    bookingCode: 'Booking code',
    deposit: 'Deposit',
    depositConfirmed: 'Deposit paid · Booking confirmed',
    depositUnplaced:
      'Deposit paid · The booking cannot be confirmed yet; the shop will contact you on WhatsApp about another time or a refund of the deposit',
    depositExpired: 'The time to pay the deposit is over; this time was released, please book again',
    waiting: 'Waiting for payment',
    unpaid: 'Not paid online',
    scan: 'Scan this QRIS with a banking or e-wallet app',
    open: 'Open the payment page',
    refreshing: 'This page refreshes itself every few seconds.',
  },
} satisfies Record<WebLanguage, Record<string, string>>;
type ReceiptWords = (typeof RECEIPT_WORDS)['indonesia'];

// The customer's receipt after "Bayar sekarang" (or a booking's deposit): the code and amount, the QRIS to
// scan or the link to the gateway's page, and "Lunas" once the gateway confirmed the payment. No name,
// number or items: whoever holds the code sees only what the customer saw when ordering or booking.
export async function receiptPage({
  shop,
  order,
  payment,
  language,
}: {
  shop: string;
  order: typeof orders.$inferSelect;
  payment: typeof orderPayments.$inferSelect | null;
  /** The language of the page the order was placed on. */
  language: WebLanguage;
}): Promise<string> {
  const words = RECEIPT_WORDS[language];
  return paymentPage({
    shop,
    words,
    code: order.code,
    title: words.order,
    codeLabel: words.orderCode,
    details: `<p>Total: <strong>${formatRupiah(order.total)}</strong></p>`,
    paid: order.status === 'paid' || payment?.status === 'paid',
    paidText: words.paid,
    expiredText: words.orderExpired,
    payment,
  });
}

// A booking's deposit: the booking's code, what and when, the deposit, and "Booking dikonfirmasi" once
// paid (or that the shop will be in touch, when it was paid for a booking that cannot be placed), or that its
// place was given up when the payment's time ran out.
export async function depositReceiptPage({
  shop,
  booking,
  when,
  payment,
  language,
}: {
  shop: string;
  booking: typeof bookings.$inferSelect;
  /** The booked time in the site's zone, in the receipt's language ('Kamis, 24 Desember 2026 pukul 10.00 WITA'). */
  when: string;
  payment: typeof orderPayments.$inferSelect;
  /** The language of the page the booking was made on. */
  language: WebLanguage;
}): Promise<string> {
  const words = RECEIPT_WORDS[language];
  return paymentPage({
    shop,
    words,
    code: booking.code,
    title: words.booking,
    codeLabel: words.bookingCode,
    details: `<p>${escapeHtml(booking.offering_name)} · ${escapeHtml(when)}</p><p>${words.deposit}: <strong>${formatRupiah(payment.amount)}</strong></p>`,
    paid: payment.status === 'paid',
    // Paid while the booking was declined, or after its place was given up and taken: the owner settles it.
    paidText: booking.status === 'confirmed' ? words.depositConfirmed : words.depositUnplaced,
    expiredText: words.depositExpired,
    payment,
  });
}

async function paymentPage({
  shop,
  words,
  code,
  title,
  codeLabel,
  details,
  paid,
  paidText,
  expiredText,
  payment,
}: {
  shop: string;
  words: ReceiptWords;
  code: string;
  title: string;
  codeLabel: string;
  /** Written HTML (escaped by the caller). */
  details: string;
  paid: boolean;
  paidText: string;
  expiredText: string;
  payment: typeof orderPayments.$inferSelect | null;
}): Promise<string> {
  const waiting = !paid && payment?.status === 'pending';
  const state = paid
    ? `<p class="state paid">${paidText}</p>`
    : waiting
      ? `<p class="state">${words.waiting}</p>`
      : payment?.status === 'expired'
        ? `<p class="state">${expiredText}</p>`
        : `<p class="state">${words.unpaid}</p>`;
  const qr =
    waiting && payment?.qr_string
      ? `<figure>${await QRCode.toString(payment.qr_string, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' })}<figcaption>${words.scan}</figcaption></figure>`
      : '';
  const link =
    waiting && payment?.payment_url
      ? `<p><a class="pay" href="${escapeHtml(payment.payment_url)}">${words.open}</a></p>`
      : '';
  return `<!doctype html>
<html lang="${words.tag}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
${waiting ? `<meta http-equiv="refresh" content="${RECEIPT_REFRESH_SECONDS}">` : ''}
<title>${title} ${escapeHtml(code)} · ${escapeHtml(shop)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f6f6f4;color:#1d1d1b}
main{max-width:28rem;margin:0 auto;padding:1.5rem 1rem}
h1{font-size:1.25rem;margin:0 0 .25rem}
.code{font-size:1.75rem;font-weight:700;letter-spacing:.1em;margin:.5rem 0}
.state{font-size:1.25rem;font-weight:700;padding:.75rem 1rem;border-radius:.5rem;background:#fff3cd}
.state.paid{background:#d1f2dc;color:#0b5a2a}
figure{margin:1rem 0;background:#fff;padding:1rem;border-radius:.5rem;text-align:center}
figure svg{width:100%;max-width:18rem;height:auto}
.pay{display:block;text-align:center;background:#0b5a2a;color:#fff;padding:.9rem;border-radius:.5rem;text-decoration:none;font-weight:700}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(shop)}</h1>
<p>${codeLabel}</p>
<p class="code">${escapeHtml(code)}</p>
${details}
${state}
${qr}
${link}
${waiting ? `<p>${words.refreshing}</p>` : ''}
</main>
</body>
</html>`;
}
