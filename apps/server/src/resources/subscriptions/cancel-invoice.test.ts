import { eq, invoices } from '@webku/db';
import { describe, expect, it } from 'vitest';
import { paidTerms, subscriptionOf } from '../../../../../tests/support/server/subscription-fixtures';
import { useXenditServer, xenditCheckout } from '../../../../../tests/support/server/xendit-checkout';

// Cancelling and paying against the local Xendit fake, over real HTTP.
const ctx = useXenditServer({ DNS_CHECK_INTERVAL_MS: '3600000' });
const checkout = (slug: string, domain?: string) => xenditCheckout(ctx, slug, domain);

describe('cancelling an invoice at Xendit', () => {
  it('expires it at Xendit (POST /invoices/{id}/expire!) and frees the owner to choose again', async () => {
    const { owner, plan, invoiceId, xenditId } = await checkout('typo-xendit', 'typoxendt');
    const res = await owner.api.post(`/admin/subscriptions/invoices/${invoiceId}/cancel`, {});
    expect(res).toMatchObject({ status: 200, data: { id: invoiceId, status: 'expired' } });
    const expire = ctx.xendit.requests.find((r) => r.path === `/invoices/${xenditId}/expire!`);
    expect(expire?.method).toBe('POST');
    expect(expire?.headers.authorization).toBe(
      `Basic ${Buffer.from(`${ctx.xendit.secretKey}:`).toString('base64')}`,
    );
    expect(ctx.xendit.invoices.get(xenditId)?.status).toBe('EXPIRED');

    // Xendit's own EXPIRED callback afterwards changes nothing.
    const late = await ctx.xendit.sendCallback(ctx.callbackUrl, ctx.xendit.callbackBody(xenditId));
    expect(late.body.data).toMatchObject({ outcome: 'duplicate', status: 'expired' });
    const next = await owner.api.post(`/admin/subscriptions/plans/${plan}/invoice`, {
      domain_url: 'typoxendit',
    });
    expect(next.status).toBe(201);
  });

  it('answers 409 and activates the subscription when the payer paid just before the cancel', async () => {
    const { owner, invoiceId, xenditId } = await checkout('balapan', 'balapan');
    // Paid at Xendit; its callback is still on the way.
    ctx.xendit.setStatus(xenditId, 'PAID');
    const res = await owner.api.post(`/admin/subscriptions/invoices/${invoiceId}/cancel`, {});
    expect(res.status).toBe(409);
    expect(res.message).toContain('sudah dibayar');
    expect(await subscriptionOf(ctx.t.webku.db, owner.companyId)).toMatchObject({
      status: 'active',
      domain_url: 'balapan.com',
    });
  });

  it('answers 502 and keeps the invoice payable when Xendit cannot be reached', async () => {
    const { owner, invoiceId } = await checkout('xendit-down', 'xenditdown');
    ctx.xendit.reply({ status: 503, body: { error_code: 'SERVER_ERROR', message: 'down' } });
    ctx.xendit.reply({ status: 503, body: { error_code: 'SERVER_ERROR', message: 'down' } });
    const res = await owner.api.post(`/admin/subscriptions/invoices/${invoiceId}/cancel`, {});
    expect(res.status).toBe(502);
    expect(res.message).toContain('Gagal membatalkan invoice');
    const [row] = await ctx.t.webku.db.select().from(invoices).where(eq(invoices.id, invoiceId));
    expect(row!.status).toBe('pending');
  });
});

describe('a replayed Xendit callback', () => {
  it('extends the subscription once: the same PAID callback again changes nothing', async () => {
    const { owner, xenditId } = await checkout('ulang-xendit', 'ulangxendit');
    const body = ctx.xendit.setStatus(xenditId, 'PAID');
    expect((await ctx.xendit.sendCallback(ctx.callbackUrl, body)).body.data).toMatchObject({
      outcome: 'applied',
    });
    const after = await paidTerms(ctx.t.webku.db, owner.companyId);
    const settled = ctx.xendit.setStatus(xenditId, 'SETTLED');
    for (const replay of [body, body, settled]) {
      const res = await ctx.xendit.sendCallback(ctx.callbackUrl, replay);
      expect(res.status).toBe(200);
      expect(['duplicate', 'ignored']).toContain((res.body.data as { outcome: string }).outcome);
    }
    expect(await paidTerms(ctx.t.webku.db, owner.companyId)).toEqual(after);
  });
});
