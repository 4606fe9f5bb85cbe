import { minimalisCoffeeShop as manifest } from '@webku/contract';
import type { SiteTemplate } from './template-types';

export const minimalisCoffeeShop = {
  ...manifest,
  stylesheets: [
    'coffee',
    'nav-over-dark-hero',
    'coffee-menu',
    'coffee-carousel',
    'stores-cards',
    'open-badge',
    'footer-simple',
  ],
} satisfies SiteTemplate;
