import { heroSectionInputSchema } from '@webku/contract';
import type { Db } from '@webku/db';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { parseJson } from '../../http/parse-body';
import { adminHandlers } from '../admin-content/admin-handlers';
import type { PublicCache } from '../public/public-cache';
import { getHeroSection, saveHeroSection } from './hero.service';

export function heroRoutes(db: Db, cache: PublicCache) {
  const { read, write } = adminHandlers(cache);
  const app = new Hono<AppEnv>();
  app.get(
    '/',
    read((companyId) => getHeroSection(db, { companyId })),
  );
  app.put(
    '/',
    write(async (companyId, c) =>
      saveHeroSection(db, { companyId, input: await parseJson(c, heroSectionInputSchema) }),
    ),
  );
  return app;
}
