import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, type Db, eq, inArray, jobs, lt, lte, sql, type Tx } from '@webku/db';
import type { Logger } from 'pino';

export type JobRow = typeof jobs.$inferSelect;

export type JobContext = {
  db: Db;
  log: Logger;
  // Runs fn and records the step in one transaction; a resumed job skips the steps already recorded.
  step: (name: string, fn: (tx: Tx) => Promise<void>) => Promise<void>;
  savePayload: (payload: Record<string, unknown>) => Promise<void>;
  // Asks to run the job again after delayMs once the handler returns (polling work, e.g. a DNS check);
  // not a failure: attempts are not used up, and the note is kept in last_error.
  retryLater: (delayMs: number, note?: string) => void;
};

export type JobHandler = (job: JobRow, ctx: JobContext) => Promise<void>;

export type JobRunnerOptions = {
  pollMs: number;
  leaseMs: number;
  retryDelayMs?: (attempt: number) => number;
};

export async function enqueueJob(
  db: Db | Tx,
  job: { type: string; company_id?: number; payload: Record<string, unknown>; max_attempts?: number },
): Promise<JobRow> {
  const [row] = await db.insert(jobs).values(job).returning();
  return row!;
}

/**
 * Runners side by side, each with its own kinds of jobs and its own loop: a quick kind (an edge purge)
 * never waits behind a long one (a site's generation).
 */
export class JobLanes {
  constructor(private readonly lanes: JobRunner[]) {}

  start(): void {
    for (const lane of this.lanes) lane.start();
  }

  kick(): void {
    for (const lane of this.lanes) lane.kick();
  }

  async drain(): Promise<void> {
    await Promise.all(this.lanes.map((lane) => lane.drain()));
  }

  async stop(): Promise<void> {
    await Promise.all(this.lanes.map((lane) => lane.stop()));
  }
}

// Durable jobs in the database: claimed with SKIP LOCKED so several server processes can share the table,
// leased so that a job left 'running' by a crash is picked up again once its lease runs out.
export class JobRunner {
  #timer: NodeJS.Timeout | null = null;
  #running: Promise<void> | null = null;
  #again = false;
  #started = false;
  #stopping = false;

  constructor(
    private readonly db: Db,
    private readonly handlers: Record<string, JobHandler>,
    private readonly log: Logger,
    private readonly options: JobRunnerOptions,
  ) {}

  start(): void {
    this.#started = true;
    this.#timer = setInterval(() => this.kick(), this.options.pollMs);
    this.#timer.unref();
    this.kick();
  }

