// One load per key at a time: whoever asks for a key while it loads shares that load, so a cache entry
// that expires or is dropped under load costs one query, not one per waiting request. A load that an
// invalidation overtook is left to the callers that already wait for it; later callers start afresh.
export class SingleFlight<K, V> {
  readonly #running = new Map<K, Promise<V>>();
  #epoch = 0;

  /** `load` learns whether its result may be kept: false once an invalidation overtook it. */
  run(key: K, load: (stillCurrent: () => boolean) => Promise<V>): Promise<V> {
    const running = this.#running.get(key);
    if (running) return running;
    const epoch = this.#epoch;
    const promise = load(() => epoch === this.#epoch).finally(() => {
      if (this.#running.get(key) === promise) this.#running.delete(key);
    });
    this.#running.set(key, promise);
    return promise;
  }

  /** Everything loading now may have read what just changed. */
  invalidate(): void {
    this.#epoch++;
    this.#running.clear();
  }
}
