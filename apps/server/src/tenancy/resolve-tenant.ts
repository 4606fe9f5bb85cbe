import { and, companies, type Db, eq, gt, sql, subscriptions } from '@webku/db';
import type { HostRoute } from './parse-host';

export type TenantCompany = typeof companies.$inferSelect;

export async function findCompanyBySlug(db: Db, slug: string): Promise<TenantCompany | null> {
  const [company] = await db.select().from(companies).where(eq(companies.slug, slug.toLowerCase())).limit(1);
  return company ?? null;
}

// A custom domain serves a site only while its subscription is active, paid up and pointed at us.
export async function findCompanyByDomain(db: Db, domain: string): Promise<TenantCompany | null> {
  const [row] = await db
    .select({ company: companies })
    .from(subscriptions)
    .innerJoin(companies, eq(companies.id, subscriptions.company_id))
    .where(
      and(
        sql`lower(${subscriptions.domain_url}) = ${domain.toLowerCase()}`,
        eq(subscriptions.status, 'active'),
        eq(subscriptions.is_dns_pointed, true),
        gt(subscriptions.valid_until, new Date()),
      ),
    )
    .limit(1);
  return row?.company ?? null;
}

export async function resolveHostCompany(db: Db, route: HostRoute): Promise<TenantCompany | null> {
  if (route.mode === 'B') return null;
  return route.by === 'slug' ? findCompanyBySlug(db, route.slug) : findCompanyByDomain(db, route.domain);
}

// The custom domain a company's site is served on, when its hosting is active.
export async function findActiveDomain(db: Db, companyId: number): Promise<string | null> {
  const [row] = await db
    .select({ domain: subscriptions.domain_url })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.company_id, companyId),
        eq(subscriptions.status, 'active'),
        eq(subscriptions.is_dns_pointed, true),
        gt(subscriptions.valid_until, new Date()),
      ),
    )
    .limit(1);
  return row?.domain?.toLowerCase() ?? null;
}
