import { subscriptionSchema } from '@webku/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerWithCompany, planId } from '../../../../../tests/support/server/subscription-fixtures';
import { startTestServer, type TestServer } from '../../../../../tests/support/server/test-server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ PLATFORM_IPV4: '203.0.113.10', PLATFORM_HOST: 'webku.test' });
});
afterAll(() => t.close());

async function checkout(slug: string) {
  const owner = await ownerWithCompany(t, slug);
  const plan = await planId(t.webku.db, 'Paket Premium');
  const res = await owner.api.post<{ id: number; payment_url: string }>(
    `/admin/subscriptions/plans/${plan}/invoice`,
    { domain_url: slug.replace(/-/g, '') },
  );
  return { owner, ...res.data };
}

const press = (paymentUrl: string, action: string) =>
  fetch(paymentUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action }),
  });

describe('built-in sandbox gateway', () => {
  it("pays over HTTP: the page's 'Bayar' sends the callback and the subscription becomes active", async () => {
    const { owner, id, payment_url } = await checkout('warung-sandbox');
    const page = await fetch(payment_url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('MODE SANDBOX');
    expect(html).toContain('Rp 749.000');
    expect(html).toMatch(/INV\/\d{4}\/\d{2}\/\d{6}/);
    expect(html).toContain('>Bayar</button>');
    expect(html).toContain('>Batalkan</button>');

    const paid = await press(payment_url, 'pay');
    const result = await paid.text();
    expect(result).toContain('Pembayaran berhasil');
    expect(result).toContain(`href="${t.url}/warung-sandbox/admin/subscriptions/invoices/${id}/status"`);

    const status = await owner.api.get(`/admin/subscriptions/invoices/${id}/check-status`);
    expect(status.data).toEqual({ subscriptionStatus: 'paid' });
    const mine = subscriptionSchema.parse(
      (await owner.api.get('/admin/subscriptions/my-subscriptions')).data,
    );
    expect(mine).toMatchObject({
      status: 'active',
      is_expired: false,
      domain_url: 'warungsandbox.com',
      subscription_plan: { name: 'Paket Premium', final_price: 749_000, subscription_level: 'premium' },
      subscription_invoice: { grand_total: 749_000, status: 'paid', domain_url: 'warungsandbox.com' },
      // The plan includes the domain: the platform registers it and sets its records itself.
      dns_records: [],
    });
    expect(mine.days_remaining).toBeGreaterThanOrEqual(365);
    await expect
      .poll(
        async () =>
          subscriptionSchema.parse((await owner.api.get('/admin/subscriptions/my-subscriptions')).data)
            .domain_registration,
        { timeout: 5_000 },
      )
      .toMatchObject({ status: 'registered', domain: 'warungsandbox.com', message: null });

    const again = await (await fetch(payment_url)).text();
    expect(again).toContain('Lunas');
    expect(again).not.toContain('>Bayar</button>');
  });

  it("'Batalkan' expires the invoice and links back to the plans", async () => {
    const { owner, id, payment_url } = await checkout('batal-beli');
    const result = await (await press(payment_url, 'cancel')).text();
    expect(result).toContain('Pembayaran dibatalkan');
    expect(result).toContain(`href="${t.url}/batal-beli/admin/subscription-plans"`);
    expect((await owner.api.get(`/admin/subscriptions/invoices/${id}/check-status`)).data).toEqual({
      subscriptionStatus: 'expired',
    });
    // Never paid and nothing left to pay: the screen shows 'Tidak ada langganan aktif' again.
    expect((await owner.api.get('/admin/subscriptions/my-subscriptions')).data).toBeNull();
  });

  it('accepts no callback that it did not send itself', async () => {
    const res = await t.api('/api/payments/sandbox/callback', {
      method: 'POST',
      headers: { 'x-callback-token': 'guess' },
      json: { id: 'sbx_x', external_id: 'INV/2026/01/000001', status: 'PAID', amount: 1 },
    });
    expect(res.status).toBe(401);
    expect((await t.api('/api/payments/xendit/callback', { method: 'POST', json: {} })).status).toBe(404);
    expect((await fetch(`${t.url}/api/payments/sandbox/pay/sbx_unknown`)).status).toBe(404);
  });
});
