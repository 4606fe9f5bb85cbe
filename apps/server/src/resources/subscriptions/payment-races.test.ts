import { describe, expect, it } from 'vitest';
import { subscriptionOf } from '../../../../../tests/support/server/subscription-fixtures';
import {
  invoiceRow,
  useXenditServer,
  xenditCheckout,
} from '../../../../../tests/support/server/xendit-checkout';

const ctx = useXenditServer();
const checkout = (slug: string) => xenditCheckout(ctx, slug);

describe('payment callbacks under pressure', () => {
  it('refuses a paid callback in another currency and activates nothing', async () => {
    const { owner, invoiceId, xenditId } = await checkout('bayar-dolar');
    const body = { ...ctx.xendit.setStatus(xenditId, 'PAID'), currency: 'USD' };
    const res = await ctx.xendit.sendCallback(ctx.callbackUrl, body);
    expect(res.status).toBe(422);
    expect((await invoiceRow(ctx, invoiceId)).status).toBe('pending');
    expect((await subscriptionOf(ctx.t.webku.db, owner.companyId))?.status).not.toBe('active');
  });

  // On PostgreSQL these run in parallel transactions: only the invoice's row lock keeps the second
  // from applying the payment again (and stacking another twelve months).
  it('applies one payment once when the same callback arrives eight times at once', async () => {
    const { owner, xenditId } = await checkout('bayar-serentak');
    const paid = ctx.xendit.setStatus(xenditId, 'PAID');
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => ctx.xendit.sendCallback(ctx.callbackUrl, paid)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    const outcomes = answers.map((a) => (a.body as { data: { outcome: string } }).data.outcome).sort();
    expect(outcomes).toEqual(['applied', ...Array(7).fill('duplicate')]);
    const active = await subscriptionOf(ctx.t.webku.db, owner.companyId);
    const year = new Date(paid.paid_at!);
    year.setUTCMonth(year.getUTCMonth() + 12);
    expect(active!.valid_until!.toISOString()).toBe(year.toISOString());
  });
});
