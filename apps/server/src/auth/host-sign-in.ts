import { randomBytes } from 'node:crypto';
import {
  and,
  companies,
  companyMembers,
  type Db,
  eq,
  hostSignInCodes,
  isNotNull,
  isNull,
  lt,
  or,
  users,
} from '@webku/db';
import { type HostRoute, type HostRules, normalizeHost, parseHost } from '../tenancy/parse-host';
import { createSession, hashToken } from './sessions';

export const HOST_CODE_TTL_MS = 60_000;

export type HostSignInDeps = {
  db: Db;
  hostRules: HostRules;
  publicBaseUrl: string;
  sessionTtlMs: number;
  // The company a host route serves today (subdomain, active custom domain, single-site company).
  routeCompanyId: (route: HostRoute) => Promise<number | null>;
};

export type IssueOutcome =
  | { ok: true; code: string; finishUrl: string; expiresAt: Date }
  | { ok: false; reason: 'platform-host' | 'unknown-host' | 'not-owner' };

// A sign-in on the platform is carried to the owner's own host by a one-time code, never by a token.
export class HostSignIn {
  constructor(private readonly deps: HostSignInDeps) {}

  async hostCompanyId(rawHost: string): Promise<number | null> {
    const host = normalizeHost(rawHost);
    if (!host) return null;
    return this.deps.routeCompanyId(parseHost(host, this.deps.hostRules));
  }

  async issue(rawHost: string, userCompanyId: number | null, userId: number): Promise<IssueOutcome> {
    const host = normalizeHost(rawHost);
    // An empty or malformed host names no site, even where a single-site server serves every host.
    if (!host) return { ok: false, reason: 'unknown-host' };
    const route = parseHost(host, this.deps.hostRules);
    if (route.mode === 'B') return { ok: false, reason: 'platform-host' };
    const companyId = await this.deps.routeCompanyId(route);
    if (companyId === null) return { ok: false, reason: 'unknown-host' };
    if (companyId !== userCompanyId) return { ok: false, reason: 'not-owner' };

    const { db } = this.deps;
    // Used and expired codes are worthless: drop them so the table stays small.
    await db.delete(hostSignInCodes).where(lt(hostSignInCodes.expires_at, new Date()));
    const code = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + HOST_CODE_TTL_MS);
    await db.insert(hostSignInCodes).values({
      code_hash: hashToken(code),
      user_id: userId,
      company_id: companyId,
      host,
      expires_at: expiresAt,
    });
    const finishUrl = new URL('/admin/auth/finish', this.#origin(host, route));
    finishUrl.searchParams.set('code', code);
    return { ok: true, code, finishUrl: finishUrl.href, expiresAt };
  }

  // Burns the code whatever happens next: a code shown to the wrong host is gone.
  async exchange(code: string, rawHost: string): Promise<{ token: string; userId: number } | null> {
    const { db } = this.deps;
    const [row] = await db
      .update(hostSignInCodes)
      .set({ used_at: new Date() })
      .where(and(eq(hostSignInCodes.code_hash, hashToken(code)), isNull(hostSignInCodes.used_at)))
      .returning();
    const host = normalizeHost(rawHost);
    if (!row || row.expires_at.getTime() <= Date.now() || row.host !== host) return null;
    if ((await this.hostCompanyId(host)) !== row.company_id) return null;
    // The company's owner, or a member of its team (whose role the session reads on every request).
    const [person] = await db
      .select({ id: users.id })
      .from(users)
      .innerJoin(companies, eq(companies.id, row.company_id))
      .leftJoin(
        companyMembers,
        and(eq(companyMembers.company_id, companies.id), eq(companyMembers.user_id, users.id)),
      )
      .where(
        and(
          eq(users.id, row.user_id),
          eq(users.is_active, true),
          or(eq(companies.owner_user_id, users.id), isNotNull(companyMembers.id)),
        ),
      )
      .limit(1);
    if (!person) return null;
    const token = await createSession(db, person.id, this.deps.sessionTtlMs, {
      host,
      companyId: row.company_id,
    });
    return { token, userId: person.id };
  }

  // Same rules as the public site's address: custom domains on https, our hosts on the platform's
  // scheme and port.
  #origin(host: string, route: HostRoute): string {
    if (route.mode === 'A' && route.by === 'domain') return `https://${host}`;
    const base = new URL(this.deps.publicBaseUrl);
    return `${base.protocol}//${host}${base.port ? `:${base.port}` : ''}`;
  }
}
