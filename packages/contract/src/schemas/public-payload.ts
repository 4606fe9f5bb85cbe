import { z } from 'zod';
import { BOOKING_UNITS } from '../bookings/booking-times';
import { aboutSectionSchema } from './about-section';
import { companySchema } from './company';
import { footerSettingsSchema } from './footer-settings';
import { heroSectionSchema } from './hero-section';
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
  hero_section: heroSectionSchema.nullable(),
  footer_settings: footerSettingsSchema.nullable(),
  // Only once it has text: a section without it is not shown, so visitors are not sent it. A payload
  // from before the section existed reads as having none.
  about_section: aboutSectionSchema.nullable().default(null),
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
