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

export const CATEGORY_NOT_FOUND = 'Category not found';

// The company-scoped stores of the content tables (merchandise images belong to their item). Rich
// text is sanitised by its store on every write: admin saves, generation, imports and restores.
export const contentStores = {
  web: tenantStore(
    webSettings,
    { notFound: 'Web settings not found', exists: 'Web settings already exist' },
    {},
    richTextFields('terms_and_conditions', 'privacy_policy'),
  ),
  sections: tenantStore(sectionSettings, { notFound: 'Section settings not found' }),
  categories: tenantStore(menuCategories, { notFound: CATEGORY_NOT_FOUND }),
  items: tenantStore(menuItems, { notFound: 'Menu item not found' }),
  merchandise: tenantStore(merchandiseItems, { notFound: 'Merchandise item not found' }),
  news: tenantStore(newsArticles, { notFound: 'News article not found' }, {}, richTextFields('content')),
  stores: tenantStore(stores, { notFound: 'Store not found' }),
};

// What the calls that predate the definitions answer for a row not made yet (404) or made already (409). A
// section saved by 'save' reads as its empty values and creates its row on save, so it answers neither.
const ONE_ROW_MESSAGES: Readonly<Record<string, { notFound: string; exists: string }>> = {
  hero_sections: { notFound: 'Hero section not found', exists: 'Hero section already exists' },
  footer_settings: { notFound: 'Footer settings not found', exists: 'Footer settings already exist' },
};

const oneRowStores = Object.fromEntries(
  ONE_ROW_SECTIONS.map((section) => [
    section.table,
    tenantStore(
      ONE_ROW_TABLES[section.table]!,
      ONE_ROW_MESSAGES[section.table] ?? { notFound: `${section.title.en} not found` },
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
