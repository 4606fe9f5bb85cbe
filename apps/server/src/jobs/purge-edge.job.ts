import { and, type Db, eq, inArray, jobs, lt, sql } from '@webku/db';
import { type EdgeCache, EdgePurgeError, siteTag } from '../providers/edge/index';
import type { JobHandler } from './job-runner';

export const PURGE_EDGE_JOB = 'purge-edge';

// The company is named in the payload, not in company_id: a deleted company's rows go with it, and its
// pages must still leave the edge.
export type PurgeEdgePayload = { site: number; hosts: string[] };

// Two-key advisory lock: this class, then the company id.
const LOCK_CLASS = 0x7765_6267; // 'webg'
const MIN_GAP = sql`interval '1 second'`;
const forSite = (companyId: number) =>
  and(eq(jobs.type, PURGE_EDGE_JOB), sql`(${jobs.payload}->>'site')::int = ${companyId}`);

/**
 * Asks for the site's pages (and the given hosts) to leave the shared cache. A burst of changes makes one
 * purge: while one waits, a new change only adds its hosts to it. A site is purged at most once a second:
 * a new purge waits a second after the last one ran. Every instance hears every change; the lock lets the
 * first one schedule and the rest find it waiting. Answers when the purge it queued is due (null: one
 * was waiting already).
 */
export async function schedulePurge(
  db: Db,
  companyId: number,
  { hosts = [], delayMs }: { hosts?: string[]; delayMs: number },
): Promise<Date | null> {
  // The purge waits a moment after the change: every instance drops its own copy when it hears the
  // change, within milliseconds, and the edge must not fetch the page again from one that has not.
  const delay = sql`make_interval(secs => ${delayMs / 1000})`;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_CLASS}, ${companyId})`);
    const [waiting] = await tx
      .select({ id: jobs.id, payload: jobs.payload })
      .from(jobs)
      .where(and(forSite(companyId), eq(jobs.status, 'pending')))
      .limit(1);
    if (waiting) {
      const known = (waiting.payload as PurgeEdgePayload).hosts ?? [];
      const added = hosts.filter((host) => !known.includes(host));
      if (added.length) {
        await tx
          .update(jobs)
          .set({ payload: { site: companyId, hosts: [...known, ...added] } })
          .where(eq(jobs.id, waiting.id));
      }
      return null;
    }
    // Purges already made are forgotten after a minute; the latest one (or one running) sets the gap.
    await tx
      .delete(jobs)
      .where(
        and(
          forSite(companyId),
          eq(jobs.status, 'done'),
          lt(jobs.updated_at, sql`now() - interval '1 minute'`),
        ),
      );
    const [last] = await tx
      .select({ at: sql<string | null>`max(coalesce(${jobs.locked_at}, ${jobs.updated_at}))` })
      .from(jobs)
      .where(and(forSite(companyId), inArray(jobs.status, ['running', 'done'])));
    const payload: PurgeEdgePayload = { site: companyId, hosts };
    const [queued] = await tx
      .insert(jobs)
      .values({
        type: PURGE_EDGE_JOB,
        payload,
        max_attempts: 8,
        run_after: last?.at
          ? sql`greatest(now() + ${delay}, ${last.at}::timestamptz + ${MIN_GAP})`
          : sql`now() + ${delay}`,
      })
      .returning({ at: jobs.run_after });
    return queued!.at;
  });
}

/**
 * The change signal's listener: schedules the purge and wakes this instance's job runner when it is due.
 * A failure is logged and never fails the write that changed the site.
 */
export function purgeOnChange(
  db: Db,
  delayMs: number,
  kickJobs: () => void,
  onError: (error: unknown) => void,
): (companyId: number, hosts?: string[]) => Promise<void> {
  return async (companyId, hosts = []) => {
    try {
      const due = await schedulePurge(db, companyId, { hosts, delayMs });
      if (due) setTimeout(kickJobs, Math.max(0, due.getTime() - Date.now()) + 20).unref();
    } catch (error) {
      onError(error);
    }
  };
}

/** Purges the site's tag and hosts; a vendor's "too many requests" waits as long as it asked. */
export function purgeEdgeJob(edge: EdgeCache): JobHandler {
  return async (job, ctx) => {
    const { site, hosts = [] } = job.payload as PurgeEdgePayload;
    try {
      await edge.purge({ tags: [siteTag(site)], hosts });
    } catch (error) {
      if (error instanceof EdgePurgeError && error.retryAfterMs !== null) {
        ctx.retryLater(error.retryAfterMs, error.message);
        return;
      }
      throw error;
    }
  };
}
