import type { ContentTableName } from '@webku/contract';
import {
  menuCategories,
  menuItems,
  merchandiseImages,
  merchandiseItems,
  newsArticles,
  ONE_ROW_TABLES,
  stores,
} from '@webku/db';

// The list sections' tables; every other content table is a one-row section's, derived from its definition.
const LIST_TABLES = {
  menu_categories: menuCategories,
  menu_items: menuItems,
  merchandise_items: merchandiseItems,
  merchandise_images: merchandiseImages,
  news_articles: newsArticles,
  stores,
};
export type OneRowTableName = Exclude<ContentTableName, keyof typeof LIST_TABLES>;

// The drizzle table behind each table name the section definitions use.
export const CONTENT_TABLES = {
  ...(ONE_ROW_TABLES as Record<OneRowTableName, (typeof ONE_ROW_TABLES)[string]>),
  ...LIST_TABLES,
} satisfies Record<ContentTableName, unknown>;

// The tables whose rows carry their company's id (a merchandise image belongs to its item instead).
export type CompanyTableName = {
  [K in ContentTableName]: (typeof CONTENT_TABLES)[K] extends { company_id: unknown } ? K : never;
}[ContentTableName];
