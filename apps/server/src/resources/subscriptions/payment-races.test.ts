import { eq, invoices } from '@webku/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeXendit, startFakeXendit } from '../../../../../tests/fakes/xendit-server';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { ownerWithCompany, planId, subscriptionOf } from './subscription-fixtures';

let t: TestServer;
let xendit: FakeXendit;
let callbackUrl: string;
beforeAll(async () => {
  xendit = await startFakeXendit();
  t = await startTestServer(xendit.env);
  callbackUrl = `${t.url}/api/payments/xendit/callback`;
});
afterAll(async () => {
  await t?.close();
  await xendit?.close();
});

async function checkout(slug: string) {
  const owner = await ownerWithCompany(t, slug);
  const plan = await planId(t.webku.db, 'Paket Bisnis');
  const res = await owner.api.post<{ id: number }>(`/admin/subscriptions/plans/${plan}/invoice`, {
    domain_url: slug.replace(/-/g, ''),
  });
  expect(res.status).toBe(201);
  const [row] = await t.webku.db.select().from(invoices).where(eq(invoices.id, res.data.id));
  return { owner, invoiceId: row!.id, xenditId: row!.provider_invoice_id! };
}

describe('payment callbacks under pressure', () => {
  it('refuses a paid callback in another currency and activates nothing', async () => {
    const { owner, invoiceId, xenditId } = await checkout('bayar-dolar');
    const body = { ...xendit.setStatus(xenditId, 'PAID'), currency: 'USD' };
    const res = await xendit.sendCallback(callbackUrl, body);
    expect(res.status).toBe(422);
    const [row] = await t.webku.db.select().from(invoices).where(eq(invoices.id, invoiceId));
    expect(row!.status).toBe('pending');
    expect((await subscriptionOf(t.webku.db, owner.companyId))?.status).not.toBe('active');
  });

  // On PostgreSQL these run in parallel transactions: only the invoice's row lock keeps the second
  // from applying the payment again (and stacking another twelve months).
  it('applies one payment once when the same callback arrives eight times at once', async () => {
    const { owner, xenditId } = await checkout('bayar-serentak');
    const paid = xendit.setStatus(xenditId, 'PAID');
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => xendit.sendCallback(callbackUrl, paid)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    const outcomes = answers.map((a) => (a.body as { data: { outcome: string } }).data.outcome).sort();
    expect(outcomes).toEqual(['applied', ...Array(7).fill('duplicate')]);
    const active = await subscriptionOf(t.webku.db, owner.companyId);
    const year = new Date(paid.paid_at!);
    year.setUTCMonth(year.getUTCMonth() + 12);
    expect(active!.valid_until!.toISOString()).toBe(year.toISOString());
  });
});
