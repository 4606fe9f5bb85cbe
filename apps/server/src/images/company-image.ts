import { builtinImageKeyFromUrl, renderBuiltinImageSvg } from '@webku/content-packs';
import { and, assets, type Db, eq } from '@webku/db';
import type { StorageProvider } from '../providers/storage/index';
import { ownedBy } from '../site-content/tenant-store';
import { companyPrefix } from './asset-paths';

const UPLOAD = /^\/media\/u\/(\d+)\/([a-z0-9][a-z0-9-]{0,39})\/([a-z0-9]{1,64}\.(?:jpg|png|webp))$/;

export type CompanyImage = { bytes: Buffer; isSvg: boolean };

/**
 * Whether `source` names an image a company's printed or shared pictures may show: a built-in
 * illustration or this company's own upload (a full address counts by its path).
 */
export function namesCompanyImage(companyId: number, source: string): boolean {
  const path = imagePath(source);
  if (!path) return false;
  if (builtinImageKeyFromUrl(path)) return true;
  const upload = UPLOAD.exec(path);
  return upload !== null && Number(upload[1]) === companyId;
}

/**
 * The bytes of an image a company's content names. Only the platform's own images: a built-in
 * illustration or this company's upload. An external URL is never fetched (the server must not be made
 * to request arbitrary addresses); anything else is null.
 */
export async function readCompanyImage(
  deps: { db: Db; storage: StorageProvider },
  companyId: number,
  source: string,
): Promise<CompanyImage | null> {
  const path = imagePath(source);
  if (!path || !namesCompanyImage(companyId, path)) return null;
  const builtin = builtinImageKeyFromUrl(path);
  if (builtin) return { bytes: Buffer.from(renderBuiltinImageSvg(builtin)!), isSvg: true };
  const upload = UPLOAD.exec(path)!;
  const [row] = await deps.db
    .select({ storageKey: assets.storage_key })
    .from(assets)
    .where(and(ownedBy(assets, companyId), eq(assets.category, upload[2]!), eq(assets.filename, upload[3]!)))
    .limit(1);
  if (!row?.storageKey.startsWith(companyPrefix(companyId))) return null;
  const object = await deps.storage.get(row.storageKey);
  if (!object) return null;
  return { bytes: Buffer.from(await new Response(object.body).arrayBuffer()), isSvg: false };
}

// The path an image address names: a path as it is, a full http(s) address by its path.
function imagePath(source: string): string | null {
  if (!/^https?:\/\//i.test(source)) return source;
  try {
    return new URL(source).pathname;
  } catch {
    return null;
  }
}
