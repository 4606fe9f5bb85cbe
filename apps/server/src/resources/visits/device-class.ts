export type DeviceClass = 'phone' | 'tablet' | 'desktop';

// iPadOS 13+ reports a Mac user agent; it is counted as a desktop, like the page it is sent.
const TABLET = /ipad|tablet|playbook|silk|kindle|\bsm-t\d|\bnexus (7|9|10)\b|android(?!.*\bmobile\b)/i;
const PHONE = /mobi|iphone|ipod|android.*\bmobile\b|windows phone|blackberry|opera mini|kaios/i;

/** Phone, tablet or desktop, from the User-Agent header alone. */
export function deviceClass(userAgent: string): DeviceClass {
  if (TABLET.test(userAgent)) return 'tablet';
  if (PHONE.test(userAgent)) return 'phone';
  return 'desktop';
}