  kick(): void {
    if (!this.#started || this.#stopping) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#running = this.drain()
      .catch((error: unknown) => this.log.error({ err: error }, 'job loop failed'))
      .finally(() => {
        this.#running = null;
        if (this.#again) {
          this.#again = false;
          this.kick();
        }
      });
  }

  async stop(): Promise<void> {
    this.#stopping = true;
    if (this.#timer) clearInterval(this.#timer);
    await this.#running;
  }

  /** Runs claimable jobs until none is left. */
  async drain(): Promise<void> {
    // A loop started by kick() may hold a job right now: let it finish before looking for more.
    await this.#running;
    await this.reclaimExpired();
    while (!this.#stopping) {
      await nextTurn();
      const job = await this.claim();
      if (!job) return;
      await this.run(job);
    }
  }

  private async reclaimExpired(): Promise<void> {
    const expired = new Date(Date.now() - this.options.leaseMs);
    await this.db
      .update(jobs)
      .set({ status: 'pending', locked_at: null })
      .where(and(eq(jobs.status, 'running'), lt(jobs.locked_at, expired)));
  }

  private async claim(): Promise<JobRow | null> {
    return this.db.transaction(async (tx) => {
      const [next] = await tx
        .select({ id: jobs.id })
        .from(jobs)
        // The database's clock, as the column's default: a job queued a fraction of a millisecond ago
        // must not look like the future to the runner's millisecond Date.
        .where(
          and(
            eq(jobs.status, 'pending'),
            lte(jobs.run_after, sql`now()`),
            // Only the kinds this runner handles: another runner (a lane) may take the rest.
            inArray(jobs.type, Object.keys(this.handlers)),
          ),
        )
        .orderBy(jobs.id)
        .limit(1)
        .for('update', { skipLocked: true });
      if (!next) return null;
      const [claimed] = await tx
        .update(jobs)
        .set({ status: 'running', locked_at: new Date(), attempts: sql`${jobs.attempts} + 1` })
        .where(eq(jobs.id, next.id))
        .returning();
      return claimed ?? null;
    });
  }

  private async run(job: JobRow): Promise<void> {
    const log = this.log.child({ jobId: job.id, jobType: job.type, companyId: job.company_id });
    const handler = this.handlers[job.type];
    // Renew the lease while the job runs, so a short lease only ever expires for a crashed process.
    const heartbeat = setInterval(
      () => {
        this.db
          .update(jobs)
          .set({ locked_at: new Date() })
          .where(and(eq(jobs.id, job.id), eq(jobs.status, 'running')))
          .catch((error: unknown) => log.warn({ err: error }, 'job heartbeat failed'));
      },
      Math.max(50, this.options.leaseMs / 3),
    );
    const asked: { later?: { delayMs: number; note?: string } } = {};
    const retryLater = (delayMs: number, note?: string) => {
      asked.later = { delayMs, note };
    };
    try {
      if (!handler) throw new Error(`No handler for job type ${job.type}`);
      await handler(job, { ...this.context(job, log), retryLater });
      if (asked.later) {
        await this.postpone(job, asked.later);
        log.info({ delayMs: asked.later.delayMs, note: asked.later.note }, 'job will run again later');
        return;
      }
      await this.db
        .update(jobs)
        .set({ status: 'done', locked_at: null, last_error: null })
        .where(eq(jobs.id, job.id));
      log.info('job done');
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const exhausted = job.attempts >= job.max_attempts;
      const delay = this.options.retryDelayMs?.(job.attempts) ?? 2 ** job.attempts * 1000;
      await this.db
        .update(jobs)
        .set({
          status: exhausted ? 'failed' : 'pending',
          locked_at: null,
          last_error: reason.slice(0, 2000),
          run_after: new Date(Date.now() + (exhausted ? 0 : delay)),
        })
        .where(eq(jobs.id, job.id));
      log.warn({ err: error, attempt: job.attempts, exhausted }, exhausted ? 'job failed' : 'job will retry');
    } finally {
      clearInterval(heartbeat);
    }
  }

  private async postpone(job: JobRow, { delayMs, note }: { delayMs: number; note?: string }): Promise<void> {
    await this.db
      .update(jobs)
      .set({
        status: 'pending',
        locked_at: null,
        attempts: sql`greatest(${jobs.attempts} - 1, 0)`,
        last_error: note ? note.slice(0, 2000) : null,
        run_after: new Date(Date.now() + delayMs),
      })
      .where(eq(jobs.id, job.id));
  }

  private context(job: JobRow, log: Logger): Omit<JobContext, 'retryLater'> {
    const completed = new Set(job.completed_steps);
    return {
      db: this.db,
      log,
      step: async (name, fn) => {
        if (completed.has(name)) return;
        // A step may compute for a while without waiting for any I/O: a turn of the event loop between
        // steps lets waiting requests through, however long the queue of jobs.
        await nextTurn();
        await this.db.transaction(async (tx) => {
          await fn(tx);
          await tx
            .update(jobs)
            .set({ completed_steps: sql`${jobs.completed_steps} || ${JSON.stringify([name])}::jsonb` })
            .where(eq(jobs.id, job.id));
        });
        completed.add(name);
      },
      savePayload: async (payload) => {
        job.payload = payload;
        await this.db.update(jobs).set({ payload }).where(eq(jobs.id, job.id));
      },
    };
  }
}
