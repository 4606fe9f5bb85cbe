import { newsArticleInputSchema } from '@webku/contract';
import type { Db } from '@webku/db';
import type { PublicCache } from '../public/public-cache';
import { sectionResourceRoutes } from '../section-settings/section-resource.routes';
import { newsService } from './news.service';

export function newsRoutes(db: Db, cache: PublicCache) {
  return sectionResourceRoutes({
    db,
    cache,
    sectionType: 'news',
    schema: newsArticleInputSchema,
    service: newsService,
  });
}
