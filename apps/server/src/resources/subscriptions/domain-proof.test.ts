import { subscriptionSchema } from '@webku/contract';
import { eq, isUniqueViolation, subscriptions } from '@webku/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeDns, startFakeDns } from '../../../../../tests/fakes/dns-server';
import {
  ownerWithCompany,
  planId,
  subscriptionOf,
} from '../../../../../tests/support/server/subscription-fixtures';
import { startTestServer, type TestServer } from '../../../../../tests/support/server/test-server';
import { proveDomain } from '../../subscriptions/domain-proof';

// A domain the owner brings (hosting only) is theirs once its TXT record carries the token they were
// given, found by the DNS check on a local DNS server. Before that it serves nothing and holds nothing.
let dns: FakeDns;
let t: TestServer;
beforeAll(async () => {
  dns = await startFakeDns();
  t = await startTestServer({
    PLATFORM_IPV4: '203.0.113.10',
    PLATFORM_HOST: 'webku.test',
    DNS_PROVIDER: 'resolver',
    DNS_SERVERS: dns.server,
    DNS_CHECK_INTERVAL_MS: '100',
    DNS_RECHECK_INTERVAL_MS: '200',
    DNS_TIMEOUT_MS: '500',
  });
});
afterAll(async () => {
  await t?.close();
  await dns?.close();
});

type Owner = Awaited<ReturnType<typeof ownerWithCompany>>;

const hostingPlan = () => planId(t.webku.db, 'Paket Hosting');

async function claim(owner: Owner, domain: string) {
  return owner.api.post<{ id: number; payment_url: string }>(
    `/admin/subscriptions/plans/${await hostingPlan()}/invoice`,
    { domain_url: domain },
  );
}

async function claimAndPay(owner: Owner, domain: string) {
  const invoice = await claim(owner, domain);
  expect(invoice.status).toBe(201);
  await fetch(invoice.data.payment_url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'action=pay',
  });
  await expect.poll(async () => (await mine(owner))?.status, { timeout: 8_000 }).toBe('active');
}

const mine = async (owner: Owner) =>
  subscriptionSchema
    .nullable()
    .parse((await owner.api.get('/admin/subscriptions/my-subscriptions')).data ?? null);
const tokenOf = async (owner: Owner) => (await subscriptionOf(t.webku.db, owner.companyId))!.domain_token!;
const tlsAsk = async (domain: string) => (await t.api(`/api/internal/tls/ask?domain=${domain}`)).status;
// The admin's shell names the company the host serves, without a generated site.
const servedSlug = async (host: string) => {
  const res = await t.getAs(host, '/admin/subscriptions');
  return res.status === 200 ? /name="webku-slug" content="([^"]+)"/.exec(res.text)?.[1] : res.status;
};
const pointHere = (domain: string) => dns.set(domain, [{ type: 'A', data: '203.0.113.10' }]);
const checked = (owner: Owner) =>
  expect.poll(async () => (await mine(owner))?.dns_records[0]?.status, { timeout: 8_000 }).toBe('ok');

