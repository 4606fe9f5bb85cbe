import type { OrdersBackup } from '@webku/contract';
import { asc, type DbOrTx, eq, orderItems, orders } from '@webku/db';
import { orderRecord } from './orders';

/** The company's orders with their lines, oldest first, as a backup or a restore point carries them. */
export async function readOrdersBackup(db: DbOrTx, companyId: number): Promise<OrdersBackup> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.company_id, companyId))
    .orderBy(asc(orders.created_at), asc(orders.id));
  const lines = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.company_id, companyId))
    .orderBy(asc(orderItems.order_id), asc(orderItems.position));
  const linesOf = new Map<number, typeof lines>();
  for (const line of lines) linesOf.set(line.order_id, [...(linesOf.get(line.order_id) ?? []), line]);
  return rows.map((row) => orderRecord(row, linesOf.get(row.id) ?? []));
}

/**
 * After a backup's or a restore point's content is written: every order not here yet (by its code) is
 * added, its lines with it and no longer tied to an item. An order made since the backup is never dropped.
 * Orders past their retention come back only until the next sweep removes them again.
 */
export async function restoreOrders(db: DbOrTx, companyId: number, part: OrdersBackup): Promise<void> {
  for (let at = 0; at < part.length; at += 500) {
    const batch = part.slice(at, at + 500);
    const added = await db
      .insert(orders)
      .values(
        batch.map((order) => ({
          company_id: companyId,
          code: order.code,
          status: order.status,
          total: order.total,
          customer_name: order.customer_name,
          customer_whatsapp: order.customer_whatsapp,
          note: order.note,
          language: order.language,
          created_at: new Date(order.created_at),
          paid_at: order.paid_at ? new Date(order.paid_at) : null,
        })),
      )
      .onConflictDoNothing({ target: [orders.company_id, orders.code] })
      .returning({ id: orders.id, code: orders.code });
    const byCode = new Map(batch.map((order) => [order.code, order]));
    const lines = added.flatMap(({ id, code }) =>
      (byCode.get(code)?.items ?? []).map((item, position) => ({
        company_id: companyId,
        order_id: id,
        ...item,
        item_id: null,
        position,
      })),
    );
    for (let line = 0; line < lines.length; line += 1000)
      await db.insert(orderItems).values(lines.slice(line, line + 1000));
  }
}
