import {
  DEFAULT_TEMPLATE,
  type OrderLink,
  type SectionType,
  type SiteTimeZone,
  type Template,
  type TitleFont,
  type WebLanguage,
} from '@webku/contract';
import { boolean, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, translations, updatedAt } from './columns';
import { companyId } from './company-column';

export const webSettings = pgTable(
  'web_settings',
  {
    id: id(),
    company_id: companyId(),
    website_title: text('website_title'),
    website_description: text('website_description'),
    meta_keywords: text('meta_keywords'),
    meta_author: text('meta_author'),
    meta_robots: text('meta_robots'),
    og_title: text('og_title'),
    og_description: text('og_description'),
    og_image: text('og_image'),
    og_type: text('og_type'),
    favicon_icon_file: text('favicon_icon_file'),
    navigation_logo: text('navigation_logo'),
    navigation_logo_placeholder: text('navigation_logo_placeholder'),
    navigation_menu_text: text('navigation_menu_text'),
    navigation_merchandise_text: text('navigation_merchandise_text'),
    navigation_news_text: text('navigation_news_text'),
    navigation_stores_text: text('navigation_stores_text'),
    template_selected: text('template_selected').$type<Template>().notNull().default(DEFAULT_TEMPLATE),
    title_text_font_family: text('title_text_font_family')
      .$type<TitleFont>()
      .notNull()
      .default('Comfortaa, sans-serif'),
    terms_and_conditions: text('terms_and_conditions'),
    privacy_policy: text('privacy_policy'),
    // Whether the stored text went past the rich-text limits when it was written (kept, shaped to the
    // limits, and shown to the owner with a warning); null: written before the limits, not yet checked.
    terms_and_conditions_over_limits: boolean('terms_and_conditions_over_limits'),
    privacy_policy_over_limits: boolean('privacy_policy_over_limits'),
    // Stored normalised ('62812…'); visitors order and chat through it.
    whatsapp_number: text('whatsapp_number'),
    // The owner's switch; ordering shows only while a number exists too.
    is_whatsapp_order_enabled: boolean('is_whatsapp_order_enabled').notNull().default(true),
    // The owner's static QRIS image (an upload) and the merchant name printed with it.
    qris_image: text('qris_image'),
    qris_merchant_name: text('qris_merchant_name'),
    // "Pesan juga di": the owner's links to where else they sell, in their order.
    order_links: jsonb('order_links').$type<OrderLink[]>().notNull().default([]),
    // Where the owner's customers write a Google review (their 'Minta ulasan' link or the place).
    google_review_url: text('google_review_url'),
    // The site's own zone (WIB, WITA or WIT): opening badge, "Habis" reset, dates, statistics' days.
    time_zone: text('time_zone').$type<SiteTimeZone>().notNull().default('Asia/Jakarta'),
    // False while the zone follows the city of the first store; true once the owner picked it.
    time_zone_chosen: boolean('time_zone_chosen').notNull().default(false),
    // The site's second language (its page under /en or /id); null: one language only.
    second_language: text('second_language').$type<WebLanguage>(),
    // The site's own texts (title, navigation, policy pages) in a second language.
    translations: translations(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex('web_settings_company_key').on(t.company_id)],
);

export const sectionSettings = pgTable(
  'section_settings',
  {
    id: id(),
    company_id: companyId(),
    section_type: text('section_type').$type<SectionType>().notNull(),
    is_active: boolean('is_active').notNull().default(true),
    title: text('title'),
    description: text('description'),
    google_drive_menu_url: text('google_drive_menu_url'),
    google_drive_menu_qr_code: text('google_drive_menu_qr_code'),
    translations: translations(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex('section_settings_company_type_key').on(t.company_id, t.section_type)],
);
