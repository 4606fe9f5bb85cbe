import { createHash, randomBytes } from 'node:crypto';
import { isTeamRole, type TeamRole } from '@webku/contract';
import { and, companies, companyMembers, type Db, eq, gt, isNull, sessions, sql, users } from '@webku/db';
import type { Auth } from '../http/context';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

// Opaque bearer tokens: the client holds 256 random bits, the database only their hash.
// `bound` limits the session to one host and one company (a sign-in carried to the owner's own host).
export async function createSession(
  db: Db,
  userId: number,
  ttlMs: number,
  bound?: { host: string; companyId: number },
  companyId?: number,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    user_id: userId,
    token_hash: hashToken(token),
    expires_at: new Date(Date.now() + ttlMs),
    bound_host: bound?.host ?? null,
    bound_company_id: bound?.companyId ?? null,
    company_id: companyId ?? null,
  });
  return token;
}

// The company a session acts for: the one it chose (or is bound to), else the user's own, else the first
// team the user joined. Checked against ownership and membership on every request, so a removed member
// or a changed role counts at once on every instance.
const actingCompanyId = sql`coalesce(${sessions.company_id}, ${sessions.bound_company_id},
  (select o.id from companies o where o.owner_user_id = ${users.id}),
  (select m.company_id from company_members m where m.user_id = ${users.id} order by m.id limit 1))`;

export async function findSession(db: Db, token: string): Promise<Auth | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .select({
      sessionId: sessions.id,
      boundHost: sessions.bound_host,
      boundCompanyId: sessions.bound_company_id,
      user: users,
      company: companies,
      memberRole: companyMembers.role,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .leftJoin(companies, sql`${companies.id} = ${actingCompanyId}`)
    .leftJoin(
      companyMembers,
      and(eq(companyMembers.company_id, companies.id), eq(companyMembers.user_id, users.id)),
    )
    .where(
      and(
        eq(sessions.token_hash, hashToken(token)),
        isNull(sessions.revoked_at),
        gt(sessions.expires_at, new Date()),
        eq(users.is_active, true),
      ),
    )
    .limit(1);
  if (!row) return null;
  const { user } = row;
  const role: TeamRole | null =
    row.company?.owner_user_id === user.id ? 'owner' : isTeamRole(row.memberRole) ? row.memberRole : null;
  // A company the user neither owns nor belongs to (any more) is not theirs to act for.
  const company = role ? row.company : null;
  return {
    sessionId: row.sessionId,
    // Without a company the user acts for themself, as an owner before setup.
    role: role ?? 'owner',
    user: { id: user.id, name: user.name, email: user.email, role: role ?? 'owner' },
    company: company
      ? { id: company.id, name: company.name, slug: company.slug, web_language: company.web_language }
      : null,
    bound:
      row.boundHost && row.boundCompanyId ? { host: row.boundHost, companyId: row.boundCompanyId } : null,
  };
}

export async function revokeSession(db: Db, token: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revoked_at: new Date() })
    .where(and(eq(sessions.token_hash, hashToken(token)), isNull(sessions.revoked_at)));
}

/** Sets the company a session acts for (the owner's new site, a team picked, an invitation accepted). */
export async function actForCompany(db: Db, sessionId: number, companyId: number): Promise<void> {
  await db.update(sessions).set({ company_id: companyId }).where(eq(sessions.id, sessionId));
}

/** The verified user behind an e-mail address (in its canonical form), with the slug of the site they own. */
export async function findLoginUser(db: Db, email: string) {
  const [row] = await db
    .select({ user: users, slug: companies.slug })
    .from(users)
    .leftJoin(companies, eq(companies.owner_user_id, users.id))
    .where(and(eq(users.email, email), eq(users.email_verified, true)))
    .limit(1);
  return row ?? null;
}
