import type { VisitDay, VisitStats } from '@webku/contract';
import { and, type Db, desc, gte, sql, visitDays, visitReferrers } from '@webku/db';
import { ownedBy } from '../../site-content/tenant-store';
import { addDays } from './visit-day';

const DAYS = 30;
const TOP_REFERRERS = 10;

const total = (column: Parameters<typeof sql>[1]) => sql<number>`coalesce(sum(${column}), 0)::int`;

// The caller's company only: the last 30 days (today included, zeros for quiet days), totals and top referrers.
export async function loadVisitStats(db: Db, companyId: number, today: string): Promise<VisitStats> {
  const since = addDays(today, -(DAYS - 1));
  const rows = await db
    .select()
    .from(visitDays)
    .where(and(ownedBy(visitDays, companyId), gte(visitDays.day, since)));
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const days: VisitDay[] = Array.from({ length: DAYS }, (_, i) => {
    const day = addDays(since, i);
    const row = byDay.get(day);
    return {
      day,
      views: row?.views ?? 0,
      visitors: row?.visitors ?? 0,
      wa_orders: row?.wa_orders ?? 0,
      wa_taps: row?.wa_taps ?? 0,
      tel_taps: row?.tel_taps ?? 0,
      qris_opens: row?.qris_opens ?? 0,
    };
  });
  const sum = (pick: (row: (typeof rows)[number]) => number) => rows.reduce((acc, row) => acc + pick(row), 0);
  const views = total(visitReferrers.views);
  const referrers = await db
    .select({ host: visitReferrers.host, views })
    .from(visitReferrers)
    .where(and(ownedBy(visitReferrers, companyId), gte(visitReferrers.day, since)))
    .groupBy(visitReferrers.host)
    .orderBy(desc(views), visitReferrers.host)
    .limit(TOP_REFERRERS);
  return {
    days,
    totals: {
      views: sum((r) => r.views),
      visitors: sum((r) => r.visitors),
      wa_orders: sum((r) => r.wa_orders),
      wa_taps: sum((r) => r.wa_taps),
      tel_taps: sum((r) => r.tel_taps),
      qris_opens: sum((r) => r.qris_opens),
      devices: {
        phone: sum((r) => r.phone_views),
        tablet: sum((r) => r.tablet_views),
        desktop: sum((r) => r.desktop_views),
      },
    },
    referrers,
  };
}
