import type { Db } from '@webku/db';
import type { HostRoute } from './parse-host';
import { findCompanyByDomain, findCompanyBySlug, type TenantCompany } from './resolve-tenant';

type Entry = { company: TenantCompany | null; expires: number };

// Which company a slug or domain names, remembered briefly so a cached public page costs no query.
// Entries of a company are dropped when it is invalidated; misses are dropped on any invalidation,
// so a newly created company or a newly activated domain shows up at once on this process.
export class TenantDirectory {
  readonly #bySlug = new Map<string, Entry>();
  readonly #byDomain = new Map<string, Entry>();

  constructor(
    private readonly db: Db,
    private readonly ttlMs = 30_000,
  ) {}

  bySlug(slug: string): Promise<TenantCompany | null> {
    return this.#lookup(this.#bySlug, slug.toLowerCase(), (key) => findCompanyBySlug(this.db, key));
  }

  byDomain(domain: string): Promise<TenantCompany | null> {
    return this.#lookup(this.#byDomain, domain.toLowerCase(), (key) => findCompanyByDomain(this.db, key));
  }

  byRoute(route: HostRoute): Promise<TenantCompany | null> {
    if (route.mode === 'B') return Promise.resolve(null);
    return route.by === 'slug' ? this.bySlug(route.slug) : this.byDomain(route.domain);
  }

  forget(companyId: number): void {
    for (const map of [this.#bySlug, this.#byDomain]) {
      for (const [key, entry] of map) {
        if (!entry.company || entry.company.id === companyId) map.delete(key);
      }
    }
  }

  async #lookup(
    map: Map<string, Entry>,
    key: string,
    load: (key: string) => Promise<TenantCompany | null>,
  ): Promise<TenantCompany | null> {
    const hit = map.get(key);
    if (hit && hit.expires > Date.now()) return hit.company;
    const company = await load(key);
    // Bounded: a flood of random hosts cannot grow the map without limit.
    if (map.size >= 10_000) map.clear();
    map.set(key, { company, expires: Date.now() + this.ttlMs });
    return company;
  }
}
