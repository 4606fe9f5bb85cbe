import { companies, type Db, eq, plans, subscriptions } from '@webku/db';
import { adminClient } from '../../testing/owner-with-site';
import type { TestServer } from '../../testing/test-server';

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
