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
    const jobs = [1, 2, 3, 4].map((n) => pool!.run(n));
    await expect.poll(() => workers.length).toBe(2);
    // Two run, two wait; a fifth is refused while the queue is full.
    expect(pool.hasRoom).toBe(false);
    await expect(pool.run(5)).rejects.toBeInstanceOf(PoolFullError);
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
    expect(pool.hasRoom).toBe(true);
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
