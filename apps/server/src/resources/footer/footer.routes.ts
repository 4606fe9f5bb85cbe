import { footerSettingsInputSchema } from '@webku/contract';
import type { SiteContent } from '../../site-content/site-content';
import { singletonRoutes } from '../admin-content/singleton-routes';

// The editor POSTs while its footer has no id and PUTs afterwards (saving with an id updates, without one creates); PUT has no id in its path.
export const footerRoutes = (content: SiteContent) =>
  singletonRoutes(footerSettingsInputSchema, content.footer, { create: true, put: 'update' });
