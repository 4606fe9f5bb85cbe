import type { TemplateDefinition } from './template-types';

// Warm and quiet: cream and espresso, full-bleed hero, accordion menu, carousels, store cards.
export const coffeeTemplate: TemplateDefinition = {
  id: 'minimalis-coffee-shop',
  stylesheets: ['coffee', 'coffee-menu', 'coffee-carousel'],
  sections: ['hero', 'about', 'menu', 'merchandise', 'news', 'stores', 'footer'],
  variants: {
    hero: 'full-bleed',
    about: 'story',
    menu: 'accordion',
    merchandise: 'carousel',
    news: 'carousel',
    stores: 'cards',
    footer: 'simple',
  },
  headingFont: null,
  theme: {
    color: '#3b2a20',
    faviconBackground: '#3b2a20',
    faviconForeground: '#faf7f2',
    accent: '#9a5b24',
    paper: '#faf7f2',
  },
};
