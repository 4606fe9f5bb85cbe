import type { Dashboard, DashboardChecklistKey, DashboardCount } from '@webku/contract';
import {
  count,
  type Db,
  eq,
  menuItems,
  merchandiseItems,
  newsArticles,
  type SQL,
  sql,
  stores,
} from '@webku/db';
import { contentStores } from '../../site-content/content-stores';
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
  const rows = contentStores;
  const countOf = (
    table: typeof menuItems | typeof merchandiseItems | typeof stores,
    where: SQL | undefined,
  ) =>
    db
      .select({ total: count(), active: sql<number>`count(*) filter (where ${table.is_active})` })
      .from(table)
      .where(where);
  const [menu, merchandise, news, storeCount, storeRows, footer, hero, menuPhotos, domain] =
    await Promise.all([
      countOf(menuItems, rows.items.ofCompany(companyId)),
      countOf(merchandiseItems, rows.merchandise.ofCompany(companyId)),
      db
        .select({
          total: count(),
          active: sql<number>`count(*) filter (where ${newsArticles.is_published})`,
        })
        .from(newsArticles)
        .where(rows.news.ofCompany(companyId)),
      countOf(stores, rows.stores.ofCompany(companyId)),
      rows.stores.list(db, companyId, eq(stores.is_active, true)),
      rows.footer.one(db, companyId),
      rows.hero.one(db, companyId),
      rows.items.list(db, companyId, eq(menuItems.is_active, true)),
      findActiveDomain(db, companyId).then((active) => active?.domain ?? null),
    ]);
  const done: Record<DashboardChecklistKey, boolean> = {
    phone: filled(footer?.phone),
    store_address: storeRows.some((store) => filled(store.address)),
    opening_hours: storeRows.some((store) => store.opening_hours.length > 0),
    hero_photo: isOwnPhoto(hero?.background_image),
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
