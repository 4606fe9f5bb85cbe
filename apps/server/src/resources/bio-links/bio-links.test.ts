import { API, type BioLinks, type WebSettings } from '@webku/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupCalls } from '../../../../../tests/support/server/backup-archives';
import { type OwnerWithSite, ownerWithSite } from '../../../../../tests/support/server/owner-with-site';
import { from } from '../../../../../tests/support/server/rate-limit';
import { startTestServer, type TestServer } from '../../../../../tests/support/server/test-server';

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const GOFOOD = 'https://gofood.co.id/jakarta/restaurant/kopi-tautan-123';

let t: TestServer;
let owner: OwnerWithSite;
let other: OwnerWithSite;

const read = async (who: OwnerWithSite = owner) => {
  const res = await who.api.get<BioLinks>(API.admin.bioLinks);
  expect(res.status).toBe(200);
  return res.data;
};
const page = (slug: string, path = '/links') => fetch(`${t.url}/${slug}${path}`);
const beacon = (slug: string, body: unknown, ip = '203.0.113.7') =>
  fetch(`${t.url}/api${API.public.visits(slug)}`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': PHONE, ...from(ip) },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  t = await startTestServer({ TRUSTED_PROXIES: '127.0.0.1,::1', RATE_LIMIT_VISITS: '100/1m' });
  owner = await ownerWithSite(t, 'Kopi Tautan');
  other = await ownerWithSite(t, 'Warung Sebelah');
  const settings = (await owner.api.get<WebSettings>('/admin/web-settings')).data;
  const saved = await owner.api.put(`/admin/web-settings/${settings.id}`, {
    whatsapp_number: '0812-3456-7890',
    order_links: [{ platform: 'gofood', url: GOFOOD }],
  });
  expect(saved.status).toBe(200);
}, 120_000);
afterAll(() => t?.close());

