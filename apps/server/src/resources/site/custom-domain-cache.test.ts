import { companies, type DbHandle, plans, subscriptions, users } from '@webku/db';
import { openTestDb } from '@webku/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CustomDomains } from './custom-domain';

let handle: DbHandle;
beforeAll(async () => {
  handle = await openTestDb();
});
afterAll(() => handle?.close());

describe('custom domain look-ups', () => {
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
    const domains = new CustomDomains(db, 3_600_000, () => now);
    expect(await domains.activeDomain(company!.id)).toBe('rotibudi.com');
    now += 4_000;
    expect(await domains.activeDomain(company!.id)).toBe('rotibudi.com');
    now += 2_000;
    expect(await domains.activeDomain(company!.id)).toBeNull();
  });
});
