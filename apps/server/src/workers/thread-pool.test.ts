import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { PoolFullError, ThreadPool } from './thread-pool';

// A worker that answers each job once the main thread says "go" (so a test decides when jobs end), with
// the id of the thread that did it.
const GATED = `
const { parentPort, threadId } = require('node:worker_threads');
const waiting = [];
parentPort.on('message', (message) => {
  if (message === 'go') return waiting.splice(0).forEach((job) =>
    parentPort.postMessage({ id: job.id, result: { doubled: job.task * 2, threadId } }));
  if (message.task < 0) return parentPort.postMessage({ id: message.id, error: 'negative' });
  waiting.push(message);
});`;

type Result = { doubled: number; threadId: number };
let workers: Worker[] = [];
let pool: ThreadPool<number, Result> | null = null;
const start = () => {
  const worker = new Worker(GATED, { eval: true });
  workers.push(worker);
  return worker;
};
const go = () => {
  for (const worker of workers) worker.postMessage('go');
};
const settled = <T>(promise: Promise<T>) => {
  const state = { done: false };
  void promise.then(
    () => {
      state.done = true;
    },
    () => {
      state.done = true;
    },
  );
  return state;
};

afterEach(async () => {
  await pool?.close();
  pool = null;
  workers = [];
});

describe('ThreadPool', () => {
  it('runs jobs off the main thread, at most `threads` at once, the rest waiting in turn', async () => {
    pool = new ThreadPool(start, { threads: 2, maxQueue: 2 });
    const jobs = [1, 2, 3, 4].map((n) => pool!.run(n, [], `group${n}`));
    await expect.poll(() => workers.length).toBe(2);
    // Two run, two wait; a fifth is refused while the queue is full.
    expect(pool.hasRoomFor()).toBe(false);
    await expect(pool.run(5, [], 'group5')).rejects.toBeInstanceOf(PoolFullError);
    const states = jobs.map(settled);
    go();
    await Promise.all(jobs.slice(0, 2));
    expect(states[2]!.done || states[3]!.done).toBe(false);
    go();
    const results = await Promise.all(jobs);
    expect(results.map((r) => r.doubled)).toEqual([2, 4, 6, 8]);
    expect(new Set(results.map((r) => r.threadId)).size).toBe(2);
    expect(results.every((r) => r.threadId !== 0)).toBe(true);
    // The same two threads serve later jobs.
    expect(workers).toHaveLength(2);
    expect(pool.hasRoomFor()).toBe(true);
  });

  it("takes turns between groups: B's first job runs before A's backlog, and A cannot fill the queue", async () => {
    pool = new ThreadPool(start, { threads: 1, maxQueue: 8 });
    const order: string[] = [];
    const run = (group: string, n: number) =>
      pool!.run(n, [], group).then((result) => {
        order.push(`${group}${n}`);
        return result;
      });
    // A's burst: one runs, four wait (half the queue); a sixth is refused, while B still gets in.
    const burst = [1, 2, 3, 4, 5].map((n) => run('a', n));
    await expect(pool.run(6, [], 'a')).rejects.toBeInstanceOf(PoolFullError);
    expect(pool.hasRoomFor('a')).toBe(false);
    expect(pool.hasRoomFor('b')).toBe(true);
    const first = run('b', 1);
    const second = run('b', 2);
    for (let done = 1; done <= 7; done++) {
      go();
      await expect.poll(() => order.length).toBe(done);
    }
    await Promise.all([...burst, first, second]);
    expect(order).toEqual(['a1', 'b1', 'a2', 'b2', 'a3', 'a4', 'a5']);
  });

  it('rejects a job its thread reports failed, and replaces a thread that stops', async () => {
    pool = new ThreadPool(start, { threads: 1, maxQueue: 4 });
    await expect(pool.run(-1)).rejects.toThrow('negative');
    const lost = pool.run(1);
    const next = pool.run(2);
    await expect.poll(() => workers.length).toBe(1);
    await workers[0]!.terminate();
    await expect(lost).rejects.toThrow(/worker thread stopped/);
    await expect.poll(() => workers.length).toBe(2);
    go();
    expect((await next).doubled).toBe(4);
  });
});
