import type { WebLanguage } from '@webku/contract';

// What the printed sheets say, in the site's language.
export type QrKitTexts = {
  menuHeadline: string;
  scanHint: string;
  payHeadline: string;
  payHint: string;
  table: string;
};

const TEXTS: Record<WebLanguage, QrKitTexts> = {
  indonesia: {
    menuHeadline: 'Scan untuk lihat menu & pesan',
    scanHint: 'Arahkan kamera ponsel ke kode QR ini',
    payHeadline: 'Bayar dengan QRIS',
    payHint: 'Scan dengan aplikasi bank atau dompet digital yang mendukung QRIS',
    table: 'Meja',
  },
  english: {
    menuHeadline: 'Scan to see the menu & order',
    scanHint: 'Point your phone camera at this QR code',
    payHeadline: 'Pay with QRIS',
    payHint: 'Scan with any banking or e-wallet app that supports QRIS',
    table: 'Table',
  },
};

export const qrKitTexts = (language: WebLanguage): QrKitTexts => TEXTS[language] ?? TEXTS.indonesia;
