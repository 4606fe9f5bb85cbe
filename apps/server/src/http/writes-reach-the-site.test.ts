import { builtinImageUrl } from '@webku/content-packs';
import { API_ROUTE_TABLE, type ApiRouteSpec, rowSectionApiRoutes } from '@webku/contract';
import { type DbHandle, eq, footerSettings, paymentSettings, restorePoints, webSettings } from '@webku/db';
import { ROW_SECTIONS } from '@webku/sections/definitions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '../../../../tests/support/db/test-db';
import { backupCalls, testJpeg } from '../../../../tests/support/server/backup-archives';
import { addGoods, ownerWithSite, SETUP_BODY } from '../../../../tests/support/server/owner-with-site';
import { startTestServer, type TestServer } from '../../../../tests/support/server/test-server';
import { upload } from '../../../../tests/support/server/upload';
import { QUIET_WRITES, writeKey } from './publish-site-writes';

// Every write route of the table, called on a site whose page and payload a visitor has just cached: the
// change shows on the site (on PostgreSQL, through another instance), or the route is one of QUIET_WRITES.
const onPostgres = Boolean(process.env.DATABASE_URL);
const WRITE_ROUTES = [
  ...API_ROUTE_TABLE,
  ...ROW_SECTIONS.flatMap((section) => rowSectionApiRoutes(section.key)),
].filter((route) => route.method !== 'GET');

type Site = Awaited<ReturnType<typeof ownerWithSite>>;
// `page`: the page under the site's address the change shows on, when not its home ('links').
type Call = { site?: Site; path: string; body?: unknown; raw?: BodyInit; type?: string; page?: string };
type Loose = Record<string, unknown>;

let handle: DbHandle;
let writer: TestServer;
let reader: TestServer;
let site: Site;

const ids = async (path: string) =>
  ((await site.api.get<{ id: number }[]>(path)).data ?? []).map((row) => row.id);
const first = async (path: string) => (await ids(path))[0]!;
const created = async (path: string, body: unknown) => {
  const res = await site.api.post<{ id: number }>(path, body);
  if (res.status !== 201) throw new Error(`${path}: ${res.status} ${res.message}`);
  return res.data.id;
};
const item = async () => {
  const category = await first('/admin/menu/categories');
  return created('/admin/menu/items', { category_id: category, name: 'Es Kopi Uji', price: 21000 });
};
const webSettingsId = async () => (await site.api.get<{ id: number }>('/admin/web-settings')).data.id;

const PICTURES = ['coffee/hero', 'coffee/americano', 'coffee/caffe-latte', 'coffee/cappuccino'];

// A row of a section defined by its fields, with every required field filled.
function sampleRow(section: (typeof ROW_SECTIONS)[number], n: number): Loose {
  const samples: Loose = {
    text: `Contoh ${n}`,
    longText: `Isi contoh ${n}`,
    image: builtinImageUrl(PICTURES[n % PICTURES.length]!),
  };
  return Object.fromEntries(
    Object.entries(section.fields)
      .filter(([, field]) => field.required)
      .map(([key, field]) => [key, samples[field.kind] ?? section.emptyValues[key]]),
  );
}

