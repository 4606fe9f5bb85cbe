import { createHash, randomBytes } from 'node:crypto';
import { and, companies, type Db, eq, gt, isNull, sessions, users } from '@webku/db';
import type { Auth } from '../http/context';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

// Opaque bearer tokens: the client holds 256 random bits, the database only their hash.
// `bound` limits the session to one host and one company (a sign-in carried to the owner's own host).
export async function createSession(
  db: Db,
  userId: number,
  ttlMs: number,
  bound?: { host: string; companyId: number },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    user_id: userId,
    token_hash: hashToken(token),
    expires_at: new Date(Date.now() + ttlMs),
    bound_host: bound?.host ?? null,
    bound_company_id: bound?.companyId ?? null,
  });
  return token;
}

export async function findSession(db: Db, token: string): Promise<Auth | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .select({
      sessionId: sessions.id,
      boundHost: sessions.bound_host,
      boundCompanyId: sessions.bound_company_id,
      user: users,
      company: companies,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .leftJoin(companies, eq(companies.owner_user_id, users.id))
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
  const { user, company } = row;
  return {
    sessionId: row.sessionId,
    user: { id: user.id, name: user.name, email: user.email, role: user.role },
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
