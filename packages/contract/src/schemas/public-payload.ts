import { z } from 'zod';
import { BOOKING_UNITS } from '../bookings/booking-times';
import { oneRowPayloadShape } from '../sections/one-row-sections';
import { companySchema } from './company';
import { menuCategorySchema } from './menu-category';
import { merchandiseItemSchema } from './merchandise-item';
import { newsArticleSchema } from './news-article';
import { sectionSettingSchema } from './section-setting';
import { storeSchema } from './store';
import { webSettingsSchema } from './web-settings';

// A section defined by its fields, once the owner has shown rows in it: the heading they gave (null: the
// section's own title) and the visible rows in their order, each shaped by the section's fields.
export const rowSectionPayloadSchema = z.object({
  title: z.string().nullable(),
  description: z.string().nullable(),
  rows: z.array(z.record(z.string(), z.unknown())),
});
export type RowSectionPayload = z.infer<typeof rowSectionPayloadSchema>;

export const publicPayloadSchema = z.object({
  company: companySchema,
  web_settings: webSettingsSchema.nullable(),
  // Each one-row section under its part, only while it shows (About us once it has text): a section not
  // shown is not sent. A payload from before a section saved by 'save' existed reads as having none.
  ...oneRowPayloadShape(),
  menu_section_settings: sectionSettingSchema.nullable(),
  merchandise_section_settings: sectionSettingSchema.nullable(),
  news_section_settings: sectionSettingSchema.nullable(),
  stores_section_settings: sectionSettingSchema.nullable(),
  menu_categories: z.array(menuCategorySchema),
  merchandise_items: z.array(merchandiseItemSchema),
  news_articles: z.array(newsArticleSchema),
  stores: z.array(storeSchema),
  // By section key; only sections with a row to show are here. A payload from before them has none.
  row_sections: z.record(z.string(), rowSectionPayloadSchema).default({}),
  // Only while the owner takes bookings and has something to book; null otherwise and before bookings.
  booking: z
    .object({
      offerings: z.array(
        z.object({
          id: z.number().int(),
          name: z.string(),
          unit: z.enum(BOOKING_UNITS),
          duration_minutes: z.number().int(),
          // Only while the owner takes deposits online and asks one for this offering: paid on booking.
          deposit: z.number().int().optional(),
          // Or its share of the price (percent), the amount counted when the time is picked.
          deposit_percent: z.number().int().optional(),
        }),
      ),
    })
    .nullable()
    .default(null),
  // Only while the owner takes orders paid online through their own gateway ("Bayar sekarang").
  online_payment: z.object({ orders: z.literal(true) }).optional(),
});
export type PublicPayload = z.infer<typeof publicPayloadSchema>;
