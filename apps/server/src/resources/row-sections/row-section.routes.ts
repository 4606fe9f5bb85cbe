import { type AnyRowSection, idSchema } from '@webku/contract';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/context';
import { parseJson } from '../../http/parse-body';
import type { RowSectionService } from '../../site-content/row-sections';
import type { SiteContent } from '../../site-content/site-content';
import { adminHandler, ID, idParam } from '../admin-content/admin-handlers';
import { parseContent } from '../admin-content/parse-content';
import { sectionSettingsRoutes } from '../section-settings/section-settings.routes';

type Settings = SiteContent['sections'][keyof SiteContent['sections']];

// The conventions of every list section: `/settings`, `/order`, and GET/POST on the list, PUT/DELETE on an id.
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
  app.get(
    '/',
    adminHandler((companyId) => service.list(companyId)),
  );
  app.post(
    '/',
    adminHandler(
      async (companyId, c) =>
        service.create(companyId, await parseContent(c, section.schemas.input, companyId)),
      201,
    ),
  );
  app.put(
    `/${ID}`,
    adminHandler(async (companyId, c) =>
      service.update({ companyId, id: idParam(c) }, await parseContent(c, section.schemas.update, companyId)),
    ),
  );
  app.delete(
    `/${ID}`,
    adminHandler((companyId, c) => service.remove({ companyId, id: idParam(c) })),
  );
  return app;
}
