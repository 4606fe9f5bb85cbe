import { subscriptionSchema } from '@webku/contract';
import { eq, invoices, subscriptions } from '@webku/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OwnerWithSite, ownerWithSite } from '../../../../../tests/support/server/owner-with-site';
import {
  ownerWithCompany,
  paidTerms,
  planId,
  subscriptionOf,
} from '../../../../../tests/support/server/subscription-fixtures';
import { startTestServer, type TestServer } from '../../../../../tests/support/server/test-server';

// One company, one hosting subscription: over real HTTP with the built-in sandbox gateway.
let t: TestServer;
let bisnis: number;
let premium: number;
beforeAll(async () => {
  t = await startTestServer({ PLATFORM_HOST: 'webku.test', DNS_CHECK_INTERVAL_MS: '3600000' });
  bisnis = await planId(t.webku.db, 'Paket Bisnis');
  premium = await planId(t.webku.db, 'Paket Premium');
});
afterAll(() => t.close());

type Owner = Pick<OwnerWithSite, 'api' | 'companyId'>;

const buy = (owner: Owner, plan: number, domain: string) =>
  owner.api.post<{ id: number; payment_url: string }>(`/admin/subscriptions/plans/${plan}/invoice`, {
    domain_url: domain,
  });

// The sandbox payment page's buttons: 'Bayar', and 'Kirim ulang notifikasi' (the callback again).
const press = (paymentUrl: string, action: 'pay' | 'resend') =>
  fetch(paymentUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action }),
  });

const mine = async (owner: Owner) => {
  const res = await owner.api.get('/admin/subscriptions/my-subscriptions');
  return res.data === null ? null : subscriptionSchema.parse(res.data);
};

const cancel = (owner: Owner, invoiceId: number) =>
  owner.api.post(`/admin/subscriptions/invoices/${invoiceId}/cancel`, {});

const plusMonths = (date: Date, months: number) => {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
};

describe('one hosting subscription per company', () => {
  let owner: OwnerWithSite;

  it('pays for A, then refuses B with 409 naming A, and A stays served on its domain', async () => {
    owner = await ownerWithSite(t, 'Kopi Satu');
    const a = await buy(owner, bisnis, 'kopisatu');
    expect(a.status).toBe(201);
    expect((await press(a.data.payment_url, 'pay')).status).toBe(200);
    // The owner set the DNS records; the check job would find them the same way.
    await t.webku.db
      .update(subscriptions)
      .set({ is_dns_pointed: true })
      .where(eq(subscriptions.company_id, owner.companyId));
    const before = await paidTerms(t.webku.db, owner.companyId);

    const b = await buy(owner, bisnis, 'kopidua');
    expect(b.status).toBe(409);
    expect(b.message).toContain('kopisatu.com');
    expect(b.message).toContain('perpanjang');
    // Another plan does not open another door.
    expect((await buy(owner, premium, 'kopidua')).status).toBe(409);
    expect(await t.webku.db.select().from(invoices).where(eq(invoices.domain_url, 'kopidua.com'))).toEqual(
      [],
    );

    expect(await paidTerms(t.webku.db, owner.companyId)).toEqual(before);
    const site = await t.getAs('kopisatu.com', '/');
    expect(site.status).toBe(200);
    expect(site.text).toContain('Kopi Satu');
    expect((await t.getAs('kopidua.com', '/')).status).toBe(404);
    expect(await mine(owner)).toMatchObject({ locked_domain: 'kopisatu.com', pending_invoice: null });
  });

  it('extends A by exactly twelve months, once, however often the callback is replayed', async () => {
    const before = (await subscriptionOf(t.webku.db, owner.companyId))!;
    const extension = await buy(owner, premium, 'KopiSatu');
    expect(extension.status).toBe(201);
    expect(await mine(owner)).toMatchObject({
      status: 'active',
      locked_domain: 'kopisatu.com',
      pending_invoice: { id: extension.data.id, domain_url: 'kopisatu.com', grand_total: 749_000 },
    });
    expect((await press(extension.data.payment_url, 'pay')).status).toBe(200);

    const after = (await subscriptionOf(t.webku.db, owner.companyId))!;
    const terms = await paidTerms(t.webku.db, owner.companyId);
    expect(after.valid_until).toEqual(plusMonths(before.valid_until!, 12));
    expect(after).toMatchObject({ domain_url: 'kopisatu.com', is_dns_pointed: true, status: 'active' });
    expect(after.invoice_id).toBe(extension.data.id);

    for (let replay = 0; replay < 3; replay++) {
      const resent = await press(extension.data.payment_url, 'resend');
      expect(await resent.text()).toContain('Notifikasi dikirim ulang.');
    }
    expect(await paidTerms(t.webku.db, owner.companyId)).toEqual(terms);
    const [row] = await t.webku.db.select().from(invoices).where(eq(invoices.id, extension.data.id));
    // Replays are recognised by their event id and change nothing, not even the stored history.
    expect((row!.callbacks as { outcome: string }[]).map((e) => e.outcome)).toEqual(['applied']);
    expect((await t.getAs('kopisatu.com', '/')).status).toBe(200);
  });
});

