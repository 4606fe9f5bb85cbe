import { eq, invoices } from '@webku/db';
import { describe, expect, it } from 'vitest';
import {
  ownerWithCompany,
  planId,
  subscriptionOf,
} from '../../../../../tests/support/server/subscription-fixtures';
import {
  invoiceRow,
  useXenditServer,
  xenditCheckout,
} from '../../../../../tests/support/server/xendit-checkout';

const ctx = useXenditServer();
const checkout = (slug: string, domain?: string) => xenditCheckout(ctx, slug, domain);

describe('Xendit payments (against the local fake)', () => {
  it('creates the invoice at Xendit with our number, amount and e-mail, and hands out its page', async () => {
    const { owner, paymentUrl, xenditId, row } = await checkout('kopi-senja');
    const sent = ctx.xendit.requests.findLast((r) => r.method === 'POST')!;
    expect(sent.headers.authorization).toBe(
      `Basic ${Buffer.from(`${ctx.xendit.secretKey}:`).toString('base64')}`,
    );
    expect(sent.body).toMatchObject({
      external_id: row.invoice_number,
      amount: 399_000,
      currency: 'IDR',
      invoice_duration: 86_400,
      success_redirect_url: `${ctx.t.url}/kopi-senja/admin/subscriptions/invoices/${row.id}/status`,
    });
    expect((sent.body as { payer_email: string }).payer_email).toMatch(/@example\.id$/);
    expect(paymentUrl).toBe(`${ctx.xendit.apiBase}/web/${xenditId}`);
    expect((await owner.api.get(`/admin/subscriptions/invoice/${row.id}`)).data).toMatchObject({
      payment_url: paymentUrl,
    });
  });

  it('refuses a callback with a forged or missing token (401) and stores nothing', async () => {
    const { invoiceId, xenditId } = await checkout('token-palsu');
    const body = ctx.xendit.setStatus(xenditId, 'PAID');
    expect((await ctx.xendit.sendCallback(ctx.callbackUrl, body, 'forged-token')).status).toBe(401);
    expect((await ctx.xendit.sendCallback(ctx.callbackUrl, body, null)).status).toBe(401);
    const row = await invoiceRow(ctx, invoiceId);
    expect(row).toMatchObject({ status: 'pending', callbacks: [] });
  });

  it('answers 404 to a callback for an invoice it never issued', async () => {
    const res = await ctx.xendit.sendCallback(ctx.callbackUrl, {
      id: 'ffffffffffffffffffffffff',
      external_id: 'INV/2026/01/999999',
      status: 'PAID',
      amount: 399_000,
      paid_amount: 399_000,
      currency: 'IDR',
      paid_at: new Date().toISOString(),
    });
    expect(res).toMatchObject({ status: 404, body: { message: 'Invoice not found' } });
  });

  it('answers 422 to a paid amount that differs, stores the callback and activates nothing', async () => {
    const { owner, invoiceId, xenditId } = await checkout('kurang-bayar');
    const body = ctx.xendit.setStatus(xenditId, 'PAID', { amount: 1_000 });
    const res = await ctx.xendit.sendCallback(ctx.callbackUrl, body);
    expect(res).toMatchObject({ status: 422, body: { message: 'Amount does not match the invoice' } });
    const row = await invoiceRow(ctx, invoiceId);
    expect(row.status).toBe('pending');
    expect(row.callbacks).toMatchObject([
      { event_id: `${xenditId}:PAID`, outcome: 'amount_mismatch', paid_amount: 1_000 },
    ]);
    expect((await subscriptionOf(ctx.t.webku.db, owner.companyId))?.status).toBe('pending');
    // Sent again, it is refused again: only an event that was acted on counts as already seen.
    expect((await ctx.xendit.sendCallback(ctx.callbackUrl, body)).status).toBe(422);
    expect((await invoiceRow(ctx, invoiceId)).callbacks).toHaveLength(2);
    expect((await subscriptionOf(ctx.t.webku.db, owner.companyId))?.status).toBe('pending');
  });

  it('activates on PAID; a replay, a late EXPIRED and a SETTLED change nothing more', async () => {
    const { owner, invoiceId, xenditId } = await checkout('lunas-bayar');
    const paid = ctx.xendit.setStatus(xenditId, 'PAID');
    const first = await ctx.xendit.sendCallback(ctx.callbackUrl, paid);
    expect(first).toMatchObject({ status: 200, body: { data: { outcome: 'applied', status: 'paid' } } });
    const active = await subscriptionOf(ctx.t.webku.db, owner.companyId);
    expect(active).toMatchObject({ status: 'active', domain_url: 'lunasbayar.com', invoice_id: invoiceId });
    const paidAt = new Date(paid.paid_at!);
    expect(active!.valid_from!.toISOString()).toBe(paidAt.toISOString());
    const year = new Date(paidAt);
    year.setUTCMonth(year.getUTCMonth() + 12);
    expect(active!.valid_until!.toISOString()).toBe(year.toISOString());

    const replay = await ctx.xendit.sendCallback(ctx.callbackUrl, paid);
    expect(replay).toMatchObject({ status: 200, body: { data: { outcome: 'duplicate' } } });
    const expired = await ctx.xendit.sendCallback(ctx.callbackUrl, { ...paid, status: 'EXPIRED' });
    expect(expired).toMatchObject({ status: 200, body: { data: { outcome: 'ignored', status: 'paid' } } });
    const settled = await ctx.xendit.sendCallback(ctx.callbackUrl, ctx.xendit.setStatus(xenditId, 'SETTLED'));
    expect(settled).toMatchObject({ status: 200, body: { data: { outcome: 'ignored', status: 'paid' } } });

    const row = await invoiceRow(ctx, invoiceId);
    expect(row.status).toBe('paid');
    expect(row.callbacks.map((c) => (c as { outcome: string }).outcome)).toEqual([
      'applied',
      'ignored',
      'ignored',
    ]);
    const after = await subscriptionOf(ctx.t.webku.db, owner.companyId);
    expect(after!.valid_until!.toISOString()).toBe(active!.valid_until!.toISOString());
    const status = await owner.api.get(`/admin/subscriptions/invoices/${invoiceId}/check-status`);
    expect(status.data).toEqual({ subscriptionStatus: 'paid' });
  });

  it('notices a payment whose callback never came, and an expiry, by polling the invoice', async () => {
    const lost = await checkout('callback-hilang');
    ctx.xendit.setStatus(lost.xenditId, 'PAID');
    const paid = await lost.owner.api.get(`/admin/subscriptions/invoices/${lost.invoiceId}/check-status`);
    expect(paid.data).toEqual({ subscriptionStatus: 'paid' });
    expect((await subscriptionOf(ctx.t.webku.db, lost.owner.companyId))?.status).toBe('active');
    expect((await invoiceRow(ctx, lost.invoiceId)).callbacks).toMatchObject([
      { source: 'poll', outcome: 'applied' },
    ]);

    const late = await checkout('kedaluwarsa');
    ctx.xendit.setStatus(late.xenditId, 'EXPIRED');
    const expired = await late.owner.api.get(`/admin/subscriptions/invoices/${late.invoiceId}/check-status`);
    expect(expired.data).toEqual({ subscriptionStatus: 'expired' });
    // The callback that Xendit sends as well is a duplicate of what polling found.
    const callback = await ctx.xendit.sendCallback(ctx.callbackUrl, ctx.xendit.callbackBody(late.xenditId));
    expect(callback.body).toMatchObject({ data: { outcome: 'duplicate' } });
  });

  it("answers 502 'Gagal membuat invoice' when Xendit refuses, and marks the invoice failed", async () => {
    const owner = await ownerWithCompany(ctx.t, 'gateway-mati');
    ctx.xendit.reply({ status: 503, body: { error_code: 'SERVER_ERROR', message: 'down' } });
    const plan = await planId(ctx.t.webku.db, 'Paket Bisnis');
    const res = await owner.api.post(`/admin/subscriptions/plans/${plan}/invoice`, {
      domain_url: 'gatewaymati',
    });
    expect(res).toMatchObject({ status: 502, message: 'Gagal membuat invoice' });
    const [row] = await ctx.t.webku.db
      .select()
      .from(invoices)
      .where(eq(invoices.company_id, owner.companyId));
    expect(row!.status).toBe('failed');
  });
});
