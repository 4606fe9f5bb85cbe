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

  cached(companyId: number): Promise<CachedPayload> {
    return this.cache.get(companyId, () => this.fresh(companyId));
  }

  /** The payload as cached, decoded from its compressed JSON. */
  async payload(companyId: number): Promise<PublicPayload> {
    const { body } = await this.cached(companyId);
    return (JSON.parse((await body.encoded('identity')).toString()) as { data: PublicPayload }).data;
  }
}
