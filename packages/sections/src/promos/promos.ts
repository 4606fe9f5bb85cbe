import { defineSection } from '@webku/contract';

// "Promo": an offer the owner runs for a while (a discount, a bundle, a season's special), with its picture,
// an optional price and the last day it holds. Never generated: an offer is the owner's promise. Past its
// last day in the site's zone it leaves the page by itself.
export const promos = defineSection({
  rows: 'many',
  key: 'promos',
  table: 'promos',
  title: { id: 'Promo', en: 'Promotions' },
  noun: 'promo',
  purpose:
    'Umumkan potongan harga, paket hemat atau penawaran musiman. Promo hilang sendiri dari website setelah tanggal berakhirnya.',
  icon: 'badge-percent',
  fields: {
    title: { kind: 'text', label: 'Judul', required: true, max: 80 },
    text: { kind: 'longText', label: 'Keterangan', required: true, max: 400 },
    image: { kind: 'image', label: 'Gambar', required: true, folder: 'promo' },
    price: { kind: 'rupiah', label: 'Harga', help: 'Harga promo, bila ada.' },
    ends_on: {
      kind: 'date',
      label: 'Berlaku sampai',
      help: 'Hari terakhir promo tampil. Kosongkan bila promo berlaku terus.',
      shownUntil: true,
    },
  },
  nameField: 'title',
  anchor: 'promo',
  before: 'menu',
  layouts: ['cards'],
  maxRows: 12,
  suggestedFor: {
    families: ['food', 'retail', 'beauty'],
    kinds: ['laundry', 'bengkel-motor', 'percetakan'],
  },
});
