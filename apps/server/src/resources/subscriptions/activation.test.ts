import { and, eq, invoices, jobs, subscriptions } from '@webku/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeXendit, startFakeXendit } from '../../../../../tests/fakes/xendit-server';
import type { AdminClient } from '../../../../../tests/support/server/owner-with-site';
import {
  ownerWithCompany,
  planId,
  subscriptionOf,
} from '../../../../../tests/support/server/subscription-fixtures';
import { startTestServer, type TestServer } from '../../../../../tests/support/server/test-server';

let t: TestServer;
let xendit: FakeXendit;
beforeAll(async () => {
  xendit = await startFakeXendit();
  // The DNS check waits a long while, so the jobs queued here stay visible.
  t = await startTestServer({ ...xendit.env, DNS_PROVIDER: 'sandbox', DNS_CHECK_INTERVAL_MS: '3600000' });
});
afterAll(async () => {
  await t?.close();
  await xendit?.close();
});

const DAY = 86_400_000;

// Buys a year for the domain and has Xendit report it paid at `paidAt`.
async function payFor(owner: { api: AdminClient }, domain: string, paidAt: Date) {
  const plan = await planId(t.webku.db, 'Paket Bisnis');
  const res = await owner.api.post<{ id: number }>(`/admin/subscriptions/plans/${plan}/invoice`, {
    domain_url: domain,
  });
  expect(res.status).toBe(201);
  const [row] = await t.webku.db.select().from(invoices).where(eq(invoices.id, res.data.id));
  const body = { ...xendit.setStatus(row!.provider_invoice_id!, 'PAID'), paid_at: paidAt.toISOString() };
  const callback = await xendit.sendCallback(`${t.url}/api/payments/xendit/callback`, body);
  expect(callback.status).toBe(200);
  return res.data.id;
}

