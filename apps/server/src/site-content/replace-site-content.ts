import {
  ONE_ROW_SECTIONS,
  type OneRowSection,
  SECTION_TYPES,
  type SectionType,
  type SiteBackupContent,
} from '@webku/contract';
import {
  companies,
  type DbOrTx,
  eq,
  type menuCategories,
  type menuItems,
  merchandiseImages,
  type merchandiseItems,
  type newsArticles,
  type sectionSettings,
  type stores,
  type webSettings,
} from '@webku/db';
import { contentStores, oneRowStore } from './content-stores';
import { type RowSections, writeRowSections } from './row-sections';
import { followStoresCity } from './site-time-zone';
import type { TenantTable } from './tenant-store';

type Values<T extends TenantTable> = Omit<T['$inferInsert'], 'id' | 'company_id'>;

/**
 * Each one-row section's row under its part, with the fields its backup holds. Null: the site keeps
 * no row of it (a backup made before About us existed).
 */
export type OneRowSnapshot = {
  [K in OneRowSection['part']]: Partial<NonNullable<SiteBackupContent[K]>> | null;
};

/**
 * A whole site's content: what generation produces, and what an import restores. A backup also
 * carries the company's profile: then the profile is set and the singletons are replaced whole
 * (generation's are merged into what setup saved).
 */
export type SiteContentSnapshot = OneRowSnapshot & {
  profile?: Pick<typeof companies.$inferInsert, 'name' | 'description' | 'logo'>;
  web_settings: Values<typeof webSettings>;
  sections: Partial<Record<SectionType, Omit<Values<typeof sectionSettings>, 'section_type'>>>;
  menu_categories: (Values<typeof menuCategories> & {
    items: Omit<Values<typeof menuItems>, 'category_id'>[];
  })[];
  merchandise_items: (Values<typeof merchandiseItems> & {
    images: Omit<typeof merchandiseImages.$inferInsert, 'id' | 'merchandise_item_id'>[];
  })[];
  news_articles: Values<typeof newsArticles>[];
  stores: Values<typeof stores>[];
  /** The sections defined by their fields; generation leaves them empty. */
  row_sections?: RowSections;
};

const rows = contentStores;

/**
 * Replaces every content table of the company with the snapshot, inside the caller's transaction
 * (merchandise images and menu items go with their parents). Running it twice leaves the same site.
 * The caller records the change in the same transaction (the site-content module does).
 */
export async function writeSiteContent(
  tx: DbOrTx,
  companyId: number,
  content: SiteContentSnapshot,
): Promise<void> {
  if (content.profile) {
    const { name, description, logo } = content.profile;
    await tx
      .update(companies)
      .set({ name, description: description ?? null, logo: logo ?? null })
      .where(eq(companies.id, companyId));
    // The singletons are written as upserts: dropped first, no field of the old row survives.
    await rows.web.removeAll(tx, companyId);
  }
  // A one-row section made with the site (hero, footer) takes generation's values over what setup saved;
  // an import replaces it whole, and About us is always replaced.
  const oneRows = ONE_ROW_SECTIONS.map((section) => ({
    store: oneRowStore(section),
    replaced: Boolean(content.profile) || section.calls === 'save',
    values: (content as Record<string, unknown>)[section.part] as object | null,
  }));
  for (const { store, replaced } of oneRows) if (replaced) await store.removeAll(tx, companyId);
  for (const store of [rows.sections, rows.categories, rows.merchandise, rows.news, rows.stores]) {
    await store.removeAll(tx, companyId);
  }
  await rows.sections.insertMany(
    tx,
    companyId,
    SECTION_TYPES.flatMap((type) => {
      const section = content.sections[type];
      return section ? [{ ...section, section_type: type }] : [];
    }),
  );
  for (const { items, ...category } of content.menu_categories) {
    const row = await rows.categories.insert(tx, companyId, category);
    await rows.items.insertMany(
      tx,
      companyId,
      items.map((item) => ({ ...item, category_id: row.id })),
    );
  }
  for (const { images, ...item } of content.merchandise_items) {
    const row = await rows.merchandise.insert(tx, companyId, item);
    if (images.length)
      await tx
        .insert(merchandiseImages)
        .values(images.map((image) => ({ ...image, merchandise_item_id: row.id })));
  }
  await rows.news.insertMany(tx, companyId, content.news_articles);
  await rows.stores.insertMany(tx, companyId, content.stores);
  await rows.web.upsert(tx, companyId, content.web_settings);
  await followStoresCity(tx, companyId);
  for (const { store, values } of oneRows) if (values) await store.upsert(tx, companyId, values as never);
  await writeRowSections(tx, companyId, content.row_sections);
}
