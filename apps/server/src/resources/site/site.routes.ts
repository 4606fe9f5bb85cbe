import {
  isBookableDay,
  isReservedSlug,
  isWebAppPath,
  type PublicPayload,
  type WebLanguage,
} from '@webku/contract';
import {
  BOOKING_REFUSALS,
  type BookingRefusal,
  renderErrorPage,
  type SitePage,
  siteFavicon,
} from '@webku/site';
import { type Context, Hono, type Next } from 'hono';
import type { Bookings } from '../../bookings/bookings';
import { NotFoundError, TooManyRequestsError } from '../../errors';
import { ERROR_CACHE_CONTROL } from '../../http/cache-control';
import type { AppEnv } from '../../http/context';
import { sendCompressed, sharedForSite } from '../../http/send-compressed';
import { decidePageLanguage, type PageLanguage, siteLanguagesOf } from '../../site-content/site-languages';
import type { CustomDomains } from '../../tenancy/custom-domains';
import { type HostRules, parseHost } from '../../tenancy/parse-host';
import type { TenantCompany } from '../../tenancy/resolve-tenant';
import type { SiteHost } from '../../tenancy/site-origin';
import type { TenantDirectory } from '../../tenancy/tenant-directory';
import type { BookingLimits } from '../bookings/bookings.routes';
import type { PublicService } from '../public/public.service';
import { redirectToDomain } from './redirect-to-domain';
import { platformRobotsTxt, siteRobotsTxt, siteSitemapXml } from './seo-files';
import type { SitePagesService } from './site-pages.service';

const POLICY_PAGES = new Set<string>(['privacy-policy', 'terms-and-conditions']);
// The admin app's icon, served from its build at the root of every host.
const PLATFORM_FAVICON = '/favicon.svg';
const SVG_DATA_URL = 'data:image/svg+xml,';
// Short: an owner who changes the icon sees it within minutes.
const FAVICON_CACHE_CONTROL = 'public, max-age=600';

type Target = { company: TenantCompany; rest: string[]; basePath: string; via: SiteHost };
// A site's first visit finds the site and its stored pages in one statement.
const FOR_PAGES = { pages: true };

