import type { Dashboard, DashboardChecklistKey, DashboardCount } from '@webku/contract';
import {
  and,
  count,
  type Db,
  eq,
  footerSettings,
  heroSections,
  menuItems,
  merchandiseItems,
  newsArticles,
  sql,
  stores,
} from '@webku/db';
import { findActiveDomain } from '../../tenancy/resolve-tenant';

const BUILTIN_PREFIX = '/media/builtin/';

const filled = (value: string | null | undefined) => !!value?.trim();
// An image the owner chose: set, and not one of the illustrations generation drew.
const isOwnPhoto = (url: string | null | undefined) => filled(url) && !url!.trim().startsWith(BUILTIN_PREFIX);

type CountRow = { total: number; active: number };
const toCount = (row: CountRow | undefined): DashboardCount => ({
  total: Number(row?.total ?? 0),
  active: Number(row?.active ?? 0),
});

// Counts every entry (as the editors list them) and derives the checklist from the saved content.
export async function loadDashboard(db: Db, { companyId }: { companyId: number }): Promise<Dashboard> {
  const countOf = (table: typeof menuItems | typeof merchandiseItems | typeof stores) =>
    db
      .select({ total: count(), active: sql<number>`count(*) filter (where ${table.is_active})` })
      .from(table)
      .where(eq(table.company_id, companyId));
  const [menu, merchandise, news, storeCount, storeRows, footerRows, heroRows, menuPhotos, domain] =
    await Promise.all([
      countOf(menuItems),
      countOf(merchandiseItems),
      db
        .select({
          total: count(),
          active: sql<number>`count(*) filter (where ${newsArticles.is_published})`,
        })
        .from(newsArticles)
        .where(eq(newsArticles.company_id, companyId)),
      countOf(stores),
      db
        .select({ address: stores.address, opening_hours: stores.opening_hours })
        .from(stores)
        .where(and(eq(stores.company_id, companyId), eq(stores.is_active, true))),
      db.select().from(footerSettings).where(eq(footerSettings.company_id, companyId)),
      db
        .select({ image: heroSections.background_image })
        .from(heroSections)
        .where(eq(heroSections.company_id, companyId)),
      db
        .select({ image: menuItems.image })
        .from(menuItems)
        .where(and(eq(menuItems.company_id, companyId), eq(menuItems.is_active, true))),
      findActiveDomain(db, companyId),
    ]);
  const footer = footerRows[0];
  const done: Record<DashboardChecklistKey, boolean> = {
    phone: filled(footer?.phone),
    store_address: storeRows.some((store) => filled(store.address)),
    opening_hours: storeRows.some((store) => store.opening_hours.length > 0),
    hero_photo: isOwnPhoto(heroRows[0]?.image),
    menu_photos: menuPhotos.some((item) => isOwnPhoto(item.image)),
    social_links: [footer?.instagram_url, footer?.facebook_url, footer?.tiktok_url].some(filled),
    custom_domain: domain !== null,
  };
  return {
    counts: {
      menu_items: toCount(menu[0]),
      merchandise: toCount(merchandise[0]),
      news_articles: toCount(news[0]),
      stores: toCount(storeCount[0]),
    },
    checklist: (Object.keys(done) as DashboardChecklistKey[]).map((key) => ({ key, done: done[key] })),
  };
}
