import { LruCache } from '../../cache/lru-cache';
import { SingleFlight } from '../../cache/single-flight';
import { TooManyRequestsError } from '../../errors';
import { startWorker } from '../../workers/start-worker';
import { PoolFullError, ThreadPool } from '../../workers/thread-pool';
import type { PaperSize, QrKitModel } from './qr-kit-pdf';
import type { Drawing } from './qr-kit-sheets';

/** A drawn sheet's bytes, as the drawing thread hands them over. */
export type Pdf = Uint8Array<ArrayBuffer>;

/** One sheet to draw, as it crosses to the drawing thread. */
export type DrawTask = { drawing: Drawing; size: PaperSize; model: QrKitModel };

export type SheetCacheOptions = {
  /** Sheets drawn at once, each on a thread of its own. */
  threads: number;
  /** Sheets that may wait for a thread; beyond that a download is refused for a few seconds. */
  maxQueue: number;
  /** Drawn sheets kept in this process, in bytes (0 keeps none). */
  maxBytes: number;
};

const BUSY_SECONDS = 10;
const busy = () =>
  new TooManyRequestsError(
    `Server sedang menyiapkan banyak PDF. Coba lagi dalam ${BUSY_SECONDS} detik.`,
    BUSY_SECONDS,
  );

/**
 * The QR kit's PDFs: drawn on worker threads (a few at a time, the rest waiting, companies taking
 * turns), and each kept under the hash of everything it shows (qr-kit-model.ts sheetKey) until the least
 * recently used is dropped. A change of the content, made on any instance, gives a new hash, so a kept sheet is never an
 * outdated one; the same sheet asked for while it is drawn is drawn once.
 */
export class SheetCache {
  readonly #pool: ThreadPool<DrawTask, Pdf>;
  readonly #kept: LruCache<string, Pdf>;
  readonly #drawing = new SingleFlight<string, Pdf>();

  constructor({ threads, maxQueue, maxBytes }: SheetCacheOptions) {
    this.#pool = new ThreadPool(
      () => startWorker('qr-kit-draw.worker', new URL('./qr-kit-draw.worker.ts', import.meta.url)),
      { threads, maxQueue },
    );
    this.#kept = new LruCache({ maxBytes, sizeOf: (bytes) => bytes.byteLength });
  }

  /**
   * The sheet named `key`: kept, or drawn from what `prepare` reads (only when it is not kept). Sheets of
   * different companies (`group`) take turns for the drawing threads.
   */
  async get(key: string, group: string, prepare: () => Promise<DrawTask>): Promise<Pdf> {
    const kept = this.#kept.get(key);
    if (kept) return kept;
    return this.#drawing.run(key, async () => {
      // Refused before its images are read when the queue is already full.
      if (!this.#pool.hasRoomFor(group)) throw busy();
      const task = await prepare();
      const bytes = await this.#pool.run(task, [], group).catch((error: unknown) => {
        throw error instanceof PoolFullError ? busy() : error;
      });
      this.#kept.set(key, bytes);
      return bytes;
    });
  }

  close(): Promise<void> {
    return this.#pool.close();
  }
}
