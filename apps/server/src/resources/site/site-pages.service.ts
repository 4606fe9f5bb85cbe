import {
  type BookingPageState,
  type ImageSrcSet,
  renderSitePage,
  type SitePage,
  shareImageSources,
} from '@webku/site';
import { companyArt } from '../../site-content/company-art';
import { payloadSoldOutReset } from '../../site-content/sold-out';
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
};

export type SitePagesDeps = {
  customDomains: CustomDomains;
  publicService: PublicService;
  pages: PageCache;
  platformBaseUrl: string;
  platformHost: string;
  enhanceScriptUrl: () => string;
  imageSrcSet?: ImageSrcSet;
};

// Renders (through the page cache) the public pages of one company.
export class SitePagesService {
  constructor(private readonly deps: SitePagesDeps) {}

  page(request: PageRequest): Promise<RenderedPage> {
    const { company, page, via } = request;
    const origin = this.#origin(company, via);
    // One entry per company, page and own host: no request header can add entries.
    const key = `${company.id}|${page}|${origin}`;
    return this.deps.pages.get(key, company.id, () => this.#render(request, origin));
  }

  async canonicalBase(company: TenantCompany): Promise<string> {
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

  async #render({ company, page, basePath }: PageRequest, origin: string, bookingPage?: BookingPageState) {
    const payload = await this.deps.publicService.payload(company.id);
    const art = companyArt(company);
    const base = await this.canonicalBase(company);
    const canonicalUrl = page === 'home' ? base : `${base}/${page}`;
    const rendered = renderSitePage({
      payload,
      page,
      basePath,
      canonicalUrl,
      origin,
      shareImageUrl: `${origin}${shareImagePath(company.id, shareImageSources(payload, art))}`,
      enhanceScriptUrl: this.deps.enhanceScriptUrl(),
      imageSrcSet: this.deps.imageSrcSet,
      art,
      language: company.web_language,
      bookingPage,
    });
    return { ...rendered, expiresAt: payloadSoldOutReset(payload) };
  }
}
