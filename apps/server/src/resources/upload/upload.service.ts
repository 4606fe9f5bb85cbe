import { type AssetImage, type AssetListing, describeImageUse, type ImageUse } from '@webku/contract';
import { and, asc, assets, type Db, desc, eq } from '@webku/db';
import { deleteImageFiles, isInRestorePoint, keepDeletedImage } from '../../backup/kept-images';
import { readSiteContent } from '../../backup/read-site-content';
import type { RestorePoints } from '../../backup/restore-points';
import { ConflictError, NotFoundError } from '../../errors';
import { assetUrl } from '../../images/asset-paths';
import { clearImageUses } from '../../images/clear-image-uses';
import { collectImageUses } from '../../images/image-uses';
import type { StorageProvider } from '../../providers/storage/index';
import type { SiteContent } from '../../site-content/site-content';
import { ownedBy } from '../../site-content/tenant-store';
import { listBuiltinImages } from './builtin-images';

type Deps = { db: Db; storage: StorageProvider };

// Images keyed by category, newest first; categories_with_images always lists all of the company's.
export async function listImages(
  { db }: Deps,
  { companyId, category }: { companyId: number; category?: string },
): Promise<AssetListing> {
  const rows = await db
    .select()
    .from(assets)
    .where(and(ownedBy(assets, companyId), category ? eq(assets.category, category) : undefined))
    .orderBy(desc(assets.created_at), desc(assets.id));
  const categories = await db
    .selectDistinct({ category: assets.category })
    .from(assets)
    .where(ownedBy(assets, companyId))
    .orderBy(asc(assets.category));
  const content = await readSiteContent(db, companyId);
  const uses = content ? collectImageUses(content) : new Map<string, ImageUse[]>();
  const images: Record<string, AssetImage[]> = category ? { [category]: [] } : {};
  for (const row of rows) {
    const url = assetUrl(companyId, row.category, row.filename);
    const list = images[row.category] ?? [];
    images[row.category] = list;
    list.push({
      filename: row.filename,
      original_name: row.original_name,
      full_url: url,
      size: row.size,
      last_modified: row.created_at.toISOString(),
      used_in: uses.get(url) ?? [],
    });
  }
  return {
    images,
    categories_with_images: categories.map((c) => c.category),
    total_images: rows.length,
    builtin_images: await listBuiltinImages(db, { companyId }),
  };
}

type DeleteDeps = Deps & { site: Pick<SiteContent, 'write'>; restorePoints: Pick<RestorePoints, 'save'> };

/**
 * One transaction: a restore point (when the site shows the image), every place that shows it cleared,
 * the library row gone, and the row kept aside when a restore point shows the image. Files go after
 * the commit, and only when no restore point needs them, so no page ever points at a missing file.
 * An image in use is deleted only once the owner agreed (clearUses).
 */
export async function deleteImage(
  { db, storage, site, restorePoints }: DeleteDeps,
  {
    companyId,
    filename,
    category,
    clearUses = false,
  }: { companyId: number; filename: string; category?: string; clearUses?: boolean },
): Promise<{ orphanedKeys: string[] }> {
  const [row] = await db
    .select()
    .from(assets)
    .where(
      and(
        ownedBy(assets, companyId),
        eq(assets.filename, filename),
        category ? eq(assets.category, category) : undefined,
      ),
    );
  if (!row) throw new NotFoundError('Gambar tidak ditemukan');
  const url = assetUrl(companyId, row.category, row.filename);
  const uses = await imageUsesOf(db, companyId, url);
  if (uses.length && !clearUses)
    throw new ConflictError(
      `Gambar ini dipakai di ${uses.map(describeImageUse).join(', ')}. Hapus tetap akan mengosongkan tempat itu; konfirmasi dulu untuk menghapusnya.`,
    );
  const isKept = await site.write(companyId, async (tx) => {
    if (uses.length)
      await restorePoints.save(tx, companyId, 'delete', `gambar “${row.original_name ?? row.filename}”`);
    await clearImageUses(tx, companyId, url);
    await tx.delete(assets).where(eq(assets.id, row.id));
    if (!(await isInRestorePoint(tx, companyId, url))) return false;
    await keepDeletedImage(tx, row);
    return true;
  });
  if (isKept) return { orphanedKeys: [] };
  return { orphanedKeys: await deleteImageFiles(storage, companyId, row.storage_key) };
}

async function imageUsesOf(db: Db, companyId: number, url: string): Promise<ImageUse[]> {
  const content = await readSiteContent(db, companyId);
  return (content && collectImageUses(content).get(url)) ?? [];
}
