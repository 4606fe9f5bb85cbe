import { API, type Store, type VisitStats, type WebSettings } from '@webku/contract';
import { visitPlatformClicks } from '@webku/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OwnerWithSite, ownerWithSite } from '../../../../../tests/support/server/owner-with-site';
import { from } from '../../../../../tests/support/server/rate-limit';
import { startTestServer, type TestServer } from '../../../../../tests/support/server/test-server';
import { CLIENT_DAY_LIMITS } from './visit-aggregator';

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

// What the page's script sends for a tap on a platform link: text/plain JSON through sendBeacon.
function beacon(t: TestServer, slug: string, body: unknown, ip: string) {
  return fetch(`${t.url}/api${API.public.visits(slug)}`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': PHONE, ...from(ip) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}
const click = (platform: string) => ({ type: 'link_click', platform });
const message = async (res: Response) => ((await res.json()) as { message: string }).message;

async function clicks(owner: OwnerWithSite): Promise<VisitStats['clicks']> {
  const res = await owner.api.get<VisitStats>(API.admin.dashboardVisits);
  expect(res.status).toBe(200);
  return res.data.clicks;
}

let t: TestServer;
let a: OwnerWithSite;
let b: OwnerWithSite;
beforeAll(async () => {
  t = await startTestServer({ TRUSTED_PROXIES: '127.0.0.1,::1', RATE_LIMIT_VISITS: '100/1m' });
  a = await ownerWithSite(t, 'Kopi Klik');
  b = await ownerWithSite(t, 'Warung Lain');
});
afterAll(() => t?.close());

describe('taps on platform links', () => {
  it('lists the linked platforms at zero before anyone taps, the site’s and its stores’', async () => {
    expect(await clicks(a)).toEqual([]);
    const settings = (await a.api.get<WebSettings>('/admin/web-settings')).data;
    expect(
      (
        await a.api.put(`/admin/web-settings/${settings.id}`, {
          order_links: [{ platform: 'tokopedia', url: 'https://www.tokopedia.com/kopiklik' }],
        })
      ).status,
    ).toBe(200);
    const [store] = (await a.api.get<Store[]>('/admin/stores')).data;
    const saved = await a.api.put(`/admin/stores/${store!.id}`, {
      ...store,
      order_links: [{ platform: 'grabfood', url: 'https://food.grab.com/id/id/restaurant/kopi-klik/6-C2X' }],
      google_review_url: 'https://g.page/r/CabcDEF123/review',
    });
    expect(saved.status).toBe(200);
    // In the platforms' order, not the owner's.
    expect(await clicks(a)).toEqual([
      { platform: 'grabfood', clicks: 0 },
      { platform: 'tokopedia', clicks: 0 },
      { platform: 'google_review', clicks: 0 },
    ]);
  });

  it('counts each platform once flushed, per company, with nothing on the request path', async () => {
    for (const [platform, ip] of [
      ['tokopedia', '203.0.113.1'],
      ['tokopedia', '203.0.113.2'],
      ['grabfood', '203.0.113.1'],
      ['google_review', '203.0.113.3'],
    ] as const)
      expect((await beacon(t, a.slug, click(platform), ip)).status).toBe(204);
    expect(await t.webku.db.select().from(visitPlatformClicks)).toEqual([]);
    await t.webku.visits.flush();
    expect(await clicks(a)).toEqual([
      { platform: 'grabfood', clicks: 1 },
      { platform: 'tokopedia', clicks: 2 },
      { platform: 'google_review', clicks: 1 },
    ]);
    // A tap is an action, not a view.
    const stats = (await a.api.get<VisitStats>(API.admin.dashboardVisits)).data;
    expect(stats.totals.views).toBe(0);
    expect(await clicks(b)).toEqual([]);

    // Another flush adds to the stored day.
    expect((await beacon(t, a.slug, click('tokopedia'), '203.0.113.4')).status).toBe(204);
    await t.webku.visits.flush();
    expect((await clicks(a))[1]).toEqual({ platform: 'tokopedia', clicks: 3 });
  });

  it('does not count taps on platforms the site does not link, answered alike', async () => {
    // Site a links Tokopedia, and its store GrabFood and a review link; nothing links GoFood or Shopee.
    for (let i = 0; i < 3; i++)
      for (const platform of ['gofood', 'shopee'])
        expect((await beacon(t, a.slug, click(platform), `203.0.113.${20 + i}`)).status).toBe(204);
    await t.webku.visits.flush();
    const rows = await clicks(a);
    expect(rows.map((row) => row.platform)).toEqual(['grabfood', 'tokopedia', 'google_review']);
    // Once the site links GoFood, its taps count.
    const settings = (await a.api.get<WebSettings>('/admin/web-settings')).data;
    const linked = await a.api.put(`/admin/web-settings/${settings.id}`, {
      order_links: [
        { platform: 'tokopedia', url: 'https://www.tokopedia.com/kopiklik' },
        { platform: 'gofood', url: 'https://gofood.co.id/bandung/restaurant/kopi-klik-4f1c2' },
      ],
    });
    expect(linked.status).toBe(200);
    expect((await beacon(t, a.slug, click('gofood'), '203.0.113.30')).status).toBe(204);
    await t.webku.visits.flush();
    expect((await clicks(a)).find((row) => row.platform === 'gofood')).toEqual({
      platform: 'gofood',
      clicks: 1,
    });
  });

  it('refuses an unknown platform, a platform on another beacon and extra fields, in Indonesian', async () => {
    const unknown = await beacon(t, a.slug, click('myspace'), '192.0.2.1');
    expect(unknown.status).toBe(422);
    expect(await message(unknown)).toBe('Platform tautan tidak dikenal');
    const missing = await beacon(t, a.slug, { type: 'link_click' }, '192.0.2.2');
    expect(missing.status).toBe(422);
    expect(await message(missing)).toBe('Platform tautan tidak dikenal');
    for (const body of [
      { type: 'view', platform: 'gofood' },
      { type: 'link_click', platform: 'gofood', referrer: 'https://www.google.com' },
      { type: 'link_click', platform: 'gofood', url: 'https://gofood.co.id/x' },
      { type: 'link_click', platform: 'GOFOOD' },
    ])
      expect((await beacon(t, a.slug, body, '192.0.2.3')).status, JSON.stringify(body)).toBe(422);
    const big = await beacon(t, a.slug, click(`gofood${' '.repeat(1100)}`), '192.0.2.4');
    expect(big.status).toBe(413);
    expect(await message(big)).toMatch(/^Data kunjungan terlalu besar/);
    // Through the app too (what the front listener leaves to it).
    const viaApp = await t.webku.app.request(`/api${API.public.visits(a.slug)}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'user-agent': PHONE },
      body: JSON.stringify(click('friendster')),
    });
    expect(viaApp.status).toBe(422);
    expect(await message(viaApp)).toBe('Platform tautan tidak dikenal');
    await t.webku.visits.flush();
    expect((await clicks(a)).find((row) => row.platform === 'gofood')?.clicks).toBe(1);
  });

  it('counts taps within one address’s daily share of actions, shared with WhatsApp and phone taps', async () => {
    const settings = (await b.api.get<WebSettings>('/admin/web-settings')).data;
    const linked = await b.api.put(`/admin/web-settings/${settings.id}`, {
      order_links: [{ platform: 'shopee', url: 'https://shopee.co.id/warunglain' }],
    });
    expect(linked.status).toBe(200);
    const ip = '198.51.100.50';
    for (let i = 0; i < 5; i++) expect((await beacon(t, b.slug, { type: 'wa_tap' }, ip)).status).toBe(204);
    for (let i = 0; i < CLIENT_DAY_LIMITS.actions; i++)
      expect((await beacon(t, b.slug, click('shopee'), ip)).status).toBe(204);
    await t.webku.visits.flush();
    // Still answered 204 (the answer tells nothing), but uncounted beyond the share, across flushes too.
    expect((await beacon(t, b.slug, click('shopee'), ip)).status).toBe(204);
    await t.webku.visits.flush();
    expect(await clicks(b)).toEqual([{ platform: 'shopee', clicks: CLIENT_DAY_LIMITS.actions - 5 }]);
  });
});
