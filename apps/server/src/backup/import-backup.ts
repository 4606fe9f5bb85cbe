import type { BackupPreview, SiteBackup } from '@webku/contract';
import { assets, type Db } from '@webku/db';
import type { Config } from '../config';
import { AppError, PayloadTooLargeError, ValidationError } from '../errors';
import { assetUrl, companyPrefix, formatBytes } from '../images/asset-paths';
import { refuseOtherCompanysMedia } from '../images/other-company-media';
import { processImage, UNREADABLE_IMAGE } from '../images/process-image';
import { NOT_AN_ALLOWED_IMAGE } from '../images/sniff-image';
import { planObjects, putAll } from '../images/store-images';
import type { StorageProvider } from '../providers/storage/index';
import { ownedBy } from '../site-content/tenant-store';
import { archiveLimits } from './archive-limits';
import { archiveMessages as m } from './archive-messages';
import { countContent } from './content-counts';
import { isBuiltinImageUrl, mapImageUrls, parseUploadUrl } from './image-refs';
import { inspectBackup } from './inspect-backup';
import type { Archive } from './read-archive';
import { readSiteContent } from './read-site-content';
import { replaceFromBackup, type SiteContentPort } from './replace-site-content';
import type { RestorePoints } from './restore-points';

export type BackupDeps = {
  db: Db;
  storage: StorageProvider;
  uploads: Config['uploads'];
  restorePoints: RestorePoints;
  site: SiteContentPort;
};

/** What an import of this archive would replace, section by section; nothing is written. */
export async function previewBackup(
  deps: BackupDeps,
  companyId: number,
  path: string,
): Promise<BackupPreview> {
  const { backup, archive } = await inspectBackup(path, archiveLimits(deps.uploads));
  archive.close();
  const library = await deps.db.$count(assets, ownedBy(assets, companyId));
  return {
    current: countContent(await readSiteContent(deps.db, companyId), library),
    incoming: countContent(backup.content, backup.images.length),
    exported_at: backup.exported_at,
  };
}

/**
 * Replaces the company's content with the archive's, all or nothing: images through the upload
 * pipeline first (sniffed, re-encoded, within the quota), then one transaction for the rows.
 * On any failure the images written so far are removed again.
 */
export async function importBackup(
  deps: BackupDeps,
  companyId: number,
  path: string,
  actorName: string | null = null,
): Promise<void> {
  const { backup, archive } = await inspectBackup(path, archiveLimits(deps.uploads));
  const written: string[] = [];
  try {
    const { urls, rows } = await storeArchiveImages(deps, companyId, backup, archive, written);
    const content = mapImageUrls(backup.content, (url) => {
      const upload = parseUploadUrl(url);
      if (upload) return urls.get(`${upload.category}/${upload.filename}`) ?? null;
      // Anything else on this server (another company's files, its routes) is dropped.
      return isBuiltinImageUrl(url) || /^https?:\/\//.test(url) ? url : null;
    });
    // What the mapping could not read as an image (a quote of another kind, an escape, a blank before the
    // path) the sanitiser still would: such a reference to another company's upload refuses the archive.
    refuseOtherCompanysMedia(content, companyId);
    await deps.db.transaction(async (tx) => {
      await deps.restorePoints.save(tx, companyId, 'import', null, actorName);
      if (rows.length) await tx.insert(assets).values(rows);
      await replaceFromBackup(deps.site, tx, companyId, content);
    });
  } catch (error) {
    await Promise.allSettled(written.map((key) => deps.storage.delete(key)));
    throw error;
  } finally {
    archive.close();
  }
  await deps.site.contentChanged(companyId);
}

type AssetRow = typeof assets.$inferInsert;

const IMAGE_REASONS: Record<string, string> = {
  [UNREADABLE_IMAGE]: 'berkasnya tidak bisa dibaca sebagai gambar',
  [NOT_AN_ALLOWED_IMAGE]: 'hanya gambar JPEG, PNG, WebP, GIF atau AVIF yang diterima',
};

// One image at a time (bounded memory). An image already in this company's library is reused.
async function storeArchiveImages(
  { db, storage, uploads }: BackupDeps,
  companyId: number,
  backup: SiteBackup,
  archive: Archive,
  written: string[],
) {
  const urls = new Map<string, string>();
  const rows: AssetRow[] = [];
  const filenames = backup.images.map((image) => image.filename);
  const existing = filenames.length
    ? await db
        .select({ category: assets.category, filename: assets.filename })
        .from(assets)
        .where(ownedBy(assets, companyId))
        .then((all) => all.filter((a) => filenames.includes(a.filename)))
    : [];
  const have = new Set(existing.map((a) => `${a.category}/${a.filename}`));
  let used = await storage.usage(companyPrefix(companyId));
  for (const image of backup.images) {
    const ref = `${image.category}/${image.filename}`;
    if (have.has(ref)) {
      urls.set(ref, assetUrl(companyId, image.category, image.filename));
      continue;
    }
    const path = `images/${ref}`;
    const bytes = await archive.read(path);
    if (bytes.length > uploads.maxBytes)
      throw new PayloadTooLargeError(m.badImage(path, `maksimal ${formatBytes(uploads.maxBytes)}`));
    const processed = await processImage(bytes, uploads).catch((error: unknown) => {
      if (!(error instanceof AppError)) throw error;
      throw new ValidationError(m.badImage(path, IMAGE_REASONS[error.message] ?? error.message));
    });
    const planned = planObjects(companyId, image.category, {
      ...processed,
      originalName: image.original_name,
    });
    used += planned.objects.reduce((sum, o) => sum + o.bytes.length, 0);
    if (used > uploads.quotaBytes)
      throw new PayloadTooLargeError(`Kuota penyimpanan terlampaui (${formatBytes(uploads.quotaBytes)})`);
    written.push(...(await putAll(storage, planned.objects)));
    rows.push({ ...planned.row, company_id: companyId, category: image.category });
    urls.set(ref, assetUrl(companyId, image.category, planned.row.filename));
  }
  return { urls, rows };
}
