import { LANGUAGE_CODES, type StoredBioButton, type WebLanguage } from '@webku/contract';
import {
  type BookingPageState,
  type ImageSrcSet,
  type PageAlternate,
  renderBioPage,
  renderSitePage,
  type SitePage,
  shareImageSources,
  type VitalsScript,
} from '@webku/site';
import { companyArt } from '../../site-content/company-art';
import { payloadExpiresAt } from '../../site-content/payload-expiry';
import { decidePageLanguage, type PageLanguage, siteLanguagesOf } from '../../site-content/site-languages';
import type { CustomDomains } from '../../tenancy/custom-domains';
import type { TenantCompany } from '../../tenancy/resolve-tenant';
import { type SiteHost, siteOrigin } from '../../tenancy/site-origin';
import { shareImagePath } from '../media/share-image.routes';
import type { PublicService } from '../public/public.service';
import type { PageCache, RenderedPage } from './page-cache';

export type PageRequest = {
  company: TenantCompany;
  page: SitePage;
  // '/{slug}' in Mode B, '' in Mode A.
  basePath: string;
  // Which of the company's own hosts serves the page; absolute URLs in the head are built on it.
  via: SiteHost;
  // The page's language, decided once for the request (decidePageLanguage).
  language: PageLanguage;
};

export type SitePagesDeps = {
  customDomains: CustomDomains;
  publicService: PublicService;
  pages: PageCache;
  platformBaseUrl: string;
  platformHost: string;
  enhanceScriptUrl: () => string;
  /** The link-in-bio page's script (the visit beacon and the field-speed loader). */
  bioScriptUrl: () => string;
  /** Field speed's lazily loaded script and sample (VITALS_SAMPLE); null: off. */
  vitalsScript?: () => VitalsScript | null;
  imageSrcSet?: ImageSrcSet;
  /** The owner's arrangement of the link-in-bio page (null: the site's default order). */
  bioButtons: (companyId: number) => Promise<StoredBioButton[] | null>;
};

// The pages rendered ahead of the first visit (the booking page is rendered for each request).
const PRERENDERED = ['home', 'privacy-policy', 'terms-and-conditions'] as const satisfies SitePage[];

// Renders (through the page cache) the public pages of one company.
export class SitePagesService {
  constructor(private readonly deps: SitePagesDeps) {}

