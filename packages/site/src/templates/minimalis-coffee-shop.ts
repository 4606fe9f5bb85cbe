import { minimalisCoffeeShop as manifest } from '@webku/contract';
import type { SiteTemplate } from './template-types';

export const minimalisCoffeeShop = {
  ...manifest,
  stylesheets: ['coffee', 'coffee-menu', 'coffee-carousel'],
} satisfies SiteTemplate;
