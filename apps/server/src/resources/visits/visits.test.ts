import { connect } from 'node:net';
import { API, type VisitStats, type WebSettings } from '@webku/contract';
import { eq, visitDays } from '@webku/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '../../../../../tests/support/db/test-db';
import { type OwnerWithSite, ownerWithSite } from '../../../../../tests/support/server/owner-with-site';
import { expectTooMany, from, WITHIN_A_MINUTE } from '../../../../../tests/support/server/rate-limit';
import { startTestServer, type TestServer } from '../../../../../tests/support/server/test-server';

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

// What navigator.sendBeacon sends: a text/plain body, the browser's User-Agent.
function beacon(t: TestServer, slug: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${t.url}/api${API.public.visits(slug)}`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': PHONE, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function stats(owner: OwnerWithSite): Promise<VisitStats> {
  const res = await owner.api.get<VisitStats>(API.admin.dashboardVisits);
  expect(res.status).toBe(200);
  return res.data;
}

let t: TestServer;
let a: OwnerWithSite;
let b: OwnerWithSite;
beforeAll(async () => {
  // Visitors arrive through a trusted proxy on loopback, so each test can be its own address.
  t = await startTestServer({ TRUSTED_PROXIES: '127.0.0.1,::1', RATE_LIMIT_VISITS: '5/1m' });
  a = await ownerWithSite(t, 'Kopi Hitung');
  b = await ownerWithSite(t, 'Warung Sebelah');
});
afterAll(() => t?.close());

describe('visit beacon', () => {
  it('counts views, unique visitors, actions, devices and referrers once flushed, per company', async () => {
    const visitor = from('203.0.113.10');
    const other = from('203.0.113.11');
    expect(
      (await beacon(t, a.slug, { type: 'view', referrer: 'https://www.google.com/search?q=kopi' }, visitor))
        .status,
    ).toBe(204);
    expect((await beacon(t, a.slug, { type: 'view', referrer: `${t.url}/${a.slug}` }, visitor)).status).toBe(
      204,
    );
    expect((await beacon(t, a.slug, { type: 'wa_order' }, visitor)).status).toBe(204);
    expect(
      (
        await beacon(
          t,
          a.slug,
          { type: 'view', referrer: 'https://instagram.com/' },
          { ...other, 'user-agent': DESKTOP },
        )
      ).status,
    ).toBe(204);
    expect((await beacon(t, a.slug, { type: 'tel_tap' }, other)).status).toBe(204);

    // Nothing is written on the request path: the database sees the visits only at the flush.
    expect(await t.webku.db.select().from(visitDays)).toEqual([]);
    expect((await stats(a)).totals.views).toBe(0);
    await t.webku.visits.flush();

    const seen = await stats(a);
    expect(seen.days).toHaveLength(30);
    const today = seen.days.at(-1)!;
    expect(today).toMatchObject({
      views: 3,
      visitors: 2,
      wa_orders: 1,
      tel_taps: 1,
      wa_taps: 0,
      qris_opens: 0,
    });
    expect(seen.totals).toMatchObject({
      views: 3,
      visitors: 2,
      wa_orders: 1,
      tel_taps: 1,
      devices: { phone: 2, tablet: 0, desktop: 1 },
    });
    // The site's own pages are not a referrer; 'www.' is dropped.
    expect(seen.referrers).toEqual([
      { host: 'google.com', views: 1 },
      { host: 'instagram.com', views: 1 },
    ]);
    // Company B saw none of it.
    const theirs = await stats(b);
    expect(theirs.totals.views).toBe(0);
    expect(theirs.referrers).toEqual([]);
  });

  it('counts a returning visitor once a day across flushes, and adds to the stored day', async () => {
    const visitor = { ...from('198.51.100.7'), 'user-agent': DESKTOP };
    expect((await beacon(t, b.slug, { type: 'view' }, visitor)).status).toBe(204);
    await t.webku.visits.flush();
    expect((await beacon(t, b.slug, { type: 'view' }, visitor)).status).toBe(204);
    expect((await beacon(t, b.slug, { type: 'qris_open' }, visitor)).status).toBe(204);
    await t.webku.visits.flush();
    expect((await stats(b)).totals).toMatchObject({ views: 2, visitors: 1, qris_opens: 1 });
  });

  it('counts views per page language, shown while the site has a second language', async () => {
    const owner = await ownerWithSite(t, 'Surf Canggu');
    const tom = from('203.0.113.40');
    const siti = from('203.0.113.41');
    for (const [body, visitor] of [
      [{ type: 'view', language: 'en' }, tom],
      [{ type: 'view', language: 'en' }, tom],
      [{ type: 'view', language: 'id' }, siti],
      // A page served before pages named their language.
      [{ type: 'view' }, siti],
    ] as const)
      expect((await beacon(t, owner.slug, body, visitor)).status).toBe(204);
    await t.webku.visits.flush();
    const [row] = await t.webku.db.select().from(visitDays).where(eq(visitDays.company_id, owner.companyId));
    expect(row).toMatchObject({ views: 4, indonesia_views: 1, english_views: 2 });

    // One language: the statistics name none.
    expect((await stats(owner)).languages).toEqual([]);
    const settings = (await owner.api.get<WebSettings>(API.admin.webSettings.root)).data;
    const on = await owner.api.put(API.admin.webSettings.record(settings.id), { second_language: 'english' });
    expect(on.status).toBe(200);
    const seen = await stats(owner);
    expect(seen.totals.views).toBe(4);
    expect(seen.languages).toEqual([
      { language: 'indonesia', views: 1 },
      { language: 'english', views: 2 },
    ]);

    const unknown = await beacon(t, owner.slug, { type: 'view', language: 'fr' }, from('203.0.113.42'));
    expect(unknown.status).toBe(422);
    expect(((await unknown.json()) as { message: string }).message).toBe('Bahasa halaman harus id atau en');
  });

  it('answers a bot 204 and counts nothing', async () => {
    const before = (await stats(b)).totals.views;
    const res = await beacon(
      t,
      b.slug,
      { type: 'view' },
      { ...from('198.51.100.20'), 'user-agent': GOOGLEBOT },
    );
    expect(res.status).toBe(204);
    expect(
      (await beacon(t, b.slug, { type: 'view' }, { ...from('198.51.100.20'), 'user-agent': '' })).status,
    ).toBe(204);
    await t.webku.visits.flush();
    expect((await stats(b)).totals.views).toBe(before);
  });

  it('refuses malformed, unknown and oversized beacons in Indonesian', async () => {
    const ip = from('192.0.2.30');
    const broken = await beacon(t, a.slug, '{"type":', ip);
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as { message: string }).message).toBe(
      'Data yang dikirim harus berupa JSON yang valid',
    );

    const unknown = await beacon(t, a.slug, { type: 'purchase' }, from('192.0.2.31'));
    expect(unknown.status).toBe(422);
    expect(((await unknown.json()) as { message: string }).message).toContain('Jenis kunjungan');

    const extra = await beacon(t, a.slug, { type: 'view', ip: '1.2.3.4' }, from('192.0.2.32'));
    expect(extra.status).toBe(422);

    const big = await beacon(
      t,
      a.slug,
      { type: 'view', referrer: `https://x.id/${'a'.repeat(2000)}` },
      from('192.0.2.33'),
    );
    expect(big.status).toBe(413);
    expect(((await big.json()) as { message: string }).message).toMatch(/^Data kunjungan terlalu besar/);

    // Sent in chunks without a Content-Length: the limit holds on the bytes that arrive.
    const chunked = await fetch(`${t.url}/api${API.public.visits(a.slug)}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'user-agent': PHONE, ...from('192.0.2.35') },
      body: new ReadableStream({
        start(controller) {
          for (let i = 0; i < 4; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(400)));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);

    expect((await beacon(t, 'tidak-ada', { type: 'view' }, from('192.0.2.34'))).status).toBe(404);
  });

  it('limits beacons per client address, each address on its own', async () => {
    const ip = from('192.0.2.99');
    for (let i = 0; i < 5; i++) expect((await beacon(t, a.slug, { type: 'wa_tap' }, ip)).status).toBe(204);
    await expectTooMany(
      await beacon(t, a.slug, { type: 'wa_tap' }, ip),
      new RegExp(`^Terlalu banyak data kunjungan dari alamat ini\\. Coba lagi dalam ${WITHIN_A_MINUTE}\\.$`),
      [1, 60],
    );
    expect((await beacon(t, a.slug, { type: 'wa_tap' }, from('192.0.2.100'))).status).toBe(204);
  });

  it('is answered in Node’s listener before the app: 204, no body, not cached', async () => {
    const res = await beacon(t, a.slug, { type: 'qris_open' }, from('192.0.2.60'));
    expect(res.status).toBe(204);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).toBe('');
    // The app's middleware (request id, security headers) never ran.
    expect(res.headers.get('x-request-id')).toBeNull();
    // With a query string too; another method is the app's (404).
    const query = await fetch(`${t.url}/api${API.public.visits(a.slug)}?v=1`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'user-agent': PHONE, ...from('192.0.2.61') },
      body: JSON.stringify({ type: 'qris_open' }),
    });
    expect(query.status).toBe(204);
    const get = await fetch(`${t.url}/api${API.public.visits(a.slug)}`);
    expect(get.status).toBe(404);
  });

  it('keeps serving when a sender goes away half-way through a beacon', async () => {
    const { port } = new URL(t.url);
    await new Promise<void>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(
          `POST /api${API.public.visits(a.slug)} HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain\r\nContent-Length: 100\r\n\r\n{"type":`,
        );
        setTimeout(() => socket.destroy(), 50);
      });
      socket.on('close', () => resolve());
      socket.on('error', reject);
    });
    expect((await beacon(t, a.slug, { type: 'view' }, from('192.0.2.62'))).status).toBe(204);
  });

  it('gives the same answers through the app, for requests the listener leaves to it', async () => {
    const send = (body: string) =>
      t.webku.app.request(`/api${API.public.visits(a.slug)}`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': PHONE },
        body,
      });
    const counted = await send(JSON.stringify({ type: 'qris_open' }));
    expect(counted.status).toBe(204);
    expect(counted.headers.get('x-request-id')).not.toBeNull();
    const unknown = await send(JSON.stringify({ type: 'purchase' }));
    expect(unknown.status).toBe(422);
    expect(((await unknown.json()) as { message: string }).message).toContain('Jenis kunjungan');
    expect((await send('x'.repeat(1025))).status).toBe(413);
  });

  it('shows the statistics only to a signed-in owner', async () => {
    const res = await t.api(`/api${API.admin.dashboardVisits}`);
    expect(res.status).toBe(401);
  });

  it('writes what it counted when the server stops', async () => {
    const handle = await openTestDb();
    const other = await startTestServer({}, { handle });
    const owner = await ownerWithSite(other, 'Kopi Tutup');
    expect((await beacon(other, owner.slug, { type: 'view' })).status).toBe(204);
    expect((await beacon(other, owner.slug, { type: 'wa_order' })).status).toBe(204);
    await other.close();
    const [row] = await handle.db.select().from(visitDays);
    expect(row).toMatchObject({ company_id: owner.companyId, views: 1, visitors: 1, wa_orders: 1 });
    await handle.close();
  });
});
