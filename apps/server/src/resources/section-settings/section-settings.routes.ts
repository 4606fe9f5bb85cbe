import { type SectionType, sectionSettingInputSchema } from '@webku/contract';
import type { Db } from '@webku/db';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { parseJson } from '../../http/parse-body';
import { adminHandlers } from '../admin-content/admin-handlers';
import type { PublicCache } from '../public/public-cache';
import { getSectionSetting, saveSectionSetting } from './section-settings.service';

// GET and PUT `/admin/{section}/settings`; the route names the section.
export function sectionSettingsRoutes(options: { db: Db; cache: PublicCache; sectionType: SectionType }) {
  const { db, sectionType } = options;
  const { read, write } = adminHandlers(options.cache);
  const app = new Hono<AppEnv>();
  app.get(
    '/',
    read((companyId) => getSectionSetting(db, { companyId, sectionType })),
  );
  app.put(
    '/',
    write(async (companyId, c) =>
      saveSectionSetting(db, {
        companyId,
        sectionType,
        input: await parseJson(c, sectionSettingInputSchema),
      }),
    ),
  );
  return app;
}
