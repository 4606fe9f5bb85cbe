import type { DayOfWeek, OrderLink } from '@webku/contract';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  createdAt,
  displayOrder,
  id,
  money,
  soldOut,
  soldOutUntil,
  translations,
  updatedAt,
} from './columns';
import { companyId } from './company-column';

export type OpeningHoursRow = {
  day_of_week: DayOfWeek;
  opening_time: string | null;
  closing_time: string | null;
  is_closed: boolean;
};

export const menuCategories = pgTable(
  'menu_categories',
  {
    id: id(),
    company_id: companyId(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    image: text('image'),
    display_order: displayOrder(),
    is_active: boolean('is_active').notNull().default(true),
    translations: translations(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex('menu_categories_company_slug_key').on(t.company_id, t.slug)],
);

export const menuItems = pgTable(
  'menu_items',
  {
    id: id(),
    company_id: companyId(),
    category_id: integer('category_id')
      .notNull()
      .references(() => menuCategories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    price: money('price').notNull().default(0),
    image: text('image'),
    display_order: displayOrder(),
    is_active: boolean('is_active').notNull().default(true),
    is_best_seller: boolean('is_best_seller').notNull().default(false),
    is_recommended: boolean('is_recommended').notNull().default(false),
    sold_out: soldOut(),
    sold_out_until: soldOutUntil(),
    // "Contoh": a typical item of the kind that generation placed, not one the owner named. The admin
    // marks it until the owner confirms or edits it; visitors never see the flag.
    is_example: boolean('is_example').notNull().default(false),
    translations: translations(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('menu_items_company_idx').on(t.company_id),
    index('menu_items_category_idx').on(t.category_id),
  ],
);

export const merchandiseItems = pgTable(
  'merchandise_items',
  {
    id: id(),
    company_id: companyId(),
    name: text('name').notNull(),
    description: text('description'),
    price: money('price').notNull().default(0),
    display_order: displayOrder(),
    is_active: boolean('is_active').notNull().default(true),
    sold_out: soldOut(),
    sold_out_until: soldOutUntil(),
    translations: translations(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('merchandise_items_company_idx').on(t.company_id)],
);

export const merchandiseImages = pgTable(
  'merchandise_images',
  {
    id: id(),
    merchandise_item_id: integer('merchandise_item_id')
      .notNull()
      .references(() => merchandiseItems.id, { onDelete: 'cascade' }),
    image_url: text('image_url').notNull(),
    alt_text: text('alt_text'),
    display_order: displayOrder(),
    translations: translations(),
  },
  (t) => [index('merchandise_images_item_idx').on(t.merchandise_item_id)],
);

export const newsArticles = pgTable(
  'news_articles',
  {
    id: id(),
    company_id: companyId(),
    title: text('title').notNull(),
    category: text('category'),
    description: text('description'),
    content: text('content'),
    // As web_settings' *_over_limits: the content went past the rich-text limits; null: not yet checked.
    content_over_limits: boolean('content_over_limits'),
    thumbnail: text('thumbnail'),
    display_order: displayOrder(),
    is_published: boolean('is_published').notNull().default(true),
    created_date: date('created_date', { mode: 'string' }),
    translations: translations(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('news_articles_company_idx').on(t.company_id)],
);

export const stores = pgTable(
  'stores',
  {
    id: id(),
    company_id: companyId(),
    name: text('name').notNull(),
    city: text('city'),
    address: text('address'),
    google_map_url: text('google_map_url'),
    // A store's own WhatsApp number (normalised), for visitors who want that branch.
    whatsapp_number: text('whatsapp_number'),
    // The store's own "Pesan juga di" links (its GoFood outlet, its Maps place…) and Google review link.
    order_links: jsonb('order_links').$type<OrderLink[]>().notNull().default([]),
    google_review_url: text('google_review_url'),
    store_image: text('store_image'),
    display_order: displayOrder(),
    is_active: boolean('is_active').notNull().default(true),
    opening_hours: jsonb('opening_hours').$type<OpeningHoursRow[]>().notNull().default([]),
    translations: translations(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('stores_company_idx').on(t.company_id)],
);

// The stored file of an upload: where it lives and what it is.
const imageFileColumns = () => ({
  category: text('category').notNull().default('general'),
  filename: text('filename').notNull(),
  // The name of the file on the owner's device, cleaned; the library's label for the image.
  original_name: text('original_name'),
  storage_key: text('storage_key').notNull(),
  mime_type: text('mime_type').notNull(),
  size: integer('size').notNull(),
  width: integer('width'),
  height: integer('height'),
});

export const assets = pgTable(
  'assets',
  {
    id: id(),
    company_id: companyId(),
    ...imageFileColumns(),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('assets_company_filename_key').on(t.company_id, t.filename),
    index('assets_company_category_idx').on(t.company_id, t.category),
  ],
);

// An image deleted from the library while a restore point still shows it: its files are kept, and a
// restore moves it back into assets. Purged (row and files) once no restore point refers to it.
export const deletedAssets = pgTable(
  'deleted_assets',
  {
    id: id(),
    company_id: companyId(),
    ...imageFileColumns(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
    deleted_at: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('deleted_assets_company_idx').on(t.company_id)],
);
