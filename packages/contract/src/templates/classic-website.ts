import type { TemplateManifest } from './template-manifest';

// Clean and businesslike: navy on white and light grey, split hero, tabbed menu, grids, column footer.
export const classicWebsite = {
  id: 'classic-website',
  name: { id: 'Classic Website', en: 'Classic Website' },
  description: {
    id: 'Bersih dan profesional, tata letak grid yang jelas.',
    en: 'Clean and professional, with a clear grid layout.',
  },
  suits: ['general'],
  palette: {
    color: '#13213c',
    faviconBackground: '#13213c',
    faviconForeground: '#ffffff',
    accent: '#b1431d',
    paper: '#ffffff',
  },
  headingFont: 'Playfair Display, serif',
  sections: ['hero', 'about', 'menu', 'merchandise', 'news', 'stores', 'footer'],
  layouts: {
    hero: 'split',
    about: 'split',
    menu: 'tabs',
    merchandise: 'grid',
    news: 'featured',
    stores: 'contact',
    footer: 'columns',
  },
  images: 'generic',
  texts: {
    ctaText: { id: 'Mulai Sekarang', en: 'Get Started' },
    storesTitle: { id: 'Kontak', en: 'Contact' },
  },
  preview: {
    background: '#ffffff',
    shapes: [
      { kind: 'rect', x: 8, y: 4, width: 22, height: 4, radius: 1, fill: '#1e293b' },
      { kind: 'rect', x: 110, y: 4.5, width: 12, height: 3, radius: 1, fill: '#94a3b8' },
      { kind: 'rect', x: 126, y: 4.5, width: 12, height: 3, radius: 1, fill: '#94a3b8' },
      { kind: 'rect', x: 142, y: 4.5, width: 10, height: 3, radius: 1, fill: '#94a3b8' },
      { kind: 'rect', x: 0, y: 12, width: 160, height: 40, fill: '#f1f5f9' },
      { kind: 'rect', x: 8, y: 20, width: 60, height: 7, radius: 1.5, fill: '#1e293b' },
      { kind: 'rect', x: 8, y: 30, width: 48, height: 4, radius: 1, fill: '#64748b' },
      { kind: 'rect', x: 8, y: 38, width: 28, height: 8, radius: 2, fill: '#1d4ed8' },
      { kind: 'rect', x: 92, y: 18, width: 60, height: 30, radius: 3, fill: '#cbd5e1' },
      { kind: 'rect', x: 8, y: 58, width: 44, height: 34, radius: 3, fill: '#ffffff', stroke: '#e2e8f0' },
      { kind: 'rect', x: 58, y: 58, width: 44, height: 34, radius: 3, fill: '#ffffff', stroke: '#e2e8f0' },
      { kind: 'rect', x: 108, y: 58, width: 44, height: 34, radius: 3, fill: '#ffffff', stroke: '#e2e8f0' },
      { kind: 'rect', x: 8, y: 58, width: 44, height: 18, radius: 3, fill: '#e2e8f0' },
      { kind: 'rect', x: 58, y: 58, width: 44, height: 18, radius: 3, fill: '#e2e8f0' },
      { kind: 'rect', x: 108, y: 58, width: 44, height: 18, radius: 3, fill: '#e2e8f0' },
      { kind: 'rect', x: 12, y: 80, width: 26, height: 3, radius: 1, fill: '#334155' },
      { kind: 'rect', x: 62, y: 80, width: 26, height: 3, radius: 1, fill: '#334155' },
      { kind: 'rect', x: 112, y: 80, width: 26, height: 3, radius: 1, fill: '#334155' },
    ],
  },
  showsEmptyStoresCard: true,
} as const satisfies TemplateManifest;
