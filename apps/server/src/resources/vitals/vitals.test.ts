import { API, type VitalsRow } from '@webku/contract';
import { eq, visitClients, vitalBuckets } from '@webku/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OwnerWithSite, ownerWithSite } from '../../../../../tests/support/server/owner-with-site';
import { expectTooMany, from, WITHIN_A_MINUTE } from '../../../../../tests/support/server/rate-limit';
import { startTestServer, type TestServer } from '../../../../../tests/support/server/test-server';
import { loadConfig } from '../../config';
import { CLIENT_DAY_VITALS, VitalsAggregator } from './vitals-aggregator';

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

// What navigator.sendBeacon sends: a text/plain body, the browser's User-Agent.
function beacon(t: TestServer, slug: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${t.url}/api${API.public.vitals(slug)}`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': PHONE, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const vital = (lcp: number, more: Record<string, unknown> = {}) => ({
  path: '/',
  device: 'mobile',
  lcp,
  inp: 120,
  cls: 0.05,
  ttfb: 400,
  ...more,
});

const NO_CAUSE = { lcp_cause: null, lcp_bytes_p75: null, inp_cause: null };

async function vitals(owner: OwnerWithSite, days = 28): Promise<VitalsRow[]> {
  const res = await owner.api.get<VitalsRow[]>(API.admin.vitals(days));
  expect(res.status).toBe(200);
  return res.data;
}

let t: TestServer;
let a: OwnerWithSite;
let b: OwnerWithSite;
beforeAll(async () => {
  // Visitors arrive through a trusted proxy on loopback, so each test can be its own address.
  t = await startTestServer({
    TRUSTED_PROXIES: '127.0.0.1,::1',
    RATE_LIMIT_VISITS: '30/1m',
    VITALS_SAMPLE: String(loadConfig({}).vitalsSample),
  });
  a = await ownerWithSite(t, 'Kopi Cepat');
  b = await ownerWithSite(t, 'Warung Lambat');
});
afterAll(() => t?.close());

describe('field-speed script on the public pages', () => {
  it('is loaded by 1 in 10 views unless VITALS_SAMPLE says otherwise', () => {
    expect(loadConfig({}).vitalsSample).toBe(10);
    expect(loadConfig({ VITALS_SAMPLE: '1' }).vitalsSample).toBe(1);
    expect(() => loadConfig({ VITALS_SAMPLE: '-1' })).toThrow(/VITALS_SAMPLE/);
  });

  it('names the lazily loaded script, 1 in 10 views and the page on each page’s script tag; CSP allows it', async () => {
    const home = await fetch(`${t.url}/${a.slug}`);
    const html = await home.text();
    const src = /data-vitals="(\/_site\/vitals\.js\?v=[\w-]+)" data-sample="10" data-page="\/"/.exec(
      html,
    )?.[1];
    expect(src).toBeDefined();
    // The page's policy lets its own origin's scripts run and its beacons go to its own origin.
    const csp = home.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    const bio = await (await fetch(`${t.url}/${a.slug}/links`)).text();
    expect(bio).toContain(`data-vitals="${src}" data-sample="10" data-page="/links"`);

    const js = await fetch(`${t.url}${src}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toContain('text/javascript');
    expect(js.headers.get('cache-control')).toContain('immutable');
    expect(await js.text()).toContain('sendBeacon');
  });
});

