import { merchandiseItemInputSchema } from '@webku/contract';
import type { SiteContent } from '../../site-content/site-content';
import { sectionResourceRoutes } from '../section-settings/section-settings.routes';

export const merchandiseRoutes = (content: SiteContent) =>
  sectionResourceRoutes(content.sections.merchandise, merchandiseItemInputSchema, content.merchandise);
