import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { companies, type Db, type DbOrTx, eq, inArray, sql } from '@webku/db';

// The PostgreSQL channel every instance listens on; a notification's payload is
// `companyId:version:origin`, origin naming the instance that wrote (it has already reacted).
export const CONTENT_CHANNEL = 'webku_content';

// `here`: the write was made by this process (a notification or a resync: another instance's).
type Listener = (companyId: number, change: { here: boolean }) => void | Promise<void>;

// What a request's writes did so far, per company: recorded the change (a version bump and a NOTIFY) and
// told this process's caches (see `publishSiteWrites`).
export type RequestChanges = { recorded: Set<number>; signalled: Set<number> };
const requestChanges = new AsyncLocalStorage<RequestChanges>();

/** Runs a request's handler, then says what its writes recorded and signalled. */
export async function changesDuring(handler: () => Promise<void>): Promise<RequestChanges> {
  const changes: RequestChanges = { recorded: new Set(), signalled: new Set() };
  await requestChanges.run(changes, handler);
  return changes;
}

/**
 * Inside the write's own transaction: bumps the company's content version and announces it. PostgreSQL
 * delivers a NOTIFY at commit, so other instances never hear of a write that rolled back, nor before it
 * is visible to them. Returns the new version (null when the company does not exist).
 */
export async function recordContentChange(
  tx: DbOrTx,
  companyId: number,
  // The writing instance, which reacts on its own after commit; '' lets every instance react.
  origin = '',
): Promise<number | null> {
  const [row] = await tx
    .update(companies)
    .set({ content_version: sql`${companies.content_version} + 1` })
    .where(eq(companies.id, companyId))
    .returning({ version: companies.content_version });
  if (!row) return null;
  requestChanges.getStore()?.recorded.add(companyId);
  await tx.execute(sql`select pg_notify(${CONTENT_CHANNEL}, ${`${companyId}:${row.version}:${origin}`})`);
  return row.version;
}

export type ContentChange = { companyId: number; version: number; origin: string };

export function parseChange(payload: string | undefined): ContentChange | null {
  const [companyId, version, origin = ''] = (payload ?? '').split(':');
  const change = { companyId: Number(companyId), version: Number(version), origin };
  if (!Number.isSafeInteger(change.companyId) || !Number.isSafeInteger(change.version)) return null;
  return change;
}

/**
 * The one "content changed" signal of this process. Whatever caches a company's site (payload, pages,
 * tenant look-ups, share images) subscribes with onChange; writers and the change feed call
 * contentChanged. The newest version loaded or heard of per company is remembered, so a resync drops
 * only the companies that moved on.
 */
export class ContentChanges {
  // Names this instance in its notifications.
  readonly origin = randomUUID();
  readonly #listeners = new Set<Listener>();
  readonly #resyncListeners = new Set<() => void>();
  // Company id → the newest content version this process has loaded or reacted to.
  readonly #known = new Map<number, number>();

  onChange(listener: Listener): void {
    this.#listeners.add(listener);
  }

  // After a lost connection: look-ups that found nothing (a slug, a domain) may have started to exist.
  onResync(listener: () => void): void {
    this.#resyncListeners.add(listener);
  }

  /** After commit. Resolves once every cache of this process has caught up with the company. */
  contentChanged(companyId: number, version?: number): Promise<void> {
    return this.#signal(companyId, version, true);
  }

  async #signal(companyId: number, version: number | undefined, here: boolean): Promise<void> {
    if (version !== undefined) this.observe(companyId, version);
    requestChanges.getStore()?.signalled.add(companyId);
    await Promise.all([...this.#listeners].map((listener) => listener(companyId, { here })));
  }

  /** A cache loaded the company at this version: a resync compares against it. */
  observe(companyId: number, version: number): void {
    if ((this.#known.get(companyId) ?? -1) < version) this.#known.set(companyId, version);
  }

  /** Inside a write's transaction: bumps the version and announces the change to other instances. */
  record(tx: DbOrTx, companyId: number): Promise<number | null> {
    return recordContentChange(tx, companyId, this.origin);
  }

  /** A notification from the feed: another instance's write has committed. */
  async received(change: ContentChange): Promise<void> {
    if (change.origin === this.origin) return;
    await this.#signal(change.companyId, change.version, false);
  }

  /** A transaction that records the change, then (after commit) this process's signal. */
  async write<T>(db: Db, companyId: number, fn: (tx: DbOrTx) => Promise<T>): Promise<T> {
    let version: number | null = null;
    const result = await db.transaction(async (tx) => {
      const value = await fn(tx);
      version = await this.record(tx, companyId);
      return value;
    });
    await this.contentChanged(companyId, version ?? undefined);
    return result;
  }

  /**
   * After the feed re-connects: notifications sent while it was away are lost, so every company this
   * process holds is compared with the database, and any that moved on (or is gone) is dropped.
   */
  async resync(db: DbOrTx): Promise<void> {
    for (const listener of this.#resyncListeners) listener();
    const ids = [...this.#known.keys()];
    const current = new Map<number, number>();
    // In slices: a statement takes at most 65,535 parameters.
    for (let start = 0; start < ids.length; start += 5_000) {
      const rows = await db
        .select({ id: companies.id, version: companies.content_version })
        .from(companies)
        .where(inArray(companies.id, ids.slice(start, start + 5_000)));
      for (const row of rows) current.set(row.id, row.version);
    }
    const moved = ids.filter((id) => {
      const version = current.get(id);
      if (version === undefined) this.#known.delete(id);
      return version === undefined || version > (this.#known.get(id) ?? -1);
    });
    await Promise.all(moved.map((id) => this.#signal(id, current.get(id), false)));
  }
}
