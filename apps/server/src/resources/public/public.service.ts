import type { PublicPayload } from '@webku/contract';
import { NotFoundError } from '../../http/errors';
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

  /** The payload as cached, decoded from its compressed JSON; never one a change has outdated. */
  async payload(companyId: number): Promise<PublicPayload> {
    const { body } = await this.cache.get(companyId, () => this.fresh(companyId));
    return (JSON.parse((await body.encoded('identity')).toString()) as { data: PublicPayload }).data;
  }
}
