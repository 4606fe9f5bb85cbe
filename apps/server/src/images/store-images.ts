import { assets, type Db } from '@webku/db';
import type { Config } from '../config';
import { PayloadTooLargeError } from '../errors';
import type { StorageProvider } from '../providers/storage/index';
import { assetUrl, companyPrefix, formatBytes, originalKey, variantKey } from './asset-paths';
import type { CompanyQueue } from './company-queue';
import { newImageStem } from './image-name';
import type { ProcessedImage } from './process-image';

/** An image read from an upload form: processed, with the name it had on the owner's device. */
export type UploadedImage = ProcessedImage & { originalName: string | null };

export type StoredImage = {
  filename: string;
  original_name: string | null;
  full_url: string;
  size: number;
  category: string;
  width: number;
  height: number;
  last_modified: string;
};

type Deps = { db: Db; storage: StorageProvider; limits: Config['uploads']; queue: CompanyQueue };
type StoreInput = { companyId: number; category: string; images: UploadedImage[] };
type PendingObject = { key: string; bytes: Uint8Array; contentType: string };

// Storage is not transactional: files first, then the rows in one statement; if that fails, the files go.
export function storeImages(deps: Deps, { companyId, category, images }: StoreInput): Promise<StoredImage[]> {
  return deps.queue.run(companyId, async () => {
    const planned = images.map((image) => planObjects(companyId, category, image));
    const incoming = planned.flatMap((p) => p.objects).reduce((sum, o) => sum + o.bytes.length, 0);
    const used = await deps.storage.usage(companyPrefix(companyId));
    if (used + incoming > deps.limits.quotaBytes) {
      throw new PayloadTooLargeError(
        `Ruang penyimpanan penuh: maksimal ${formatBytes(deps.limits.quotaBytes)}. Hapus gambar yang tidak dipakai lalu coba lagi`,
      );
    }
    const objects = planned.flatMap((p) => p.objects);
    const written = await putAll(deps.storage, objects);
    try {
      const rows = await deps.db
        .insert(assets)
        .values(planned.map((p) => ({ ...p.row, company_id: companyId, category })))
        .returning();
      return rows.map((row) => ({
        filename: row.filename,
        original_name: row.original_name,
        full_url: assetUrl(companyId, category, row.filename),
        size: row.size,
        category,
        width: row.width ?? 0,
        height: row.height ?? 0,
        last_modified: row.created_at.toISOString(),
      }));
    } catch (error) {
      await Promise.allSettled(written.map((key) => deps.storage.delete(key)));
      throw error;
    }
  });
}

export function planObjects(companyId: number, category: string, image: UploadedImage) {
  const filename = `${newImageStem()}.${image.ext}`;
  const key = originalKey(companyId, category, filename);
  const objects: PendingObject[] = [
    { key, bytes: image.original.bytes, contentType: image.mimeType },
    ...image.variants.map((v) => ({
      key: variantKey(key, v.variantWidth),
      bytes: v.bytes,
      contentType: 'image/webp',
    })),
  ];
  const row = {
    filename,
    original_name: image.originalName,
    storage_key: key,
    mime_type: image.mimeType,
    size: image.original.bytes.length,
    width: image.original.width,
    height: image.original.height,
  };
  return { objects, row };
}

// Every write is awaited (even after a failure) so cleanup knows exactly what exists.
export async function putAll(storage: StorageProvider, objects: PendingObject[]): Promise<string[]> {
  const results = await Promise.allSettled(objects.map((o) => storage.put(o.key, o.bytes, o.contentType)));
  const written = objects.filter((_, i) => results[i]!.status === 'fulfilled').map((o) => o.key);
  const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failure) {
    await Promise.allSettled(written.map((key) => storage.delete(key)));
    throw failure.reason;
  }
  return written;
}