describe('proving a domain the owner brings', () => {
  it('an unpaid claim does not block the real owner, and a paid one is not served on a domain pointed here', async () => {
    const squatter = await ownerWithCompany(t, 'penyerobot');
    const owner = await ownerWithCompany(t, 'pemilik-asli');
    expect((await claim(squatter, 'kopiasli.id')).status).toBe(201);
    // Before: "Domain ini sudah dipakai oleh website lain di Webku" for the one who owns it.
    const check = await owner.api.get('/admin/check-domain?domain=kopiasli.id&purpose=hosting');
    expect(check.data).toEqual({ domain_name: 'kopiasli.id', available: 'Yes' });

    await expect.poll(async () => (await mine(squatter))?.status).toBe('pending');
    const paid = await claim(squatter, 'kopiasli.id');
    await fetch(paid.data.payment_url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=pay',
    });
    await expect.poll(async () => (await mine(squatter))?.status, { timeout: 8_000 }).toBe('active');
    // The real owner points their domain here: the squatter's site is not what visitors see.
    pointHere('kopiasli.id');
    await checked(squatter);
    expect(await servedSlug('kopiasli.id')).toBe(404);
    expect(await tlsAsk('kopiasli.id')).toBe(404);
    expect((await subscriptionOf(t.webku.db, squatter.companyId))?.is_dns_pointed).toBe(false);
    expect((await mine(squatter))?.domain_verification).toMatchObject({ status: 'pending' });

    // Paid and pointed, the squatter still holds nothing: the real owner buys hosting for it too.
    await claimAndPay(owner, 'kopiasli.id');
    expect(await tokenOf(owner)).not.toBe(await tokenOf(squatter));
    dns.set('_webku-verification.kopiasli.id', [{ type: 'TXT', data: await tokenOf(owner) }]);
    await expect.poll(() => servedSlug('kopiasli.id'), { timeout: 8_000 }).toBe('pemilik-asli');
    expect(await servedSlug('www.kopiasli.id')).toBe('pemilik-asli');
    expect(await tlsAsk('kopiasli.id')).toBe(200);
    expect((await mine(owner))?.domain_verification).toMatchObject({ status: 'verified' });

    // The first to prove it wins: the other claim is released, and nobody else can claim it now.
    const released = await subscriptionOf(t.webku.db, squatter.companyId);
    expect(released).toMatchObject({ status: 'active', domain_url: null, domain_token: null });
    const again = await squatter.api.get('/admin/check-domain?domain=kopiasli.id&purpose=hosting');
    expect(again.data).toEqual({ domain_name: 'kopiasli.id', available: 'No' });
    expect(await claim(squatter, 'www.kopiasli.id')).toMatchObject({
      status: 409,
      message: 'Domain ini sudah dipakai oleh website lain di Webku',
    });
  });

  it('does not count a TXT record with another value, split strings join, and a claim expires unproven', async () => {
    const owner = await ownerWithCompany(t, 'token-habis');
    await claimAndPay(owner, 'tokenhabis.id');
    pointHere('tokenhabis.id');
    dns.set('_webku-verification.tokenhabis.id', [{ type: 'TXT', data: 'webku-verify=tebakan' }]);
    await expect
      .poll(async () => (await mine(owner))?.dns_records.map((r) => r.status), { timeout: 8_000 })
      .toEqual(['ok', 'missing', 'wrong']);
    expect(await servedSlug('tokenhabis.id')).toBe(404);

    // Seven days pass unproven: the check stops, the page offers a new token.
    await t.webku.db
      .update(subscriptions)
      .set({ domain_token_expires_at: new Date(Date.now() - 1_000) })
      .where(eq(subscriptions.company_id, owner.companyId));
    const oldToken = await tokenOf(owner);
    expect((await mine(owner))?.domain_verification).toMatchObject({ status: 'expired' });
    dns.set('_webku-verification.tokenhabis.id', [{ type: 'TXT', data: oldToken }]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await subscriptionOf(t.webku.db, owner.companyId))?.domain_verified_at).toBeNull();
    expect(await servedSlug('tokenhabis.id')).toBe(404);

    const renewed = await owner.api.post('/admin/subscriptions/domain-proof', {});
    expect(renewed.status).toBe(200);
    const newToken = await tokenOf(owner);
    expect(newToken).not.toBe(oldToken);
    expect(subscriptionSchema.parse(renewed.data).domain_verification).toMatchObject({ status: 'pending' });
    // Published as two strings (as DNS hosts split long values), it is still the token.
    dns.set('_webku-verification.tokenhabis.id', [
      { type: 'TXT', data: [newToken.slice(0, 10), newToken.slice(10)] },
    ]);
    await expect.poll(() => servedSlug('tokenhabis.id'), { timeout: 8_000 }).toBe('token-habis');
    expect(await owner.api.post('/admin/subscriptions/domain-proof', {})).toMatchObject({
      status: 409,
      message: 'Domain ini sudah terbukti milik Anda.',
    });
  });

  it('re-checks the proof: a TXT record replaced by a new holder ends the old proof, and the new proof wins', async () => {
    const old = await ownerWithCompany(t, 'pemilik-lama');
    await claimAndPay(old, 'pindahtangan.id');
    pointHere('pindahtangan.id');
    dns.set('_webku-verification.pindahtangan.id', [{ type: 'TXT', data: await tokenOf(old) }]);
    await expect.poll(() => servedSlug('pindahtangan.id'), { timeout: 8_000 }).toBe('pemilik-lama');
    // The name changes hands: its new holder replaces the TXT record, and the A record still points here.
    dns.set('_webku-verification.pindahtangan.id', [{ type: 'TXT', data: 'webku-verify=bukan-milik-lama' }]);
    await expect.poll(() => servedSlug('pindahtangan.id'), { timeout: 8_000 }).toBe(404);
    expect(await tlsAsk('pindahtangan.id')).toBe(404);
    expect((await mine(old))?.domain_verification).toMatchObject({ status: 'pending' });
    const fresh = await ownerWithCompany(t, 'pemilik-baru');
    await claimAndPay(fresh, 'pindahtangan.id');
    dns.set('_webku-verification.pindahtangan.id', [{ type: 'TXT', data: await tokenOf(fresh) }]);
    await expect.poll(() => servedSlug('pindahtangan.id'), { timeout: 8_000 }).toBe('pemilik-baru');
    expect(await subscriptionOf(t.webku.db, old.companyId)).toMatchObject({ domain_url: null });
  });

  it('lets one company at most hold a proven domain, whichever process proves it', async () => {
    const first = await ownerWithCompany(t, 'bukti-satu');
    const second = await ownerWithCompany(t, 'bukti-dua');
    await claimAndPay(first, 'rebutan.id');
    await claimAndPay(second, 'rebutan.id');
    const [a, b] = await Promise.all([
      subscriptionOf(t.webku.db, first.companyId),
      subscriptionOf(t.webku.db, second.companyId),
    ]);
    // Both proofs at once, as two instances of the server would: one wins, the other claim is released.
    const outcomes = await Promise.all(
      [a!, b!].map((s) =>
        proveDomain(t.webku.db, {
          subscriptionId: s.id,
          companyId: s.company_id,
          domain: 'rebutan.id',
          token: s.domain_token!,
        }),
      ),
    );
    expect(outcomes.filter((o) => o.outcome === 'proven')).toHaveLength(1);
    const proven = await t.webku.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.domain_url, 'rebutan.id'));
    expect(proven).toHaveLength(1);
    expect(proven[0]!.domain_verified_at).not.toBeNull();
    // And the database itself refuses a second proven holder, whatever the code path.
    const loser = proven[0]!.company_id === first.companyId ? second : first;
    const refused = await t.webku.db
      .update(subscriptions)
      .set({ domain_url: 'rebutan.id', domain_verified_at: new Date() })
      .where(eq(subscriptions.company_id, loser.companyId))
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isUniqueViolation(refused)).toBe(true);
  });
});
