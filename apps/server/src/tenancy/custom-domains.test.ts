import { companies, type DbHandle, eq, plans, subscriptions, users } from '@webku/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '../../../../tests/support/db/test-db';
import { CustomDomains } from './custom-domains';
import { TenantDirectory } from './tenant-directory';

let handle: DbHandle;
beforeAll(async () => {
  handle = await openTestDb();
});
afterAll(() => handle?.close());

async function companyWithPlan(name: string, slug: string) {
  const { db } = handle;
  const [user] = await db
    .insert(users)
    .values({ name, email: `${slug}@example.id` })
    .returning();
  const [company] = await db.insert(companies).values({ owner_user_id: user!.id, name, slug }).returning();
  const [plan] = await db
    .insert(plans)
    .values({ name: `Paket ${name}`, price: 399_000 })
    .returning();
  return { companyId: company!.id, planId: plan!.id };
}

const serving = (companyId: number, planId: number, domain: string) => ({
  company_id: companyId,
  plan_id: planId,
  status: 'active' as const,
  domain_url: domain,
  is_dns_pointed: true,
  valid_from: new Date(Date.now() - 86_400_000),
  valid_until: new Date(Date.now() + 365 * 86_400_000),
});

describe('custom domain look-ups', () => {
  it('remember an answer for 30 seconds by default, until an invalidation or a clear', async () => {
    const { db } = handle;
    const { companyId, planId } = await companyWithPlan('Soto Ani', 'soto-ani');
    let now = Date.now();
    const domains = new CustomDomains(db, { now: () => now });
    expect(await domains.activeDomain(companyId)).toBeNull();
    await db.insert(subscriptions).values(serving(companyId, planId, 'SotoAni.com'));
    now += 29_999;
    expect(await domains.activeDomain(companyId)).toBeNull();
    domains.invalidate(companyId);
    expect(await domains.activeDomain(companyId)).toBe('sotoani.com');

    await db
      .update(subscriptions)
      .set({ domain_url: 'sotoani.id' })
      .where(eq(subscriptions.company_id, companyId));
    expect(await domains.activeDomain(companyId)).toBe('sotoani.com');
    now += 30_000;
    expect(await domains.activeDomain(companyId)).toBe('sotoani.id');

    await db
      .update(subscriptions)
      .set({ domain_url: 'sotoani.co.id' })
      .where(eq(subscriptions.company_id, companyId));
    domains.clear();
    expect(await domains.activeDomain(companyId)).toBe('sotoani.co.id');
  });

  it('do not keep an answer that an invalidation overtook', async () => {
    const { db } = handle;
    const { companyId, planId } = await companyWithPlan('Gudeg Yu', 'gudeg-yu');
    const domains = new CustomDomains(db, { ttlMs: 3_600_000 });
    const running = domains.activeDomain(companyId);
    domains.invalidate(companyId);
    expect(await running).toBeNull();
    await db.insert(subscriptions).values(serving(companyId, planId, 'gudegyu.com'));
    expect(await domains.activeDomain(companyId)).toBe('gudegyu.com');
  });

  it('forget the least recently asked company beyond the configured number', async () => {
    const { db } = handle;
    const first = await companyWithPlan('Es Teh Ina', 'es-teh-ina');
    const second = await companyWithPlan('Pecel Ida', 'pecel-ida');
    const domains = new CustomDomains(db, { maxEntries: 1 });
    expect(await domains.activeDomain(first.companyId)).toBeNull();
    expect(await domains.activeDomain(second.companyId)).toBeNull();
    await db.insert(subscriptions).values(serving(first.companyId, first.planId, 'estehina.com'));
    expect(await domains.activeDomain(first.companyId)).toBe('estehina.com');
  });

  it('stop serving the domain the moment its subscription ends, however long the cache lives', async () => {
    const { db } = handle;
    const [user] = await db.insert(users).values({ name: 'Budi', email: 'budi@example.id' }).returning();
    const [company] = await db
      .insert(companies)
      .values({ owner_user_id: user!.id, name: 'Roti Budi', slug: 'roti-budi' })
      .returning();
    const [plan] = await db.insert(plans).values({ name: 'Paket', price: 399_000 }).returning();
    let now = Date.now();
    await db.insert(subscriptions).values({
      company_id: company!.id,
      plan_id: plan!.id,
      status: 'active',
      domain_url: 'rotibudi.com',
      is_dns_pointed: true,
      valid_from: new Date(now - 86_400_000),
      valid_until: new Date(now + 5_000),
    });
    const domains = new CustomDomains(db, { ttlMs: 3_600_000, now: () => now });
    expect(await domains.activeDomain(company!.id)).toBe('rotibudi.com');
    now += 4_000;
    expect(await domains.activeDomain(company!.id)).toBe('rotibudi.com');
    now += 2_000;
    expect(await domains.activeDomain(company!.id)).toBeNull();
  });

  it('stop naming the company for its domain once the subscription ends, however long the directory remembers', async () => {
    const { db } = handle;
    const [user] = await db.insert(users).values({ name: 'Wati', email: 'wati@example.id' }).returning();
    const [company] = await db
      .insert(companies)
      .values({ owner_user_id: user!.id, name: 'Bakso Wati', slug: 'bakso-wati' })
      .returning();
    const [plan] = await db.insert(plans).values({ name: 'Paket Wati', price: 399_000 }).returning();
    await db.insert(subscriptions).values({
      company_id: company!.id,
      plan_id: plan!.id,
      status: 'active',
      domain_url: 'baksowati.com',
      is_dns_pointed: true,
      valid_from: new Date(Date.now() - 86_400_000),
      valid_until: new Date(Date.now() + 1_000),
    });
    const directory = new TenantDirectory(db, { ttlMs: 3_600_000 });
    expect((await directory.byDomain('baksowati.com'))?.id).toBe(company!.id);
    const start = Date.now();
    while ((await directory.byDomain('baksowati.com')) !== null) {
      expect(Date.now() - start).toBeLessThan(3_000);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });

  it("learn a company's domain from the look-up of its slug, in the same query, and keep it no longer than the subscription", async () => {
    const { db } = handle;
    const served = await companyWithPlan('Mie Ayam Tono', 'mie-ayam-tono');
    const plain = await companyWithPlan('Bubur Sari', 'bubur-sari');
    let now = Date.now();
    await db.insert(subscriptions).values({
      ...serving(served.companyId, served.planId, 'MieTono.id'),
      valid_until: new Date(now + 5_000),
    });
    const domains = new CustomDomains(db, { ttlMs: 3_600_000, now: () => now });
    const directory = new TenantDirectory(db, { ttlMs: 3_600_000, now: () => now, domains });
    expect((await directory.bySlug('mie-ayam-tono'))?.id).toBe(served.companyId);
    expect((await directory.bySlug('bubur-sari'))?.id).toBe(plain.companyId);

    // Both answers come from the slugs' look-ups: the database changed since, and is not asked again.
    await db.delete(subscriptions).where(eq(subscriptions.company_id, served.companyId));
    await db.insert(subscriptions).values(serving(plain.companyId, plain.planId, 'buburSari.com'));
    expect(await domains.activeDomain(served.companyId)).toBe('mietono.id');
    expect(await domains.activeDomain(plain.companyId)).toBeNull();
    // Past the subscription's end the remembered domain is not served: the database is asked again.
    now += 6_000;
    expect(await domains.activeDomain(served.companyId)).toBeNull();
  });
});
