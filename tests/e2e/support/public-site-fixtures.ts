import type { PublicPayload, SectionType, Template, WebLanguage } from '@webku/contract';
import { eq, plans, subscriptions, webSettings } from '@webku/db';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import {
  type AdminClient,
  type ApiResult,
  addGoods,
  addPackMenu,
  adminClient,
} from '../../support/server/owner-with-site';
import { siteChanged } from '../../support/server/site-changed';
import { startTestServer, type TestServer } from '../../support/server/test-server';
import { launchSiteBrowser } from './public-site';

type Row = Record<string, unknown> & { id: number };
type Patch = Record<string, unknown>;

/** One generated company and an admin client with its owner's token. */
export type SiteCompany = {
  slug: string;
  companyId: number;
  api: AdminClient;
  /** `{server}/{slug}` (Mode B). */
  home: string;
};

function ok<T>(res: ApiResult<T>, what: string): T {
  if (res.status >= 300) throw new Error(`${what}: ${res.status} ${res.message ?? ''}`);
  return res.data;
}

/**
 * Signs an owner up, generates the site from the built-in content pack as onboarding does, then fills
 * in what generation leaves to the owner (contacts, three stores with addresses and hours, the draft
 * articles published, a sixth article), so the templates are exercised with every row present.
 */
export async function createSite(
  t: TestServer,
  brand: string,
  template: Template = 'minimalis-coffee-shop',
  language: WebLanguage = 'indonesia',
): Promise<SiteCompany> {
  const { token } = await t.signUp();
  const api = adminClient(t, token);
  const generated = ok(
    await api.post<{ company: { id: number; slug: string } }>('/admin/template-data-dummies/generate', {
      brand_name: brand,
      business_type: 'Kedai kopi',
      web_language: language,
      template_selected: template,
      short_description: 'Tempat ngopi santai untuk teman kerja.',
    }),
    'generate',
  );
  await t.webku.runner.drain();
  const { slug, id } = generated.company;
  for (let attempt = 0; ; attempt++) {
    const res = await t.api(`/api/public/${slug}/no-cache-data`);
    const site = ((await res.json()) as { data?: PublicPayload }).data;
    if (site?.web_settings && site.hero_section && site.footer_settings) break;
    if (attempt > 300) throw new Error(`site ${slug} was not generated`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const site = { slug, companyId: id, api, home: `${t.url}/${slug}` };
  // Generation lists only what the owner named: the owner types a full menu and adds goods.
  await addPackMenu(api, language);
  await addGoods(api, language);
  await completeAsOwner(site, brand);
  return site;
}

const OWNER_STORES = [
  ['Braga', 'Bandung', 'Jl. Braga No. 12, Sumur Bandung, Kota Bandung 40111'],
  ['Kemang', 'Jakarta Selatan', 'Jl. Kemang Raya No. 8, Mampang Prapatan, Jakarta Selatan 12730'],
  ['Darmo', 'Surabaya', 'Jl. Raya Darmo No. 51, Tegalsari, Kota Surabaya 60265'],
] as const;

async function completeAsOwner(site: SiteCompany, brand: string): Promise<void> {
  const handle = brand.toLowerCase().replace(/[^a-z0-9]/g, '');
  await setFooter(site, {
    phone: '+62 812-3456-7890',
    email: `hello@${handle}.id`,
    address: OWNER_STORES[0][2],
    instagram_url: `https://instagram.com/${handle}`,
    facebook_url: `https://facebook.com/${handle}`,
    tiktok_url: `https://www.tiktok.com/@${handle}`,
  });
  const opening_hours = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map(
    (day_of_week) => ({ day_of_week, opening_time: '07:00', closing_time: '22:00', is_closed: false }),
  );
  const [generated] = await list(site, 'stores');
  for (const [index, [area, city, address]] of OWNER_STORES.entries()) {
    const store = {
      name: `${brand} ${area}`,
      city,
      address,
      google_map_url: `https://maps.google.com/?q=${encodeURIComponent(address)}`,
      opening_hours,
    };
    if (index === 0) await update(site, 'stores', generated!, store);
    else await create(site, 'stores', store);
  }
  await updateAll(site, 'news', (row) => (row.is_published ? null : { is_published: true }));
  await create(site, 'news', {
    title: `${brand} Kini Hadir di Surabaya`,
    category: 'Toko Baru',
    description: 'Cabang baru kami di Surabaya sudah buka.',
    content: '<p>Cabang baru kami sudah buka.</p><p>Mampir, ya!</p><p>Sampai jumpa.</p>',
    thumbnail: '/media/builtin/coffee/news-store.svg',
    is_published: true,
  });
}

export async function setWebSettings(site: SiteCompany, patch: Patch): Promise<Row> {
  const current = ok(await site.api.get<Row>('/admin/web-settings'), 'web settings');
  return ok(await site.api.put<Row>(`/admin/web-settings/${current.id}`, patch), 'save web settings');
}

export async function setSection(site: SiteCompany, section: SectionType, patch: Patch): Promise<void> {
  ok(await site.api.put(`/admin/${section}/settings`, patch), `save ${section} settings`);
}

export async function setHero(site: SiteCompany, patch: Patch): Promise<void> {
  ok(await site.api.put('/admin/hero', patch), 'save hero');
}

export async function setFooter(site: SiteCompany, patch: Patch): Promise<void> {
  ok(await site.api.put('/admin/footer', patch), 'save footer');
}

export type Collection = 'menu/categories' | 'menu/items' | 'merchandise' | 'news' | 'stores';

export async function list(site: SiteCompany, collection: Collection): Promise<Row[]> {
  return ok(await site.api.get<Row[]>(`/admin/${collection}`), `list ${collection}`);
}

export async function create(site: SiteCompany, collection: Collection, body: Patch): Promise<Row> {
  return ok(await site.api.post<Row>(`/admin/${collection}`, body), `create ${collection}`);
}

/** PUT needs the required fields again, so the stored row is sent back with the changes on top. */
export async function update(
  site: SiteCompany,
  collection: Collection,
  row: Row,
  patch: Patch,
): Promise<Row> {
  const { id, ...rest } = row;
  return ok(
    await site.api.put<Row>(`/admin/${collection}/${id}`, { ...rest, ...patch }),
    `update ${collection}`,
  );
}

export async function updateAll(
  site: SiteCompany,
  collection: Collection,
  patch: (row: Row, index: number) => Patch | null,
): Promise<void> {
  const rows = await list(site, collection);
  for (const [index, row] of rows.entries()) {
    const changes = patch(row, index);
    if (changes) await update(site, collection, row, changes);
  }
}

/** An active hosting subscription on a custom domain, as after a paid invoice and pointed DNS. */
export async function activateCustomDomain(t: TestServer, site: SiteCompany, domain: string): Promise<void> {
  const [plan] = await t.webku.db.insert(plans).values({ name: 'Tahunan', price: 300000 }).returning();
  await t.webku.db.insert(subscriptions).values({
    company_id: site.companyId,
    plan_id: plan!.id,
    status: 'active',
    domain_url: domain,
    is_dns_pointed: true,
    valid_from: new Date(Date.now() - 60_000),
    valid_until: new Date(Date.now() + 86_400_000),
  });
  await siteChanged(t.webku, site.companyId);
}

/** A stored template value the renderer does not know (rows can predate the enum). */
export async function breakTemplate(t: TestServer, site: SiteCompany, value: string): Promise<void> {
  await t.webku.db
    .update(webSettings)
    .set({ template_selected: value as Template })
    .where(eq(webSettings.company_id, site.companyId));
  await siteChanged(t.webku, site.companyId);
}

/** One server (fresh PGlite) and one Chromium per test file; read the fields inside tests. */
export function usePublicSiteServer(setup: (t: TestServer) => Promise<void> = async () => undefined) {
  const context = {} as { t: TestServer; browser: Browser };
  beforeAll(async () => {
    const [t, browser] = await Promise.all([startTestServer(), launchSiteBrowser()]);
    context.t = t;
    context.browser = browser;
    await setup(t);
  }, 120_000);
  afterAll(async () => {
    await context.browser?.close();
    await context.t?.close();
  });
  return context;
}
