import type { Worker } from 'node:worker_threads';

// A message to a worker carries its job's id; the worker answers with the same id and either a result or
// the message of what went wrong.
export type PoolRequest<T> = { id: number; task: T };
export type PoolReply<R> = { id: number; result: R } | { id: number; error: string };

type Job<T, R> = {
  task: T;
  group: string;
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
  /**
   * How many more may wait; a job beyond that is refused with PoolFullError. One group (a company) may
   * hold at most half of them (at least one), so its burst leaves room for the others.
   */
  maxQueue: number;
};

/**
 * Work that would hold the request thread (drawing a PDF) runs on a few worker threads, one job per
 * thread at a time, the rest waiting. Waiting jobs take turns by group (a company): a freed thread takes
 * the oldest job of the group whose last job started longest ago, so one company's backlog does not delay
 * another's first job. Threads start on first use, stay for the next job, and never keep the process
 * alive while idle; a thread that dies is replaced at the next job.
 */
export class ThreadPool<T, R> {
  readonly #slots: (Slot<T, R> | null)[];
  /** Waiting jobs by group, each group's in order. */
  readonly #waiting = new Map<string, Job<T, R>[]>();
  /** The turn at which each group waiting or running last started a job. */
  readonly #lastStart = new Map<string, number>();
  readonly #start: () => Worker;
  readonly #maxQueue: number;
  readonly #maxPerGroup: number;
  #queued = 0;
  #nextId = 0;

  constructor(start: () => Worker, { threads, maxQueue }: ThreadPoolOptions) {
    this.#start = start;
    this.#slots = Array.from({ length: Math.max(1, threads) }, () => null);
    this.#maxQueue = maxQueue;
    this.#maxPerGroup = Math.max(1, Math.floor(maxQueue / 2));
  }

  /** Whether a job of `group` given now would run or wait rather than be refused. */
  hasRoomFor(group = ''): boolean {
    if (this.#slots.some((slot) => !slot?.job)) return true;
    const mine = this.#waiting.get(group)?.length ?? 0;
    return this.#queued < this.#maxQueue && mine < Math.min(this.#maxPerGroup, this.#maxQueue);
  }

  run(task: T, transfer: ArrayBuffer[] = [], group = ''): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      const job = { task, group, transfer, resolve, reject };
      const free = this.#slots.findIndex((slot) => !slot?.job);
      if (free >= 0) return this.#give(free, job);
      if (!this.hasRoomFor(group)) return reject(new PoolFullError());
      const jobs = this.#waiting.get(group);
      if (jobs) jobs.push(job);
      else this.#waiting.set(group, [job]);
      this.#queued++;
    });
  }

  async close(): Promise<void> {
    const waiting = [...this.#waiting.values()].flat();
    this.#waiting.clear();
    this.#queued = 0;
    for (const job of waiting) job.reject(new Error('thread pool closed'));
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
    this.#lastStart.set(job.group, slot.id);
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

  // The next job: the oldest of the group whose last job started longest ago (never, for a new group).
  #next(index: number): void {
    let turn: string | undefined;
    for (const group of this.#waiting.keys())
      if (turn === undefined || (this.#lastStart.get(group) ?? 0) < (this.#lastStart.get(turn) ?? 0))
        turn = group;
    if (turn !== undefined) {
      const jobs = this.#waiting.get(turn)!;
      const job = jobs.shift()!;
      if (!jobs.length) this.#waiting.delete(turn);
      this.#queued--;
      this.#give(index, job);
    }
    this.#forgetIdleGroups();
  }

  // Only groups with a job waiting or running keep their turn.
  #forgetIdleGroups(): void {
    const running = new Set(this.#slots.map((slot) => slot?.job?.group));
    for (const group of this.#lastStart.keys())
      if (!this.#waiting.has(group) && !running.has(group)) this.#lastStart.delete(group);
  }
}
