import { z } from 'zod';
import { contentSectionDefinitions, type SECTIONS } from '../sections/section-definitions';
import type { ContentSectionKey } from '../sections/section-keys';
import { assetCategorySchema } from './asset-listing';
import { isoDateTimeSchema, requiredText } from './fields';
import { siteBackupContentSchema } from './site-backup-content';

export const SITE_BACKUP_FORMAT = 'webku-site-backup';
export const SITE_BACKUP_FORMAT_VERSION = 1;
export const SITE_BACKUP_FILE = 'site.json';

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
  // Whose change came after it (the owner or a member), as named then; null on older points.
  actor_name: z.string().nullable().optional(),
  created_at: isoDateTimeSchema,
  counts: siteContentCountsSchema,
});
export type RestorePoint = z.infer<typeof restorePointSchema>;

// Shown before "Hapus akun": the slug to type and a subscription that would end with the account.
export const accountSummarySchema = z.object({
  slug: z.string(),
  company_name: z.string(),
  // True for a member of the owner's team: only their own account goes, the company stays.
  member_only: z.boolean().optional(),
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
