import { builtinImageUrl, PACKS } from '@webku/content-packs';
import { fieldLabel, type PublicPayload } from '@webku/contract';
import { eq, restorePoints } from '@webku/db';
import { afterAll, beforeAll, expect } from 'vitest';
import { startTestServer, type TestServer } from './test-server';

type Loose = Record<string, unknown>;

export type ApiResult<T = Loose> = { status: number; data: T; message?: string };
export type AdminClient = ReturnType<typeof adminClient>;
export type OwnerWithSite = {
  token: string;
  userId: number;
  companyId: number;
  slug: string;
  api: AdminClient;
};

export const SETUP_BODY = {
  brand_name: 'Kopi Senja',
  business_type: 'Kedai kopi',
  web_language: 'indonesia',
  template_selected: 'minimalis-coffee-shop',
  // An owner who lists what they sell with prices, as the generator reads it: a full menu of their own.
  short_description:
    'Kopi susu gula aren 22rb, americano 18rb, cappuccino 25rb, caffe latte 25rb, manual brew 30rb, es teh manis 10rb, matcha latte 28rb, croissant 20rb, roti bakar 18rb, pisang goreng 15rb di Bandung.',
};

// A full coffee-shop menu the owner types in the admin after generation (which lists only what they named),
// with best sellers and recommendations, replacing the generated one: for tests that need every row.
export async function addPackMenu(api: AdminClient, language: string) {
  const lang = language === 'english' ? 1 : 0;
  const items = (await api.get<{ id: number }[]>('/admin/menu/items')).data;
  for (const item of items) await api.delete(`/admin/menu/items/${item.id}`);
  const categories = (await api.get<{ id: number }[]>('/admin/menu/categories')).data;
  for (const category of categories) await api.delete(`/admin/menu/categories/${category.id}`);
  for (const [index, category] of PACKS.coffee.categories.entries()) {
    const created = await api.post<{ id: number }>('/admin/menu/categories', {
      name: category.name[lang],
      display_order: index + 1,
      image: builtinImageUrl(category.image),
    });
    if (created.status !== 201)
      throw new Error(`adding a category failed: ${created.status} ${created.message}`);
    for (const [order, item] of category.items.entries()) {
      const res = await api.post('/admin/menu/items', {
        name: item.name[lang],
        description: item.description[lang],
        price: item.price,
        image: builtinImageUrl(item.image),
        category_id: created.data.id,
        display_order: order + 1,
        is_best_seller: item.best === true,
        is_recommended: item.recommended === true,
      });
      if (res.status !== 201) throw new Error(`adding an item failed: ${res.status} ${res.message}`);
    }
  }
}

// The goods the owner then adds in the admin (generation puts nothing on sale in their name), with
// the built-in pictures a new site offers.
export async function addGoods(api: AdminClient, language: string) {
  const lang = language === 'english' ? 1 : 0;
  for (const [index, item] of PACKS.coffee.merchandise!.entries()) {
    const res = await api.post('/admin/merchandise', {
      name: item.name[lang],
      description: item.description[lang],
      price: item.price,
      display_order: index + 1,
      images: item.images.map((key, n) => ({
        image_url: builtinImageUrl(key),
        alt_text: `${item.name[lang]} (${n + 1}/${item.images.length})`,
        display_order: n + 1,
      })),
    });
    if (res.status !== 201) throw new Error(`adding goods failed: ${res.status} ${res.message}`);
  }
  await api.put('/admin/merchandise/settings', { section_type: 'merchandise', is_active: true });
}

// JSON calls with one owner's token; answers come back as { status, data, message }.
export function adminClient(t: TestServer, token: string | undefined) {
  const call = async <T = Loose>(method: string, path: string, json?: unknown): Promise<ApiResult<T>> => {
    const res = await t.api(path.startsWith('/api') ? path : `/api${path}`, { method, token, json });
    const text = await res.text();
    const body = text ? (JSON.parse(text) as { data?: T; message?: string }) : {};
    return { status: res.status, data: body.data as T, message: body.message };
  };
  return {
    get: <T = Loose>(path: string) => call<T>('GET', path),
    post: <T = Loose>(path: string, json: unknown) => call<T>('POST', path, json),
    put: <T = Loose>(path: string, json: unknown) => call<T>('PUT', path, json),
    delete: <T = Loose>(path: string) => call<T>('DELETE', path),
  };
}

// A signed-up owner whose site the built-in content pack has generated, as after onboarding.
export async function ownerWithSite(
  t: TestServer,
  brandName = SETUP_BODY.brand_name,
  setup: Partial<typeof SETUP_BODY> = {},
  // Without goods: the site exactly as generated.
  { goods = true }: { goods?: boolean } = {},
): Promise<OwnerWithSite> {
  const { token, userId } = await t.signUp();
  const api = adminClient(t, token);
  const res = await api.post<{ company: { id: number; slug: string } }>(
    '/admin/template-data-dummies/generate',
    {
      ...SETUP_BODY,
      ...setup,
      brand_name: brandName,
    },
  );
  if (res.status !== 201) throw new Error(`site generation failed: ${res.status} ${res.message}`);
  await t.webku.runner.drain();
  // drain() returns at once when the background loop already claimed the job (PostgreSQL), so wait for
  // the last step: web settings, hero and footer are written after everything else.
  await waitForSite(t, res.data.company.slug);
  if (goods) {
    await addGoods(api, setup.web_language ?? SETUP_BODY.web_language);
    // The goods stand for what onboarding left; a new owner has no restore point yet.
    await t.webku.db.delete(restorePoints).where(eq(restorePoints.company_id, res.data.company.id));
  }
  return { token, userId, companyId: res.data.company.id, slug: res.data.company.slug, api };
}

async function waitForSite(t: TestServer, slug: string) {
  for (let attempt = 0; attempt < 200; attempt++) {
    const res = await t.api(`/api/public/${slug}/no-cache-data`);
    const site = ((await res.json()) as { data?: PublicPayload }).data;
    if (site?.web_settings && site.hero_section && site.footer_settings) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`site ${slug} was not generated`);
}

// The cached public endpoint: a write shows up here only if it invalidated the company's cache.
export async function publicData(t: TestServer, slug: string): Promise<PublicPayload> {
  const res = await t.api(`/api/public/${slug}/data`);
  if (res.status !== 200) throw new Error(`public data failed: ${res.status}`);
  return ((await res.json()) as { data: PublicPayload }).data;
}

// One server per test file (a fresh PGlite costs seconds) and one owner whose site is generated.
// Read `t` and `owner` inside tests: they are set by beforeAll.
export function useOwnerWithSite(brandName?: string) {
  const context = {
    get api() {
      return context.owner.api;
    },
  } as { t: TestServer; owner: OwnerWithSite; readonly api: AdminClient };
  beforeAll(async () => {
    context.t = await startTestServer();
    context.owner = await ownerWithSite(context.t, brandName);
  });
  afterAll(() => context.t?.close());
  return context;
}

// A 422 names the field in Indonesian (its label, never the schema key) and is not zod's English.
export function expectRejected(res: ApiResult<unknown>, field: string) {
  expect(res.status).toBe(422);
  const key =
    field
      .split('.')
      .filter((segment) => !/^\d+$/.test(segment))
      .at(-1) ?? field;
  expect(res.message).toContain(fieldLabel(key));
  if (key.includes('_')) expect(res.message).not.toContain(key);
  expect(res.message).not.toMatch(/\b(?:required|must|invalid|expected|received)\b/i);
}
