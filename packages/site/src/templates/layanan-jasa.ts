import { layananJasa as manifest } from '@webku/contract';
import type { SiteTemplate } from './template-types';

export const layananJasa = {
  ...manifest,
  stylesheets: ['services', 'price-list', 'news-featured', 'footer-columns'],
} satisfies SiteTemplate;
