import { DOMAIN_MESSAGES } from '@webku/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeRdap, startFakeRdap } from '../../../../../tests/fakes/rdap-server';
import { ownerWithCompany, putSubscription } from '../../../../../tests/support/server/subscription-fixtures';
import { startTestServer, type TestServer } from '../../../../../tests/support/server/test-server';

let t: TestServer;
let rdap: FakeRdap;
let owner: Awaited<ReturnType<typeof ownerWithCompany>>;
beforeAll(async () => {
  rdap = await startFakeRdap();
  rdap.register('kopikenangan.com');
  t = await startTestServer({ ...rdap.env, RDAP_TIMEOUT_MS: '300' });
  owner = await ownerWithCompany(t, 'kopi-senja');
});
afterAll(async () => {
  await t?.close();
  await rdap?.close();
});
beforeEach(() => {
  rdap.requests.length = 0;
});

const check = (domain: string) => owner.api.get(`/admin/check-domain?domain=${encodeURIComponent(domain)}`);

describe('GET /api/admin/check-domain', () => {
  it.each([
    ['', DOMAIN_MESSAGES.empty],
    ['   ', DOMAIN_MESSAGES.empty],
    ['a'.repeat(64), DOMAIN_MESSAGES.tooLong],
    ['kopi senja', DOMAIN_MESSAGES.characters],
    ['kopi_senja', DOMAIN_MESSAGES.characters],
    ['kopí', DOMAIN_MESSAGES.characters],
    ['-kopi', DOMAIN_MESSAGES.hyphenEdge],
    ['kopi.co.id', DOMAIN_MESSAGES.onlyCom],
    ['ab--cd', DOMAIN_MESSAGES.invalid],
    ['xn--a', DOMAIN_MESSAGES.invalid],
    ['xn--zzzzzz', DOMAIN_MESSAGES.punycode],
  ])('refuses %j with 422 %j, without asking the registry', async (domain, message) => {
    const res = await check(domain);
    expect(res.status).toBe(422);
    expect(res.message).toBe(message);
    expect(rdap.requests).toEqual([]);
  });

  it('answers 422 when the parameter is missing altogether', async () => {
    const res = await owner.api.get('/admin/check-domain');
    expect(res).toMatchObject({ status: 422, message: DOMAIN_MESSAGES.empty });
  });

  it('trims and lower-cases the name and asks the registry for {name}.com', async () => {
    const res = await check('  KopiSenja  ');
    expect(res).toMatchObject({ status: 200, data: { domain_name: 'kopisenja.com', available: 'Yes' } });
    expect(rdap.requests).toEqual(['/domain/kopisenja.com']);
  });

  it("reads the registry's 200 as taken ('No')", async () => {
    const res = await check('kopikenangan');
    expect(res.data).toEqual({ domain_name: 'kopikenangan.com', available: 'No' });
  });

  it('answers 502 with a message when the registry fails or is too slow, and never guesses', async () => {
    rdap.reply({ status: 500 });
    const failed = await check('gagal-satu');
    expect(failed.status).toBe(502);
    expect(failed.message).toMatch(
      /^Gagal mengecek domain: RDAP lookup of gagal-satu\.com answered HTTP 500/,
    );
    rdap.reply({ status: 200, delayMs: 1_500 });
    const slow = await check('gagal-dua');
    expect(slow.status).toBe(502);
    expect(slow.message).toContain('no answer within 300 ms');
  });

  it('answers a repeated question from its short cache without asking the registry again', async () => {
    expect((await check('ulang-ulang')).data).toMatchObject({ available: 'Yes' });
    expect((await check('Ulang-Ulang.com')).data).toMatchObject({ available: 'Yes' });
    expect(rdap.requests).toEqual(['/domain/ulang-ulang.com']);
  });

  it("says 'No' for a domain hosted by another company and 'Yes' for the owner's own", async () => {
    const other = await ownerWithCompany(t, 'toko-lain');
    await putSubscription(t.webku.db, { companyId: other.companyId, domain: 'tokolain.com' });
    expect((await check('tokolain')).data).toMatchObject({ available: 'No' });
    expect((await other.api.get('/admin/check-domain?domain=tokolain')).data).toMatchObject({
      available: 'Yes',
    });
    expect(rdap.requests).toEqual([]);
  });

  it('needs a signed-in owner', async () => {
    const res = await t.api('/api/admin/check-domain?domain=kopisenja');
    expect(res.status).toBe(401);
  });
});
