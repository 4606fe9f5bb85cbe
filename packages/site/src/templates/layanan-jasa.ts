import { layananJasa as manifest } from '@webku/contract';
import type { SiteTemplate } from './template-types';

export const layananJasa = {
  ...manifest,
  stylesheets: [
    'services',
    'nav-over-dark-hero',
    'price-list',
    'news-featured',
    'open-badge',
    'footer-columns',
  ],
} satisfies SiteTemplate;
