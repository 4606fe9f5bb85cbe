import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PublicPayload, WebLanguage } from '@webku/contract';
import { describe, expect, it } from 'vitest';
import type { Bookings } from '../../bookings/bookings';
import type { SiteContent } from '../../site-content/site-content';
import type { CustomDomains } from '../../tenancy/custom-domains';
import type { TenantCompany } from '../../tenancy/resolve-tenant';
import type { TenantDirectory } from '../../tenancy/tenant-directory';
import type { BookingLimits } from '../bookings/bookings.routes';
import { PublicService } from '../public/public.service';
import { PublicCache } from '../public/public-cache';
import { PageCache } from './page-cache';
import { siteRoutes } from './site.routes';
import { SitePagesService } from './site-pages.service';

// A public request decides its language once, from the company it found: it never loads the site's
// payload to learn whether '/en' is a page, so a page in the second language costs one payload load.

const SNAPSHOTS = join(import.meta.dirname, '../../../../../tests/boundaries/__snapshots__/payload-and-page');
const payloadIn = (code: string): PublicPayload =>
  (JSON.parse(readFileSync(join(SNAPSHOTS, `payload.${code}.json`), 'utf8')) as { data: PublicPayload }).data;

function siteWith(second: WebLanguage | null) {
  const company = {
    id: 1,
    name: 'Kopi Senja',
    slug: 'kopi-senja',
    web_language: 'indonesia',
    second_language: second,
    time_zone: 'Asia/Jakarta',
    art_kind: 'coffee',
    business_type: 'Kedai kopi',
    description: null,
    logo: null,
  } as unknown as TenantCompany;
  const loads: (WebLanguage | null)[] = [];
  const content = {
    loadPublicPayload: async (_companyId: number, language: WebLanguage | null = null) => {
      loads.push(language);
      return { payload: payloadIn(language === 'english' ? 'en' : 'id'), version: 1 };
    },
  } as unknown as SiteContent;
  const publicService = new PublicService(content, new PublicCache());
  const customDomains = { activeDomain: async () => null } as unknown as CustomDomains;
  const sitePages = new SitePagesService({
    customDomains,
    publicService,
    pages: new PageCache(),
    platformBaseUrl: 'http://localhost:3000',
    platformHost: 'localhost',
    enhanceScriptUrl: () => '/enhance.js',
    bioScriptUrl: () => '/bio.js',
    bioButtons: async () => null,
  });
  const app = siteRoutes({
    directory: { bySlug: async () => company } as unknown as TenantDirectory,
    hostRules: { platformHost: 'localhost' },
    sitePages,
    publicService,
    permanentRedirects: false,
    bookings: {} as Bookings,
    bookingLimits: {} as BookingLimits,
  });
  const get = async (path: string) => {
    const res = await app.request(path, { headers: { host: 'localhost:3000' } });
    return { status: res.status, html: await res.text() };
  };
  return { get, loads };
}

describe('the payload loads of a public request', () => {
  it("are one for a page in the second language: '/en' is known from the company, not from a payload", async () => {
    const site = siteWith('english');
    const english = await site.get('/kopi-senja/en');
    expect(english.status).toBe(200);
    expect(english.html).toContain('<html lang="en"');
    expect(site.loads).toEqual(['english']);
    const booking = await site.get('/kopi-senja/en/booking');
    expect(booking.status).toBe(200);
    expect(site.loads).toEqual(['english']);
  });

  it('are one for the main language page and its link-in-bio page together', async () => {
    const site = siteWith('english');
    expect((await site.get('/kopi-senja')).status).toBe(200);
    expect((await site.get('/kopi-senja/links')).status).toBe(200);
    expect(site.loads).toEqual([null]);
  });

  it("are none for '/en' on a site with one language: not found, in the site's language", async () => {
    const site = siteWith(null);
    const missing = await site.get('/kopi-senja/en');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('<html lang="id"');
    expect(site.loads).toEqual([]);
  });
});
