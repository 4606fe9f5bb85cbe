import { webSettingsInputSchema } from '@webku/contract';
import type { SiteContent } from '../../site-content/site-content';
import { singletonRoutes } from '../admin-content/singleton-routes';

// GET's 404 tells the admin screen "not created yet", so it shows an empty form (spec §4). PUT names
// the record: an id that is not the caller's answers 404.
export const webSettingsRoutes = (content: SiteContent) =>
  singletonRoutes(webSettingsInputSchema, content.webSettings, { create: true, put: 'update-by-id' });
