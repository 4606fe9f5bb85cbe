import { type Db, lt, orders, restorePoints, type SQL, sql } from '@webku/db';

/**
 * Removes the customers' orders `retentionDays` after they were made (personal data, UU 27/2022), their
 * lines with them. Safe to run on every instance at once.
 */
export async function deleteOldOrders(db: Db, now: number, retentionDays: number): Promise<number> {
  const before = new Date(now - retentionDays * 86_400_000);
  const gone = await db.delete(orders).where(lt(orders.created_at, before)).returning({ id: orders.id });
  // The copies in the restore points go too: a point must not bring a customer's data back past its time.
  const kept = sql`coalesce(${restorePoints.content} -> 'orders', '[]'::jsonb)`;
  const old = (order: SQL) =>
    sql`(${order} ->> 'created_at')::timestamptz < ${before.toISOString()}::timestamptz`;
  await db
    .update(restorePoints)
    .set({
      content: sql`jsonb_set(${restorePoints.content}, '{orders}', coalesce(
        (select jsonb_agg(o) from jsonb_array_elements(${kept}) o where not ${old(sql`o`)}), '[]'::jsonb))`,
    })
    .where(sql`exists (select 1 from jsonb_array_elements(${kept}) o where ${old(sql`o`)})`);
  return gone.length;
}
