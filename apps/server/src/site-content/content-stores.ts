import type { AnyOneRowSection } from '@webku/contract';
import {
  aboutSections,
  footerSettings,
  heroSections,
  menuCategories,
  menuItems,
  merchandiseItems,
  newsArticles,
  sectionSettings,
  stores,
  webSettings,
} from '@webku/db';
import type { CompanyTableName } from './content-tables';
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
  hero: tenantStore(heroSections, {
    notFound: 'Hero section not found',
    exists: 'Hero section already exists',
  }),
  about: tenantStore(aboutSections, {
    notFound: 'About section not found',
    exists: 'About section already exists',
  }),
  footer: tenantStore(footerSettings, {
    notFound: 'Footer settings not found',
    exists: 'Footer settings already exist',
  }),
  sections: tenantStore(sectionSettings, { notFound: 'Section settings not found' }),
  categories: tenantStore(menuCategories, { notFound: CATEGORY_NOT_FOUND }),
  items: tenantStore(menuItems, { notFound: 'Menu item not found' }),
  merchandise: tenantStore(merchandiseItems, { notFound: 'Merchandise item not found' }),
  news: tenantStore(newsArticles, { notFound: 'News article not found' }, {}, richTextFields('content')),
  stores: tenantStore(stores, { notFound: 'Store not found' }),
};

// The store of each company-owned table the section definitions name, so a definition reaches its
// rows through the company rule.
export const STORE_OF_TABLE = {
  hero_sections: contentStores.hero,
  about_sections: contentStores.about,
  footer_settings: contentStores.footer,
  menu_categories: contentStores.categories,
  menu_items: contentStores.items,
  merchandise_items: contentStores.merchandise,
  news_articles: contentStores.news,
  stores: contentStores.stores,
} satisfies Record<CompanyTableName, unknown>;

/** The store of a one-row section's table (hero, About us, footer). */
export function oneRowStore(section: AnyOneRowSection): TenantStore<TenantTable> {
  const store = (STORE_OF_TABLE as Record<string, unknown>)[section.table];
  if (!store) throw new Error(`No store for the table '${section.table}' of the section '${section.key}'`);
  return store as TenantStore<TenantTable>;
}
