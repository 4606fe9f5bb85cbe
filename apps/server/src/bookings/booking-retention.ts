import { bookings, type Db, restorePoints } from '@webku/db';
import { lt, type SQL, sql } from 'drizzle-orm';

/**
 * Removes the customers' requests `retentionDays` after their booked time ended (personal data, UU 27/2022):
 * the owner has served them by then. Safe to run on every instance at once.
 */
export async function deleteEndedBookings(db: Db, now: number, retentionDays: number): Promise<number> {
  const before = new Date(now - retentionDays * 86_400_000);
  const gone = await db.delete(bookings).where(lt(bookings.end_at, before)).returning({ id: bookings.id });
  // The copies in the restore points go too: a point must not bring a customer's data back past its time.
  const requests = sql`coalesce(${restorePoints.content} -> 'bookings' -> 'requests', '[]'::jsonb)`;
  const ended = (request: SQL) =>
    sql`(${request} ->> 'end')::timestamptz < ${before.toISOString()}::timestamptz`;
  await db
    .update(restorePoints)
    .set({
      content: sql`jsonb_set(${restorePoints.content}, '{bookings,requests}', coalesce(
        (select jsonb_agg(r) from jsonb_array_elements(${requests}) r where not ${ended(sql`r`)}), '[]'::jsonb))`,
    })
    .where(sql`exists (select 1 from jsonb_array_elements(${requests}) r where ${ended(sql`r`)})`);
  return gone.length;
}
