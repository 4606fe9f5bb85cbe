import {
  addDays,
  CLICK_PLATFORMS,
  type ClickPlatform,
  type VisitDay,
  type VisitStats,
} from '@webku/contract';
import { and, type Db, desc, gte, sql, visitDays, visitPlatformClicks, visitReferrers } from '@webku/db';
import { contentStores } from '../../site-content/content-stores';
import { readSiteLanguages } from '../../site-content/site-languages';
import { ownedBy } from '../../site-content/tenant-store';
import { linkedPlatforms } from './linked-platforms';

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
  const [referrers, site, { main, second }] = await Promise.all([
    db
      .select({ host: visitReferrers.host, views })
      .from(visitReferrers)
      .where(and(ownedBy(visitReferrers, companyId), gte(visitReferrers.day, since)))
      .groupBy(visitReferrers.host)
      .orderBy(desc(views), visitReferrers.host)
      .limit(TOP_REFERRERS),
    contentStores.web.list(db, companyId),
    readSiteLanguages(db, companyId),
  ]);
  // Each language's pages while the site has two: its own language first.
  const languages = second ? [main, second] : [];
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
    clicks: await platformClicks(db, companyId, since, site),
    languages: languages.map((language) => ({ language, views: sum((r) => r[`${language}_views`]) })),
  };
}

// Taps per platform since `since`, for every platform tapped or linked now (by the site or a store).
async function platformClicks(
  db: Db,
  companyId: number,
  since: string,
  site: Parameters<typeof linkedPlatforms>[0],
): Promise<VisitStats['clicks']> {
  const clicks = total(visitPlatformClicks.clicks);
  const [tapped, storeRows] = await Promise.all([
    db
      .select({ platform: visitPlatformClicks.platform, clicks })
      .from(visitPlatformClicks)
      .where(and(ownedBy(visitPlatformClicks, companyId), gte(visitPlatformClicks.day, since)))
      .groupBy(visitPlatformClicks.platform),
    contentStores.stores.list(db, companyId),
  ]);
  const linked = linkedPlatforms([...site, ...storeRows]);
  const counted = new Map(tapped.map((row) => [row.platform, row.clicks]));
  return CLICK_PLATFORMS.filter((platform) => counted.has(platform) || linked.has(platform)).map(
    (platform: ClickPlatform) => ({ platform, clicks: counted.get(platform) ?? 0 }),
  );
}
