import type { ReadingSummary, ReadingWording } from '@webku/contract';

// How the site names its offerings, as a count reads in Indonesian: "4 layanan", "2 kamar".
export const WORDING_NOUNS: Record<ReadingWording, string> = {
  menu: 'menu',
  services: 'layanan',
  products: 'produk',
  rooms: 'kamar',
  classes: 'kelas',
  fleet: 'kendaraan',
  units: 'unit',
  packages: 'paket',
  catalogue: 'item',
};

// "a", "a dan b", "a, b dan c".
function listWords(words: readonly string[]): string {
  if (words.length < 2) return words.join('');
  return `${words.slice(0, -1).join(', ')} dan ${words.at(-1)}`;
}

// "Dari deskripsi Anda kami memasang 4 layanan, 3 harga, jam buka dan kota Bandung."
export function readingSentence(summary: ReadingSummary): string {
  const placed = [
    summary.offerings > 0 ? `${summary.offerings} ${WORDING_NOUNS[summary.wording]}` : null,
    summary.prices > 0 ? `${summary.prices} harga` : null,
    summary.hours ? 'jam buka' : null,
    summary.city ? `kota ${summary.city}` : null,
    summary.street ? 'alamat' : null,
    summary.whatsapp ? 'nomor WhatsApp' : null,
  ].filter((part): part is string => part !== null);
  if (placed.length === 0) return 'Dari deskripsi Anda belum ada yang bisa kami pasang di website.';
  return `Dari deskripsi Anda kami memasang ${listWords(placed)}.`;
}
