import { defineSection } from '@webku/contract';

// "Galeri": photos of the owner's work, place or products, each with an optional caption.
export const gallery = defineSection({
  rows: 'many',
  key: 'gallery',
  table: 'gallery_photos',
  title: { id: 'Galeri', en: 'Gallery' },
  noun: 'foto',
  purpose: 'Tunjukkan foto hasil kerja, tempat usaha atau produk Anda. Foto asli lebih dipercaya pelanggan.',
  icon: 'images',
  fields: {
    image: { kind: 'image', label: 'Foto', required: true, folder: 'galeri' },
    caption: { kind: 'text', label: 'Keterangan foto', max: 140 },
  },
  nameField: 'caption',
  anchor: 'galeri',
  before: 'news',
  layouts: ['grid'],
  maxRows: 60,
  suggestedFor: {
    families: ['services', 'lodging', 'tourism', 'beauty'],
    kinds: ['bengkel-motor', 'bengkel-mobil', 'renovasi', 'bengkel-las', 'penjahit', 'fotografi'],
  },
});
