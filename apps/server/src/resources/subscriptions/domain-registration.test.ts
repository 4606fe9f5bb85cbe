import { type DomainRegistration, subscriptionSchema } from '@webku/contract';
import { and, domainRegistrations, eq, invoices, jobs } from '@webku/db';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeDns, startFakeDns } from '../../../../../tests/fakes/dns-server';
import { type FakeNamecheap, startFakeNamecheap } from '../../../../../tests/fakes/namecheap-server';
import {
  ownerWithCompany,
  planId,
  subscriptionOf,
} from '../../../../../tests/support/server/subscription-fixtures';
import { startTestServer, type TestServer } from '../../../../../tests/support/server/test-server';
import { REGISTER_DOMAIN_JOB } from './domain-registration';

// Paying for a plan with a domain registers it at Namecheap (the local fake of its XML API), which also
// publishes the records on a fake DNS server that the DNS check asks.
let namecheap: FakeNamecheap;
let dns: FakeDns;
let t: TestServer;
beforeAll(async () => {
  dns = await startFakeDns();
  namecheap = await startFakeNamecheap({ dns });
  t = await startTestServer({
    ...namecheap.env,
    NAMECHEAP_TIMEOUT_MS: '2000',
    REGISTRAR_RETRY_MS: '50',
    REGISTRAR_MAX_ATTEMPTS: '3',
    PLATFORM_IPV4: '203.0.113.10',
    PLATFORM_HOST: 'webku.test',
    DNS_PROVIDER: 'resolver',
    DNS_SERVERS: dns.server,
    DNS_CHECK_INTERVAL_MS: '200',
    DNS_TIMEOUT_MS: '500',
    DOMAIN_CHECK_CACHE_MS: '0',
  });
});
afterAll(async () => {
  await t?.close();
  await namecheap?.close();
  await dns?.close();
});
beforeEach(() => namecheap.clearReplies());

type Owner = Awaited<ReturnType<typeof ownerWithCompany>>;

async function buy(slug: string, plan: string, domain: string) {
  const owner = await ownerWithCompany(t, slug);
  const res = await owner.api.post<{ id: number; payment_url: string }>(
    `/admin/subscriptions/plans/${await planId(t.webku.db, plan)}/invoice`,
    { domain_url: domain },
  );
  expect(res.status).toBe(201);
  return { owner, ...res.data };
}

const pay = (paymentUrl: string, action = 'pay') =>
  fetch(paymentUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action }),
  });

const mine = async (owner: Owner) =>
  subscriptionSchema.parse((await owner.api.get('/admin/subscriptions/my-subscriptions')).data);

const registrationOf = async (owner: Owner, status: DomainRegistration['status']) => {
  await expect
    .poll(async () => (await mine(owner)).domain_registration?.status, { timeout: 8_000, interval: 100 })
    .toBe(status);
  return (await mine(owner)).domain_registration!;
};

const charges = (domain: string) => namecheap.charges.filter((c) => c.domain === domain);

