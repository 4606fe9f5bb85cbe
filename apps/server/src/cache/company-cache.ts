import { type LruBounds, LruCache } from './lru-cache';

// How long after a company changed a visitor may still be answered with its value from before the
// change, while the new one loads (decision 004). Well under the second in which every instance must
// show an edit.
export const STALE_FOR_MS = 500;

type Kept<V> = { companyId: number; value: V; staleSince: number | null };
type Loading<V> = { companyId: number; promise: Promise<V>; outdated: boolean };

export type CompanyCacheOptions<K, V> = LruBounds<K, V> & {
  staleForMs?: number;
  now?: () => number;
  /** When a kept value goes out of date by itself (null: only a change of the company outdates it). */
  expiresAt?: (value: V) => number | null;
};

// Values that belong to one company (its payload, its rendered pages), loaded on demand and kept in a
// bounded LRU. Concurrent requests for a missing value share one load. invalidate(companyId) marks the
// company's values stale, so the next request loads afresh; a load already running when the company
// changed may have read the old data: its callers get its result, but it is not kept, and later
// requests start a new load.
//
// A stale value is never the answer of the request that finds it stale and starts the reload (after a
// save the owner's own next view is usually that request): it waits for the new value. Requests that
// arrive while that reload runs may, if they ask for it (`staleWhileLoading`), get the stale value
// instead of waiting, for at most STALE_FOR_MS after the change.
export class CompanyCache<K, V> {
  readonly #values: LruCache<K, Kept<V>>;
  readonly #loading = new Map<K, Loading<V>>();
  readonly #staleForMs: number;
  readonly #now: () => number;
  readonly #expiresAt: (value: V) => number | null;

  constructor(options: CompanyCacheOptions<K, V>) {
    const sizeOf = options.sizeOf;
    this.#values = new LruCache({
      maxEntries: options.maxEntries,
      maxBytes: options.maxBytes,
      sizeOf: sizeOf && ((entry, key) => sizeOf(entry.value, key)),
    });
    this.#staleForMs = options.staleForMs ?? STALE_FOR_MS;
    // Read at each call, not kept: a test that sets the process's clock sets the cache's too.
    this.#now = options.now ?? (() => Date.now());
    this.#expiresAt = options.expiresAt ?? (() => null);
  }

  peek(key: K): V | undefined {
    return this.#values.peek(key)?.value;
  }

  get(
    key: K,
    companyId: number,
    load: () => Promise<V>,
    { staleWhileLoading = false }: { staleWhileLoading?: boolean } = {},
  ): Promise<V> {
    const kept = this.#values.get(key);
    if (kept && kept.staleSince === null) {
      const expiry = this.#expiresAt(kept.value);
      if (expiry === null || this.#now() < expiry) return Promise.resolve(kept.value);
      // Out of date since its expiry, as if the company had changed then.
      kept.staleSince = expiry;
    }
    const running = this.#loading.get(key);
    if (running && !running.outdated) {
      const staleSince = kept?.staleSince ?? null;
      if (staleWhileLoading && kept && staleSince !== null && this.#now() - staleSince < this.#staleForMs) {
        return Promise.resolve(kept.value);
      }
      return running.promise;
    }
    const loading: Loading<V> = { companyId, outdated: false, promise: load() };
    this.#loading.set(key, loading);
    const settle = () => {
      if (this.#loading.get(key) === loading) this.#loading.delete(key);
    };
    loading.promise.then((value) => {
      settle();
      if (!loading.outdated) this.#values.set(key, { companyId, value, staleSince: null });
    }, settle);
    return loading.promise;
  }

  /** Measures a kept value again (it grew). */
  remeasure(key: K): void {
    const entry = this.#values.peek(key);
    if (entry) this.#values.set(key, entry);
  }

  invalidate(companyId: number): void {
    const now = this.#now();
    for (const [, entry] of this.#values) {
      if (entry.companyId === companyId) entry.staleSince ??= now;
    }
    for (const loading of this.#loading.values())
      if (loading.companyId === companyId) loading.outdated = true;
  }

  get size(): number {
    return this.#values.size;
  }

  get totalBytes(): number {
    return this.#values.totalBytes;
  }
}
