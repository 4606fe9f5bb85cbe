import { companies, type Db, type DbHandle, eq, invoices, plans, subscriptions, users } from '@webku/db';
import { afterAll, beforeAll } from 'vitest';
import { openTestDb } from '../db/test-db';
import { adminClient } from './owner-with-site';
import type { TestServer } from './test-server';

// Test helpers: an owner with a bare company (no generated site), and a subscription in a given state.
export async function ownerWithCompany(t: TestServer, slug: string) {
  const { token, userId } = await t.signUp();
  const [company] = await t.webku.db
    .insert(companies)
    .values({ owner_user_id: userId, name: slug, slug })
    .returning();
  return { token, userId, companyId: company!.id, slug, api: adminClient(t, token) };
}

export async function planId(db: Db, name: string): Promise<number> {
  const [plan] = await db.select({ id: plans.id }).from(plans).where(eq(plans.name, name));
  if (!plan) throw new Error(`no plan ${name}`);
  return plan.id;
}

export async function putSubscription(
  db: Db,
  s: {
    companyId: number;
    domain: string | null;
    status?: string;
    pointed?: boolean;
    validUntil?: Date | null;
  },
) {
  const values = {
    plan_id: await planId(db, 'Paket Bisnis'),
    status: s.status ?? 'active',
    domain_url: s.domain,
    is_dns_pointed: s.pointed ?? true,
    valid_from: new Date(Date.now() - 86_400_000),
    valid_until: s.validUntil === undefined ? new Date(Date.now() + 30 * 86_400_000) : s.validUntil,
  };
  await db
    .insert(subscriptions)
    .values({ ...values, company_id: s.companyId })
    .onConflictDoUpdate({ target: subscriptions.company_id, set: values });
}

export async function subscriptionOf(db: Db, companyId: number) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.company_id, companyId));
  return row ?? null;
}

// What a payment decides about a subscription; the DNS check job may touch the rest of the row.
export async function paidTerms(db: Db, companyId: number) {
  const row = await subscriptionOf(db, companyId);
  return {
    status: row?.status,
    invoice_id: row?.invoice_id,
    plan_id: row?.plan_id,
    domain_url: row?.domain_url,
    valid_from: row?.valid_from,
    valid_until: row?.valid_until,
  };
}

/** A database of this test file's own with one plan, for tests of services that need no server. */
export function useDbWithPlan(): { readonly db: Db; readonly planId: number } {
  let handle: DbHandle | undefined;
  let id = 0;
  beforeAll(async () => {
    handle = await openTestDb();
    const [plan] = await handle.db.insert(plans).values({ name: 'Paket', price: 399_000 }).returning();
    id = plan!.id;
  });
  afterAll(() => handle?.close());
  return {
    get db() {
      if (!handle) throw new Error('useDbWithPlan: the database opens in beforeAll');
      return handle.db;
    },
    get planId() {
      return id;
    },
  };
}

let owners = 0;

/** A new owner and company with one invoice of the fixture's plan (`values` gives its number, domain, …). */
export async function invoiceOfNewCompany(
  fixture: { readonly db: Db; readonly planId: number },
  values: Omit<typeof invoices.$inferInsert, 'company_id' | 'plan_id' | 'provider'> & { provider?: string },
) {
  owners += 1;
  const { db } = fixture;
  const [user] = await db
    .insert(users)
    .values({ name: 'Pemilik', email: `pemilik${owners}@example.id` })
    .returning();
  const [company] = await db
    .insert(companies)
    .values({ owner_user_id: user!.id, name: `Usaha ${owners}`, slug: `usaha-${owners}` })
    .returning();
  const [invoice] = await db
    .insert(invoices)
    .values({ provider: 'xendit', ...values, company_id: company!.id, plan_id: fixture.planId })
    .returning();
  return invoice!;
}