// How to call each write route that reaches the site; what it needs is made before the page is cached.
const CALLS: Record<string, () => Promise<Call>> = {
  'PUT /admin/bookings/settings': async () => {
    await site.api.put(`/admin/web-settings/${await webSettingsId()}`, { whatsapp_number: '0811-2222-3333' });
    return { path: '/admin/bookings/settings', body: { is_active: true, lead_minutes: 0 } };
  },
  'PUT /admin/hero': async () => ({ path: '/admin/hero', body: { tagline: 'Tagline baru' } }),
  'PUT /admin/payments/settings': async () => {
    // A gateway connected earlier (keys go to the vendor only when sent again): the switch shows "Bayar sekarang".
    await handle.db
      .insert(paymentSettings)
      .values({ company_id: site.companyId, provider: 'midtrans', keys_sealed: 'v1.sealed.earlier.keys' })
      .onConflictDoNothing();
    return {
      path: '/admin/payments/settings',
      body: { provider: 'midtrans', methods: ['qris'], orders_online: true, booking_deposit: false },
    };
  },
  'PUT /admin/bio-links': async () => ({
    path: '/admin/bio-links',
    page: 'links',
    body: {
      buttons: [{ key: 'custom', label: 'Katalog', url: 'https://contoh.com/katalog', is_visible: true }],
    },
  }),
  'PUT /admin/about': async () => ({ path: '/admin/about', body: { text: 'Cerita kedai kami.' } }),
  'PUT /admin/footer': async () => ({ path: '/admin/footer', body: { address: 'Jl. Braga 12' } }),
  'POST /admin/footer': async () => {
    await writer.webku.db.delete(footerSettings).where(eq(footerSettings.company_id, site.companyId));
    return { path: '/admin/footer', body: { address: 'Jl. Braga 12' } };
  },
  'PUT /admin/menu/settings': async () => ({
    path: '/admin/menu/settings',
    body: { section_type: 'menu', title: 'Daftar Minuman' },
  }),
  'POST /admin/menu/categories': async () => ({
    path: '/admin/menu/categories',
    body: { name: 'Kategori Uji' },
  }),
  'PUT /admin/menu/categories/:id': async () => ({
    path: `/admin/menu/categories/${await first('/admin/menu/categories')}`,
    body: { name: 'Kopi Pilihan' },
  }),
  'DELETE /admin/menu/categories/:id': async () => ({
    path: `/admin/menu/categories/${await created('/admin/menu/categories', { name: 'Sementara' })}`,
  }),
  'POST /admin/menu/items': async () => ({
    path: '/admin/menu/items',
    body: { category_id: await first('/admin/menu/categories'), name: 'Kopi Tubruk', price: 12000 },
  }),
  'PUT /admin/menu/items/:id': async () => ({
    path: `/admin/menu/items/${await item()}`,
    body: { category_id: await first('/admin/menu/categories'), name: 'Es Kopi Uji Baru', price: 21000 },
  }),
  'DELETE /admin/menu/items/:id': async () => ({ path: `/admin/menu/items/${await item()}` }),
  'PUT /admin/menu/items/:id/sold-out': async () => ({
    path: `/admin/menu/items/${await item()}/sold-out`,
    body: { sold_out: true },
  }),
  'POST /admin/menu/suggestions': async () => {
    const [suggestion] = (await site.api.get<{ name: string }[]>('/admin/menu/suggestions')).data;
    return { path: '/admin/menu/suggestions', body: { name: suggestion!.name } };
  },
  'POST /admin/description-reading/phrases/:id/add': async () => {
    const reading = await site.api.get<{ phrases: { id: number }[] }>('/admin/description-reading');
    return { path: `/admin/description-reading/phrases/${reading.data.phrases[0]!.id}/add` };
  },
  'PUT /admin/merchandise/settings': async () => ({
    path: '/admin/merchandise/settings',
    body: { section_type: 'merchandise', title: 'Oleh-oleh' },
  }),
  'POST /admin/merchandise': async () => ({
    path: '/admin/merchandise',
    body: { name: 'Tumbler Uji', price: 85000 },
  }),
  'PUT /admin/merchandise/:id': async () => ({
    path: `/admin/merchandise/${await first('/admin/merchandise')}`,
    body: { name: 'Tumbler Baru' },
  }),
  'DELETE /admin/merchandise/:id': async () => ({
    path: `/admin/merchandise/${await created('/admin/merchandise', { name: 'Tas Uji', price: 50000 })}`,
  }),
  'PUT /admin/merchandise/:id/sold-out': async () => ({
    path: `/admin/merchandise/${await first('/admin/merchandise')}/sold-out`,
    body: { sold_out: true },
  }),
  'PUT /admin/news/settings': async () => ({
    path: '/admin/news/settings',
    body: { section_type: 'news', title: 'Kabar Kedai' },
  }),
  'POST /admin/news': async () => ({
    path: '/admin/news',
    body: { title: 'Menu baru', content: '<p>Ada.</p>' },
  }),
  'PUT /admin/news/:id': async () => ({
    path: `/admin/news/${await first('/admin/news')}`,
    body: { title: 'Kabar yang diubah' },
  }),
  'DELETE /admin/news/:id': async () => ({
    path: `/admin/news/${await created('/admin/news', { title: 'Kabar sementara', content: '<p>x</p>' })}`,
  }),
  'PUT /admin/stores/settings': async () => ({
    path: '/admin/stores/settings',
    body: { section_type: 'stores', title: 'Cabang Kami' },
  }),
  'POST /admin/stores': async () => ({ path: '/admin/stores', body: { name: 'Cabang Dago' } }),
  'PUT /admin/stores/:id': async () => ({
    path: `/admin/stores/${await first('/admin/stores')}`,
    body: { name: 'Cabang Utama' },
  }),
  'DELETE /admin/stores/:id': async () => ({
    path: `/admin/stores/${await created('/admin/stores', { name: 'Cabang Sementara' })}`,
  }),
  'POST /admin/web-settings': async () => {
    const current = (await site.api.get<Loose>('/admin/web-settings')).data;
    await writer.webku.db.delete(webSettings).where(eq(webSettings.company_id, site.companyId));
    const { id: _id, ...rest } = current;
    return { path: '/admin/web-settings', body: { ...rest, website_title: 'Judul baru' } };
  },
  'PUT /admin/web-settings/:id': async () => ({
    path: `/admin/web-settings/${await webSettingsId()}`,
    body: { website_title: 'Judul lain' },
  }),
  'DELETE /admin/upload/image/delete': async () => {
    const form = await upload(writer, site.token, '/api/admin/upload/image', [
      { bytes: await testJpeg(), name: 'latar.jpg' },
    ]);
    const image = ((await form.json()) as { data: { filename: string; full_url: string } }).data;
    await site.api.put('/admin/hero', { background_image: image.full_url });
    return { path: '/admin/upload/image/delete', body: { filename: image.filename, clear_uses: true } };
  },
  'POST /admin/data/backup/import': async () => {
    const zip = await backupCalls(writer, site.token).exportZip();
    await site.api.put('/admin/hero', { tagline: 'Sebelum dipulihkan' });
    return { path: '/admin/data/backup/import', raw: new Uint8Array(zip), type: 'application/zip' };
  },
  'POST /admin/data/restore-points/:id/restore': async () => {
    await site.api.delete(
      `/admin/news/${await created('/admin/news', { title: 'Kabar dipulihkan', content: '<p>y</p>' })}`,
    );
    const [point] = await writer.webku.db
      .select()
      .from(restorePoints)
      .where(eq(restorePoints.company_id, site.companyId));
    return { path: `/admin/data/restore-points/${point!.id}/restore`, body: {} };
  },
  'DELETE /admin/data/account': async () => {
    const leaving = await ownerWithSite(writer, 'Kedai Pamit', {}, { goods: false });
    return { site: leaving, path: '/admin/data/account', body: { slug_confirmation: leaving.slug } };
  },
  ...Object.fromEntries(
    ROW_SECTIONS.flatMap((section) => {
      const base = `/admin/${section.key}`;
      const row = (n: number) => created(base, sampleRow(section, n));
      return [
        [
          `PUT ${base}/settings`,
          async () => {
            await row(5);
            return { path: `${base}/settings`, body: { is_active: true, title: 'Judul' } };
          },
        ],
        [`POST ${base}`, async () => ({ path: base, body: sampleRow(section, 1) })],
        [`PUT ${base}/:id`, async () => ({ path: `${base}/${await row(2)}`, body: sampleRow(section, 3) })],
        [`DELETE ${base}/:id`, async () => ({ path: `${base}/${await row(4)}` })],
        [
          `PUT ${base}/order`,
          async () => {
            await row(6);
            return { path: `${base}/order`, body: { ids: (await ids(base)).reverse() } };
          },
        ],
      ];
    }),
  ),
};