describe('field-speed beacon', () => {
  it('keeps histograms per page and device class, and the admin reads p75 from the buckets', async () => {
    // Twelve phone views of the home page from twelve addresses; INP only when the visitor interacted.
    const lcps = [900, 1100, 1300, 1700, 2100, 2400, 2600, 3100, 3900, 5200, 1250, 1800];
    for (const [i, lcp] of lcps.entries()) {
      const res = await beacon(
        t,
        a.slug,
        vital(lcp, {
          inp: i % 2 ? 80 + i * 30 : undefined,
          cls: i / 100,
          lcp_element: 'main>img.hero',
          // What the attribution named: kept only for the views slower than good (LCP 2.6..5.2 s, INP
          // 230..410 ms), so the fast first view's 'render' and the fast taps' 'busy' count for nothing.
          lcp_cause: i === 0 ? 'render' : lcp === 3900 ? 'server' : 'download',
          lcp_bytes: i === 0 ? 9_000_000 : 1_200_000,
          inp_cause: i < 5 ? 'busy' : 'handler',
        }),
        from(`198.51.100.${i + 1}`),
      );
      expect(res.status).toBe(204);
    }
    const desktop = await beacon(
      t,
      a.slug,
      vital(700, { path: '/booking', device: 'desktop', inp: 40, cls: 0 }),
      from('198.51.100.50'),
    );
    expect(desktop.status).toBe(204);
    // A bot's beacon is answered alike and not counted.
    expect(
      (await beacon(t, a.slug, vital(60_000), { ...from('198.51.100.51'), 'user-agent': GOOGLEBOT })).status,
    ).toBe(204);

    // Nothing is written on the request path.
    expect(
      await t.webku.db.select().from(vitalBuckets).where(eq(vitalBuckets.company_id, a.companyId)),
    ).toEqual([]);
    await t.webku.visits.flush();

    const rows = await t.webku.db.select().from(vitalBuckets).where(eq(vitalBuckets.company_id, a.companyId));
    // Counts per bucket, not a row per view: the home page's twelve LCPs fill nine buckets.
    const homeLcp = rows.filter((r) => r.path === '/' && r.metric === 'lcp');
    expect(homeLcp.reduce((sum, r) => sum + r.count, 0)).toBe(12);
    expect(homeLcp.length).toBeLessThan(12);

    expect(await vitals(a)).toEqual([
      // The nearest-rank p75 of the LCPs is 2,600 ms, in the bucket up to 3,000 ms; the six INPs 110..410 ms
      // give 350 ms in the bucket up to 400; CLS 0..0.11 gives 0.08 in the bucket up to 0.1.
      // Of the four slow LCPs three name the download of a 1.2 MB image (p75 in the bucket up to 1.5 MB).
      {
        path: '/',
        device: 'mobile',
        samples: 12,
        lcp_p75: 3000,
        inp_p75: 400,
        cls_p75: 0.1,
        lcp_cause: 'download',
        lcp_bytes_p75: 1_500_000,
        inp_cause: 'handler',
      },
      {
        path: '/booking',
        device: 'desktop',
        samples: 1,
        lcp_p75: 800,
        inp_p75: 50,
        cls_p75: 0.01,
        ...NO_CAUSE,
      },
    ]);
    // Another company sees none of it.
    expect(await vitals(b)).toEqual([]);
  });

  it('refuses a beacon the schema does not take with a 422 naming the field', async () => {
    const refusal = async (body: unknown) => {
      const res = await beacon(t, a.slug, body, from('198.51.100.60'));
      expect(res.status).toBe(422);
      return ((await res.json()) as { message: string }).message;
    };
    expect(await refusal(vital(1000, { path: '/admin' }))).toMatch(/Halaman harus salah satu dari/);
    expect(await refusal(vital(1000, { device: 'tablet' }))).toMatch(
      /Jenis perangkat harus mobile atau desktop/,
    );
    expect(await refusal(vital(-5))).toMatch(/LCP tidak boleh negatif/);
    expect(await refusal(vital(1000, { inp_target: 'b'.repeat(201) }))).toMatch(
      /Target INP paling panjang 200 karakter/,
    );
    const big = await beacon(t, a.slug, vital(1000, { lcp_url: 'x'.repeat(2000) }), from('198.51.100.60'));
    expect(big.status).toBe(413);
    const unknown = await beacon(t, 'tidak-ada-situs', vital(1000), from('198.51.100.60'));
    expect(unknown.status).toBe(404);
  });

  it('is answered in Node’s listener before the app like the visit beacon, and the same through the app', async () => {
    const res = await beacon(t, a.slug, vital(1200), from('198.51.100.70'));
    expect(res.status).toBe(204);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).toBe('');
    // The app's middleware (request id, security headers) never ran.
    expect(res.headers.get('x-request-id')).toBeNull();
    // What the listener leaves to the app (a request made in-process) gets the same answers.
    const send = (body: unknown) =>
      t.webku.app.request(`/api${API.public.vitals(a.slug)}`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': PHONE },
        body: JSON.stringify(body),
      });
    const counted = await send(vital(1200));
    expect(counted.status).toBe(204);
    expect(counted.headers.get('x-request-id')).not.toBeNull();
    const refused = await send(vital(1200, { device: 'tablet' }));
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { message: string }).message).toMatch(/Jenis perangkat/);
  });

  it('counts at most its share of beacons from one address a day, whatever instance took them', async () => {
    const before = await vitals(b);
    expect(before).toEqual([]);
    // This instance: the address's share, then more from it are answered alike and not counted.
    const address = from('203.0.113.77');
    for (let i = 0; i < CLIENT_DAY_VITALS + 3; i += 1) {
      const res = await beacon(t, b.slug, vital(1500, { path: '/links' }), address);
      expect(res.status).toBe(204);
    }
    await t.webku.visits.flush();
    const [client] = await t.webku.db
      .select()
      .from(visitClients)
      .where(eq(visitClients.company_id, b.companyId));
    expect(client?.vitals).toBe(CLIENT_DAY_VITALS);
    expect((await vitals(b))[0]?.samples).toBe(CLIENT_DAY_VITALS);

    // Another instance on the same database takes beacons of the same address and day: none is added.
    const other = new VitalsAggregator(t.webku.db);
    for (let i = 0; i < 5; i += 1)
      other.record({
        companyId: b.companyId,
        day: client!.day,
        client: client!.client,
        beacon: { path: '/links', device: 'mobile', lcp: 9000, cls: 0, ttfb: 100 },
      });
    await other.flush();
    expect(await vitals(b)).toEqual([
      {
        path: '/links',
        device: 'mobile',
        samples: CLIENT_DAY_VITALS,
        lcp_p75: 1600,
        inp_p75: 150,
        cls_p75: 0.05,
        ...NO_CAUSE,
      },
    ]);
  });

  it('answers the per-address limit with a 429', async () => {
    const address = from('203.0.113.99');
    let res: Response | undefined;
    for (let i = 0; i <= 30; i += 1) res = await beacon(t, a.slug, vital(1000), address);
    await expectTooMany(
      res!,
      new RegExp(`Terlalu banyak data kunjungan dari alamat ini.*${WITHIN_A_MINUTE}`),
    );
  });

  it('refuses days outside 1 to 90 with a message', async () => {
    const res = await a.api.get(API.admin.vitals(91));
    expect(res.status).toBe(422);
    expect(res.message).toBe('days paling banyak 90');
  });
});
