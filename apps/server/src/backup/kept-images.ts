import { and, assets, type Db, type DbOrTx, deletedAssets, eq, restorePoints, sql } from '@webku/db';
import { assetUrl, companyPrefix, variantKey } from '../images/asset-paths';
import { VARIANT_WIDTHS } from '../images/image-widths';
import type { StorageProvider } from '../providers/storage/index';
import { ownedBy } from '../site-content/tenant-store';

type AssetRow = typeof assets.$inferSelect;

/** Does any of the company's restore points show this image? Then its files must stay. */
export async function isInRestorePoint(db: DbOrTx, companyId: number, url: string): Promise<boolean> {
  const [row] = await db
    .select({ id: restorePoints.id })
    .from(restorePoints)
    .where(and(ownedBy(restorePoints, companyId), sql`strpos(${restorePoints.content}::text, ${url}) > 0`))
    .limit(1);
  return Boolean(row);
}

/** A deleted image a restore point still shows: out of the library, its files kept. */
export async function keepDeletedImage(tx: DbOrTx, row: AssetRow): Promise<void> {
  const { id: _id, ...kept } = row;
  await tx.insert(deletedAssets).values(kept);
}

/**
 * Inside a restore: the kept images the restored content shows go back into the library.
 * Returns the keys ('category/filename') now present again.
 */
export async function bringBackKeptImages(
  tx: DbOrTx,
  companyId: number,
  urls: Set<string>,
): Promise<Set<string>> {
  const kept = await tx.select().from(deletedAssets).where(ownedBy(deletedAssets, companyId));
  const back = new Set<string>();
  for (const { id, deleted_at: _deletedAt, ...row } of kept) {
    if (!urls.has(assetUrl(companyId, row.category, row.filename))) continue;
    await tx.delete(deletedAssets).where(eq(deletedAssets.id, id));
    await tx.insert(assets).values(row).onConflictDoNothing();
    back.add(`${row.category}/${row.filename}`);
  }
  return back;
}

/** After restore points were dropped: kept images none of the remaining points shows are deleted for good. */
export async function purgeForgottenImages(
  db: Db,
  storage: StorageProvider,
  companyId: number,
): Promise<string[]> {
  const kept = await db.select().from(deletedAssets).where(ownedBy(deletedAssets, companyId));
  const orphaned: string[] = [];
  for (const row of kept) {
    if (await isInRestorePoint(db, companyId, assetUrl(companyId, row.category, row.filename))) continue;
    await db.delete(deletedAssets).where(eq(deletedAssets.id, row.id));
    orphaned.push(...(await deleteImageFiles(storage, companyId, row.storage_key)));
  }
  return orphaned;
}

/**
 * The original and its variants. Files that cannot be removed are returned for the log; they stay
 * inside the company's prefix and count to its quota. A key outside the prefix is never touched.
 */
export async function deleteImageFiles(
  storage: StorageProvider,
  companyId: number,
  storageKey: string,
): Promise<string[]> {
  if (!storageKey.startsWith(companyPrefix(companyId))) return [storageKey];
  const keys = [storageKey, ...VARIANT_WIDTHS.map((w) => variantKey(storageKey, w))];
  const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  return keys.filter((_, i) => results[i]!.status === 'rejected');
}
