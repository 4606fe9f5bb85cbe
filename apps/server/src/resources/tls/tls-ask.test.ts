import { networkInterfaces } from 'node:os';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../../../tests/support/server/free-port';
import { ownerWithCompany, putSubscription } from '../../../../../tests/support/server/subscription-fixtures';
import { startTestServer, type TestServer } from '../../../../../tests/support/server/test-server';

const SECRET = 'rahasia-caddy-0123456789';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ PLATFORM_HOST: 'webku.test', TLS_ASK_SECRET: SECRET });
  const db = t.webku.db;
  const aktif = await ownerWithCompany(t, 'kopi-aktif');
  await putSubscription(db, { companyId: aktif.companyId, domain: 'kopiaktif.com' });
  const habis = await ownerWithCompany(t, 'kopi-habis');
  await putSubscription(db, {
    companyId: habis.companyId,
    domain: 'kopihabis.com',
    validUntil: new Date(Date.now() - 1_000),
  });
  const belum = await ownerWithCompany(t, 'kopi-belum');
  await putSubscription(db, { companyId: belum.companyId, domain: 'kopibelum.com', pointed: false });
  const tunggu = await ownerWithCompany(t, 'kopi-tunggu');
  await putSubscription(db, {
    companyId: tunggu.companyId,
    domain: 'kopitunggu.com',
    status: 'pending',
    validUntil: null,
  });
});
afterAll(() => t.close());

const ask = async (domain: string) =>
  (await t.api(`/api/internal/tls/ask?domain=${encodeURIComponent(domain)}`)).status;

describe('GET /api/internal/tls/ask (Caddy on-demand TLS)', () => {
  it.each([
    ['kopiaktif.com', 200, 'custom domain of an active, pointed subscription'],
    ['www.kopiaktif.com', 200, 'its www name'],
    ['KopiAktif.COM', 200, 'in any case'],
    ['kopi-aktif.webku.test', 200, 'subdomain of an existing company'],
    ['kopi-habis.webku.test', 200, 'subdomain of a company whose domain expired'],
    ['webku.test', 200, 'the platform host'],
    ['tidak-ada.webku.test', 404, 'subdomain naming no company'],
    ['api.webku.test', 404, 'reserved subdomain'],
    ['a.b.webku.test', 404, 'nested subdomain'],
    ['orang-lain.com', 404, 'unknown domain'],
    ['kopihabis.com', 404, 'expired subscription'],
    ['kopibelum.com', 404, 'DNS not pointed yet'],
    ['kopitunggu.com', 404, 'unpaid subscription'],
    ['127.0.0.1', 404, 'an IP address'],
    ['', 404, 'nothing'],
    ['kopi aktif.com', 404, 'not a host name'],
  ])('%s → %i (%s)', async (domain, status) => {
    expect(await ask(domain)).toBe(status);
  });
});

const ONLY_PROXY = { message: 'Hanya proxy TLS (Caddy) yang boleh memakai alamat ini.' };

describe('who may ask', () => {
  const askAs = (query: string, headers: Record<string, string> = {}) =>
    t.api(`/api/internal/tls/ask?domain=kopiaktif.com${query}`, { headers });

  it('refuses a request a proxy forwarded from the internet, even from loopback', async () => {
    const forwarded: Record<string, string>[] = [
      { 'x-forwarded-for': '203.0.113.9' },
      { forwarded: 'for=203.0.113.9' },
    ];
    for (const headers of forwarded) {
      const res = await askAs('', headers);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual(ONLY_PROXY);
    }
  });

  it('answers anyone holding TLS_ASK_SECRET, as ?secret= or header', async () => {
    const proxied = { 'x-forwarded-for': '203.0.113.9' };
    expect((await askAs(`&secret=${SECRET}`, proxied)).status).toBe(200);
    expect((await askAs('', { ...proxied, 'x-tls-ask-secret': SECRET })).status).toBe(200);
    expect((await askAs(`&secret=${SECRET}x`, proxied)).status).toBe(403);
    expect((await askAs('&secret=', proxied)).status).toBe(403);
  });
});

// A real non-loopback peer: the server also listens on this machine's network address.
const external = Object.values(networkInterfaces())
  .flat()
  .find((address) => address && address.family === 'IPv4' && !address.internal)?.address;

describe.skipIf(!external)('from another machine', () => {
  let url: string;
  let close: () => void;
  beforeAll(async () => {
    const port = await freePort();
    const server = serve({ fetch: t.webku.app.fetch, hostname: external, port });
    url = `http://${external}:${port}`;
    close = () => server.close();
  });
  afterAll(() => close?.());

  it('refuses a peer that is not loopback without the secret', async () => {
    const res = await fetch(`${url}/api/internal/tls/ask?domain=kopiaktif.com`);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual(ONLY_PROXY);
    expect((await fetch(`${url}/api/internal/tls/ask?domain=kopiaktif.com&secret=${SECRET}`)).status).toBe(
      200,
    );
  });
});
