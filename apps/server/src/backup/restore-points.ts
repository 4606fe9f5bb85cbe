import type { RestorePoint, SiteBackupContent } from '@webku/contract';
import { and, assets, type Db, type DbOrTx, desc, eq, inArray, restorePoints } from '@webku/db';
import { NotFoundError } from '../errors';
import type { StorageProvider } from '../providers/storage/index';
import { ownedBy } from '../site-content/tenant-store';
import { countContent } from './content-counts';
import { isBuiltinImageUrl, mapImageUrls, parseUploadUrl } from './image-refs';
import { bringBackKeptImages, purgeForgottenImages } from './kept-images';
import { readSiteContent } from './read-site-content';
import { replaceFromBackup, type SiteContentPort } from './replace-site-content';

export type RestorePointReason = RestorePoint['reason'];
export const RESTORE_POINTS_KEPT = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

type Deps = {
  db: Db;
  site: SiteContentPort;
  storage: StorageProvider;
  now?: () => Date;
};

// Snapshots of the company's content and their restore. Image files are never copied: an image deleted
// while a point shows it is kept aside (kept-images.ts) until no point shows it any more.
export class RestorePoints {
  private readonly now: () => Date;

  constructor(private readonly deps: Deps) {
    this.now = deps.now ?? (() => new Date());
  }

  /** Saves the content as it is now; keeps the newest RESTORE_POINTS_KEPT. */
  async save(
    db: DbOrTx,
    companyId: number,
    reason: RestorePointReason,
    detail: string | null = null,
    actorName: string | null = null,
  ): Promise<void> {
    const content = await readSiteContent(db, companyId);
    if (!content) return;
    await db.insert(restorePoints).values({
      company_id: companyId,
      reason,
      detail,
      actor_name: actorName,
      content,
      created_at: this.now(),
    });
    const kept = await db
      .select({ id: restorePoints.id })
      .from(restorePoints)
      .where(ownedBy(restorePoints, companyId))
      .orderBy(desc(restorePoints.created_at), desc(restorePoints.id))
      .offset(RESTORE_POINTS_KEPT);
    if (!kept.length) return;
    await db.delete(restorePoints).where(
      inArray(
        restorePoints.id,
        kept.map((k) => k.id),
      ),
    );
    // Inside a transaction the purge waits for the caller (restore does it after commit).
    if (db === this.deps.db) await this.purgeForgottenImages(companyId);
  }

  private async purgeForgottenImages(companyId: number): Promise<void> {
    await purgeForgottenImages(this.deps.db, this.deps.storage, companyId);
  }

  /** Before a change: a 'daily' point when the newest is a day old (or there is none). */
  async saveDailyIfDue(companyId: number, actorName: string | null = null): Promise<void> {
    const [latest] = await this.deps.db
      .select({ created_at: restorePoints.created_at })
      .from(restorePoints)
      .where(ownedBy(restorePoints, companyId))
      .orderBy(desc(restorePoints.created_at))
      .limit(1);
    if (latest && this.now().getTime() - latest.created_at.getTime() < DAY_MS) return;
    await this.save(this.deps.db, companyId, 'daily', null, actorName);
  }

  async list(companyId: number): Promise<RestorePoint[]> {
    const rows = await this.deps.db
      .select()
      .from(restorePoints)
      .where(ownedBy(restorePoints, companyId))
      .orderBy(desc(restorePoints.created_at), desc(restorePoints.id))
      .limit(RESTORE_POINTS_KEPT);
    return rows.map((row) => ({
      id: row.id,
      reason: row.reason as RestorePointReason,
      detail: row.detail,
      actor_name: row.actor_name,
      created_at: row.created_at.toISOString(),
      counts: countContent(row.content as SiteBackupContent),
    }));
  }

  /** Puts a restore point back in one transaction, after saving the current content (undoable). */
  async restore(companyId: number, restorePointId: number, actorName: string | null = null): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const [point] = await tx
        .select()
        .from(restorePoints)
        .where(and(ownedBy(restorePoints, companyId), eq(restorePoints.id, restorePointId)));
      if (!point) throw new NotFoundError('Titik pemulihan tidak ditemukan');
      await this.save(tx, companyId, 'restore', null, actorName);
      const library = await tx
        .select({ category: assets.category, filename: assets.filename })
        .from(assets)
        .where(ownedBy(assets, companyId));
      const present = new Set(library.map((a) => `${a.category}/${a.filename}`));
      const shown = new Set<string>();
      mapImageUrls(point.content as SiteBackupContent, (url) => {
        shown.add(url);
        return url;
      });
      // An image deleted since the point comes back when its files were kept; otherwise it falls back as unset.
      for (const key of await bringBackKeptImages(tx, companyId, shown)) present.add(key);
      const content = mapImageUrls(point.content as SiteBackupContent, (url) => {
        const upload = parseUploadUrl(url);
        if (upload) {
          const isOwn =
            upload.companyId === companyId && present.has(`${upload.category}/${upload.filename}`);
          return isOwn ? url : null;
        }
        return isBuiltinImageUrl(url) || /^https?:\/\//.test(url) ? url : null;
      });
      await replaceFromBackup(this.deps.site, tx, companyId, content);
    });
    await this.deps.site.contentChanged(companyId);
    await this.purgeForgottenImages(companyId);
  }
}
