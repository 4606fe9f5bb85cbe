import { planSchema } from '@webku/contract';
import { plans } from '@webku/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server';
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
