import { footerSettingsInputSchema } from '@webku/contract';
import type { Db } from '@webku/db';
import { singletonRoutes } from '../admin-content/singleton-routes';
import type { PublicCache } from '../public/public-cache';
import { footerService } from './footer.service';

// The editor POSTs while its footer has no id and PUTs afterwards (spec §4).
export function footerRoutes(db: Db, cache: PublicCache) {
  return singletonRoutes({
    db,
    cache,
    schema: footerSettingsInputSchema,
    service: footerService,
    updateById: false,
  });
}
