import { and, assets, type Db, eq } from '@webku/db';
import type { Context } from 'hono';
import { IMAGE_NOT_FOUND, NotFoundError } from '../../errors';
import type { AppEnv } from '../../http/context';
import { companyPrefix, variantKey } from '../../images/asset-paths';
import { variantWidthFor } from '../../images/image-widths';
import type { StorageProvider, StoredObject } from '../../providers/storage/index';
import { ownedBy } from '../../site-content/tenant-store';

const COMPANY_ID = /^[1-9]\d{0,9}$/;
const CATEGORY = /^[a-z0-9][a-z0-9-]{0,39}$/;
const FILENAME = /^[a-z0-9]{1,64}\.(?:jpg|png|webp)$/;
// Names are never reused, so a response may be cached for good.
const IMMUTABLE = 'public, max-age=31536000, immutable';

type Params = { companyId: string; category: string; filename: string; width: number | null };

// The path only selects a row of that company; the storage key comes from the row, never the URL.
export async function serveUpload(
  c: Context<AppEnv>,
  { db, storage }: { db: Db; storage: StorageProvider },
  { companyId, category, filename, width }: Params,
) {
  const id = Number(companyId);
  if (
    !COMPANY_ID.test(companyId) ||
    id > 2_147_483_647 ||
    !CATEGORY.test(category) ||
    !FILENAME.test(filename)
  ) {
    throw new NotFoundError(IMAGE_NOT_FOUND);
  }
  const [row] = await db
    .select({ storageKey: assets.storage_key, mimeType: assets.mime_type, width: assets.width })
    .from(assets)
    .where(and(ownedBy(assets, id), eq(assets.category, category), eq(assets.filename, filename)))
    .limit(1);
  if (!row?.storageKey.startsWith(companyPrefix(id))) throw new NotFoundError(IMAGE_NOT_FOUND);

  const variant = width === null ? null : variantWidthFor(width, row.width ?? 0);
  const key = variant === null ? row.storageKey : variantKey(row.storageKey, variant);
  const etag = `"${filename}${variant === null ? '' : `-w${variant}`}"`;
  const headers = { 'Cache-Control': IMMUTABLE, ETag: etag };
  if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);

  // HEAD gets the headers only: no file is opened for a body nobody reads.
  const isHead = c.req.method === 'HEAD';
  const object = isHead ? await storage.stat(key) : await storage.get(key);
  if (!object) {
    c.var.log.warn({ key }, 'asset row without its file');
    throw new NotFoundError(IMAGE_NOT_FOUND);
  }
  const found = {
    ...headers,
    'Content-Type': variant === null ? row.mimeType : 'image/webp',
    'Content-Length': String(object.size),
  };
  if (isHead || !('body' in object)) return c.body(null, 200, found);
  return c.body((object as StoredObject).body, 200, found);
}
