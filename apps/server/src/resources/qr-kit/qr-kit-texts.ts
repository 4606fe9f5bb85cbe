import type { Wording } from '@webku/content-packs';
import type { WebLanguage } from '@webku/contract';

// What the printed sheets say, in the site's language and in the words the business uses for what it
// offers (a menu, services, rooms, classes…).
export type QrKitTexts = {
  menuHeadline: string;
  scanHint: string;
  payHeadline: string;
  payHint: string;
  table: string;
  reviewHeadline: string;
  reviewHint: string;
};

type Shared = Omit<QrKitTexts, 'menuHeadline'>;

const SHARED: Record<WebLanguage, Shared> = {
  indonesia: {
    scanHint: 'Arahkan kamera ponsel ke kode QR ini',
    payHeadline: 'Bayar dengan QRIS',
    payHint: 'Scan dengan aplikasi bank atau dompet digital yang mendukung QRIS',
    table: 'Meja',
    reviewHeadline: 'Beri ulasan di Google',
    reviewHint: 'Puas dengan kami? Ceritakan di Google, ulasan Anda sangat membantu kami',
  },
  english: {
    scanHint: 'Point your phone camera at this QR code',
    payHeadline: 'Pay with QRIS',
    payHint: 'Scan with any banking or e-wallet app that supports QRIS',
    table: 'Table',
    reviewHeadline: 'Review us on Google',
    reviewHint: 'Happy with us? Tell others on Google: your review helps us a lot',
  },
};

// The headline above the code that opens the site's offer.
const HEADLINES: Record<Wording, Record<WebLanguage, string>> = {
  menu: { indonesia: 'Scan untuk lihat menu & pesan', english: 'Scan to see the menu & order' },
  services: {
    indonesia: 'Scan untuk lihat layanan & pesan',
    english: 'Scan to see our services & book',
  },
  products: { indonesia: 'Scan untuk lihat produk & pesan', english: 'Scan to see our products & order' },
  rooms: { indonesia: 'Scan untuk lihat kamar & pesan', english: 'Scan to see the rooms & book' },
  classes: { indonesia: 'Scan untuk lihat kelas & daftar', english: 'Scan to see the classes & sign up' },
  fleet: { indonesia: 'Scan untuk lihat armada & pesan', english: 'Scan to see the fleet & book' },
  units: { indonesia: 'Scan untuk lihat unit sewa & pesan', english: 'Scan to see the rental units & book' },
  packages: { indonesia: 'Scan untuk lihat paket & pesan', english: 'Scan to see the packages & book' },
  catalogue: { indonesia: 'Scan untuk lihat yang kami tawarkan', english: 'Scan to see what we offer' },
};

export function qrKitTexts(language: WebLanguage, wording: Wording): QrKitTexts {
  const lang = SHARED[language] ? language : 'indonesia';
  return { ...SHARED[lang], menuHeadline: HEADLINES[wording][lang] };
}
