import { z } from 'zod';
import { titleFontSchema } from '../enums/title-fonts';
import { WEB_LANGUAGES } from '../enums/web-languages';
import { validationMessages as m } from '../messages/validation-messages';
import { SITE_TIME_ZONE_LABELS, SITE_TIME_ZONES } from '../rules/site-time';
import { type Fields, translationsInput, translationsRead } from '../sections/fields';
import { templateSchema } from '../templates';
import {
  booleanField,
  idSchema,
  optionalHtml,
  optionalImageUrl,
  optionalText,
  optionalWhatsappNumber,
} from './fields';
import { orderLinkSchema, orderLinksInput, reviewLinkInput } from './order-links';

const text = z.string().nullable();

export const siteTimeZoneSchema = z.enum(SITE_TIME_ZONES, {
  error: `Zona waktu harus salah satu dari: ${SITE_TIME_ZONES.map(
    (zone) => `${zone} (${SITE_TIME_ZONE_LABELS[zone].split(' ')[0]})`,
  ).join(', ')}`,
});

/**
 * The site's own words that a visitor reads (its title and description, the navigation's link names, the
 * share texts and the policy pages): in a second language, each has a second value.
 */
export const webSettingsTextFields = {
  website_title: { kind: 'text', label: 'Judul Website', named: 'Judul website', max: 120 },
  website_description: { kind: 'longText', label: 'Deskripsi Website', named: 'Deskripsi website', max: 500 },
  navigation_menu_text: { kind: 'text', label: 'Teks tautan Menu', max: 40 },
  navigation_merchandise_text: { kind: 'text', label: 'Teks tautan Merchandise', max: 40 },
  navigation_news_text: { kind: 'text', label: 'Teks tautan News', max: 40 },
  navigation_stores_text: { kind: 'text', label: 'Teks tautan Stores', max: 40 },
  og_title: { kind: 'text', label: 'Judul Open Graph', max: 120 },
  og_description: { kind: 'longText', label: 'Deskripsi Open Graph', max: 500 },
  terms_and_conditions: { kind: 'richText', label: 'Syarat dan Ketentuan' },
  privacy_policy: { kind: 'richText', label: 'Kebijakan Privasi' },
} as const satisfies Fields;

export const webSettingsSchema = z.object({
  id: idSchema,
  website_title: text,
  website_description: text,
  meta_keywords: text,
  meta_author: text,
  meta_robots: text,
  og_title: text,
  og_description: text,
  og_image: text,
  og_type: text,
  favicon_icon_file: text,
  navigation_logo: text,
  navigation_logo_placeholder: text,
  navigation_menu_text: text,
  navigation_merchandise_text: text,
  navigation_news_text: text,
  navigation_stores_text: text,
  template_selected: templateSchema,
  title_text_font_family: titleFontSchema,
  terms_and_conditions: text,
  privacy_policy: text,
  // True when the stored text went past the rich-text limits (from an archive or from before the
  // limits): it is kept and shown, and the editor asks the owner to shorten it.
  terms_and_conditions_over_limits: z.boolean().nullish(),
  privacy_policy_over_limits: z.boolean().nullish(),
  // Defaults keep payloads written before these fields readable.
  whatsapp_number: text.default(null),
  is_whatsapp_order_enabled: z.boolean().default(true),
  qris_image: text.default(null),
  qris_merchant_name: text.default(null),
  order_links: z.array(orderLinkSchema).default([]),
  google_review_url: text.default(null),
  // The site's zone: its opening badge, "Habis" reset, dates and statistics' days follow it.
  time_zone: siteTimeZoneSchema.default('Asia/Jakarta'),
  // Whether the owner picked the zone; until then it follows the city of the first store. Not public.
  time_zone_chosen: z.boolean().optional(),
  // The site's second language ('english' beside an Indonesian site, or the reverse); null: one language.
  second_language: z.enum(WEB_LANGUAGES).nullable().default(null),
  translations: translationsRead.optional(),
});
export type WebSettings = z.infer<typeof webSettingsSchema>;

// The web settings have no validation rules of their own; these bounds only keep stored values sane.
export const webSettingsInputSchema = z.object({
  website_title: optionalText('website_title', 120),
  website_description: optionalText('website_description', 500),
  meta_keywords: optionalText('meta_keywords', 500),
  meta_author: optionalText('meta_author', 120),
  meta_robots: optionalText('meta_robots', 60),
  og_title: optionalText('og_title', 120),
  og_description: optionalText('og_description', 500),
  og_image: optionalImageUrl('og_image'),
  og_type: optionalText('og_type', 40),
  favicon_icon_file: optionalImageUrl('favicon_icon_file'),
  navigation_logo: optionalImageUrl('navigation_logo'),
  navigation_logo_placeholder: optionalText('navigation_logo_placeholder', 60),
  navigation_menu_text: optionalText('navigation_menu_text', 40),
  navigation_merchandise_text: optionalText('navigation_merchandise_text', 40),
  navigation_news_text: optionalText('navigation_news_text', 40),
  navigation_stores_text: optionalText('navigation_stores_text', 40),
  template_selected: templateSchema.optional(),
  title_text_font_family: titleFontSchema.optional(),
  terms_and_conditions: optionalHtml('terms_and_conditions'),
  privacy_policy: optionalHtml('privacy_policy'),
  whatsapp_number: optionalWhatsappNumber('whatsapp_number'),
  is_whatsapp_order_enabled: booleanField('is_whatsapp_order_enabled').optional(),
  qris_image: optionalImageUrl('qris_image'),
  qris_merchant_name: optionalText('qris_merchant_name', 120),
  order_links: orderLinksInput().optional(),
  google_review_url: reviewLinkInput().optional(),
  // Sent only when the owner picks one: the zone is then theirs and no longer follows the stores' city.
  time_zone: siteTimeZoneSchema.optional(),
  // Null or '' switches the second language off (its texts are kept). It may not be the site's own
  // language: the server checks that against the company's web_language.
  second_language: z
    .preprocess(
      (value) => (value === '' ? null : value),
      z.enum(WEB_LANGUAGES, { error: m.choice('second_language', [...WEB_LANGUAGES]) }).nullable(),
    )
    .optional(),
  translations: translationsInput(webSettingsTextFields),
});
export type WebSettingsInput = z.infer<typeof webSettingsInputSchema>;
