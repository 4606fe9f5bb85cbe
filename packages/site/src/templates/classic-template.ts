import type { TemplateDefinition } from './template-types';

// Clean and businesslike: navy on white and light grey, split hero, tabbed menu, grids, column footer.
export const classicTemplate: TemplateDefinition = {
  id: 'classic-website',
  stylesheets: ['classic', 'classic-menu'],
  sections: ['hero', 'about', 'menu', 'merchandise', 'news', 'stores', 'footer'],
  variants: {
    hero: 'split',
    about: 'split',
    menu: 'tabs',
    merchandise: 'grid',
    news: 'featured',
    stores: 'contact',
    footer: 'columns',
  },
  headingFont: 'Playfair Display, serif',
  theme: {
    color: '#13213c',
    faviconBackground: '#13213c',
    faviconForeground: '#ffffff',
    accent: '#b1431d',
    paper: '#ffffff',
  },
};
