import { type AnyOneRowSection, ONE_ROW_SECTIONS } from '@webku/contract';
import {
  menuCategories,
  menuItems,
  merchandiseItems,
  newsArticles,
  ONE_ROW_TABLES,
  sectionSettings,
  stores,
  webSettings,
} from '@webku/db';
import type { CompanyTableName, OneRowTableName } from './content-tables';
import { richTextFields } from './rich-text';
import { type TenantStore, type TenantTable, tenantStore } from './tenant-store';

export const CATEGORY_NOT_FOUND = 'Kategori tidak ditemukan';

// The company-scoped stores of the content tables (merchandise images belong to their item). Rich
// text is sanitised by its store on every write: admin saves, generation, imports and restores.
export const contentStores = {
  web: tenantStore(
    webSettings,
    { notFound: 'Pengaturan website tidak ditemukan', exists: 'Pengaturan website sudah ada' },
    {},
    richTextFields('terms_and_conditions', 'privacy_policy'),
  ),
  sections: tenantStore(sectionSettings, { notFound: 'Pengaturan bagian tidak ditemukan' }),
  categories: tenantStore(menuCategories, { notFound: CATEGORY_NOT_FOUND }),
  items: tenantStore(menuItems, { notFound: 'Item menu tidak ditemukan' }),
  merchandise: tenantStore(merchandiseItems, { notFound: 'Merchandise tidak ditemukan' }),
  news: tenantStore(newsArticles, { notFound: 'Berita tidak ditemukan' }, {}, richTextFields('content')),
  stores: tenantStore(stores, { notFound: 'Toko tidak ditemukan' }),
};

// What the calls that predate the definitions answer for a row not made yet (404) or made already (409). A
// section saved by 'save' reads as its empty values and creates its row on save, so it answers neither.
const ONE_ROW_MESSAGES: Readonly<Record<string, { notFound: string; exists: string }>> = {
  hero_sections: { notFound: 'Bagian hero tidak ditemukan', exists: 'Bagian hero sudah ada' },
  footer_settings: { notFound: 'Pengaturan footer tidak ditemukan', exists: 'Pengaturan footer sudah ada' },
};

const oneRowStores = Object.fromEntries(
  ONE_ROW_SECTIONS.map((section) => [
    section.table,
    tenantStore(
      ONE_ROW_TABLES[section.table]!,
      ONE_ROW_MESSAGES[section.table] ?? { notFound: `${section.title.id} tidak ditemukan` },
    ),
  ]),
) as Record<OneRowTableName, TenantStore<TenantTable>>;

// The store of each company-owned table the section definitions name, so a definition reaches its
// rows through the company rule.
export const STORE_OF_TABLE = {
  ...oneRowStores,
  menu_categories: contentStores.categories,
  menu_items: contentStores.items,
  merchandise_items: contentStores.merchandise,
  news_articles: contentStores.news,
  stores: contentStores.stores,
} satisfies Record<CompanyTableName, unknown>;

/** The store of a one-row section's table (hero, About us, footer). */
export function oneRowStore(section: AnyOneRowSection): TenantStore<TenantTable> {
  const store = (oneRowStores as Record<string, TenantStore<TenantTable>>)[section.table];
  if (!store) throw new Error(`No store for the table '${section.table}' of the section '${section.key}'`);
  return store;
}
