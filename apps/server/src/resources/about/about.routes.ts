import { aboutSectionInputSchema } from '@webku/contract';
import type { SiteContent } from '../../site-content/site-content';
import { singletonRoutes } from '../admin-content/singleton-routes';

// Like the hero: one button saves, creating the section the first time and updating it after.
export const aboutRoutes = (content: SiteContent) =>
  singletonRoutes(aboutSectionInputSchema, content.about, { create: false, put: 'save' });
