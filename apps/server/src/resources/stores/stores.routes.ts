import { storeInputSchema } from '@webku/contract';
import type { SiteContent } from '../../site-content/site-content';
import { sectionResourceRoutes } from '../section-settings/section-settings.routes';

// GET /stores/settings answers defaults when the section was never saved, so the editor always loads.
export const storesRoutes = (content: SiteContent) =>
  sectionResourceRoutes(content.sections.stores, storeInputSchema, content.stores);