  page(request: PageRequest): Promise<RenderedPage> {
    const { company, page, via } = request;
    const origin = this.#origin(company, via);
    // One entry per company, page, own host and language: no request header can add entries.
    const key = `${company.id}|${page}|${origin}|${request.language.second ?? ''}`;
    return this.deps.pages.get(key, company.id, () => this.#render(request, origin));
  }

  /** The link-in-bio page ('/links'), cached like the others: one entry per company, host and language. */
  bioPage(request: Omit<PageRequest, 'page'>): Promise<RenderedPage> {
    const origin = this.#origin(request.company, request.via);
    const key = `${request.company.id}|links|${origin}|${request.language.second ?? ''}`;
    return this.deps.pages.get(key, request.company.id, () => this.#renderBio(request, origin));
  }

  /**
   * What the pages read besides the site's content and the server's code: a stored page is served only by
   * an instance whose settings are the same (renderFingerprint).
   */
  renderSettings(): unknown[] {
    const { platformBaseUrl, platformHost, enhanceScriptUrl, bioScriptUrl, vitalsScript } = this.deps;
    return [platformBaseUrl, platformHost, enhanceScriptUrl(), bioScriptUrl(), vitalsScript?.() ?? null];
  }

  /**
   * Renders the pages a first visit asks for (home, the two policies, the link-in-bio page, in each of
   * the site's languages) and keeps them in the database for every instance, without taking this
   * process's memory: after a change, the first visitor on any instance is served a page already made.
   */
  async prerender(
    company: TenantCompany,
    place: Pick<PageRequest, 'basePath' | 'via'>,
    // False once the site changed again: a render ahead stops rather than load the site's payload just
    // after a change (a visitor's load would then wait for it instead of getting the one from before).
    current: () => boolean = () => true,
  ): Promise<void> {
    if (!current()) return;
    const origin = this.#origin(company, place.via);
    const site = siteLanguagesOf(company);
    // The main language's pages, and those under the second language's code ('en').
    for (const lang of [undefined, ...(site.second ? [LANGUAGE_CODES[site.second]] : [])]) {
      const language = decidePageLanguage(site, { lang }).page;
      const request = { company, ...place, language };
      for (const page of PRERENDERED) {
        const key = `${company.id}|${page}|${origin}|${language.second ?? ''}`;
        await this.deps.pages.store(key, company.id, async () =>
          current() ? this.#render({ ...request, page }, origin) : null,
        );
      }
      const bioKey = `${company.id}|links|${origin}|${language.second ?? ''}`;
      await this.deps.pages.store(bioKey, company.id, async () =>
        current() ? this.#renderBio(request, origin) : null,
      );
    }
  }

  async #renderBio(request: Omit<PageRequest, 'page'>, origin: string) {
    const [{ payload, version, ...inputs }, stored] = await Promise.all([
      this.#pageInputs({ ...request, page: 'links' }, origin),
      this.deps.bioButtons(request.company.id),
    ]);
    const rendered = renderBioPage({ payload, stored, ...inputs, scriptUrl: this.deps.bioScriptUrl() });
    return { ...rendered, expiresAt: payloadExpiresAt(payload), version };
  }

  /** What every page's render takes: the payload in the page's language and the page's addresses. */
  async #pageInputs(
    { company, page, basePath, language }: Omit<PageRequest, 'page'> & { page: string },
    origin: string,
  ) {
    const { second } = language;
    const { payload, version } = await this.deps.publicService.versioned(company.id, second);
    const art = companyArt(company);
    const alternates = pageAlternates({
      languages: language.languages,
      base: await this.canonicalBase(company),
      basePath,
      page,
    });
    return {
      payload,
      version,
      art,
      language: language.language,
      basePath: second ? `${basePath}/${LANGUAGE_CODES[second]}` : basePath,
      alternates: alternates.length > 1 ? alternates : undefined,
      canonicalUrl: alternates.find((alternate) => alternate.language === language.language)!.url,
      origin,
      shareImageUrl: `${origin}${shareImagePath(company.id, shareImageSources(payload, art))}`,
      enhanceScriptUrl: this.deps.enhanceScriptUrl(),
      vitals: this.deps.vitalsScript?.() ?? null,
      imageSrcSet: this.deps.imageSrcSet,
    };
  }

  async canonicalBase(company: Pick<TenantCompany, 'id' | 'slug'>): Promise<string> {
    const domain = await this.deps.customDomains.activeDomain(company.id);
    return domain ? `https://${domain}` : `${this.deps.platformBaseUrl}/${company.slug}`;
  }

  #origin(company: TenantCompany, via: SiteHost): string {
    const config = { publicBaseUrl: this.deps.platformBaseUrl, platformHost: this.deps.platformHost };
    return siteOrigin(config, company.slug, via);
  }

  /** The booking page: rendered for each request, since it shows the times free right now. */
  async bookingPage(request: Omit<PageRequest, 'page'>, state: BookingPageState) {
    return this.#render({ ...request, page: 'booking' }, this.#origin(request.company, request.via), state);
  }

  async #render(request: PageRequest, origin: string, bookingPage?: BookingPageState) {
    const { version, ...inputs } = await this.#pageInputs(request, origin);
    const rendered = renderSitePage({ ...inputs, page: request.page, bookingPage });
    return { ...rendered, expiresAt: payloadExpiresAt(inputs.payload), version };
  }
}

/**
 * The page in each of the site's languages, the main one first: at the site's address, and under '/en' (or
 * '/id') in the second. One entry while the site has one language.
 */
export function pageAlternates(input: {
  /** The site's languages, its own first (PageLanguage.languages). */
  languages: readonly WebLanguage[];
  /** The site's canonical address ('https://domain' or the platform's '/{slug}'). */
  base: string;
  basePath: string;
  page: string;
}): PageAlternate[] {
  const [main] = input.languages;
  const leaf = input.page === 'home' ? '' : `/${input.page}`;
  return input.languages.map((language) => {
    const prefix = language === main ? '' : `/${LANGUAGE_CODES[language]}`;
    return {
      language,
      url: `${input.base}${prefix}${leaf}`,
      href: `${input.basePath}${prefix}${leaf}` || '/',
    };
  });
}
