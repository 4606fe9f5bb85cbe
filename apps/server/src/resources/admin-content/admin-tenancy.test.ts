import type { MenuCategory } from '@webku/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OwnerWithSite, ownerWithSite } from '../../../../../tests/support/server/owner-with-site';
import { startTestServer, type TestServer } from '../../../../../tests/support/server/test-server';

type Ids = {
  category: number;
  emptyCategory: number;
  item: number;
  merchandise: number;
  merchandiseImage: number;
  news: number;
  store: number;
  webSettings: number;
};

let t: TestServer;
let a: OwnerWithSite;
let b: OwnerWithSite;
let ids: Ids;
let bIds: Ids;

async function idsOf(owner: OwnerWithSite): Promise<Ids> {
  const categories = (await owner.api.get<MenuCategory[]>('/admin/menu/categories')).data;
  const empty = await owner.api.post('/admin/menu/categories', { name: `Kosong ${owner.companyId}` });
  const first = async (path: string) => (await owner.api.get<{ id: number }[]>(path)).data[0]!;
  const merchandise = (await first('/admin/merchandise')) as { id: number; images: { id: number }[] };
  return {
    category: categories[0]!.id,
    emptyCategory: empty.data.id as number,
    item: categories[0]!.menu_items[0]!.id,
    merchandise: merchandise.id,
    merchandiseImage: merchandise.images[0]!.id,
    news: (await first('/admin/news')).id,
    store: (await first('/admin/stores')).id,
    webSettings: ((await owner.api.get('/admin/web-settings')).data.id as number) ?? 0,
  };
}

// Everything owner A can read in the admin: what B's calls must never change.
async function snapshot(owner: OwnerWithSite) {
  const paths = [
    '/admin/hero',
    '/admin/menu/categories',
    '/admin/menu/items',
    '/admin/menu/settings',
    '/admin/merchandise',
    '/admin/merchandise/settings',
    '/admin/news',
    '/admin/news/settings',
    '/admin/stores',
    '/admin/stores/settings',
    '/admin/footer',
    '/admin/web-settings',
  ];
  return Promise.all(paths.map(async (path) => (await owner.api.get(path)).data));
}

beforeAll(async () => {
  t = await startTestServer();
  a = await ownerWithSite(t, 'Kopi Senja');
  b = await ownerWithSite(t, 'Roti Pagi');
  ids = await idsOf(a);
  bIds = await idsOf(b);
});
afterAll(() => t.close());

// Every route that names a record by id, aimed at owner A's records.
const BY_ID: [string, string, (ids: Ids) => string, unknown][] = [
  ['PUT', 'a category', (x) => `/admin/menu/categories/${x.category}`, { name: 'Dicuri' }],
  ['DELETE', 'an empty category', (x) => `/admin/menu/categories/${x.emptyCategory}`, undefined],
  ['PUT', 'a menu item', (x) => `/admin/menu/items/${x.item}`, { name: 'Dicuri', category_id: 0 }],
  ['DELETE', 'a menu item', (x) => `/admin/menu/items/${x.item}`, undefined],
  ['PUT', 'a merchandise item', (x) => `/admin/merchandise/${x.merchandise}`, { name: 'Dicuri', images: [] }],
  ['DELETE', 'a merchandise item', (x) => `/admin/merchandise/${x.merchandise}`, undefined],
  ['PUT', 'a news article', (x) => `/admin/news/${x.news}`, { title: 'Dicuri' }],
  ['DELETE', 'a news article', (x) => `/admin/news/${x.news}`, undefined],
  ['PUT', 'a store', (x) => `/admin/stores/${x.store}`, { name: 'Dicuri' }],
  ['DELETE', 'a store', (x) => `/admin/stores/${x.store}`, undefined],
  ['PUT', 'the web settings', (x) => `/admin/web-settings/${x.webSettings}`, { website_title: 'Dicuri' }],
];

// All admin content routes of the API table that this module serves.
const ALL_ROUTES: [string, string][] = [
  ['GET', '/admin/hero'],
  ['PUT', '/admin/hero'],
  ['GET', '/admin/menu/categories'],
  ['POST', '/admin/menu/categories'],
  ['PUT', '/admin/menu/categories/1'],
  ['DELETE', '/admin/menu/categories/1'],
  ['GET', '/admin/menu/items'],
  ['POST', '/admin/menu/items'],
  ['PUT', '/admin/menu/items/1'],
  ['DELETE', '/admin/menu/items/1'],
  ['GET', '/admin/menu/settings'],
  ['PUT', '/admin/menu/settings'],
  ...['merchandise', 'news', 'stores'].flatMap((name): [string, string][] => [
    ['GET', `/admin/${name}`],
    ['POST', `/admin/${name}`],
    ['PUT', `/admin/${name}/1`],
    ['DELETE', `/admin/${name}/1`],
    ['GET', `/admin/${name}/settings`],
    ['PUT', `/admin/${name}/settings`],
  ]),
  ['GET', '/admin/footer'],
  ['POST', '/admin/footer'],
  ['PUT', '/admin/footer'],
  ['GET', '/admin/web-settings'],
  ['POST', '/admin/web-settings'],
  ['PUT', '/admin/web-settings/1'],
];

