import { hasCompanySlugFormat } from '@webku/contract';
import type { Db } from '@webku/db';
import { LruCache } from '../cache/lru-cache';
import { SingleFlight } from '../cache/single-flight';
import { type HostRoute, isValidHost } from './parse-host';
import { type ActiveDomain, findDomainTenant, findSlugTenant, type TenantCompany } from './resolve-tenant';

type Entry = { company: TenantCompany | null; expires: number };
type Found = { company: TenantCompany | null; until?: number };
/** Told the custom domain a company found by its slug is served on (CustomDomains.remember). */
type DomainsSeen = { remember(companyId: number, active: ActiveDomain | null, at: number): void };

// Which company a slug or domain names, remembered briefly so a cached public page costs no query.
// Entries of a company are dropped when its site changes (on any instance: the change feed); misses
// are dropped on any change, so a newly created company or a newly activated domain shows up at once.
// A domain's entry never outlives the subscription that lets it serve. Each map keeps at most
// `maxEntries` names, the least recently asked forgotten first, so a flood of random hosts cannot grow
// it and cannot push out the names visitors keep asking for. Requests for a name that is being looked
// up share that one query (after every save of a site all its visitors miss at once).
export class TenantDirectory {
  readonly #bySlug: LruCache<string, Entry>;
  readonly #byDomain: LruCache<string, Entry>;
  readonly #slugLookups = new SingleFlight<string, TenantCompany | null>();
  readonly #domainLookups = new SingleFlight<string, TenantCompany | null>();
  readonly #ttlMs: number;
  readonly #now: () => number;
  readonly #domains: DomainsSeen | null;

  constructor(
    private readonly db: Db,
    {
      maxEntries = 10_000,
      ttlMs = 30_000,
      now = Date.now,
      domains,
    }: { maxEntries?: number; ttlMs?: number; now?: () => number; domains?: DomainsSeen } = {},
  ) {
    this.#domains = domains ?? null;
    this.#bySlug = new LruCache({ maxEntries });
    this.#byDomain = new LruCache({ maxEntries });
    this.#ttlMs = ttlMs;
    this.#now = now;
  }

  bySlug(slug: string): Promise<TenantCompany | null> {
    if (!hasCompanySlugFormat(slug.toLowerCase())) return Promise.resolve(null);
    return this.#lookup(this.#bySlug, this.#slugLookups, slug.toLowerCase(), async (key, stillCurrent) => {
      const at = this.#now();
      const found = await findSlugTenant(this.db, key, new Date(at));
      if (found && stillCurrent()) this.#domains?.remember(found.company.id, found.activeDomain, at);
      return { company: found?.company ?? null };
    });
  }

  byDomain(domain: string): Promise<TenantCompany | null> {
    if (!isValidHost(domain)) return Promise.resolve(null);
    return this.#lookup(this.#byDomain, this.#domainLookups, domain.toLowerCase(), async (key) => {
      const found = await findDomainTenant(this.db, key, new Date(this.#now()));
      return { company: found?.company ?? null, until: found?.validUntil.getTime() };
    });
  }

  byRoute(route: HostRoute): Promise<TenantCompany | null> {
    if (route.mode === 'B') return Promise.resolve(null);
    return route.by === 'slug' ? this.bySlug(route.slug) : this.byDomain(route.domain);
  }

  forget(companyId: number): void {
    this.#slugLookups.invalidate();
    this.#domainLookups.invalidate();
    for (const map of [this.#bySlug, this.#byDomain]) {
      for (const [key, entry] of map) {
        if (!entry.company || entry.company.id === companyId) map.delete(key);
      }
    }
  }

  clear(): void {
    this.#slugLookups.invalidate();
    this.#domainLookups.invalidate();
    this.#bySlug.clear();
    this.#byDomain.clear();
  }

  async #lookup(
    map: LruCache<string, Entry>,
    lookups: SingleFlight<string, TenantCompany | null>,
    key: string,
    load: (key: string, stillCurrent: () => boolean) => Promise<Found>,
  ): Promise<TenantCompany | null> {
    const hit = map.get(key);
    if (hit && hit.expires > this.#now()) return hit.company;
    return lookups.run(key, async (stillCurrent) => {
      const { company, until = Number.POSITIVE_INFINITY } = await load(key, stillCurrent);
      if (stillCurrent()) map.set(key, { company, expires: Math.min(this.#now() + this.#ttlMs, until) });
      return company;
    });
  }
}
