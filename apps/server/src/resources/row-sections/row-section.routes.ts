import { type AnyRowSection, idSchema } from '@webku/contract';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/context';
import { parseJson } from '../../http/parse-body';
import type { RowSectionService } from '../../site-content/row-sections';
import type { SiteContent } from '../../site-content/site-content';
import { adminHandler } from '../admin-content/admin-handlers';
import { crudRoutes } from '../admin-content/crud-routes';
import { sectionSettingsRoutes } from '../section-settings/section-settings.routes';

type Settings = SiteContent['sections'][keyof SiteContent['sections']];

// The conventions of every list section: `/settings`, `/order`, then the four calls of every list.
export function rowSectionRoutes(section: AnyRowSection, service: RowSectionService, settings: Settings) {
  const order = z.object({
    ids: z
      .array(idSchema, { error: `Urutan ${section.title.id} harus berupa daftar id` })
      .max(section.maxRows),
  });
  const app = new Hono<AppEnv>();
  app.route('/settings', sectionSettingsRoutes(settings));
  app.put(
    '/order',
    adminHandler(async (companyId, c) => service.reorder(companyId, (await parseJson(c, order)).ids)),
  );
  app.route('/', crudRoutes(section.schemas.input, service, section.schemas.update));
  return app;
}
