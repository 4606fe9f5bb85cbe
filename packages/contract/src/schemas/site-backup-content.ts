import { z } from 'zod';
import { bookingsBackupSchema } from '../bookings/booking-schemas';
import { sectionTypeSchema } from '../enums/section-types';
import { ordersBackupSchema } from '../orders/order-schemas';
import { fieldBackupShape, SECTION_KEY_PATTERN, translationsBackup } from '../sections/fields';
import { oneRowBackupShape } from '../sections/one-row-sections';
import { bioLinksInputSchema } from './bio-links';
import {
  booleanField,
  isoDateTimeSchema,
  optionalImageUrl,
  optionalText,
  requiredText,
  storedHtml,
} from './fields';
import { menuCategoryFields, menuCategoryInputSchema } from './menu-category';
import { menuItemFields, menuItemInputSchema } from './menu-item';
import {
  MERCHANDISE_MAX_IMAGES,
  merchandiseImageFields,
  merchandiseImageInputSchema,
  merchandiseItemFields,
  merchandiseItemInputSchema,
} from './merchandise-item';
import { newsArticleFields, newsArticleInputSchema } from './news-article';
import { sectionSettingInputSchema } from './section-setting';
import { soldOutBackupFields } from './sold-out';
import { storeFields, storeInputSchema } from './store';
import { webSettingsInputSchema } from './web-settings';

// Far above any real site; a restore point or site.json over these is not one an owner made.
const MAX_LIST = 500;

const list = <T extends z.ZodType>(item: T) => z.array(item).max(MAX_LIST);

// A section defined by its fields (sections/fields): its settings and its rows. The contract does not know
// which sections exist, so the rows are checked against each section's own backup schema by the server.
const rowSectionBackupSchema = z.object({
  settings: z
    .object({
      is_active: z.boolean().default(true),
      title: z.string().max(120).nullable().default(null),
      description: z.string().max(1000).nullable().default(null),
    })
    .nullable()
    .default(null),
  rows: list(z.record(z.string(), z.unknown())),
});
export type RowSectionBackup = z.infer<typeof rowSectionBackupSchema>;

// The company's content nested as its entities are, every row (inactive and unpublished ones too),
// checked with the same input rules as the admin forms, except that the fields take what their kinds'
// backup rules keep (text up to four times its limit, kept as written; rich text past the limits, taken
// and flagged). Ids are informational: nesting carries links.
export const siteBackupContentSchema = z.object({
  company: z.object({
    name: requiredText('name', 120),
    description: optionalText('description', 1000),
    logo: optionalImageUrl('logo'),
  }),
  web_settings: webSettingsInputSchema
    .extend({
      terms_and_conditions: storedHtml('terms_and_conditions'),
      privacy_policy: storedHtml('privacy_policy'),
      time_zone_chosen: booleanField('time_zone_chosen').optional(),
    })
    .nullable(),
  // Each one-row section under its part; a section saved by 'save' is absent in backups made before it
  // existed: they restore with the section empty.
  ...oneRowBackupShape(),
  section_settings: z.array(sectionSettingInputSchema.extend({ section_type: sectionTypeSchema })).max(8),
  menu_categories: list(
    menuCategoryInputSchema.extend({
      ...fieldBackupShape(menuCategoryFields),
      translations: translationsBackup(menuCategoryFields),
      menu_items: list(
        menuItemInputSchema.omit({ category_id: true }).extend({
          ...fieldBackupShape(menuItemFields),
          translations: translationsBackup(menuItemFields),
          ...soldOutBackupFields,
          is_example: booleanField('is_example').optional(),
        }),
      ),
    }),
  ),
  merchandise_items: list(
    merchandiseItemInputSchema.extend({
      ...fieldBackupShape(merchandiseItemFields),
      translations: translationsBackup(merchandiseItemFields),
      ...soldOutBackupFields,
      images: z
        .array(
          merchandiseImageInputSchema.extend({
            ...fieldBackupShape(merchandiseImageFields),
            translations: translationsBackup(merchandiseImageFields),
          }),
        )
        .max(MERCHANDISE_MAX_IMAGES)
        .optional(),
    }),
  ),
  news_articles: list(
    newsArticleInputSchema.extend({
      ...fieldBackupShape(newsArticleFields),
      translations: translationsBackup(newsArticleFields),
      content: storedHtml('content'),
      created_at: isoDateTimeSchema.optional(),
    }),
  ),
  stores: list(
    storeInputSchema.extend({
      ...fieldBackupShape(storeFields),
      translations: translationsBackup(storeFields),
    }),
  ),
  // A backup from before these sections existed has none.
  row_sections: z.record(z.string().regex(SECTION_KEY_PATTERN), rowSectionBackupSchema).default({}),
  // The booking settings and the customers' requests; absent before bookings existed (then left as they are).
  bookings: bookingsBackupSchema.optional(),
  // The customers' orders with their lines; absent before orders were kept (then left as they are).
  orders: ordersBackupSchema.optional(),
  // The link-in-bio page's arrangement (null: the site's default order); absent before the page existed
  // (then left as it is).
  bio_links: bioLinksInputSchema.shape.buttons.nullable().optional(),
});
export type SiteBackupContent = z.infer<typeof siteBackupContentSchema>;
