import { merchandiseItemInputSchema } from '@webku/contract';
import type { Db } from '@webku/db';
import type { PublicCache } from '../public/public-cache';
import { sectionResourceRoutes } from '../section-settings/section-resource.routes';
import { merchandiseService } from './merchandise.service';

export function merchandiseRoutes(db: Db, cache: PublicCache) {
  return sectionResourceRoutes({
    db,
    cache,
    sectionType: 'merchandise',
    schema: merchandiseItemInputSchema,
    service: merchandiseService,
  });
}
