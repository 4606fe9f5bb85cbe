import { storeInputSchema } from '@webku/contract';
import type { Db } from '@webku/db';
import type { PublicCache } from '../public/public-cache';
import { sectionResourceRoutes } from '../section-settings/section-resource.routes';
import { storesService } from './stores.service';

// GET /stores/settings answers defaults when the section was never saved, so the editor always loads.
export function storesRoutes(db: Db, cache: PublicCache) {
  return sectionResourceRoutes({
    db,
    cache,
    sectionType: 'stores',
    schema: storeInputSchema,
    service: storesService,
  });
}
