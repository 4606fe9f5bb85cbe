import { webSettingsInputSchema } from '@webku/contract';
import type { Db } from '@webku/db';
import { singletonRoutes } from '../admin-content/singleton-routes';
import type { PublicCache } from '../public/public-cache';
import { webSettingsService } from './web-settings.service';

// PUT names the record: an id that is not the caller's answers 404.
export function webSettingsRoutes(db: Db, cache: PublicCache) {
  return singletonRoutes({
    db,
    cache,
    schema: webSettingsInputSchema,
    service: webSettingsService,
    updateById: true,
  });
}
