import { heroSectionInputSchema } from '@webku/contract';
import type { SiteContent } from '../../site-content/site-content';
import { singletonRoutes } from '../admin-content/singleton-routes';

// The hero editor has one button: save creates the section the first time and updates it after.
export const heroRoutes = (content: SiteContent) =>
  singletonRoutes(heroSectionInputSchema, content.hero, { create: false, put: 'save' });
