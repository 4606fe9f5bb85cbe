import { Readable } from 'node:stream';
import {
  type BackupImage,
  backupImagePath,
  SITE_BACKUP_FILE,
  SITE_BACKUP_FORMAT,
  SITE_BACKUP_FORMAT_VERSION,
  type SiteBackup,
} from '@webku/contract';
import { asc, assets, type Db } from '@webku/db';
import { ZipFile } from 'yazl';
import { NotFoundError } from '../errors';
import type { StorageProvider } from '../providers/storage/index';
import { ownedBy } from '../site-content/tenant-store';
import { readSiteContent } from './read-site-content';

type Deps = { db: Db; storage: StorageProvider; now?: () => Date };

/**
 * The company's backup as a zip stream: site.json, then each uploaded original read from storage
 * one at a time, so memory stays flat however large the library is. Variants are rebuilt on import.
 */
export async function exportBackup({ db, storage, now }: Deps, companyId: number): Promise<Readable> {
  const content = await readSiteContent(db, companyId);
  if (!content) throw new NotFoundError('Situs tidak ditemukan');
  const rows = await db.select().from(assets).where(ownedBy(assets, companyId)).orderBy(asc(assets.id));
  const present = await Promise.all(rows.map((row) => storage.stat(row.storage_key)));
  const library = rows.filter((_, i) => present[i]);
  const images: BackupImage[] = library.map((row) => ({
    category: row.category,
    filename: row.filename,
    original_name: row.original_name,
  }));
  const backup: SiteBackup = {
    format: SITE_BACKUP_FORMAT,
    format_version: SITE_BACKUP_FORMAT_VERSION,
    exported_at: (now?.() ?? new Date()).toISOString(),
    content,
    images,
  };
  const zip = new ZipFile();
  zip.addBuffer(Buffer.from(JSON.stringify(backup, null, 2)), SITE_BACKUP_FILE);
  library.forEach((row, i) => {
    // Images are compressed already: stored as they are, which costs no CPU.
    zip.addReadStreamLazy(backupImagePath(images[i]!), { compress: false }, (cb) => {
      storage.get(row.storage_key).then(
        (object) =>
          object
            ? cb(null, Readable.fromWeb(object.body as import('node:stream/web').ReadableStream))
            : cb(new Error(`missing ${row.storage_key}`), Readable.from([])),
        (error: Error) => cb(error, Readable.from([])),
      );
    });
  });
  zip.end();
  return zip.outputStream as Readable;
}
