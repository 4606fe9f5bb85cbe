import type { PublicPayload, WebLanguage } from '@webku/contract';
import { NotFoundError } from '../../errors';
import type { SiteContent } from '../../site-content/site-content';
import type { CachedPayload, PublicCache, VersionedPayload } from './public-cache';

export class PublicService {
  constructor(
    readonly content: SiteContent,
    readonly cache: PublicCache,
  ) {}

  /**
   * `language`: the site's second language when the page is in it, as the request's language was decided
   * (`PageLanguage.second`: its words where the owner translated them); null: the site's main one.
   */
  async fresh(companyId: number, language: WebLanguage | null = null): Promise<PublicPayload> {
    return (await this.#load(companyId, language)).payload;
  }

  async #load(companyId: number, language: WebLanguage | null): Promise<VersionedPayload> {
    const loaded = await this.content.loadPublicPayload(companyId, language);
    if (!loaded) throw new NotFoundError('Company Not Found');
    return loaded;
  }

  /** The JSON answer for visitors: while a changed payload loads, they may get the one from before. */
  forVisitors(companyId: number, language: WebLanguage | null = null): Promise<CachedPayload> {
    return this.cache.get(companyId, () => this.#load(companyId, language), {
      staleWhileLoading: true,
      language,
    });
  }

  /** The payload as cached (for a render: never one a change has outdated). */
  async payload(companyId: number, language: WebLanguage | null = null): Promise<PublicPayload> {
    return (await this.versioned(companyId, language)).payload;
  }

  /** The same, with the content version it was loaded at (what a kept page is labelled with). */
  async versioned(companyId: number, language: WebLanguage | null = null): Promise<VersionedPayload> {
    const cached = await this.cache.get(companyId, () => this.#load(companyId, language), { language });
    return { payload: await this.cache.parsed(cached), version: cached.version };
  }
}
