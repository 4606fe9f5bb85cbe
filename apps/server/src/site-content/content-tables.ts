import type { ContentTableName } from '@webku/contract';
import {
  aboutSections,
  footerSettings,
  heroSections,
  menuCategories,
  menuItems,
  merchandiseImages,
  merchandiseItems,
  newsArticles,
  stores,
} from '@webku/db';

// The drizzle table behind each table name the section definitions use.
export const CONTENT_TABLES = {
  hero_sections: heroSections,
  about_sections: aboutSections,
  footer_settings: footerSettings,
  menu_categories: menuCategories,
  menu_items: menuItems,
  merchandise_items: merchandiseItems,
  merchandise_images: merchandiseImages,
  news_articles: newsArticles,
  stores,
} satisfies Record<ContentTableName, unknown>;

// The tables whose rows carry their company's id (a merchandise image belongs to its item instead).
export type CompanyTableName = {
  [K in ContentTableName]: (typeof CONTENT_TABLES)[K] extends { company_id: unknown } ? K : never;
}[ContentTableName];
