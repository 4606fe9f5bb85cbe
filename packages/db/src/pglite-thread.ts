import { Worker } from 'node:worker_threads';
import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';

// PGlite runs PostgreSQL compiled to WebAssembly in the thread that calls it: every statement, and the
// file writes behind it, would hold up every request meanwhile. Here it runs on a worker thread of its
// own (pglite-thread.worker.mjs) and this thread only sends statements and receives rows, one message
// each way per statement; the transaction and query locks stay PGlite's own, in that thread.
//
// What crosses is what drizzle's PGlite driver uses: query and exec, on the database or inside a
// transaction (nested transactions are savepoints, plain statements). Errors keep their fields (the
// SQLSTATE `code`, constraint, detail) so callers recognise a unique violation as before.

type Message =
  | {
      op: 'query';
      tx?: number;
      sql: string;
      params: unknown[];
      rowMode?: 'array' | 'object';
      textTypes: number[];
    }
  | { op: 'exec'; tx?: number; sql: string; rowMode?: 'array' | 'object'; textTypes: number[] }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'close' };

type Reply = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: ErrorFields };
type ErrorFields = { name: string; message: string } & Record<string, unknown>;

export type PgliteThreadOptions = { dataDir?: string; template?: Blob; migrationsFolder: string };

type Statements = Pick<PGlite, 'query' | 'exec'>;

function rebuildError(fields: ErrorFields): Error {
  const { name, message, ...rest } = fields;
  const error = Object.assign(new Error(message), rest);
  error.name = name;
  return error;
}

const threadStopped = (code: number) => new Error(`the database thread stopped (exit code ${code})`);

// drizzle's only parsers keep a type's text as PostgreSQL sent it; their type ids cross instead.
function textTypes(options?: QueryOptions): number[] {
  return Object.keys(options?.parsers ?? {}).map(Number);
}

export class PgliteThread {
  readonly #worker: Worker;
  readonly #waiting = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  #nextId = 1;
  #stopped: Error | undefined;

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (reply: Reply) => {
      const waiting = this.#waiting.get(reply.id);
      if (!waiting) return;
      this.#waiting.delete(reply.id);
      if (this.#waiting.size === 0) worker.unref();
      if (reply.ok) waiting.resolve(reply.result);
      else waiting.reject(rebuildError(reply.error));
    });
    const stop = (error: Error) => {
      this.#stopped ??= error;
      for (const waiting of this.#waiting.values()) waiting.reject(this.#stopped);
      this.#waiting.clear();
    };
    worker.on('error', stop);
    worker.on('exit', (code) => stop(threadStopped(code)));
  }

  /** Starts the thread, opens (or creates) the database there and applies the migrations. */
  static async open(options: PgliteThreadOptions): Promise<PgliteThread> {
    const template = options.template ? await options.template.arrayBuffer() : undefined;
    const worker = new Worker(new URL('./pglite-thread.worker.mjs', import.meta.url), {
      workerData: { dataDir: options.dataDir, template, migrationsFolder: options.migrationsFolder },
      transferList: template ? [template] : [],
    });
    let onError!: (error: Error) => void;
    let onExit!: (code: number) => void;
    const ready = await new Promise<{ ready: boolean; error?: ErrorFields }>((resolve, reject) => {
      onError = reject;
      onExit = (code) => reject(threadStopped(code));
      worker.once('message', resolve).once('error', onError).once('exit', onExit);
    }).finally(() => worker.off('error', onError).off('exit', onExit));
    if (!ready.ready) {
      await worker.terminate();
      throw rebuildError(ready.error ?? { name: 'Error', message: 'the database did not open' });
    }
    // Idle, the thread does not keep the process alive (as PGlite in this thread would not); while a
    // statement is under way it does.
    worker.unref();
    return new PgliteThread(worker);
  }

  #send(message: Message): Promise<unknown> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      if (this.#waiting.size === 0) this.#worker.ref();
      this.#waiting.set(id, { resolve, reject });
      this.#worker.postMessage({ ...message, id });
    });
  }

  #statements(tx?: number): Statements {
    return {
      query: (sql: string, params: unknown[] = [], options?: QueryOptions) =>
        this.#send({
          op: 'query',
          tx,
          sql,
          params,
          rowMode: options?.rowMode,
          textTypes: textTypes(options),
        }),
      exec: (sql: string, options?: QueryOptions) =>
        this.#send({ op: 'exec', tx, sql, rowMode: options?.rowMode, textTypes: textTypes(options) }),
    } as Statements;
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#statements().query<T>(sql, params, options);
  }

  exec(sql: string, options?: QueryOptions): Promise<Results[]> {
    return this.#statements().exec(sql, options);
  }

  /** BEGIN, the callback's statements, then COMMIT, or ROLLBACK when the callback throws. */
  async transaction<T>(callback: (tx: Statements) => Promise<T>): Promise<T> {
    const tx = (await this.#send({ op: 'begin' })) as number;
    let result: T;
    try {
      result = await callback(this.#statements(tx));
    } catch (error) {
      // The callback's error is the one to report, even when the rollback fails too.
      await this.#send({ op: 'end', tx, commit: false }).catch(() => undefined);
      throw error;
    }
    await this.#send({ op: 'end', tx, commit: true });
    return result;
  }

  async close(): Promise<void> {
    if (!this.#stopped) await this.#send({ op: 'close' });
    this.#stopped ??= new Error('the database is closed');
    await this.#worker.terminate();
  }
}