// Public sites, server-rendered. Mode B: '/{slug}[/page]' on the platform host; Mode A: '/[page]' on a
// company's subdomain or custom domain. Anything this does not own (admin, SPA screens) falls through.
export function siteRoutes(deps: {
  directory: TenantDirectory;
  hostRules: HostRules;
  sitePages: SitePagesService;
  publicService: PublicService;
  customDomains?: CustomDomains;
  // Where an unknown host's 404 links home: the platform (its own '/' is the same 404).
  platformUrl?: string;
  // 301 to a custom domain only in production; 302 elsewhere (sandbox DNS and payments).
  permanentRedirects: boolean;
  bookings: Bookings;
  bookingLimits: BookingLimits;
}) {
  const app = new Hono<AppEnv>();

  app.get('*', async (c, next) => {
    const segments = c.req.path.split('/').filter(Boolean).map(decodeSegment);
    const route = parseHost(c.req.header('host'), deps.hostRules);
    if (route.mode === 'B') {
      if (segments.length === 0) return next();
      if (segments.length === 1 && segments[0] === 'robots.txt') return c.text(platformRobotsTxt());
      // Browsers ask for /favicon.ico whatever the page says: the platform's own icon.
      if (segments.length === 1 && segments[0] === 'favicon.ico') return c.redirect(PLATFORM_FAVICON, 302);
      const [slug, ...rest] = segments;
      if (!slug || isReservedSlug(slug) || rest[0] === 'admin') return next();
      const company = await deps.directory.bySlug(slug, FOR_PAGES);
      if (!company) return rest.length <= 1 ? companyNotFound(c) : next();
      const moved = await toCustomDomain(c, company, rest);
      return (
        moved ?? serve(c, next, { company, rest, basePath: `/${company.slug}`, via: { kind: 'platform' } })
      );
    }
    if (segments[0] === 'admin') return next();
    // Single-site mode: the platform's sign-in screens are on this host too (the admin app serves them).
    if (deps.hostRules.singleSiteSlug && isWebAppPath(c.req.path, 'A', true)) return next();
    const company = await deps.directory.byRoute(route, FOR_PAGES);
    if (!company) return companyNotFound(c, deps.platformUrl ?? '/');
    if (route.by === 'domain') {
      return serve(c, next, {
        company,
        rest: segments,
        basePath: '',
        via: { kind: 'domain', domain: route.domain },
      });
    }
    const moved = await toCustomDomain(c, company, segments);
    // Single-site mode serves the one company at the root of the configured base.
    const via: SiteHost = deps.hostRules.singleSiteSlug ? { kind: 'platform' } : { kind: 'subdomain' };
    return moved ?? serve(c, next, { company, rest: segments, basePath: '', via });
  });

  // The booking page, fresh for every request: the picked offering and day (from the query, as the
  // picker's form sends them) with their free times, and a refusal the request came back with.
  async function bookingPage(c: Context<AppEnv>, target: Omit<Target, 'rest'> & { language: PageLanguage }) {
    const offeringText = c.req.query('offering') ?? '';
    const date = c.req.query('date') ?? '';
    const refusedText = c.req.query('refused') ?? '';
    const offering = /^\d{1,9}$/.test(offeringText) ? Number(offeringText) : null;
    const day = isBookableDay(date) ? date : null;
    const refused = (BOOKING_REFUSALS as readonly string[]).includes(refusedText)
      ? (refusedText as BookingRefusal)
      : null;
    // Over the times limit, the page still shows, saying why no times are listed.
    const limited =
      offering && day
        ? await deps.bookingLimits.times(c).then(
            () => false,
            (error: unknown) => {
              if (error instanceof TooManyRequestsError) return true;
              throw error;
            },
          )
        : false;
    const times =
      offering && day && !limited
        ? await deps.bookings.freeTimes(target.company, offering, day).catch((error: unknown) => {
            // An offering no longer booked, or booking switched off meanwhile: the page offers the rest.
            if (error instanceof NotFoundError) return null;
            throw error;
          })
        : null;
    const page = await deps.sitePages.bookingPage(target, {
      offering,
      date: day,
      times,
      refused: limited ? 'limit' : refused,
    });
    c.header('Cache-Control', 'no-store');
    return c.html(page.html, page.status === 200 ? 200 : 404);
  }

  // Platform URLs (/{slug}, {slug}.platform host) of a site with an active custom domain move there.
  async function toCustomDomain(c: Context<AppEnv>, company: TenantCompany, rest: string[]) {
    if (!deps.customDomains || rest.length > 1) return null;
    const domain = await deps.customDomains.activeDomain(company.id);
    return domain ? redirectToDomain(c, domain, rest, { permanent: deps.permanentRedirects }) : null;
  }

  async function serve(c: Context<AppEnv>, next: Next, target: Target) {
    const { company, basePath, via } = target;
    // '/en' (or '/id') before a page is the site's second language, while the owner has one.
    const decided = decidePageLanguage(siteLanguagesOf(company), { path: target.rest });
    const language = decided.page;
    const notFound = () => errorResponse(c, 'page-not-found', language.language, basePath || '/');
    if (!decided.found || decided.rest.length > 1) return notFound();
    const [leaf = 'home'] = decided.rest;
    if (language.second && ['robots.txt', 'favicon.ico', 'sitemap.xml'].includes(leaf)) return notFound();
    if (leaf === 'robots.txt' && basePath === '') {
      sharedForSite(c, company.id);
      return c.text(siteRobotsTxt(await deps.sitePages.canonicalBase(company)));
    }
    if (leaf === 'favicon.ico' && basePath === '')
      return companyFavicon(c, await deps.publicService.payload(company.id));
    if (leaf === 'sitemap.xml') {
      const payload = await deps.publicService.payload(company.id);
      const xml = siteSitemapXml(await deps.sitePages.canonicalBase(company), payload, language.languages);
      sharedForSite(c, company.id);
      return c.body(xml, 200, { 'Content-Type': 'application/xml; charset=utf-8' });
    }
    if (leaf === 'booking') return bookingPage(c, { company, basePath, via, language });
    if (leaf === 'links') {
      const page = await deps.sitePages.bioPage({ company, basePath, via, language });
      return sendCompressed(c, page.body, {
        status: page.status,
        contentType: 'text/html; charset=utf-8',
        site: company.id,
      });
    }
    if (leaf !== 'home' && !POLICY_PAGES.has(leaf)) {
      if (leaf === 'admin') return next();
      return notFound();
    }
    const page = await deps.sitePages.page({
      company,
      page: leaf as SitePage,
      basePath,
      via,
      language,
    });
    return sendCompressed(c, page.body, {
      status: page.status,
      contentType: 'text/html; charset=utf-8',
      site: company.id,
    });
  }

  return app;
}

// The icon the company's pages name; the built-in letter icon is an inline SVG, sent as it is.
function companyFavicon(c: Context<AppEnv>, payload: PublicPayload) {
  const { href } = siteFavicon(payload);
  c.header('Cache-Control', FAVICON_CACHE_CONTROL);
  if (!href.startsWith(SVG_DATA_URL)) return c.redirect(href, 302);
  return c.body(decodeURIComponent(href.slice(SVG_DATA_URL.length)), 200, {
    'Content-Type': 'image/svg+xml',
  });
}

function errorResponse(
  c: Context<AppEnv>,
  kind: Parameters<typeof renderErrorPage>[0],
  language: WebLanguage = 'english',
  homeHref: string | null = null,
) {
  const { status, html } = renderErrorPage(kind, language, homeHref);
  c.header('Cache-Control', ERROR_CACHE_CONTROL);
  return c.html(html, status as 404);
}

// No site, so no site language: the visitor's own (Indonesian unless the browser puts English first).
// The heading stays the spec's 'Company Not Found'.
function companyNotFound(c: Context<AppEnv>, homeHref: string | null = null) {
  c.header('Vary', 'Accept-Language');
  return errorResponse(c, 'company-not-found', visitorLanguage(c.req.header('accept-language')), homeHref);
}

function visitorLanguage(acceptLanguage: string | undefined): WebLanguage {
  const first = acceptLanguage?.split(',')[0]?.trim().toLowerCase() ?? '';
  return /^en(?:-|;|$)/.test(first) ? 'english' : 'indonesia';
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment;
  }
}