describe('an invoice waiting for payment', () => {
  it('locks the domain until the owner cancels it; then any domain can be bought', async () => {
    const owner = await ownerWithCompany(t, 'salah-ketik');
    const typo = await buy(owner, bisnis, 'salahketk');
    expect(typo.status).toBe(201);
    const refused = await buy(owner, bisnis, 'salahketik');
    expect(refused.status).toBe(409);
    expect(refused.message).toContain('salahketk.com');
    expect(refused.message).toContain('batalkan');
    expect(await mine(owner)).toMatchObject({
      status: 'pending',
      locked_domain: 'salahketk.com',
      pending_invoice: { id: typo.data.id, payment_url: typo.data.payment_url },
    });

    const cancelled = await cancel(owner, typo.data.id);
    expect(cancelled).toMatchObject({ status: 200, data: { id: typo.data.id, status: 'expired' } });
    // The gateway's page is closed too: it can no longer be paid.
    expect(await (await fetch(typo.data.payment_url)).text()).not.toContain('>Bayar</button>');
    expect(await press(typo.data.payment_url, 'pay').then((r) => r.text())).not.toContain(
      'Pembayaran berhasil',
    );
    expect(await mine(owner)).toBeNull();
    expect((await owner.api.get(`/admin/subscriptions/invoices/${typo.data.id}/check-status`)).data).toEqual({
      subscriptionStatus: 'expired',
    });

    const again = await cancel(owner, typo.data.id);
    expect(again.status).toBe(409);
    const right = await buy(owner, bisnis, 'salahketik');
    expect(right.status).toBe(201);
    expect(await mine(owner)).toMatchObject({ locked_domain: 'salahketik.com' });
  });

  it('gives a domain asked for by six companies at the same moment to one of them, the rest 409', async () => {
    const owners = await Promise.all(
      ['rebut-a', 'rebut-b', 'rebut-c', 'rebut-d', 'rebut-e', 'rebut-f'].map((slug) =>
        ownerWithCompany(t, slug),
      ),
    );
    const answers = await Promise.all(owners.map((owner) => buy(owner, bisnis, 'rebutan')));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.status === 409)) {
      expect(refused.message).toBe('Domain ini sudah dipakai oleh website lain di Webku');
    }
  });

  it('stops blocking once INVOICE_DURATION_HOURS have passed', async () => {
    const owner = await ownerWithCompany(t, 'kedaluwarsa');
    const old = await buy(owner, bisnis, 'kedaluwarsa');
    await t.webku.db
      .update(invoices)
      .set({ created_at: new Date(Date.now() - 24 * 3_600_000 - 1_000) })
      .where(eq(invoices.id, old.data.id));
    expect(await mine(owner)).toBeNull();
    expect((await owner.api.get(`/admin/subscriptions/invoice/${old.data.id}`)).data).toMatchObject({
      status: 'expired',
    });
    expect((await cancel(owner, old.data.id)).status).toBe(409);
    const fresh = await buy(owner, bisnis, 'namabaru');
    expect(fresh.status).toBe(201);
    expect(await mine(owner)).toMatchObject({ locked_domain: 'namabaru.com' });
    // The reservation left by the lapsed invoice now holds the new domain, for the new invoice.
    expect(await paidTerms(t.webku.db, owner.companyId)).toMatchObject({
      status: 'pending',
      invoice_id: fresh.data.id,
      domain_url: 'namabaru.com',
    });
  });

  it("refuses to cancel a paid invoice or another company's invoice", async () => {
    const owner = await ownerWithCompany(t, 'sudah-lunas');
    const stranger = await ownerWithCompany(t, 'orang-lain');
    const paid = await buy(owner, bisnis, 'sudahlunas');
    expect((await cancel(stranger, paid.data.id)).status).toBe(404);
    await press(paid.data.payment_url, 'pay');
    const refused = await cancel(owner, paid.data.id);
    expect(refused.status).toBe(409);
    expect(refused.message).toContain('sudah dibayar');
    expect((await subscriptionOf(t.webku.db, owner.companyId))?.status).toBe('active');
    expect((await owner.api.post('/admin/subscriptions/invoices/abc/cancel', {})).status).toBe(404);
  });
});