describe('registering the domain a plan includes', () => {
  it('registers once after payment, sets the records, and the domain then serves the site', async () => {
    const { owner, payment_url } = await buy('kopi-daftar', 'Paket Bisnis', 'kopidaftar');
    expect((await pay(payment_url)).status).toBe(200);
    const registered = await registrationOf(owner, 'registered');
    expect(registered).toMatchObject({ domain: 'kopidaftar.com', message: null, refund_requested: false });
    expect(new Date(registered.expires_at!).getUTCFullYear()).toBe(new Date().getUTCFullYear() + 1);
    expect(charges('kopidaftar.com')).toEqual([
      { command: 'namecheap.domains.create', domain: 'kopidaftar.com' },
    ]);
    expect(namecheap.name('kopidaftar.com')!.hosts.map((h) => `${h.name} ${h.type} ${h.address}`)).toEqual([
      '@ A 203.0.113.10',
      'www CNAME webku.test',
    ]);
    // No records for the owner to set: the DNS check finds ours and the domain serves the site.
    expect((await mine(owner)).dns_records).toEqual([]);
    await expect
      .poll(async () => (await subscriptionOf(t.webku.db, owner.companyId))?.is_dns_pointed, {
        timeout: 8_000,
      })
      .toBe(true);

    // The gateway sends its callback again, and a second job for the same registration runs: nothing is
    // registered or charged twice.
    await pay(payment_url, 'resend');
    const [row] = await t.webku.db
      .select()
      .from(domainRegistrations)
      .where(eq(domainRegistrations.domain, 'kopidaftar.com'));
    await t.webku.db
      .update(domainRegistrations)
      .set({ status: 'pending' })
      .where(eq(domainRegistrations.id, row!.id));
    await t.webku.db.insert(jobs).values({
      type: REGISTER_DOMAIN_JOB,
      company_id: owner.companyId,
      payload: { registrationId: row!.id },
    });
    t.webku.runner.kick();
    await registrationOf(owner, 'registered');
    expect(charges('kopidaftar.com')).toHaveLength(1);
    // Extending with hosting alone would stop renewing the name: only a plan with a domain extends it.
    const hostingOnly = await owner.api.post(
      `/admin/subscriptions/plans/${await planId(t.webku.db, 'Paket Hosting')}/invoice`,
      { domain_url: 'kopidaftar.com' },
    );
    expect(hostingOnly).toMatchObject({ status: 409, message: expect.stringContaining('paket sejenis') });
    expect(
      await t.webku.db
        .select()
        .from(domainRegistrations)
        .where(eq(domainRegistrations.company_id, owner.companyId)),
    ).toHaveLength(1);
  });

  it('treats a registration whose answer was lost as done when the retry finds the name in the account', async () => {
    const { owner, payment_url } = await buy('kopi-lambat', 'Paket Bisnis', 'kopilambat');
    // The order is carried out but its answer comes after the timeout.
    namecheap.reply({ command: 'namecheap.domains.create', delayMs: 2_500, apply: true });
    await pay(payment_url);
    await registrationOf(owner, 'registered');
    expect(charges('kopilambat.com')).toHaveLength(1);
  });

  it('fails in Indonesian when the name was taken before payment, marks the invoice, and takes another name', async () => {
    const { owner, id, payment_url } = await buy('kopi-rebut', 'Paket Bisnis', 'kopirebut');
    namecheap.registerElsewhere('kopirebut.com');
    await pay(payment_url);
    const failed = await registrationOf(owner, 'failed');
    expect(failed).toMatchObject({
      domain: 'kopirebut.com',
      invoice_id: id,
      refund_requested: true,
      can_choose_new_name: true,
    });
    expect(failed.message).toContain('sudah didaftarkan pihak lain');
    const [invoice] = await t.webku.db.select().from(invoices).where(eq(invoices.id, id));
    expect(invoice!.refund_requested_at).toBeInstanceOf(Date);
    expect(charges('kopirebut.com')).toEqual([]);

    const path = `/admin/subscriptions/invoices/${id}/domain`;
    expect((await owner.api.post(path, { domain_url: 'kopi.co.id' })).status).toBe(422);
    const taken = await owner.api.post(path, { domain_url: 'kopidaftar' });
    expect(taken).toMatchObject({
      status: 409,
      message: 'Domain ini sudah dipakai oleh website lain di Webku',
    });
    const other = await ownerWithCompany(t, 'orang-lain');
    expect((await other.api.post(path, { domain_url: 'kopirebut2' })).status).toBe(404);

    const chosen = await owner.api.post<DomainRegistration>(path, { domain_url: 'KopiRebut2' });
    expect(chosen.status).toBe(200);
    expect(chosen.data).toMatchObject({
      status: 'pending',
      domain: 'kopirebut2.com',
      refund_requested: false,
    });
    const again = await owner.api.post(path, { domain_url: 'kopirebut3' });
    expect(again.status).toBe(409);
    await registrationOf(owner, 'registered');
    expect((await mine(owner)).domain_url).toBe('kopirebut2.com');
    const [after] = await t.webku.db.select().from(invoices).where(eq(invoices.id, id));
    expect(after!.refund_requested_at).toBeNull();
  });

  it('retries with backoff while the registrar is down, then gives up with a message and marks the invoice', async () => {
    const { owner, id, payment_url } = await buy('kopi-mati', 'Paket Bisnis', 'kopimati');
    for (let i = 0; i < 3; i += 1) namecheap.reply({ command: 'namecheap.domains.getinfo', status: 503 });
    await pay(payment_url);
    const failed = await registrationOf(owner, 'failed');
    expect(failed.message).toContain('tidak bisa dihubungi selama beberapa jam');
    expect(failed.refund_requested).toBe(true);
    const [row] = await t.webku.db
      .select()
      .from(domainRegistrations)
      .where(eq(domainRegistrations.invoice_id, id));
    expect(row).toMatchObject({ attempts: 3, failure: 'unreachable' });
    expect(row!.detail).toContain('HTTP 503');
  });

  it('renews a name it registered when the owner pays another year, once', async () => {
    const { owner, payment_url } = await buy('kopi-tahun', 'Paket Bisnis', 'kopitahun');
    await pay(payment_url);
    const first = await registrationOf(owner, 'registered');
    const extension = await owner.api.post<{ id: number; payment_url: string }>(
      `/admin/subscriptions/plans/${await planId(t.webku.db, 'Paket Bisnis')}/invoice`,
      { domain_url: 'kopitahun' },
    );
    await pay(extension.data.payment_url);
    await expect
      .poll(async () => (await mine(owner)).domain_registration?.expires_at, { timeout: 8_000 })
      .not.toBe(first.expires_at);
    const renewed = await registrationOf(owner, 'registered');
    expect(new Date(renewed.expires_at!).getUTCFullYear()).toBe(
      new Date(first.expires_at!).getUTCFullYear() + 1,
    );
    expect(charges('kopitahun.com').map((c) => c.command)).toEqual([
      'namecheap.domains.create',
      'namecheap.domains.renew',
    ]);
  });
});

