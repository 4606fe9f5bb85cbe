export type LruBounds<K, V> = {
  maxEntries?: number;
  maxBytes?: number;
  // Counted against maxBytes; without it every entry counts 0 bytes.
  sizeOf?: (value: V, key: K) => number;
};

// A least-recently-used map bounded by entry count, by total size, or both. Every cache in the server
// that keys on something a visitor chooses (a host, a slug, a company) uses it, so none grows without limit.
export class LruCache<K, V> {
  private readonly entries = new Map<K, { value: V; size: number }>();
  private bytes = 0;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly sizeOf: (value: V, key: K) => number;

  constructor(bounds: LruBounds<K, V>) {
    this.maxEntries = bounds.maxEntries ?? Number.POSITIVE_INFINITY;
    this.maxBytes = bounds.maxBytes ?? Number.POSITIVE_INFINITY;
    this.sizeOf = bounds.sizeOf ?? (() => 0);
  }

  /** The value, now the most recently used. */
  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** The value, its place in the order left alone. */
  peek(key: K): V | undefined {
    return this.entries.get(key)?.value;
  }

  /** Stores (or re-measures) a value; a value larger than the whole byte bound is not kept. */
  set(key: K, value: V): void {
    const size = this.sizeOf(value, key);
    this.delete(key);
    if (size > this.maxBytes) return;
    this.entries.set(key, { value, size });
    this.bytes += size;
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) {
      const oldest = this.entries.keys().next().value as K;
      this.delete(oldest);
    }
  }

  delete(key: K): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.size;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  /** Every entry, least recently used first, without touching their order; deleting while iterating is safe. */
  *[Symbol.iterator](): IterableIterator<[K, V]> {
    for (const [key, entry] of this.entries) yield [key, entry.value];
  }

  get size(): number {
    return this.entries.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }
}
