import { canonicalEmail, type TeamCompany } from '@webku/contract';
import {
  and,
  asc,
  companies,
  companyMembers,
  type Db,
  type DbOrTx,
  eq,
  gt,
  or,
  sql,
  teamInvitations,
  users,
} from '@webku/db';
import { recordEvent } from './audit';

/**
 * Makes the user a member of every company that invited their verified address and has not expired, and
 * answers the newest such company (null when none). Run at sign-in and when the admin asks who is signed in.
 */
export async function acceptInvitations(db: Db, userId: number): Promise<number | null> {
  // The address must be one the identity provider verified, read from the user's row: an unverified
  // address claims no invitation.
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user?.email_verified || !user.is_active) return null;
  const open = await db
    .select()
    .from(teamInvitations)
    .where(
      and(eq(teamInvitations.email, canonicalEmail(user.email)), gt(teamInvitations.expires_at, new Date())),
    )
    .orderBy(asc(teamInvitations.id));
  let joined: number | null = null;
  for (const invitation of open) {
    const added = await db.transaction(async (tx) => {
      const [taken] = await tx
        .delete(teamInvitations)
        .where(eq(teamInvitations.id, invitation.id))
        .returning({ id: teamInvitations.id });
      // Another sign-in of the same person took it first.
      if (!taken) return false;
      const [owner] = await tx
        .select({ id: companies.id })
        .from(companies)
        .where(and(eq(companies.id, invitation.company_id), eq(companies.owner_user_id, user.id)));
      if (owner) return false;
      const [row] = await tx
        .insert(companyMembers)
        .values({ company_id: invitation.company_id, user_id: user.id, role: invitation.role })
        .onConflictDoNothing()
        .returning({ id: companyMembers.id });
      if (!row) return false;
      await recordEvent(tx, invitation.company_id, { ...user, role: invitation.role }, 'team.join', {
        role: invitation.role,
      });
      return true;
    });
    if (added) joined = invitation.company_id;
  }
  return joined;
}

/** Every company the user owns or works in, the owned one first. */
export async function companiesOf(db: Db, userId: number): Promise<TeamCompany[]> {
  const rows = await db
    .select({
      id: companies.id,
      name: companies.name,
      slug: companies.slug,
      owner: companies.owner_user_id,
      role: companyMembers.role,
    })
    .from(companies)
    .leftJoin(
      companyMembers,
      and(eq(companyMembers.company_id, companies.id), eq(companyMembers.user_id, userId)),
    )
    .where(or(eq(companies.owner_user_id, userId), eq(companyMembers.user_id, userId)))
    .orderBy(sql`${companies.owner_user_id} = ${userId} desc`, asc(companies.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    slug: row.slug,
    role: row.owner === userId ? 'owner' : (row.role ?? 'cashier'),
  }));
}

export async function ownsCompany(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.owner_user_id, userId));
  return Boolean(row);
}