describe('a renewal the registrar refuses', () => {
  it('marks the extension for a refund and never moves the site to another name', async () => {
    const { owner, payment_url } = await buy('kopi-tolak', 'Paket Bisnis', 'kopitolak');
    await pay(payment_url);
    await registrationOf(owner, 'registered');
    const extension = await owner.api.post<{ id: number; payment_url: string }>(
      `/admin/subscriptions/plans/${await planId(t.webku.db, 'Paket Bisnis')}/invoice`,
      { domain_url: 'kopitolak' },
    );
    namecheap.reply({
      command: 'namecheap.domains.renew',
      error: { number: '2011280', text: 'Validation error from TLD' },
    });
    await pay(extension.data.payment_url);
    const failed = await registrationOf(owner, 'failed');
    expect(failed).toMatchObject({
      invoice_id: extension.data.id,
      refund_requested: true,
      can_choose_new_name: false,
    });
    expect(failed.message).toContain('Perpanjangan domain kopitolak.com di pendaftar domain gagal');
    const other = await owner.api.post(`/admin/subscriptions/invoices/${extension.data.id}/domain`, {
      domain_url: 'kopitolak2',
    });
    expect(other.status).toBe(409);
    expect((await mine(owner)).domain_url).toBe('kopitolak.com');
    // The name is still ours until it expires: its daily DNS check goes on.
    const checks = and(eq(jobs.company_id, owner.companyId), eq(jobs.type, 'check-dns'));
    const dueAt = new Date();
    await t.webku.db.update(jobs).set({ run_after: dueAt }).where(checks);
    t.webku.runner.kick();
    await expect
      .poll(
        async () => {
          const [check] = await t.webku.db.select().from(jobs).where(checks);
          return check!.status === 'pending' && check!.run_after > new Date(dueAt.getTime() + 60_000)
            ? 'rescheduled'
            : check!.status;
        },
        { timeout: 8_000 },
      )
      .toBe('rescheduled');
  });
});

