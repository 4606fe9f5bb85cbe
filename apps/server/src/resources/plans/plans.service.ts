import type { Plan } from '@webku/contract';
import { asc, type Db, type DbOrTx, eq, plans } from '@webku/db';

export type PlanRow = typeof plans.$inferSelect;

// Prices are whole rupiah per year, never with decimals; the discount never makes a plan cost less than nothing.
export function finalPrice(plan: Pick<PlanRow, 'price' | 'discount'>): number {
  return Math.max(0, Math.round(plan.price) - Math.round(plan.discount));
}

export function toPlan(row: PlanRow): Plan {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: Math.round(row.price),
    discount: Math.round(row.discount),
    final_price: finalPrice(row),
    is_include_hosting: row.is_include_hosting,
    is_include_domain: row.is_include_domain,
    is_active: row.is_active,
  };
}

export async function listPlans(db: Db): Promise<Plan[]> {
  const rows = await db.select().from(plans).orderBy(asc(plans.display_order), asc(plans.id));
  return rows.map(toPlan);
}

export async function findPlan(db: DbOrTx, planId: number): Promise<PlanRow | null> {
  const [row] = await db.select().from(plans).where(eq(plans.id, planId)).limit(1);
  return row ?? null;
}