// An unpaid invoice row as older versions created it, with its twin at the fake Xendit.
async function xenditInvoiceFor(companyId: number, plan: number, domain: string) {
  const number = `INV/LAMA/${companyId}`;
  const res = await fetch(`${xendit.apiBase}/v2/invoices`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${xendit.secretKey}:`).toString('base64')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ external_id: number, amount: 399_000 }),
  });
  const created = (await res.json()) as { id: string; invoice_url: string };
  await t.webku.db.insert(invoices).values({
    company_id: companyId,
    plan_id: plan,
    invoice_number: number,
    domain_url: domain,
    grand_total: 399_000,
    provider: 'xendit',
    provider_invoice_id: created.id,
    payment_url: created.invoice_url,
  });
  return { xenditId: created.id };
}

const inAYear = (from: Date) => {
  const next = new Date(from);
  next.setUTCMonth(next.getUTCMonth() + 12);
  return next;
};

const dnsJobs = (companyId: number) =>
  t.webku.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.type, 'check-dns'), eq(jobs.company_id, companyId)));

describe('subscription activation', () => {
  it('runs twelve months from the payment and queues one DNS check for the domain', async () => {
    const owner = await ownerWithCompany(t, 'toko-baru');
    const paidAt = new Date(Date.now() - 1_000);
    // The sandbox DNS never finds a name with 'notpointed' pointed, so the check keeps waiting.
    await payFor(owner, 'tokobaru-notpointed', paidAt);
    const row = await subscriptionOf(t.webku.db, owner.companyId);
    expect(row).toMatchObject({
      status: 'active',
      is_dns_pointed: false,
      domain_url: 'tokobaru-notpointed.com',
    });
    expect(row!.valid_from).toEqual(paidAt);
    expect(row!.valid_until).toEqual(inAYear(paidAt));
    const queued = await dnsJobs(owner.companyId);
    expect(queued.map((j) => j.payload)).toEqual([{ domain: 'tokobaru-notpointed.com' }]);
  });

  it('adds twelve months to a running subscription, keeping its pointed domain', async () => {
    const owner = await ownerWithCompany(t, 'perpanjang');
    const firstPaid = new Date(Date.now() - 200 * DAY);
    await payFor(owner, 'perpanjang', firstPaid);
    await t.webku.db
      .update(subscriptions)
      .set({ is_dns_pointed: true })
      .where(eq(subscriptions.company_id, owner.companyId));
    await t.webku.db.delete(jobs).where(eq(jobs.company_id, owner.companyId));

    const check = await owner.api.get('/admin/check-domain?domain=perpanjang');
    expect(check.data).toMatchObject({ available: 'Yes' });
    await payFor(owner, 'perpanjang', new Date());
    const row = await subscriptionOf(t.webku.db, owner.companyId);
    expect(row!.valid_from).toEqual(firstPaid);
    expect(row!.valid_until).toEqual(inAYear(inAYear(firstPaid)));
    expect(row!.is_dns_pointed).toBe(true);
    // The domain stays pointed; its periodic re-check is queued again.
    expect((await dnsJobs(owner.companyId)).map((j) => j.payload)).toEqual([{ domain: 'perpanjang.com' }]);
  });

  it('starts a new year from the payment when the subscription had expired', async () => {
    const owner = await ownerWithCompany(t, 'sudah-habis');
    await payFor(owner, 'sudahhabis', new Date(Date.now() - 400 * DAY));
    const expired = await owner.api.get('/admin/subscriptions/my-subscriptions');
    expect(expired.data).toMatchObject({ status: 'active', is_expired: true, days_remaining: 0 });

    const paidAt = new Date(Date.now() - 1_000);
    await payFor(owner, 'sudahhabis', paidAt);
    const row = await subscriptionOf(t.webku.db, owner.companyId);
    expect(row!.valid_from).toEqual(paidAt);
    expect(row!.valid_until).toEqual(inAYear(paidAt));
    const renewed = await owner.api.get('/admin/subscriptions/my-subscriptions');
    expect(renewed.data).toMatchObject({ is_expired: false });
    expect(renewed.data.days_remaining).toBeGreaterThanOrEqual(365);
  });

  it('refuses a new domain while the subscription runs; a stray paid invoice for one only extends', async () => {
    const owner = await ownerWithCompany(t, 'tetap-domain');
    const firstPaid = new Date();
    await payFor(owner, 'tetapdomain', firstPaid);
    await t.webku.db
      .update(subscriptions)
      .set({ is_dns_pointed: true })
      .where(eq(subscriptions.company_id, owner.companyId));
    const plan = await planId(t.webku.db, 'Paket Bisnis');
    const refused = await owner.api.post(`/admin/subscriptions/plans/${plan}/invoice`, {
      domain_url: 'domainlain',
    });
    expect(refused.status).toBe(409);
    expect(refused.message).toContain('tetapdomain.com');

    // An invoice for another domain made before invoices were refused, paid now.
    const xenditInvoice = xendit.setStatus(
      (await xenditInvoiceFor(owner.companyId, plan, 'domainlama-notpointed.com')).xenditId,
      'PAID',
    );
    expect((await xendit.sendCallback(`${t.url}/api/payments/xendit/callback`, xenditInvoice)).status).toBe(
      200,
    );
    expect(await subscriptionOf(t.webku.db, owner.companyId)).toMatchObject({
      domain_url: 'tetapdomain.com',
      is_dns_pointed: true,
      valid_until: inAYear(inAYear(firstPaid)),
    });
  });

  it('lets an expired subscription move to a new domain, which starts unpointed with its own DNS check', async () => {
    const owner = await ownerWithCompany(t, 'ganti-domain');
    await payFor(owner, 'gantidomain', new Date(Date.now() - 400 * DAY));
    await payFor(owner, 'domainbaru-notpointed', new Date());
    expect(await subscriptionOf(t.webku.db, owner.companyId)).toMatchObject({
      domain_url: 'domainbaru-notpointed.com',
      is_dns_pointed: false,
    });
    const domains = (await dnsJobs(owner.companyId)).map((j) => j.payload.domain);
    expect(domains).toContain('domainbaru-notpointed.com');
  });
});