describe('/{slug}/links', () => {
  it('is a page of its own: the name, the site’s buttons as links, its own title and share image', async () => {
    const res = await page(owner.slug);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>Semua tautan | ');
    expect(html).toContain('<h1 class="bio-name">');
    expect(html).toMatch(
      /<a class="bio-button" href="https:\/\/wa\.me\/6281234567890[^"]*" data-bio="whatsapp"/,
    );
    expect(html).toContain(`href="${GOFOOD}" data-bio="gofood"`);
    expect(html).toMatch(/<meta property="og:image" content="[^"]+\/media\/og\//);
    expect(html).toContain(`<link rel="canonical" href="${t.url}/${owner.slug}/links"`);
    // No JavaScript needed: every button is a plain link; the one script only counts (the beacon alone).
    expect(html).not.toContain('onclick');
    const script =
      /<script src="(\/_site\/bio\.js\?v=[\w-]+)" defer="" data-stats="\/api\/public\/[\w-]+\/visits">/.exec(
        html,
      )?.[1];
    expect(script).toBeDefined();
    const js = await fetch(`${t.url}${script}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(js.headers.get('cache-control')).toContain('immutable');
    expect((await js.text()).length).toBeLessThan(2_000);
  });

  it('answers the buttons in their default order, then as the owner arranged them', async () => {
    const before = await read();
    expect(before.address).toBe(`${t.url}/${owner.slug}/links`);
    const keys = before.buttons.map((b) => b.key);
    expect(keys.slice(0, 2)).toEqual(['whatsapp', 'menu']);
    expect(keys).toContain('gofood');
    expect(before.buttons.every((b) => b.is_visible && b.clicks === 0)).toBe(true);

    const res = await owner.api.put<BioLinks>(API.admin.bioLinks, {
      buttons: [
        { key: 'gofood', is_visible: true },
        { key: 'custom', label: 'Katalog PDF', url: 'https://contoh.com/katalog.pdf', is_visible: true },
        { key: 'whatsapp', is_visible: false },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.data.buttons.slice(0, 3)).toEqual([
      { key: 'gofood', label: 'GoFood', url: GOFOOD, is_visible: true, clicks: 0 },
      {
        key: 'custom',
        label: 'Katalog PDF',
        url: 'https://contoh.com/katalog.pdf',
        is_visible: true,
        clicks: 0,
      },
      expect.objectContaining({ key: 'whatsapp', is_visible: false }),
    ]);
    // Buttons the owner did not place follow, shown.
    expect(res.data.buttons.map((b) => b.key)).toContain('menu');
    expect(await read()).toEqual(res.data);

    // The cached page follows at once.
    const html = await (await page(owner.slug)).text();
    expect(html.indexOf('data-bio="gofood"')).toBeLessThan(html.indexOf('Katalog PDF'));
    expect(html).not.toContain('data-bio="whatsapp"');
    // Another company is untouched.
    expect((await read(other)).buttons.some((b) => b.key === 'custom')).toBe(false);
  });

  it.each([
    ['javascript:alert(1)', 'harus'],
    ['http://contoh.com', 'https://'],
    ['data:text/html,hi', 'harus'],
    ['', 'wajib diisi'],
  ])('refuses an own link to %s with a message naming the field', async (url, words) => {
    const res = await owner.api.put(API.admin.bioLinks, {
      buttons: [{ key: 'custom', label: 'Promo', url, is_visible: true }],
    });
    expect(res.status).toBe(422);
    expect(res.message).toContain('Alamat tautan "Promo"');
    expect(res.message).toContain(words);
  });

  it('refuses an unknown button and a label-less own link', async () => {
    expect(
      (await owner.api.put(API.admin.bioLinks, { buttons: [{ key: 'pinterest', is_visible: true }] })).status,
    ).toBe(422);
    const res = await owner.api.put(API.admin.bioLinks, {
      buttons: [{ key: 'custom', label: ' ', url: 'https://contoh.com', is_visible: true }],
    });
    expect(res.status).toBe(422);
    expect(res.message).toContain('Nama tautan wajib diisi');
  });

  it('counts taps per button, a GoFood tap also as a GoFood tap, and not a button the page lacks', async () => {
    expect((await beacon(owner.slug, { type: 'bio_click', button: 'gofood' })).status).toBe(204);
    expect((await beacon(owner.slug, { type: 'bio_click', button: 'gofood' }, '203.0.113.8')).status).toBe(
      204,
    );
    const custom = (await read()).buttons.find((b) => b.key === 'custom')!;
    expect(custom).toBeDefined();
    const html = await (await page(owner.slug)).text();
    const customId = /data-bio="(custom-[0-9a-z]+)"/.exec(html)?.[1];
    expect(customId).toBeDefined();
    expect((await beacon(owner.slug, { type: 'bio_click', button: customId })).status).toBe(204);
    // Hidden on the page, or made up: answered alike, not counted.
    expect((await beacon(owner.slug, { type: 'bio_click', button: 'whatsapp' })).status).toBe(204);
    expect((await beacon(owner.slug, { type: 'bio_click', button: 'custom-zzzz' })).status).toBe(204);
    expect((await beacon(owner.slug, { type: 'bio_click', button: 'pinterest' })).status).toBe(422);
    await t.webku.visits.flush();

    const clicks = Object.fromEntries(
      (await read()).buttons.map((b) => [b.key === 'custom' ? b.url : b.key, b.clicks]),
    );
    expect(clicks).toMatchObject({ gofood: 2, 'https://contoh.com/katalog.pdf': 1, whatsapp: 0 });
    const stats = await owner.api.get<{ clicks: { platform: string; clicks: number }[] }>(
      API.admin.dashboardVisits,
    );
    expect(stats.data.clicks).toContainEqual({ platform: 'gofood', clicks: 2 });
  });

  it('is served at /links on the site’s own host, and "links" is no company’s slug', async () => {
    const res = await t.getAs(`${owner.slug}.localhost`, '/links');
    expect(res.status).toBe(200);
    expect(res.text).toContain('data-bio="gofood"');
  });

  it('travels in a backup: another company importing it gets the same arrangement', async () => {
    const arranged = await read();
    const zip = await backupCalls(t, owner.token).exportZip();
    const imported = await backupCalls(t, other.token).send('import', zip);
    expect(imported.status).toBe(200);
    const moved = await read(other);
    expect(moved.buttons.map((b) => [b.key, b.is_visible, b.key === 'custom' ? b.url : null])).toEqual(
      arranged.buttons.map((b) => [b.key, b.is_visible, b.key === 'custom' ? b.url : null]),
    );
  });
});
