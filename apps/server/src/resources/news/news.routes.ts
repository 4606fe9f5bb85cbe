import { newsArticleInputSchema } from '@webku/contract';
import type { SiteContent } from '../../site-content/site-content';
import { sectionResourceRoutes } from '../section-settings/section-settings.routes';

export const newsRoutes = (content: SiteContent) =>
  sectionResourceRoutes(content.sections.news, newsArticleInputSchema, content.news);
