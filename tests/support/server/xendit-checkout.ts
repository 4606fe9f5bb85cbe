import { eq, invoices } from '@webku/db';
import { afterAll, beforeAll, expect } from 'vitest';
import { type FakeXendit, startFakeXendit } from '../../fakes/xendit-server';
import { ownerWithCompany, planId } from './subscription-fixtures';
import { startTestServer, type TestServer } from './test-server';

export type XenditContext = { t: TestServer; xendit: FakeXendit; callbackUrl: string };

// One server paying through the local Xendit fake per test file; read the fields inside tests.
export function useXenditServer(env: Record<string, string> = {}): XenditContext {
  const ctx = {} as XenditContext;
  beforeAll(async () => {
    ctx.xendit = await startFakeXendit();
    ctx.t = await startTestServer({ ...ctx.xendit.env, ...env });
    ctx.callbackUrl = `${ctx.t.url}/api/payments/xendit/callback`;
  });
  afterAll(async () => {
    await ctx.t?.close();
    await ctx.xendit?.close();
  });
  return ctx;
}

export async function invoiceRow(ctx: XenditContext, id: number) {
  const [row] = await ctx.t.webku.db.select().from(invoices).where(eq(invoices.id, id));
  return row!;
}

// An owner with an invoice at the fake Xendit for the Paket Bisnis, as after 'Checkout Sekarang'.
export async function xenditCheckout(ctx: XenditContext, slug: string, domain = slug.replace(/-/g, '')) {
  const owner = await ownerWithCompany(ctx.t, slug);
  const plan = await planId(ctx.t.webku.db, 'Paket Bisnis');
  const res = await owner.api.post<{ id: number; payment_url: string }>(
    `/admin/subscriptions/plans/${plan}/invoice`,
    { domain_url: domain },
  );
  expect(res.status).toBe(201);
  const row = await invoiceRow(ctx, res.data.id);
  return {
    owner,
    plan,
    invoiceId: res.data.id,
    paymentUrl: res.data.payment_url,
    xenditId: row.provider_invoice_id!,
    row,
  };
}
