import { classicWebsite as manifest } from '@webku/contract';
import type { SiteTemplate } from './template-types';

export const classicWebsite = {
  ...manifest,
  stylesheets: ['classic', 'classic-menu', 'news-featured', 'footer-columns'],
} satisfies SiteTemplate;
