import { sectionSettingInputSchema } from '@webku/contract';
import { Hono } from 'hono';
import type { z } from 'zod';
import type { AppEnv } from '../../http/context';
import type { ListService } from '../../site-content/services';
import type { SiteContent } from '../../site-content/site-content';
import { crudRoutes } from '../admin-content/crud-routes';
import { singletonRoutes } from '../admin-content/singleton-routes';

type SectionSettings = SiteContent['sections'][keyof SiteContent['sections']];

// GET and PUT `/admin/{section}/settings`; the route names the section.
export const sectionSettingsRoutes = (service: SectionSettings) =>
  singletonRoutes(sectionSettingInputSchema, service, { create: false, put: 'save' });

// A public-site section with a list: `/settings` (mounted first) plus the list's CRUD calls.
export function sectionResourceRoutes<S extends z.ZodType, Output>(
  settings: SectionSettings,
  schema: S,
  service: ListService<z.output<S>, Output>,
) {
  const app = new Hono<AppEnv>();
  app.route('/settings', sectionSettingsRoutes(settings));
  app.route('/', crudRoutes(schema, service));
  return app;
}
