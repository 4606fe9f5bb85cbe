import type { TemplateManifest } from '../template-manifest';

// Warm and quiet: cream and espresso, full-bleed hero, accordion menu, carousels, store cards.
export const minimalisCoffeeShop = {
  id: 'minimalis-coffee-shop',
  name: { id: 'Minimalis Coffee Shop', en: 'Minimalis Coffee Shop' },
  description: {
    id: 'Hangat dan tenang, nuansa krem dan cokelat kopi.',
    en: 'Warm and quiet, in cream and coffee brown.',
  },
  suits: ['food'],
  palette: {
    color: '#3b2a20',
    faviconBackground: '#3b2a20',
    faviconForeground: '#faf7f2',
    accent: '#9a5b24',
    paper: '#faf7f2',
  },
  headingFont: null,
  sections: ['hero', 'about', 'menu', 'merchandise', 'news', 'stores', 'footer'],
  layouts: {
    hero: 'full-bleed',
    about: 'story',
    menu: 'accordion',
    merchandise: 'carousel',
    news: 'carousel',
    stores: 'cards',
    footer: 'simple',
  },
  stylesheets: [
    'coffee',
    'nav-over-dark-hero',
    'coffee-menu',
    'coffee-carousel',
    'stores-cards',
    'open-badge',
    'footer-simple',
  ],
  images: 'coffee',
  texts: {
    ctaText: { id: 'Lihat Menu', en: 'See Our Menu' },
    storesTitle: { id: 'Toko Kami', en: 'Our Stores' },
  },
  preview: {
    background: '#faf7f2',
    shapes: [
      { kind: 'rect', x: 0, y: 0, width: 160, height: 48, fill: '#3b2a20' },
      { kind: 'circle', cx: 128, cy: 16, r: 22, fill: '#c96f1f', opacity: 0.45 },
      { kind: 'rect', x: 10, y: 8, width: 26, height: 5, radius: 2.5, fill: '#fdf6ee' },
      { kind: 'rect', x: 10, y: 24, width: 54, height: 7, radius: 3, fill: '#fdf6ee' },
      { kind: 'rect', x: 10, y: 35, width: 30, height: 7, radius: 3.5, fill: '#de8a3c' },
      { kind: 'rect', x: 10, y: 56, width: 58, height: 36, radius: 8, fill: '#8a3f0f', opacity: 0.85 },
      { kind: 'rect', x: 76, y: 58, width: 74, height: 8, radius: 4, fill: '#ffffff', stroke: '#efe6db' },
      { kind: 'rect', x: 76, y: 70, width: 74, height: 8, radius: 4, fill: '#ffffff', stroke: '#efe6db' },
      { kind: 'rect', x: 76, y: 82, width: 74, height: 8, radius: 4, fill: '#ffffff', stroke: '#efe6db' },
      { kind: 'circle', cx: 140, cy: 62, r: 2, fill: '#c96f1f' },
      { kind: 'circle', cx: 140, cy: 74, r: 2, fill: '#c96f1f' },
      { kind: 'circle', cx: 140, cy: 86, r: 2, fill: '#c96f1f' },
    ],
  },
  showsEmptyStoresCard: false,
  aboutFromDescription: false,
} as const satisfies TemplateManifest;