async function seen(slug: string, leaf?: string) {
  const [page, payload] = await Promise.all([
    fetch(`${reader.url}/${slug}${leaf ? `/${leaf}` : ''}`).then((res) => res.text()),
    fetch(`${reader.url}/api/public/${slug}/data`).then((res) => res.text()),
  ]);
  return `${page}\n${payload}`;
}

beforeAll(async () => {
  handle = await openTestDb();
  writer = await startTestServer({}, { handle });
  // On PostgreSQL the visitor is served by a second instance, told only through the change feed.
  reader = onPostgres ? await startTestServer({}, { handle }) : writer;
  site = await ownerWithSite(writer, 'Kopi Jalan Terus', {
    short_description: `${SETUP_BODY.short_description} Pesan sekarang 20rb.`,
  });
  await addGoods(site.api, 'indonesia');
}, 120_000);

afterAll(async () => {
  if (reader !== writer) await reader?.close();
  await writer?.close();
  await handle?.close();
});

describe('every write route reaches the site, or says why it never does', () => {
  it('names each write route once: a call here, or a reason in QUIET_WRITES', () => {
    const keys = WRITE_ROUTES.map(writeKey);
    expect(keys.filter((key) => !(key in CALLS) && !(key in QUIET_WRITES))).toEqual([]);
    expect(keys.filter((key) => key in CALLS && key in QUIET_WRITES)).toEqual([]);
    expect(Object.keys(QUIET_WRITES).filter((key) => !keys.includes(key))).toEqual([]);
    expect(Object.keys(CALLS).filter((key) => !keys.includes(key))).toEqual([]);
  });

  it.each(WRITE_ROUTES.filter((route: ApiRouteSpec) => writeKey(route) in CALLS).map(writeKey))(
    '%s',
    async (key) => {
      const method = key.split(' ')[0]!;
      const call = await CALLS[key]!();
      const on = call.site ?? site;
      // A visitor has the page and the payload cached, twice the same. On two instances the reader may
      // still be hearing the previous test's write, so wait until its view stops moving.
      const look = () => seen(on.slug, call.page);
      let before = await look();
      await expect
        .poll(
          async () => {
            const again = await look();
            const still = again === before;
            before = again;
            return still;
          },
          { interval: 50, timeout: 5_000 },
        )
        .toBe(true);
      const res = await writer.api(`/api${call.path}`, {
        method,
        token: on.token,
        ...(call.raw
          ? { body: call.raw, headers: { 'content-type': call.type! } }
          : { json: call.body ?? {} }),
      });
      expect(res.status, await res.clone().text()).toBeLessThan(300);
      // One process: its caches caught up before it answered. Two: the other hears within a second.
      if (!onPostgres) expect(await look()).not.toBe(before);
      else await expect.poll(look, { interval: 20, timeout: 1_000 }).not.toBe(before);
    },
  );
});
