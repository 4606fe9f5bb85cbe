import { hasCompanySlugFormat } from '@webku/contract';
import type { Db, SQL } from '@webku/db';
import { LruCache } from '../cache/lru-cache';
import { SingleFlight } from '../cache/single-flight';
import { type HostRoute, isValidHost } from './parse-host';
import { type ActiveDomain, type TenantCompany, type TenantLookups, tenantLookups } from './resolve-tenant';

type Entry = { company: TenantCompany | null; expires: number };
type Found = { company: TenantCompany | null; until?: number };
/** Told the custom domain a company found by its slug is served on (CustomDomains.remember). */
type DomainsSeen = { remember(companyId: number, active: ActiveDomain | null, at: number): void };
/** A company's stored pages read in the statement that finds the company (PageCache.readAlong). */
export type PagesAlong = {
  /** A column of a statement that reads `companies`. */
  column: SQL;
  /** What the column read for the company the statement found. */
  found: (companyId: number, column: unknown) => void;
};
type PagesSeen = { readAlong(): PagesAlong | null };
/** `pages`: the look-up is for a page of the site: its stored pages come along on a first visit. */
export type LookupFor = { pages?: boolean };

// Which company a slug or domain names, remembered briefly so a cached public page costs no query.
// Entries of a company are dropped when its site changes (on any instance: the change feed); misses
// are dropped on any change, so a newly created company or a newly activated domain shows up at once.
// A domain's entry never outlives the subscription that lets it serve. Each map keeps at most
// `maxEntries` names, the least recently asked forgotten first, so a flood of random hosts cannot grow
// it and cannot push out the names visitors keep asking for. Requests for a name that is being looked
// up share that one query (after every save of a site all its visitors miss at once). For a page, a name
// not asked for since its company last changed (a first visit) also reads the company's stored pages.
export class TenantDirectory {
  readonly #bySlug: LruCache<string, Entry>;
  readonly #byDomain: LruCache<string, Entry>;
  readonly #slugLookups = new SingleFlight<string, TenantCompany | null>();
  readonly #domainLookups = new SingleFlight<string, TenantCompany | null>();
  readonly #ttlMs: number;
  readonly #now: () => number;
  readonly #domains: DomainsSeen | null;
  readonly #pages: PagesSeen | null;
  readonly #statements = new Map<SQL | null, TenantLookups>();

  constructor(
    private readonly db: Db,
    {
      maxEntries = 10_000,
      ttlMs = 30_000,
      now = Date.now,
      domains,
      pages,
    }: {
      maxEntries?: number;
      ttlMs?: number;
      now?: () => number;
      domains?: DomainsSeen;
      pages?: PagesSeen;
    } = {},
  ) {
    this.#domains = domains ?? null;
    this.#pages = pages ?? null;
    this.#bySlug = new LruCache({ maxEntries });
    this.#byDomain = new LruCache({ maxEntries });
    this.#ttlMs = ttlMs;
    this.#now = now;
  }

  bySlug(slug: string, lookupFor: LookupFor = {}): Promise<TenantCompany | null> {
    if (!hasCompanySlugFormat(slug.toLowerCase())) return Promise.resolve(null);
    const lookups = this.#slugLookups;
    return this.#lookup(this.#bySlug, lookups, slug.toLowerCase(), async (key, stillCurrent, seen) => {
      const at = this.#now();
      const along = this.#pagesAlong(lookupFor, seen);
      const found = await this.#lookups(along).bySlug(key, new Date(at));
      if (found && stillCurrent()) this.#domains?.remember(found.company.id, found.activeDomain, at);
      if (found) along?.found(found.company.id, found.along);
      return { company: found?.company ?? null };
    });
  }

  byDomain(domain: string, lookupFor: LookupFor = {}): Promise<TenantCompany | null> {
    if (!isValidHost(domain)) return Promise.resolve(null);
    const lookups = this.#domainLookups;
    return this.#lookup(this.#byDomain, lookups, domain.toLowerCase(), async (key, _stillCurrent, seen) => {
      const along = this.#pagesAlong(lookupFor, seen);
      const found = await this.#lookups(along).byDomain(key, new Date(this.#now()));
      if (found) along?.found(found.company.id, found.along);
      return { company: found?.company ?? null, until: found?.validUntil.getTime() };
    });
  }

  byRoute(route: HostRoute, lookupFor: LookupFor = {}): Promise<TenantCompany | null> {
    if (route.mode === 'B') return Promise.resolve(null);
    return route.by === 'slug' ? this.bySlug(route.slug, lookupFor) : this.byDomain(route.domain, lookupFor);
  }

  // Built once for each column read along (one: the page cache's), and once without.
  #lookups(along: PagesAlong | null): TenantLookups {
    const column = along?.column ?? null;
    let lookups = this.#statements.get(column);
    if (!lookups) {
      lookups = tenantLookups(this.db, column);
      this.#statements.set(column, lookups);
    }
    return lookups;
  }

  // A name still remembered, though expired, was served here since its company last changed: its pages
  // are most likely in the page cache, and reading them again would only cost.
  #pagesAlong(lookupFor: LookupFor, seen: boolean): PagesAlong | null {
    return lookupFor.pages && !seen ? (this.#pages?.readAlong() ?? null) : null;
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
    load: (key: string, stillCurrent: () => boolean, seen: boolean) => Promise<Found>,
  ): Promise<TenantCompany | null> {
    const hit = map.get(key);
    if (hit && hit.expires > this.#now()) return hit.company;
    return lookups.run(key, async (stillCurrent) => {
      const { company, until = Number.POSITIVE_INFINITY } = await load(key, stillCurrent, hit !== undefined);
      if (stillCurrent()) map.set(key, { company, expires: Math.min(this.#now() + this.#ttlMs, until) });
      return company;
    });
  }
}
