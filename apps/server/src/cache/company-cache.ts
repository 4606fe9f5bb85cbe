import { type LruBounds, LruCache } from './lru-cache';

type Loading<V> = { companyId: number; promise: Promise<V>; outdated: boolean };

// Values that belong to one company (its payload, its rendered pages), loaded on demand and kept in a
// bounded LRU. Concurrent requests for a missing value share one load. invalidate(companyId) drops the
// company's values, so the next request loads afresh; a load already running when the company changed
// may have read the old data: its callers get its result, but it is not kept, and later requests start
// a new load.
export class CompanyCache<K, V> {
  readonly #values: LruCache<K, { companyId: number; value: V }>;
  readonly #loading = new Map<K, Loading<V>>();

  constructor(bounds: LruBounds<K, V>) {
    const sizeOf = bounds.sizeOf;
    this.#values = new LruCache({
      maxEntries: bounds.maxEntries,
      maxBytes: bounds.maxBytes,
      sizeOf: sizeOf && ((entry, key) => sizeOf(entry.value, key)),
    });
  }

  peek(key: K): V | undefined {
    return this.#values.peek(key)?.value;
  }

  get(key: K, companyId: number, load: () => Promise<V>): Promise<V> {
    const hit = this.#values.get(key);
    if (hit) return Promise.resolve(hit.value);
    const running = this.#loading.get(key);
    if (running && !running.outdated) return running.promise;
    const loading: Loading<V> = { companyId, outdated: false, promise: load() };
    this.#loading.set(key, loading);
    const settle = () => {
      if (this.#loading.get(key) === loading) this.#loading.delete(key);
    };
    loading.promise.then((value) => {
      settle();
      if (!loading.outdated) this.#values.set(key, { companyId, value });
    }, settle);
    return loading.promise;
  }

  /** Measures a kept value again (it grew). */
  remeasure(key: K): void {
    const entry = this.#values.peek(key);
    if (entry) this.#values.set(key, entry);
  }

  invalidate(companyId: number): void {
    for (const [key, entry] of this.#values) if (entry.companyId === companyId) this.#values.delete(key);
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
