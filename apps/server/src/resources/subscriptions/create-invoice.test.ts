import { invoiceSchema, subscriptionSchema } from '@webku/contract';
import { eq, invoices } from '@webku/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminClient } from '../../../../../tests/support/server/owner-with-site';
import {
  ownerWithCompany,
  planId,
  putSubscription,
  subscriptionOf,
} from '../../../../../tests/support/server/subscription-fixtures';
import { startTestServer, type TestServer } from '../../../../../tests/support/server/test-server';

let t: TestServer;
let bisnis: number;
let korporat: number;
beforeAll(async () => {
  t = await startTestServer();
  bisnis = await planId(t.webku.db, 'Paket Bisnis');
  korporat = await planId(t.webku.db, 'Paket Korporat');
});
afterAll(() => t.close());

const buy = (owner: { api: AdminClient }, plan: number, domain: unknown) =>
  owner.api.post<{ id: number; payment_url: string }>(`/admin/subscriptions/plans/${plan}/invoice`, {
    domain_url: domain,
  });

describe('POST /api/admin/subscriptions/plans/{id}/invoice', () => {
  it('creates a 12-month invoice at the final price and answers its id and payment_url', async () => {
    const owner = await ownerWithCompany(t, 'kopi-senja');
    const res = await buy(owner, bisnis, 'KopiSenja');
    expect(res.status).toBe(201);
    const created = invoiceSchema.parse(res.data);
    expect(Object.keys(res.data)).toEqual(['id', 'payment_url']);
    expect(created.payment_url).toMatch(new RegExp(`^${t.url}/api/payments/sandbox/pay/sbx_[0-9a-f]{24}$`));

    const [row] = await t.webku.db.select().from(invoices).where(eq(invoices.id, created.id));
    expect(row).toMatchObject({
      grand_total: 399_000,
      domain_url: 'kopisenja.com',
      status: 'pending',
      provider: 'sandbox',
    });
    expect(row!.invoice_number).toMatch(
      new RegExp(`^INV/\\d{4}/\\d{2}/${String(created.id).padStart(6, '0')}$`),
    );

    const again = await owner.api.get(`/admin/subscriptions/invoice/${created.id}`);
    expect(again.data).toMatchObject({ id: created.id, payment_url: created.payment_url, status: 'pending' });
    const status = await owner.api.get(`/admin/subscriptions/invoices/${created.id}/check-status`);
    expect(status).toMatchObject({ status: 200, data: { subscriptionStatus: 'pending' } });

    const mine = subscriptionSchema.parse(
      (await owner.api.get('/admin/subscriptions/my-subscriptions')).data,
    );
    expect(mine).toMatchObject({
      status: 'pending',
      is_expired: false,
      domain_url: 'kopisenja.com',
      is_dns_pointed: false,
      valid_until: null,
      days_remaining: null,
      dns_records: [],
      subscription_plan: { name: 'Paket Bisnis', final_price: 399_000, subscription_level: 'business' },
      subscription_invoice: { invoice_number: row!.invoice_number, grand_total: 399_000, status: 'pending' },
    });
  });

  it('gives back the invoice still waiting when the owner clicks twice', async () => {
    const owner = await ownerWithCompany(t, 'dua-kali');
    const first = await buy(owner, bisnis, 'duakali');
    const second = await buy(owner, bisnis, 'duakali.com');
    expect(second.status).toBe(200);
    expect(second.data).toEqual(first.data);
  });

  it("refuses a retired plan with 409 'Tidak Tersedia' and an unknown plan with 404", async () => {
    const owner = await ownerWithCompany(t, 'paket-lama');
    expect(await buy(owner, korporat, 'paketlama')).toMatchObject({ status: 409, message: 'Tidak Tersedia' });
    expect(await buy(owner, 999_999, 'paketlama')).toMatchObject({
      status: 404,
      message: 'Paket tidak ditemukan',
    });
    expect((await owner.api.post('/admin/subscriptions/plans/abc/invoice', { domain_url: 'x' })).status).toBe(
      404,
    );
  });

  it('refuses an invalid domain with 422 naming the field', async () => {
    const owner = await ownerWithCompany(t, 'salah-nama');
    for (const domain of ['', 'kopi senja', 'kopi.co.id', 42]) {
      const res = await buy(owner, bisnis, domain);
      expect(res.status, String(domain)).toBe(422);
      expect(res.message).toMatch(/domain/i);
      expect(res.message).not.toContain('domain_url');
    }
  });

  it('refuses a registered domain and a domain hosted for another company with 409', async () => {
    const owner = await ownerWithCompany(t, 'rebutan');
    const registered = await buy(owner, bisnis, 'sudahtaken');
    expect(registered).toMatchObject({ status: 409, message: 'Domain ini sudah terdaftar, pilih nama lain' });
    const other = await ownerWithCompany(t, 'pemilik-asli');
    await putSubscription(t.webku.db, { companyId: other.companyId, domain: 'milikorang.com' });
    const used = await buy(owner, bisnis, 'MilikOrang');
    expect(used).toMatchObject({
      status: 409,
      message: 'Domain ini sudah dipakai oleh website lain di Webku',
    });
  });

  it('holds a domain for an unpaid invoice until it lapses, then lets another company have it', async () => {
    const first = await ownerWithCompany(t, 'pertama');
    const second = await ownerWithCompany(t, 'kedua');
    const created = await buy(first, bisnis, 'rebutandomain');
    expect(created.status).toBe(201);
    expect((await buy(second, bisnis, 'rebutandomain')).status).toBe(409);
    await t.webku.db
      .update(invoices)
      .set({ created_at: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(invoices.id, created.data.id));
    expect((await buy(second, bisnis, 'rebutandomain')).status).toBe(201);
    expect((await subscriptionOf(t.webku.db, first.companyId))?.domain_url).toBeNull();
    expect((await subscriptionOf(t.webku.db, second.companyId))?.domain_url).toBe('rebutandomain.com');
  });

  it("keeps one company's invoices away from another", async () => {
    const owner = await ownerWithCompany(t, 'rahasia');
    const stranger = await ownerWithCompany(t, 'penyusup');
    const { data } = await buy(owner, bisnis, 'rahasia');
    expect((await stranger.api.get(`/admin/subscriptions/invoice/${data.id}`)).status).toBe(404);
    expect((await stranger.api.get(`/admin/subscriptions/invoices/${data.id}/check-status`)).status).toBe(
      404,
    );
    expect((await stranger.api.get('/admin/subscriptions/my-subscriptions')).data).toBeNull();
  });
});
