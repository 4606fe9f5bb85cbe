import { type MerchandiseImage, ONE_ROW_SECTIONS } from '@webku/contract';
import {
  companies,
  type DbOrTx,
  eq,
  menuCategories,
  menuItems,
  merchandiseItems,
  newsArticles,
  stores,
} from '@webku/db';
import { oneRowStore, contentStores as rows } from './content-stores';
import { imagesByItem } from './merchandise-images';

/** Which rows a read takes: every one (backups, restore points) or those a visitor sees (the public payload). */
export type RowScope = 'all' | 'visible';

// What a visitor sees of each list: the section's own switch column of its rows.
const VISIBLE = {
  categories: eq(menuCategories.is_active, true),
  items: eq(menuItems.is_active, true),
  merchandise: eq(merchandiseItems.is_active, true),
  news: eq(newsArticles.is_published, true),
  stores: eq(stores.is_active, true),
};

/** Each one-row section's row of the company, by the section's key (null: none yet). */
export async function readOneRows(
  db: DbOrTx,
  companyId: number,
): Promise<ReadonlyMap<string, object | null>> {
  const entries = await Promise.all(
    ONE_ROW_SECTIONS.map(async (section) => {
      const row: object | null = await oneRowStore(section).one(db, companyId);
      return [section.key, row] as const;
    }),
  );
  return new Map(entries);
}

/**
 * The one whole-site read of the content tables, each through its company-scoped store: the public
 * payload and the backups (restore points too) shape what this returns. `version` is the company's
 * content version, read before the content, so the rows are at least that new. Null: no such company.
 */
export async function readSiteRows(db: DbOrTx, companyId: number, scope: RowScope) {
  const [company] = await db
    .select({
      id: companies.id,
      name: companies.name,
      slug: companies.slug,
      description: companies.description,
      logo: companies.logo,
      version: companies.content_version,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) return null;
  const only = (key: keyof typeof VISIBLE) => (scope === 'visible' ? VISIBLE[key] : undefined);
  const [web, oneRows, sections, categories, items, merchandise, news, storeRows] = await Promise.all([
    rows.web.one(db, companyId),
    readOneRows(db, companyId),
    rows.sections.list(db, companyId),
    rows.categories.list(db, companyId, only('categories')),
    rows.items.list(db, companyId, only('items')),
    rows.merchandise.list(db, companyId, only('merchandise')),
    rows.news.list(db, companyId, only('news')),
    rows.stores.list(db, companyId, only('stores')),
  ]);
  const images: Map<number, MerchandiseImage[]> = await imagesByItem(
    db,
    merchandise.map((item) => item.id),
  );
  return {
    company,
    web,
    /** Each one-row section's row by its key (null: none yet). */
    oneRows,
    sections,
    categories,
    items,
    merchandise,
    images,
    news,
    stores: storeRows,
  };
}

export type SiteRows = NonNullable<Awaited<ReturnType<typeof readSiteRows>>>;
