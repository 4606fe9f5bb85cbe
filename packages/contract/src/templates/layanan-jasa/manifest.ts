import type { PreviewShape, TemplateManifest } from '../template-manifest';

const TEAL = '#0c3534';
const AMBER = '#f5b544';
const INK = '#0c2f2e';
const MUTED = '#475957';
const LINE = '#d3dedb';
const MINT = '#9fc4bf';

// One card of the thumbnail's price list: a heading and three rows of name, dotted leader and price.
function priceCard(x: number): PreviewShape[] {
  const rows = [77, 83, 89].flatMap((y): PreviewShape[] => [
    { kind: 'rect', x: x + 5, y, width: 22, height: 2.5, radius: 1, fill: MUTED },
    { kind: 'rect', x: x + 29, y: y + 1.2, width: 24, height: 0.7, fill: '#8fa6a2' },
    { kind: 'rect', x: x + 55, y, width: 10, height: 2.5, radius: 1, fill: INK },
  ]);
  return [
    { kind: 'rect', x, y: 66, width: 70, height: 30, radius: 3, fill: '#ffffff', stroke: LINE },
    { kind: 'rect', x: x + 5, y: 70, width: 26, height: 3.5, radius: 1, fill: INK },
    ...rows,
  ];
}

// Confident and calm for service businesses (workshops, laundries, tailors, salons, courses): the owner's
// words on deep teal with a WhatsApp button, today's hours, address and area served in a band under it,
// the price list first, locations with their hours.
export const layananJasa = {
  id: 'layanan-jasa',
  name: { id: 'Layanan Jasa', en: 'Service Business' },
  description: {
    id: 'Daftar harga layanan paling depan, tombol WhatsApp, jam buka dan area layanan langsung terlihat.',
    en: 'Your price list up front, a WhatsApp button, opening hours and the area you serve in plain sight.',
  },
  suits: ['services', 'beauty', 'education'],
  palette: {
    color: TEAL,
    faviconBackground: TEAL,
    faviconForeground: AMBER,
    accent: '#0d6660',
    paper: '#f5f7f6',
  },
  headingFont: 'Montserrat, sans-serif',
  sections: ['hero', 'menu', 'stores', 'about', 'merchandise', 'news', 'footer'],
  layouts: {
    hero: 'statement',
    about: 'split',
    menu: 'price-list',
    merchandise: 'grid',
    news: 'featured',
    stores: 'locations',
    footer: 'columns',
  },
  stylesheets: [
    'services',
    'nav-over-dark-hero',
    'price-list',
    'news-featured',
    'open-badge',
    'footer-columns',
  ],
  images: 'services',
  texts: {
    ctaText: { id: 'Lihat Daftar Harga', en: 'See Price List' },
    storesTitle: { id: 'Lokasi & Jam Buka', en: 'Locations & Hours' },
  },
  preview: {
    background: '#f5f7f6',
    shapes: [
      { kind: 'rect', x: 0, y: 0, width: 160, height: 50, fill: TEAL },
      { kind: 'rect', x: 8, y: 4, width: 24, height: 3.5, radius: 1, fill: '#ffffff' },
      { kind: 'rect', x: 112, y: 4.5, width: 12, height: 2.5, radius: 1, fill: MINT },
      { kind: 'rect', x: 128, y: 4.5, width: 12, height: 2.5, radius: 1, fill: MINT },
      { kind: 'rect', x: 144, y: 4.5, width: 8, height: 2.5, radius: 1, fill: MINT },
      { kind: 'rect', x: 8, y: 15, width: 58, height: 7, radius: 1.5, fill: '#ffffff' },
      { kind: 'rect', x: 8, y: 25, width: 48, height: 3, radius: 1, fill: MINT },
      { kind: 'rect', x: 8, y: 30, width: 38, height: 3, radius: 1, fill: MINT },
      { kind: 'rect', x: 8, y: 37, width: 32, height: 7, radius: 2, fill: AMBER },
      { kind: 'rect', x: 43, y: 37, width: 22, height: 7, radius: 2, fill: TEAL, stroke: '#ffffff' },
      { kind: 'rect', x: 92, y: 13, width: 60, height: 32, radius: 3, fill: '#dce8f1' },
      { kind: 'circle', cx: 114, cy: 29, r: 8, fill: '#2f6f9f' },
      { kind: 'circle', cx: 133, cy: 33, r: 5, fill: '#e0a43a' },
      { kind: 'rect', x: 0, y: 50, width: 160, height: 11, fill: '#fbf3e3' },
      ...[8, 60, 112].flatMap((x): PreviewShape[] => [
        { kind: 'circle', cx: x + 2, cy: 55.5, r: 2, fill: '#0d6660' },
        { kind: 'rect', x: x + 6, y: 54.2, width: 30, height: 2.6, radius: 1, fill: INK },
      ]),
      ...priceCard(8),
      ...priceCard(82),
    ],
  },
  showsEmptyStoresCard: false,
  aboutFromDescription: true,
} as const satisfies TemplateManifest;
