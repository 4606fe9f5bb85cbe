import { readFileSync } from 'node:fs';
import { planSchema } from '@webku/contract';
import { eq, plans, sql } from '@webku/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../../tests/support/server/test-server';
import { DEFAULT_PLANS, seedPlans } from './seed-plans';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

describe('subscription plans', () => {
  it('lists the seeded plans to anyone, with whole-rupiah final prices', async () => {
    const res = await t.api('/api/subscriptions/plans');
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: unknown[] };
    const list = data.map((plan) => planSchema.parse(plan));
    expect(list.map((p) => p.name)).toEqual([
      'Paket Hosting',
      'Paket Hemat',
      'Paket Bisnis',
      'Paket Premium',
      'Paket Korporat',
    ]);
    const bisnis = list.find((p) => p.name === 'Paket Bisnis')!;
    expect(bisnis).toMatchObject({
      price: 499_000,
      discount: 100_000,
      final_price: 399_000,
      is_include_hosting: true,
      is_include_domain: true,
      is_active: true,
    });
    for (const plan of list) expect(plan.final_price).toBe(plan.price - plan.discount);
    expect(list.find((p) => p.name === 'Paket Hosting')).toMatchObject({
      final_price: 199_000,
      is_include_hosting: true,
      is_include_domain: false,
      is_active: true,
    });
    expect(list.filter((p) => !p.is_active).map((p) => p.name)).toEqual(['Paket Korporat']);
  });

  it('seeds only an empty table, so a restart or a second instance adds nothing', async () => {
    expect(await seedPlans(t.webku.db)).toBe(0);
    const rows = await t.webku.db.select().from(plans);
    expect(rows).toHaveLength(DEFAULT_PLANS.length);
  });

  it('adds the hosting plan to a database seeded before it, once, and not to an empty one', async () => {
    const migration = readFileSync(
      new URL(
        '../../../../../packages/db/migrations/0012_domain-registrations-and-hosting-plan.sql',
        import.meta.url,
      ),
      'utf8',
    );
    const addHosting = sql.raw(migration.split('--> statement-breakpoint').at(-1)!);
    const hostingPlans = () => t.webku.db.select().from(plans).where(eq(plans.is_include_domain, false));
    await t.webku.db.delete(plans).where(eq(plans.name, 'Paket Hosting'));
    await t.webku.db.execute(addHosting);
    await t.webku.db.execute(addHosting);
    expect((await hostingPlans()).map((p) => [p.name, p.price, p.is_include_hosting])).toEqual([
      ['Paket Hosting', 199_000, true],
    ]);
    // A fresh database gets it from the seed instead (seeding only ever fills an empty table).
    const inEmpty = await t.webku.db
      .transaction(async (tx) => {
        await tx.delete(plans);
        await tx.execute(addHosting);
        const count = (await tx.select().from(plans)).length;
        throw Object.assign(new Error('rollback'), { count });
      })
      .catch((error: { count: number }) => error.count);
    expect(inEmpty).toBe(0);
  });

  it('never shows a price below zero or with decimals', async () => {
    const [odd] = await t.webku.db
      .insert(plans)
      .values({ name: 'Promo', price: 100_000.4, discount: 150_000, display_order: 9 })
      .returning();
    const { data } = (await (await t.api('/api/subscriptions/plans')).json()) as { data: { id: number }[] };
    expect(data.find((p) => p.id === odd!.id)).toMatchObject({
      price: 100_000,
      discount: 150_000,
      final_price: 0,
    });
  });
});
