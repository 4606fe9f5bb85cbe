import { eq, invoices } from '@webku/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeXendit, startFakeXendit } from '../../../../../tests/fakes/xendit-server';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { ownerWithCompany, paidTerms, planId, subscriptionOf } from './subscription-fixtures';

// Cancelling and paying against the local Xendit fake, over real HTTP.
let t: TestServer;
let xendit: FakeXendit;
let callbackUrl: string;
beforeAll(async () => {
  xendit = await startFakeXendit();
  t = await startTestServer({ ...xendit.env, DNS_CHECK_INTERVAL_MS: '3600000' });
  callbackUrl = `${t.url}/api/payments/xendit/callback`;
});
afterAll(async () => {
  await t?.close();
  await xendit?.close();
});

async function checkout(slug: string, domain: string) {
  const owner = await ownerWithCompany(t, slug);
  const plan = await planId(t.webku.db, 'Paket Bisnis');
  const res = await owner.api.post<{ id: number }>(`/admin/subscriptions/plans/${plan}/invoice`, {
    domain_url: domain,
  });
  expect(res.status).toBe(201);
  const [row] = await t.webku.db.select().from(invoices).where(eq(invoices.id, res.data.id));
  return { owner, plan, invoiceId: res.data.id, xenditId: row!.provider_invoice_id! };
}

describe('cancelling an invoice at Xendit', () => {
  it('expires it at Xendit (POST /invoices/{id}/expire!) and frees the owner to choose again', async () => {
    const { owner, plan, invoiceId, xenditId } = await checkout('typo-xendit', 'typoxendt');
    const res = await owner.api.post(`/admin/subscriptions/invoices/${invoiceId}/cancel`, {});
    expect(res).toMatchObject({ status: 200, data: { id: invoiceId, status: 'expired' } });
    const expire = xendit.requests.find((r) => r.path === `/invoices/${xenditId}/expire!`);
    expect(expire?.method).toBe('POST');
    expect(expire?.headers.authorization).toBe(
      `Basic ${Buffer.from(`${xendit.secretKey}:`).toString('base64')}`,
    );
    expect(xendit.invoices.get(xenditId)?.status).toBe('EXPIRED');

    // Xendit's own EXPIRED callback afterwards changes nothing.
    const late = await xendit.sendCallback(callbackUrl, xendit.callbackBody(xenditId));
    expect(late.body.data).toMatchObject({ outcome: 'duplicate', status: 'expired' });
    const next = await owner.api.post(`/admin/subscriptions/plans/${plan}/invoice`, {
      domain_url: 'typoxendit',
    });
    expect(next.status).toBe(201);
  });

  it('answers 409 and activates the subscription when the payer paid just before the cancel', async () => {
    const { owner, invoiceId, xenditId } = await checkout('balapan', 'balapan');
    // Paid at Xendit; its callback is still on the way.
    xendit.setStatus(xenditId, 'PAID');
    const res = await owner.api.post(`/admin/subscriptions/invoices/${invoiceId}/cancel`, {});
    expect(res.status).toBe(409);
    expect(res.message).toContain('sudah dibayar');
    expect(await subscriptionOf(t.webku.db, owner.companyId)).toMatchObject({
      status: 'active',
      domain_url: 'balapan.com',
    });
  });

  it('answers 502 and keeps the invoice payable when Xendit cannot be reached', async () => {
    const { owner, invoiceId } = await checkout('xendit-down', 'xenditdown');
    xendit.reply({ status: 503, body: { error_code: 'SERVER_ERROR', message: 'down' } });
    xendit.reply({ status: 503, body: { error_code: 'SERVER_ERROR', message: 'down' } });
    const res = await owner.api.post(`/admin/subscriptions/invoices/${invoiceId}/cancel`, {});
    expect(res.status).toBe(502);
    expect(res.message).toContain('Gagal membatalkan invoice');
    const [row] = await t.webku.db.select().from(invoices).where(eq(invoices.id, invoiceId));
    expect(row!.status).toBe('pending');
  });
});

describe('a replayed Xendit callback', () => {
  it('extends the subscription once: the same PAID callback again changes nothing', async () => {
    const { owner, xenditId } = await checkout('ulang-xendit', 'ulangxendit');
    const body = xendit.setStatus(xenditId, 'PAID');
    expect((await xendit.sendCallback(callbackUrl, body)).body.data).toMatchObject({ outcome: 'applied' });
    const after = await paidTerms(t.webku.db, owner.companyId);
    const settled = xendit.setStatus(xenditId, 'SETTLED');
    for (const replay of [body, body, settled]) {
      const res = await xendit.sendCallback(callbackUrl, replay);
      expect(res.status).toBe(200);
      expect(['duplicate', 'ignored']).toContain((res.body.data as { outcome: string }).outcome);
    }
    expect(await paidTerms(t.webku.db, owner.companyId)).toEqual(after);
  });
});
