import type { Worker } from 'node:worker_threads';

// A message to a worker carries its job's id; the worker answers with the same id and either a result or
// the message of what went wrong.
export type PoolRequest<T> = { id: number; task: T };
export type PoolReply<R> = { id: number; result: R } | { id: number; error: string };

type Job<T, R> = {
  task: T;
  transfer: ArrayBuffer[];
  resolve: (result: R) => void;
  reject: (error: Error) => void;
};

type Slot<T, R> = { worker: Worker; job: Job<T, R> | null; id: number };

export class PoolFullError extends Error {
  constructor() {
    super('thread pool queue is full');
  }
}

export type ThreadPoolOptions = {
  /** How many jobs run at once, each on a thread of its own. */
  threads: number;
  /** How many more may wait; a job beyond that is refused with PoolFullError. */
  maxQueue: number;
};

/**
 * Work that would hold the request thread (drawing a PDF) runs on a few worker threads, one job per
 * thread at a time, the rest waiting in order. Threads start on first use, stay for the next job, and
 * never keep the process alive while idle; a thread that dies is replaced at the next job.
 */
export class ThreadPool<T, R> {
  readonly #slots: (Slot<T, R> | null)[];
  readonly #queue: Job<T, R>[] = [];
  readonly #start: () => Worker;
  readonly #maxQueue: number;
  #nextId = 0;

  constructor(start: () => Worker, { threads, maxQueue }: ThreadPoolOptions) {
    this.#start = start;
    this.#slots = Array.from({ length: Math.max(1, threads) }, () => null);
    this.#maxQueue = maxQueue;
  }

  /** Whether a job given now would run or wait rather than be refused. */
  get hasRoom(): boolean {
    return this.#slots.some((slot) => !slot?.job) || this.#queue.length < this.#maxQueue;
  }

  run(task: T, transfer: ArrayBuffer[] = []): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      const job = { task, transfer, resolve, reject };
      const free = this.#slots.findIndex((slot) => !slot?.job);
      if (free >= 0) return this.#give(free, job);
      if (this.#queue.length >= this.#maxQueue) return reject(new PoolFullError());
      this.#queue.push(job);
    });
  }

  async close(): Promise<void> {
    for (const job of this.#queue.splice(0)) job.reject(new Error('thread pool closed'));
    await Promise.all(
      this.#slots.map(async (slot, index) => {
        this.#slots[index] = null;
        slot?.job?.reject(new Error('thread pool closed'));
        await slot?.worker.terminate();
      }),
    );
  }

  #give(index: number, job: Job<T, R>): void {
    const slot = this.#slots[index] ?? this.#open(index);
    slot.job = job;
    slot.id = ++this.#nextId;
    slot.worker.ref();
    const request: PoolRequest<T> = { id: slot.id, task: job.task };
    slot.worker.postMessage(request, job.transfer);
  }

  #open(index: number): Slot<T, R> {
    const worker = this.#start();
    const slot: Slot<T, R> = { worker, job: null, id: 0 };
    worker.on('message', (reply: PoolReply<R>) => {
      const job = slot.job;
      if (!job || reply.id !== slot.id) return;
      this.#done(index, slot);
      if ('error' in reply) job.reject(new Error(reply.error));
      else job.resolve(reply.result);
    });
    const fail = (error: Error) => {
      const job = slot.job;
      slot.job = null;
      job?.reject(error);
      if (this.#slots[index] !== slot) return;
      this.#slots[index] = null;
      this.#next(index);
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`worker thread stopped (exit code ${code})`)));
    this.#slots[index] = slot;
    return slot;
  }

  #done(index: number, slot: Slot<T, R>): void {
    slot.job = null;
    slot.worker.unref();
    this.#next(index);
  }

  #next(index: number): void {
    const job = this.#queue.shift();
    if (job) this.#give(index, job);
  }
}
