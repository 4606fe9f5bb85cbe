import { LruCache } from '../../cache/lru-cache';
import type { DomainProvider } from './domain-provider';

// Remembers answers for a short while (owners retype the same name) and shares one lookup between
// concurrent requests for a name. Failures are never cached.
export class CachedDomainProvider implements DomainProvider {
  readonly #answers: LruCache<string, { available: boolean; until: number }>;
  readonly #inFlight = new Map<string, Promise<boolean>>();

  constructor(
    private readonly inner: DomainProvider,
    private readonly ttlMs: number,
    maxEntries = 5_000,
    private readonly now: () => number = Date.now,
  ) {
    this.#answers = new LruCache({ maxEntries });
  }

  get name() {
    return this.inner.name;
  }

  async isAvailable(domain: string): Promise<boolean> {
    const cached = this.#answers.get(domain);
    if (cached && cached.until > this.now()) return cached.available;
    const running = this.#inFlight.get(domain);
    if (running) return running;
    const lookup = this.inner.isAvailable(domain).finally(() => this.#inFlight.delete(domain));
    this.#inFlight.set(domain, lookup);
    const available = await lookup;
    if (this.ttlMs > 0) this.#remember(domain, available);
    return available;
  }

  #remember(domain: string, available: boolean) {
    this.#answers.set(domain, { available, until: this.now() + this.ttlMs });
  }
}
