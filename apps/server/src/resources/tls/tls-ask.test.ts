import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { ownerWithCompany, putSubscription } from '../subscriptions/subscription-fixtures';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ PLATFORM_HOST: 'webku.test' });
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
