import type { Db } from '@webku/db';
import { LruCache } from '../cache/lru-cache';
import { SingleFlight } from '../cache/single-flight';
import { type ActiveDomain, findActiveDomain } from './resolve-tenant';

type Entry = { domain: string | null; until: number };

// The custom domain a company is served on, remembered briefly so that platform URLs do not cost a
// query per visit. Dropped on every invalidation of the company (activation, DNS pointed), and never
// kept past the subscription's end, so an expired domain stops redirecting on time. At most
// `maxEntries` companies are remembered, the least recently asked forgotten first. Requests for a
// company whose answer is being looked up share that one query.
export class CustomDomains {
  readonly #entries: LruCache<number, Entry>;
  readonly #lookups = new SingleFlight<number, string | null>();
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(
    private readonly db: Db,
    options: { ttlMs?: number; maxEntries?: number; now?: () => number } = {},
  ) {
    this.ttlMs = options.ttlMs ?? 30_000;
    this.now = options.now ?? Date.now;
    this.#entries = new LruCache({ maxEntries: options.maxEntries ?? 10_000 });
  }

  async activeDomain(companyId: number): Promise<string | null> {
    const cached = this.#entries.get(companyId);
    const now = this.now();
    if (cached && cached.until > now) return cached.domain;
    return this.#lookups.run(companyId, async (stillCurrent) => {
      const active = await findActiveDomain(this.db, companyId, new Date(now));
      if (stillCurrent()) this.remember(companyId, active, now);
      return active?.domain ?? null;
    });
  }

  /** The company's domain as read at `at` elsewhere (with its slug: TenantDirectory), kept as if asked here. */
  remember(companyId: number, active: ActiveDomain | null, at: number): void {
    const until = Math.min(at + this.ttlMs, active?.validUntil.getTime() ?? Number.POSITIVE_INFINITY);
    this.#entries.set(companyId, { domain: active?.domain ?? null, until });
  }

  invalidate(companyId: number): void {
    this.#lookups.invalidate();
    this.#entries.delete(companyId);
  }

  clear(): void {
    this.#lookups.invalidate();
    this.#entries.clear();
  }
}
