import type { AssetImage, AssetListing } from '@webku/contract';
import { and, asc, assets, type Db, desc, eq } from '@webku/db';
import { NotFoundError } from '../../http/errors';
import { assetUrl, companyPrefix, variantKey } from '../../images/asset-paths';
import { VARIANT_WIDTHS } from '../../images/image-widths';
import type { StorageProvider } from '../../providers/storage/index';
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
    .where(and(eq(assets.company_id, companyId), category ? eq(assets.category, category) : undefined))
    .orderBy(desc(assets.created_at), desc(assets.id));
  const categories = await db
    .selectDistinct({ category: assets.category })
    .from(assets)
    .where(eq(assets.company_id, companyId))
    .orderBy(asc(assets.category));
  const images: Record<string, AssetImage[]> = category ? { [category]: [] } : {};
  for (const row of rows) {
    const list = images[row.category] ?? [];
    images[row.category] = list;
    list.push({
      filename: row.filename,
      original_name: row.original_name,
      full_url: assetUrl(companyId, row.category, row.filename),
      size: row.size,
      last_modified: row.created_at.toISOString(),
    });
  }
  return {
    images,
    categories_with_images: categories.map((c) => c.category),
    total_images: rows.length,
    builtin_images: await listBuiltinImages(db, { companyId }),
  };
}

/**
 * Row first, then the files: a visitor never gets a row whose file is gone. Files that cannot be
 * removed are returned for the log; they stay inside the company's prefix and count to its quota.
 */
export async function deleteImage(
  { db, storage }: Deps,
  { companyId, filename, category }: { companyId: number; filename: string; category?: string },
): Promise<{ orphanedKeys: string[] }> {
  const [row] = await db
    .delete(assets)
    .where(
      and(
        eq(assets.company_id, companyId),
        eq(assets.filename, filename),
        category ? eq(assets.category, category) : undefined,
      ),
    )
    .returning();
  if (!row) throw new NotFoundError('Gambar tidak ditemukan');
  if (!row.storage_key.startsWith(companyPrefix(companyId))) return { orphanedKeys: [row.storage_key] };
  const keys = [row.storage_key, ...VARIANT_WIDTHS.map((w) => variantKey(row.storage_key, w))];
  const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  return { orphanedKeys: keys.filter((_, i) => results[i]!.status === 'rejected') };
}
