import type { WebLanguage } from '@webku/contract';

// What the printed sheets say, in the site's language.
export type QrKitTexts = {
  menuHeadline: string;
  scanHint: string;
  payHeadline: string;
  payHint: string;
  table: string;
  reviewHeadline: string;
  reviewHint: string;
};

const TEXTS: Record<WebLanguage, QrKitTexts> = {
  indonesia: {
    menuHeadline: 'Scan untuk lihat menu & pesan',
    scanHint: 'Arahkan kamera ponsel ke kode QR ini',
    payHeadline: 'Bayar dengan QRIS',
    payHint: 'Scan dengan aplikasi bank atau dompet digital yang mendukung QRIS',
    table: 'Meja',
    reviewHeadline: 'Beri ulasan di Google',
    reviewHint: 'Puas dengan kunjungan Anda? Ceritakan di Google, ulasan Anda sangat membantu kami',
  },
  english: {
    menuHeadline: 'Scan to see the menu & order',
    scanHint: 'Point your phone camera at this QR code',
    payHeadline: 'Pay with QRIS',
    payHint: 'Scan with any banking or e-wallet app that supports QRIS',
    table: 'Table',
    reviewHeadline: 'Review us on Google',
    reviewHint: 'Enjoyed your visit? Tell others on Google: your review helps us a lot',
  },
};

export const qrKitTexts = (language: WebLanguage): QrKitTexts => TEXTS[language] ?? TEXTS.indonesia;
