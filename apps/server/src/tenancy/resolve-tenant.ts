import { type SiteTimeZone, siteTimeZone, type WebLanguage } from '@webku/contract';
import {
  and,
  companies,
  type DbOrTx,
  eq,
  getTableColumns,
  gt,
  isNotNull,
  or,
  type SQL,
  sql,
  subscriptions,
  webSettings,
} from '@webku/db';
import { SITE_LANGUAGE_COLUMNS } from '../site-content/site-languages';
import { ownedBy } from '../site-content/tenant-store';

/**
 * The company a request is for, with its site's time zone (its visits count on the site's own day) and
 * its second language (a page's language is decided from it with no other read: `decidePageLanguage`).
 */
export type TenantCompany = typeof companies.$inferSelect & {
  time_zone: SiteTimeZone;
  second_language: WebLanguage | null;
};

const tenantColumns = {
  ...getTableColumns(companies),
  ...SITE_LANGUAGE_COLUMNS,
  time_zone: webSettings.time_zone,
};
const withZone = <T extends { time_zone: string | null }>(row: T) => ({
  ...row,
  time_zone: siteTimeZone(row.time_zone),
});

export function findCompanyBySlug(db: DbOrTx, slug: string): Promise<TenantCompany | null> {
  return findCompany(db, eq(companies.slug, slug.toLowerCase()));
}

/** `along`: what the look-up's `along` column read for the company (null without one). */
export type SlugTenant = { company: TenantCompany; activeDomain: ActiveDomain | null; along: unknown };
export type DomainTenant = { company: TenantCompany; validUntil: Date; along: unknown };
export type TenantLookups = ReturnType<typeof tenantLookups>;

/**
 * The look-ups of a site's first visit (TenantDirectory), each statement built once (no visit builds its
 * SQL again). `along`: a column they read besides the company, for someone else (its stored pages,
 * RenderedPages.column).
 */
export function tenantLookups(db: DbOrTx, along: SQL | null = null) {
  const at = sql.placeholder('at');
  const alongColumn = along ?? sql`null`;
  const active = (column: typeof subscriptions.domain_url | typeof subscriptions.valid_until) =>
    sql`(select ${column} from ${subscriptions} where ${subscriptions.company_id} = ${companies.id} and ${servesDomain(at)} limit 1)`;
  const slugStatement = once(() =>
    builtOnce(
      db
        .select({
          company: tenantColumns,
          domain: active(subscriptions.domain_url).mapWith(subscriptions.domain_url),
          validUntil: active(subscriptions.valid_until).mapWith(subscriptions.valid_until),
          along: alongColumn,
        })
        .from(companies)
        .leftJoin(webSettings, eq(webSettings.company_id, companies.id))
        .where(eq(companies.slug, sql.placeholder('slug')))
        .limit(1),
    ),
  );
  const domainStatement = once(() =>
    builtOnce(
      db
        .select({ company: tenantColumns, validUntil: subscriptions.valid_until, along: alongColumn })
        .from(subscriptions)
        .innerJoin(companies, eq(companies.id, subscriptions.company_id))
        .leftJoin(webSettings, eq(webSettings.company_id, companies.id))
        .where(and(sql`lower(${subscriptions.domain_url}) = ${sql.placeholder('domain')}`, servesDomain(at)))
        .limit(1),
    ),
  );
  return {
    /**
     * The company a platform address names, with the custom domain its site is served on at `now` (its
     * pages' canonical address) read in the same statement: a first visit costs one round trip for
     * both, and for `along` too.
     */
    async bySlug(slug: string, now = new Date()): Promise<SlugTenant | null> {
      const [row] = await slugStatement().execute({ slug: slug.toLowerCase(), at: now });
      if (!row) return null;
      const activeDomain =
        row.domain && row.validUntil
          ? { domain: row.domain.toLowerCase(), validUntil: row.validUntil }
          : null;
      return { company: withZone(row.company), activeDomain, along: row.along };
    },
    /** The company a custom domain serves at `now`, and until when its subscription lets it. */
    async byDomain(domain: string, now = new Date()): Promise<DomainTenant | null> {
      const [row] = await domainStatement().execute({ domain: domain.toLowerCase(), at: now });
      return row?.validUntil
        ? { company: withZone(row.company), validUntil: row.validUntil, along: row.along }
        : null;
    },
  };
}

const once = <T>(make: () => T): (() => T) => {
  let made: { value: T } | undefined;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
};

/**
 * A drizzle statement whose SQL is built once. Unnamed (PostgreSQL parses it at each execution): a
 * connection pooler in transaction mode (docs/deploy.md) would not keep a named statement between
 * transactions.
 */
export function builtOnce<P>(query: { prepare(name: string): P }): P {
  return query.prepare('');
}

export function findCompanyById(db: DbOrTx, companyId: number): Promise<TenantCompany | null> {
  return findCompany(db, eq(companies.id, companyId));
}

async function findCompany(db: DbOrTx, where: SQL): Promise<TenantCompany | null> {
  const [company] = await db
    .select(tenantColumns)
    .from(companies)
    .leftJoin(webSettings, eq(webSettings.company_id, companies.id))
    .where(where)
    .limit(1);
  return company ? withZone(company) : null;
}

// A custom domain serves a site only while its subscription is active, paid up and pointed at us, and
// the domain is the company's: registered by us, or proven by its TXT record (anyone can point a
// domain they do not own at us, or claim one they do not own).
const servesDomain = (now: Date | ReturnType<typeof sql.placeholder>) =>
  and(
    eq(subscriptions.status, 'active'),
    eq(subscriptions.is_dns_pointed, true),
    gt(subscriptions.valid_until, now),
    or(eq(subscriptions.is_domain, true), isNotNull(subscriptions.domain_verified_at)),
  );

export async function findCompanyByDomain(db: DbOrTx, domain: string): Promise<TenantCompany | null> {
  return (await tenantLookups(db).byDomain(domain))?.company ?? null;
}

export type ActiveDomain = { domain: string; validUntil: Date };

// The custom domain a company's site is served on, and until when. Public pages ask through the
// CustomDomains cache; the owner's dashboard asks the database directly.
export async function findActiveDomain(
  db: DbOrTx,
  companyId: number,
  now = new Date(),
): Promise<ActiveDomain | null> {
  const [row] = await db
    .select({ domain: subscriptions.domain_url, validUntil: subscriptions.valid_until })
    .from(subscriptions)
    .where(and(ownedBy(subscriptions, companyId), servesDomain(now)))
    .limit(1);
  if (!row?.domain || !row.validUntil) return null;
  return { domain: row.domain.toLowerCase(), validUntil: row.validUntil };
}
