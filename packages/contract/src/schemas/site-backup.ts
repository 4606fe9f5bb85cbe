import { z } from 'zod';
import { sectionTypeSchema } from '../enums/section-types';
import {
  type ContentSectionKey,
  contentSectionDefinitions,
  type SECTIONS,
} from '../sections/section-definitions';
import { aboutSectionInputSchema } from './about-section';
import { assetCategorySchema } from './asset-listing';
import {
  booleanField,
  isoDateTimeSchema,
  optionalImageUrl,
  optionalText,
  requiredText,
  storedHtml,
} from './fields';
import { footerSettingsBackupSchema } from './footer-settings';
import { heroSectionInputSchema } from './hero-section';
import { menuCategoryInputSchema } from './menu-category';
import { menuItemInputSchema } from './menu-item';
import { merchandiseItemInputSchema } from './merchandise-item';
import { newsArticleInputSchema } from './news-article';
import { sectionSettingInputSchema } from './section-setting';
import { soldOutBackupFields } from './sold-out';
import { storeInputSchema } from './store';
import { webSettingsInputSchema } from './web-settings';

export const SITE_BACKUP_FORMAT = 'webku-site-backup';
export const SITE_BACKUP_FORMAT_VERSION = 1;
export const SITE_BACKUP_FILE = 'site.json';
// Far above any real site; a restore point or site.json over these is not one an owner made.
const MAX_LIST = 500;

const list = <T extends z.ZodType>(item: T) => z.array(item).max(MAX_LIST);

// The company's content nested as its entities are, every row (inactive and unpublished ones too),
// checked with the same input rules as the admin forms, except that rich text past the limits is
// taken (and flagged) rather than refused. Ids are informational: nesting carries links.
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
  hero_section: heroSectionInputSchema.nullable(),
  footer_settings: footerSettingsBackupSchema.nullable(),
  // Absent in backups made before the section existed: they restore with the section empty.
  about_section: aboutSectionInputSchema.nullish(),
  section_settings: z.array(sectionSettingInputSchema.extend({ section_type: sectionTypeSchema })).max(8),
  menu_categories: list(
    menuCategoryInputSchema.extend({
      menu_items: list(
        menuItemInputSchema
          .omit({ category_id: true })
          .extend({ ...soldOutBackupFields, is_example: booleanField('is_example').optional() }),
      ),
    }),
  ),
  merchandise_items: list(merchandiseItemInputSchema.extend(soldOutBackupFields)),
  news_articles: list(
    newsArticleInputSchema.extend({
      content: storedHtml('content'),
      created_at: isoDateTimeSchema.optional(),
    }),
  ),
  stores: list(storeInputSchema),
  // A backup from before these sections existed has none.
  row_sections: z.record(z.string().regex(/^[a-z][a-z0-9_]{0,39}$/), rowSectionBackupSchema).default({}),
});
export type SiteBackupContent = z.infer<typeof siteBackupContentSchema>;

// One uploaded original in the archive, at images/{category}/{filename}.
export const backupImageSchema = z.object({
  category: assetCategorySchema,
  filename: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,150}\.(?:jpg|png|webp)$/),
  original_name: z.string().max(200).nullable(),
});
export type BackupImage = z.infer<typeof backupImageSchema>;

export const siteBackupSchema = z.object({
  format: z.literal(SITE_BACKUP_FORMAT),
  format_version: z.literal(SITE_BACKUP_FORMAT_VERSION),
  exported_at: isoDateTimeSchema,
  content: siteBackupContentSchema,
  images: z.array(backupImageSchema).max(5000),
});
export type SiteBackup = z.infer<typeof siteBackupSchema>;

export const backupImagePath = (image: Pick<BackupImage, 'category' | 'filename'>) =>
  `images/${image.category}/${image.filename}`;

// Rows per section: what an import or a restore would replace, shown before the owner confirms.
type SectionCountKey = (typeof SECTIONS)[ContentSectionKey]['counts'][number]['key'];
export const siteContentCountsSchema = z.object({
  ...(Object.fromEntries(
    contentSectionDefinitions().flatMap((section) =>
      section.counts.map(({ key }) => [key, z.number().int()]),
    ),
  ) as Record<SectionCountKey, z.ZodNumber>),
  images: z.number().int(),
});
export type SiteContentCounts = z.infer<typeof siteContentCountsSchema>;

export const backupPreviewSchema = z.object({
  current: siteContentCountsSchema,
  incoming: siteContentCountsSchema,
  exported_at: isoDateTimeSchema,
});
export type BackupPreview = z.infer<typeof backupPreviewSchema>;

export const RESTORE_POINT_REASONS = ['delete', 'template', 'import', 'restore', 'daily'] as const;
export const restorePointSchema = z.object({
  id: z.number().int(),
  reason: z.enum(RESTORE_POINT_REASONS),
  // For a 'delete': what was deleted, e.g. `item menu “Kopi Susu”`; null otherwise and on older points.
  detail: z.string().nullable(),
  created_at: isoDateTimeSchema,
  counts: siteContentCountsSchema,
});
export type RestorePoint = z.infer<typeof restorePointSchema>;

// Shown before "Hapus akun": the slug to type and a subscription that would end with the account.
export const accountSummarySchema = z.object({
  slug: z.string(),
  company_name: z.string(),
  subscription: z
    .object({
      status: z.string(),
      plan_name: z.string(),
      domain_url: z.string().nullable(),
      valid_until: isoDateTimeSchema.nullable(),
    })
    .nullable(),
});
export type AccountSummary = z.infer<typeof accountSummarySchema>;

export const accountDeletionSchema = z.object({
  slug_confirmation: requiredText('slug_confirmation', 80),
});
export type AccountDeletion = z.infer<typeof accountDeletionSchema>;
