import type { PublicPayload } from '@webku/contract';
import { NotFoundError } from '../../errors';
import type { SiteContent } from '../../site-content/site-content';
import type { CachedPayload, PublicCache } from './public-cache';

export class PublicService {
  constructor(
    readonly content: SiteContent,
    readonly cache: PublicCache,
  ) {}

  async fresh(companyId: number): Promise<PublicPayload> {
    const payload = await this.content.loadPublicPayload(companyId);
    if (!payload) throw new NotFoundError('Company Not Found');
    return payload;
  }

  /** The JSON answer for visitors: while a changed payload loads, they may get the one from before. */
  forVisitors(companyId: number): Promise<CachedPayload> {
    return this.cache.get(companyId, () => this.fresh(companyId), { staleWhileLoading: true });
  }

  /** The payload as cached (for a render: never one a change has outdated). */
  async payload(companyId: number): Promise<PublicPayload> {
    return this.cache.parsed(await this.cache.get(companyId, () => this.fresh(companyId)));
  }
}
