import type { PublicPayload, WebLanguage } from '@webku/contract';
import { NotFoundError } from '../../errors';
import type { SiteContent } from '../../site-content/site-content';
import type { CachedPayload, PublicCache } from './public-cache';

export class PublicService {
  constructor(
    readonly content: SiteContent,
    readonly cache: PublicCache,
  ) {}

  /**
   * `language`: a page in the site's second language (its words where the owner translated them); any
   * other language, or none, is the site's main one.
   */
  async fresh(companyId: number, language: WebLanguage | null = null): Promise<PublicPayload> {
    const payload = await this.content.loadPublicPayload(companyId, language);
    if (!payload) throw new NotFoundError('Company Not Found');
    return payload;
  }

  /** The JSON answer for visitors: while a changed payload loads, they may get the one from before. */
  forVisitors(companyId: number, language: WebLanguage | null = null): Promise<CachedPayload> {
    return this.cache.get(companyId, () => this.fresh(companyId, language), {
      staleWhileLoading: true,
      language,
    });
  }

  /** The payload as cached (for a render: never one a change has outdated). */
  async payload(companyId: number, language: WebLanguage | null = null): Promise<PublicPayload> {
    return this.cache.parsed(
      await this.cache.get(companyId, () => this.fresh(companyId, language), { language }),
    );
  }
}