describe('hosting for a domain the owner already has', () => {
  it('takes any registrable name, refuses a suffix or a subdomain, and shows the records to set', async () => {
    const owner = await ownerWithCompany(t, 'toko-ku');
    const hosting = await planId(t.webku.db, 'Paket Hosting');
    const invoice = (domain_url: string) =>
      owner.api.post<{ id: number; payment_url: string }>(`/admin/subscriptions/plans/${hosting}/invoice`, {
        domain_url,
      });
    expect(await invoice('my.id')).toMatchObject({
      status: 422,
      message:
        'Nama domain: my.id adalah akhiran domain, bukan domain milik Anda. Tulis nama lengkapnya, misalnya tokoku.my.id',
    });
    expect(await invoice('toko.tokoku.my.id')).toMatchObject({
      status: 422,
      message: 'Nama domain: toko.tokoku.my.id adalah subdomain. Tulis domain utamanya saja: tokoku.my.id',
    });
    const check = await owner.api.get('/admin/check-domain?domain=TokoKu.my.id&purpose=hosting');
    expect(check.data).toEqual({ domain_name: 'tokoku.my.id', available: 'Yes' });
    // www is the same site, as for a .com to register: dropped at every door.
    const www = await owner.api.get('/admin/check-domain?domain=www.tokoku.my.id&purpose=hosting');
    expect(www.data).toEqual({ domain_name: 'tokoku.my.id', available: 'Yes' });

    const requestsBefore = namecheap.requests.length;
    const created = await invoice('https://www.tokoku.my.id/');
    expect(created.status).toBe(201);
    // The paid view then tells the owner to point the domain themselves.
    expect((await owner.api.get(`/admin/subscriptions/invoice/${created.data.id}`)).data).toMatchObject({
      domain_url: 'tokoku.my.id',
      is_include_domain: false,
    });
    expect((await invoice('tokoku.my.id')).data.id).toBe(created.data.id);
    await pay(created.data.payment_url);
    await expect.poll(async () => (await mine(owner)).status).toBe('active');
    const card = await mine(owner);
    expect(card).toMatchObject({ domain_url: 'tokoku.my.id', is_domain: false, domain_registration: null });
    const token = (await subscriptionOf(t.webku.db, owner.companyId))!.domain_token!;
    expect(token).toMatch(/^webku-verify=[0-9a-f]{32}$/);
    expect(card.dns_records.map(({ status: _status, ...record }) => record)).toEqual([
      { type: 'A', name: 'tokoku.my.id', value: '203.0.113.10' },
      { type: 'CNAME', name: 'www.tokoku.my.id', value: 'webku.test' },
      { type: 'TXT', name: '_webku-verification.tokoku.my.id', value: token },
    ]);
    expect(card.domain_verification).toMatchObject({ status: 'pending' });
    expect(namecheap.requests.length).toBe(requestsBefore);

    // The owner sets the records at their own DNS host; the DNS check finds each of them.
    dns.set('tokoku.my.id', [{ type: 'A', data: '203.0.113.10' }]);
    await expect
      .poll(async () => (await mine(owner)).dns_records.map((r) => r.status), { timeout: 8_000 })
      .toEqual(['ok', 'missing', 'missing']);
    expect((await subscriptionOf(t.webku.db, owner.companyId))?.is_dns_pointed).toBe(false);
    dns.set('_webku-verification.tokoku.my.id', [{ type: 'TXT', data: token }]);
    await expect
      .poll(async () => (await subscriptionOf(t.webku.db, owner.companyId))?.is_dns_pointed, {
        timeout: 8_000,
      })
      .toBe(true);
    const proven = await mine(owner);
    expect(proven.domain_verification).toMatchObject({ status: 'verified' });
    // The proof is kept and re-checked; the records stay in view with their status, the TXT one too.
    expect(proven.dns_records.map((r) => [r.type, r.status])).toEqual([
      ['A', 'ok'],
      ['CNAME', 'missing'],
      ['TXT', 'ok'],
    ]);
  });

  it('never takes a name from a plan that registers domains that it cannot register', async () => {
    const owner = await ownerWithCompany(t, 'salah-paket');
    const res = await owner.api.post(
      `/admin/subscriptions/plans/${await planId(t.webku.db, 'Paket Bisnis')}/invoice`,
      { domain_url: 'tokoku.my.id' },
    );
    expect(res).toMatchObject({ status: 422, message: 'Hanya domain .com yang tersedia' });
  });
});