const call = (token: string | undefined, method: string, path: string, json?: unknown) =>
  t.api(`/api${path}`, {
    method,
    token,
    json: json ?? (method === 'GET' || method === 'DELETE' ? undefined : {}),
  });

describe('admin tenancy', () => {
  it.each(BY_ID)(
    "%s of another company's %s answers 404 and changes nothing",
    async (method, _what, path, body) => {
      const before = await snapshot(a);
      const withOwnCategory =
        body && 'category_id' in (body as object) ? { ...body, category_id: bIds.category } : body;
      const res = await call(b.token, method, path(ids), withOwnCategory);
      expect(res.status).toBe(404);
      expect(await snapshot(a)).toEqual(before);
      // The same body on B's own record is accepted, so the 404 is about ownership, not the body.
      if (method === 'PUT')
        expect((await call(b.token, method, path(bIds), withOwnCategory)).status).toBe(200);
    },
  );

  it("cannot put a menu item into another company's category", async () => {
    const created = await b.api.post('/admin/menu/items', { name: 'Selundupan', category_id: ids.category });
    expect(created).toMatchObject({ status: 404, message: 'Kategori tidak ditemukan' });
    const moved = await b.api.put(`/admin/menu/items/${bIds.item}`, {
      name: 'Pindah',
      category_id: ids.category,
    });
    expect(moved).toMatchObject({ status: 404, message: 'Kategori tidak ditemukan' });
    const category = (await a.api.get<MenuCategory[]>('/admin/menu/categories')).data.find(
      (c) => c.id === ids.category,
    )!;
    expect(category.menu_items.map((i) => i.name)).not.toContain('Selundupan');
  });

  it("cannot take over another company's merchandise image by its id", async () => {
    const before = await snapshot(a);
    const res = await b.api.put<{ images: { id: number }[] }>(`/admin/merchandise/${bIds.merchandise}`, {
      name: 'Milik B',
      images: [{ id: ids.merchandiseImage, image_url: 'https://images.example.id/b.jpg' }],
    });
    expect(res.status).toBe(200);
    expect(res.data.images[0]!.id).not.toBe(ids.merchandiseImage);
    expect(await snapshot(a)).toEqual(before);
  });

  it("lists only the caller's own records", async () => {
    for (const [path, key] of [
      ['/admin/menu/categories', 'category'],
      ['/admin/menu/items', 'item'],
      ['/admin/merchandise', 'merchandise'],
      ['/admin/news', 'news'],
      ['/admin/stores', 'store'],
    ] as const) {
      const listed = (await b.api.get<{ id: number }[]>(path)).data.map((row) => row.id);
      expect(listed, path).not.toContain(ids[key]);
      expect(listed, path).toContain(bIds[key]);
    }
  });

  it("writes the caller's own hero, footer, settings and web settings only", async () => {
    const before = await snapshot(a);
    await b.api.put('/admin/hero', { shop_name: 'Roti Pagi' });
    await b.api.put('/admin/footer', { shop_name: 'Roti Pagi' });
    await b.api.put('/admin/menu/settings', { title: 'Roti' });
    await b.api.put('/admin/stores/settings', { title: 'Toko Roti' });
    await b.api.put(`/admin/web-settings/${bIds.webSettings}`, { website_title: 'Roti Pagi' });
    expect(await snapshot(a)).toEqual(before);
    expect((await b.api.get('/admin/hero')).data.shop_name).toBe('Roti Pagi');
  });

  it.each(ALL_ROUTES)('%s %s answers 401 without a valid token', async (method, path) => {
    expect((await call(undefined, method, path)).status).toBe(401);
    expect((await call('not-a-session', method, path)).status).toBe(401);
  });

  it.each(ALL_ROUTES)(
    '%s %s answers 404 Company Not Found for an account without a website',
    async (method, path) => {
      const { token } = await t.signUp();
      const res = await call(token, method, path);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: 'Company Not Found' });
    },
  );

  it('answers 404 for ids that are not numbers or too large for the database', async () => {
    expect((await b.api.put('/admin/stores/abc', { name: 'x' })).status).toBe(404);
    expect((await b.api.put('/admin/stores/99999999999999', { name: 'x' })).status).toBe(404);
  });
});
