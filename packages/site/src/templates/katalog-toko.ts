import { katalogToko as manifest } from '@webku/contract';
import type { SiteTemplate } from './template-types';

export const katalogToko = {
  ...manifest,
  stylesheets: ['shop', 'news-featured', 'stores-cards', 'open-badge', 'footer-simple'],
} satisfies SiteTemplate;
