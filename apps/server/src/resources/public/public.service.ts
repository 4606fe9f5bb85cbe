import type { PublicPayload } from '@webku/contract';
import type { Db } from '@webku/db';
import { NotFoundError } from '../../http/errors';
import { loadPublicPayload } from './load-public-payload';
import type { CachedPayload, PublicCache } from './public-cache';

export class PublicService {
  constructor(
    readonly db: Db,
    readonly cache: PublicCache,
  ) {}

  async fresh(companyId: number): Promise<PublicPayload> {
    const payload = await loadPublicPayload(this.db, companyId);
    if (!payload) throw new NotFoundError('Company Not Found');
    return payload;
  }

  async cached(companyId: number): Promise<CachedPayload> {
    const hit = this.cache.get(companyId);
    if (hit) return hit;
    const version = this.cache.version(companyId);
    return this.cache.set(companyId, await this.fresh(companyId), version);
  }
}
