import { and, type Db, eq, gt, subscriptions } from '@webku/db';
import type { Context } from 'hono';
import type { AppEnv } from '../../http/context';

type Entry = { domain: string | null; until: number };

// The custom domain a company is served on, remembered briefly so that platform URLs do not cost a
// query per visit. Dropped on every invalidation of the company (activation, DNS pointed), and never
// kept past the subscription's end, so an expired domain stops redirecting on time.
export class CustomDomains {
  readonly #entries = new Map<number, Entry>();

  constructor(
    private readonly db: Db,
    private readonly ttlMs = 30_000,
    private readonly now: () => number = Date.now,
  ) {}

  async activeDomain(companyId: number): Promise<string | null> {
    const cached = this.#entries.get(companyId);
    const now = this.now();
    if (cached && cached.until > now) return cached.domain;
    const [row] = await this.db
      .select({ domain: subscriptions.domain_url, validUntil: subscriptions.valid_until })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.company_id, companyId),
          eq(subscriptions.status, 'active'),
          eq(subscriptions.is_dns_pointed, true),
          gt(subscriptions.valid_until, new Date(now)),
        ),
      )
      .limit(1);
    const domain = row?.domain?.toLowerCase() ?? null;
    const until = Math.min(now + this.ttlMs, row?.validUntil?.getTime() ?? Number.POSITIVE_INFINITY);
    if (this.#entries.size > 50_000) this.#entries.clear();
    this.#entries.set(companyId, { domain, until });
    return domain;
  }

  invalidate(companyId: number): void {
    this.#entries.delete(companyId);
  }
}

// A company with an active custom domain is served there: its platform URLs answer with a redirect to
// the same page on the domain. The query string stays behind, since a query (a sign-in token, say) must
// never travel to another host, and the answer is private so no shared cache keeps it. Permanent (301)
// only in production: a sandbox domain must not lock a browser out of the site's own platform URL.
export function redirectToDomain(
  c: Context<AppEnv>,
  domain: string,
  rest: string[],
  { permanent }: { permanent: boolean },
): Response {
  const target = `https://${domain}/${rest.map(encodeURIComponent).join('/')}`;
  c.header('Cache-Control', permanent ? 'private, max-age=3600' : 'private, no-cache');
  return c.redirect(target, permanent ? 301 : 302);
}
