import { type DbHandle, eq, jobs } from '@webku/db';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDb } from '../../../../tests/support/db/test-db';
import { enqueueJob, type JobHandler, JobLanes, JobRunner } from './job-runner';

let handle: DbHandle;
beforeAll(async () => {
  handle = await openTestDb();
});
afterAll(() => handle.close());
afterEach(() => {
  vi.useRealTimers();
});

const log = pino({ level: 'silent' });
const onPostgres = Boolean(process.env.DATABASE_URL);
const options = { pollMs: 50, leaseMs: 60_000, retryDelayMs: () => 0 };

describe('durable job runner', () => {
  it('runs lanes side by side: a quick job never waits behind a long one of another lane', async () => {
    let release = () => {};
    const long = new Promise<void>((resolve) => {
      release = resolve;
    });
    const order: string[] = [];
    const slow = new JobRunner(
      handle.db,
      { 'lane-slow': async () => long.then(() => void order.push('slow')) },
      log,
      options,
    );
    const quick = new JobRunner(
      handle.db,
      { 'lane-quick': async () => void order.push('quick') },
      log,
      options,
    );
    const lanes = new JobLanes([slow, quick]);
    await enqueueJob(handle.db, { type: 'lane-slow', payload: {} });
    const queued = await enqueueJob(handle.db, { type: 'lane-quick', payload: {} });
    lanes.start();
    try {
      // The quick job is done while the slow one still runs; neither lane takes the other's kind.
      await expect
        .poll(async () => (await handle.db.select().from(jobs).where(eq(jobs.id, queued.id)))[0]?.status)
        .toBe('done');
      expect(order).toEqual(['quick']);
    } finally {
      release();
      await lanes.stop();
    }
    expect(order).toEqual(['quick', 'slow']);
  });

  it('resumes an interrupted job at the first step it had not finished', async () => {
    const ran: string[] = [];
    let crash = true;
    const handler: JobHandler = async (_job, { step }) => {
      for (const name of ['a', 'b', 'c']) {
        await step(name, async () => {
          if (name === 'b' && crash) {
            crash = false;
            throw new Error('process died');
          }
          ran.push(name);
        });
      }
    };
    const job = await enqueueJob(handle.db, { type: 'steps', payload: {} });
    const runner = new JobRunner(handle.db, { steps: handler }, log, options);
    await runner.drain();
    expect(ran).toEqual(['a', 'b', 'c']);
    const [row] = await handle.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row).toMatchObject({ status: 'done', attempts: 2, completed_steps: ['a', 'b', 'c'] });
  });

  // PGlite's now() reads the process's own clock, so only PostgreSQL has a second clock to disagree with.
  it.skipIf(!onPostgres)('runs a job queued in the same millisecond as the runner looks', async () => {
    const job = await enqueueJob(handle.db, { type: 'noop', payload: {} });
    // The database stamps run_after in microseconds; the process's Date stops at the millisecond.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(job.run_after);
    let ran = 0;
    const runner = new JobRunner(handle.db, { noop: async () => void ran++ }, log, options);
    await runner.drain();
    expect(ran).toBe(1);
  });

  it('picks up a job left running by a crashed process once its lease expires', async () => {
    const job = await enqueueJob(handle.db, { type: 'noop', payload: {} });
    await handle.db
      .update(jobs)
      .set({ status: 'running', locked_at: new Date(Date.now() - 120_000), attempts: 1 })
      .where(eq(jobs.id, job.id));
    let ran = 0;
    const runner = new JobRunner(handle.db, { noop: async () => void ran++ }, log, options);
    await runner.drain();
    expect(ran).toBe(1);
    const [row] = await handle.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row!.status).toBe('done');
  });

  it('retries a failing job and then marks it failed with the reason', async () => {
    const job = await enqueueJob(handle.db, { type: 'broken', payload: {}, max_attempts: 3 });
    let calls = 0;
    const runner = new JobRunner(
      handle.db,
      {
        broken: async () => {
          calls++;
          throw new Error('LLM endpoint answered 503');
        },
      },
      log,
      options,
    );
    await runner.drain();
    expect(calls).toBe(3);
    const [row] = await handle.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row).toMatchObject({ status: 'failed', attempts: 3, last_error: 'LLM endpoint answered 503' });
  });

  it('keeps a long job leased while it runs, so a second process does not run it twice', async () => {
    await enqueueJob(handle.db, { type: 'slow', payload: {} });
    let runs = 0;
    const slow = async () => {
      runs++;
      await new Promise((r) => setTimeout(r, 900));
    };
    const short = { ...options, leaseMs: 300 };
    const first = new JobRunner(handle.db, { slow }, log, short);
    const second = new JobRunner(handle.db, { slow }, log, short);
    const running = first.drain();
    await new Promise((r) => setTimeout(r, 600));
    await second.drain();
    await running;
    expect(runs).toBe(1);
  });

  it('runs a job again later when its handler asks, without using up its attempts', async () => {
    const job = await enqueueJob(handle.db, { type: 'poll', payload: {}, max_attempts: 2 });
    let calls = 0;
    const runner = new JobRunner(
      handle.db,
      {
        poll: async (_job, { retryLater }) => {
          calls++;
          if (calls < 4) retryLater(0, `not yet (${calls})`);
        },
      },
      log,
      options,
    );
    await runner.drain();
    expect(calls).toBe(4);
    const [row] = await handle.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row).toMatchObject({ status: 'done', attempts: 1, last_error: null });

    const later = await enqueueJob(handle.db, { type: 'poll-later', payload: {} });
    const waiting = new JobRunner(
      handle.db,
      { 'poll-later': async (_job, { retryLater }) => retryLater(60_000, 'DNS timeout') },
      log,
      options,
    );
    await waiting.drain();
    const [postponed] = await handle.db.select().from(jobs).where(eq(jobs.id, later.id));
    expect(postponed).toMatchObject({ status: 'pending', attempts: 0, last_error: 'DNS timeout' });
    expect(postponed!.run_after.getTime()).toBeGreaterThan(Date.now() + 50_000);
  });
});
