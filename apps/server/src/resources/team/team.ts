import {
  canonicalEmail,
  type MemberRole,
  type Team,
  type TeamInvitationInput,
  type TeamMember,
  type TeamRole,
} from '@webku/contract';
import {
  and,
  asc,
  companies,
  companyMembers,
  type Db,
  type DbOrTx,
  eq,
  gt,
  isNull,
  isUniqueViolation,
  lte,
  or,
  sessions,
  sql,
  type Tx,
  teamInvitations,
  users,
} from '@webku/db';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import { recordEvent } from '../../team/audit';

export type TeamLimits = { maxMembers: number; maxOpenInvitations: number; invitationDays: number };
type Actor = { id: number; name: string; role: TeamRole };

const DAY_MS = 24 * 60 * 60 * 1000;
const HANDED_OVER =
  'Kepemilikan usaha ini sudah diserahkan. Muat ulang halaman Tim untuk melihat pemilik yang baru.';

// Ends the sessions a user has acting for a company: those that chose it, are bound to it, or fall back
// on it because the user owns no company of their own.
async function endSessionsFor(db: DbOrTx, userId: number, companyId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revoked_at: new Date() })
    .where(
      and(
        eq(sessions.user_id, userId),
        isNull(sessions.revoked_at),
        or(
          eq(sessions.company_id, companyId),
          eq(sessions.bound_company_id, companyId),
          and(
            isNull(sessions.company_id),
            isNull(sessions.bound_company_id),
            sql`not exists (select 1 from companies o where o.owner_user_id = ${userId})`,
          ),
        ),
      ),
    );
}

/** The owner's team: members with their roles, invitations, ownership handed over. */
export class TeamService {
  constructor(
    private readonly db: Db,
    private readonly limits: TeamLimits,
  ) {}

  async team(companyId: number): Promise<Team> {
    const [owner] = await this.db
      .select({ user: users, since: companies.created_at })
      .from(companies)
      .innerJoin(users, eq(users.id, companies.owner_user_id))
      .where(eq(companies.id, companyId));
    if (!owner) throw new NotFoundError('Company Not Found');
    const members = await this.db
      .select({ member: companyMembers, user: users })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.user_id))
      .where(eq(companyMembers.company_id, companyId))
      .orderBy(asc(companyMembers.id));
    const invitations = await this.db
      .select()
      .from(teamInvitations)
      .where(and(eq(teamInvitations.company_id, companyId), gt(teamInvitations.expires_at, new Date())))
      .orderBy(asc(teamInvitations.id));
    const ownerLine: TeamMember = {
      id: null,
      user_id: owner.user.id,
      name: owner.user.name,
      email: owner.user.email,
      role: 'owner',
      joined_at: owner.since.toISOString(),
    };
    return {
      members: [
        ownerLine,
        ...members.map(({ member, user }) => ({
          id: member.id,
          user_id: user.id,
          name: user.name,
          email: user.email,
          role: member.role,
          joined_at: member.created_at.toISOString(),
        })),
      ],
      invitations: invitations.map((row) => ({
        id: row.id,
        email: row.email,
        role: row.role,
        expires_at: row.expires_at.toISOString(),
        created_at: row.created_at.toISOString(),
      })),
      limits: { members: this.limits.maxMembers, invitations: this.limits.maxOpenInvitations },
    };
  }

  /** Invites an address (again: a new role and a new expiry); refused for someone already in the team. */
  async invite(companyId: number, actor: Actor, input: TeamInvitationInput) {
    const email = canonicalEmail(input.email);
    return this.db.transaction(async (tx) => {
      // One invitation at a time per company, so two at once cannot both pass the limits.
      await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
      const [already] = await tx
        .select({ id: users.id })
        .from(users)
        .leftJoin(
          companyMembers,
          and(eq(companyMembers.user_id, users.id), eq(companyMembers.company_id, companyId)),
        )
        .leftJoin(companies, and(eq(companies.owner_user_id, users.id), eq(companies.id, companyId)))
        .where(
          and(
            eq(users.email, email),
            or(sql`${companyMembers.id} is not null`, sql`${companies.id} is not null`),
          ),
        )
        .limit(1);
      if (already) throw new ConflictError(`${email} sudah ada di tim ini`);
      const now = new Date();
      await tx
        .delete(teamInvitations)
        .where(and(eq(teamInvitations.company_id, companyId), lte(teamInvitations.expires_at, now)));
      const [counts] = await tx
        .select({
          members: sql<number>`(select count(*)::int from company_members where company_id = ${companyId})`,
          invitations: sql<number>`(select count(*)::int from team_invitations where company_id = ${companyId} and email <> ${email})`,
        })
        .from(companies)
        .where(eq(companies.id, companyId));
      const { maxMembers, maxOpenInvitations } = this.limits;
      if ((counts?.members ?? 0) + (counts?.invitations ?? 0) >= maxMembers)
        throw new ValidationError(
          `Tim sudah penuh: paling banyak ${maxMembers} anggota selain pemilik, termasuk undangan yang belum diterima. Hapus anggota atau tarik undangan dulu.`,
        );
      if ((counts?.invitations ?? 0) >= maxOpenInvitations)
        throw new ValidationError(
          `Paling banyak ${maxOpenInvitations} undangan terbuka. Tarik undangan yang tidak dipakai dulu.`,
        );
      const expires_at = new Date(now.getTime() + this.limits.invitationDays * DAY_MS);
      // Inviting the same address again gives it the new role and a new expiry.
      await tx
        .delete(teamInvitations)
        .where(and(eq(teamInvitations.company_id, companyId), eq(teamInvitations.email, email)));
      const [row] = await tx
        .insert(teamInvitations)
        .values({ company_id: companyId, email, role: input.role, invited_by_user_id: actor.id, expires_at })
        .returning();
      await recordEvent(tx, companyId, actor, 'team.invite', { email, role: input.role });
      return {
        id: row!.id,
        email: row!.email,
        role: row!.role,
        expires_at: row!.expires_at.toISOString(),
        created_at: row!.created_at.toISOString(),
      };
    });
  }

  async withdraw(companyId: number, actor: Actor, invitationId: number): Promise<void> {
    const [row] = await this.db
      .delete(teamInvitations)
      .where(and(eq(teamInvitations.company_id, companyId), eq(teamInvitations.id, invitationId)))
      .returning();
    if (!row) throw new NotFoundError('Undangan tidak ditemukan');
    await recordEvent(this.db, companyId, actor, 'team.withdraw', { email: row.email });
  }

  private async member(db: DbOrTx, companyId: number, memberId: number) {
    const [row] = await db
      .select({ member: companyMembers, user: users })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.user_id))
      .where(and(eq(companyMembers.company_id, companyId), eq(companyMembers.id, memberId)));
    if (!row) throw new NotFoundError('Anggota tim tidak ditemukan');
    return row;
  }

  /** A new role counts from the member's next request; their sessions end so the admin reloads with it. */
  async changeRole(companyId: number, actor: Actor, memberId: number, role: MemberRole): Promise<void> {
    await this.db.transaction(async (tx) => {
      const { member, user } = await this.member(tx, companyId, memberId);
      if (member.role === role) return;
      await tx.update(companyMembers).set({ role }).where(eq(companyMembers.id, member.id));
      await endSessionsFor(tx, user.id, companyId);
      await recordEvent(tx, companyId, actor, 'team.role', { name: user.name, from: member.role, role });
    });
  }

  async remove(companyId: number, actor: Actor, memberId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const { member, user } = await this.member(tx, companyId, memberId);
      await tx.delete(companyMembers).where(eq(companyMembers.id, member.id));
      await endSessionsFor(tx, user.id, companyId);
      await recordEvent(tx, companyId, actor, 'team.remove', { name: user.name, role: member.role });
    });
  }

  /** Hands the company to a member; the old owner stays in the team as Pengelola. */
  async handOver(companyId: number, actor: Actor, memberId: number): Promise<void> {
    await this.db
      .transaction(async (tx) => this.handOverIn(tx, companyId, actor, memberId))
      .catch((error) => {
        // The heir became the owner of another company in the same moment (one company per owner).
        if (isUniqueViolation(error))
          throw new ConflictError(
            'Anggota ini baru saja menjadi pemilik usaha lain. Muat ulang halaman Tim.',
          );
        throw error;
      });
  }

  private async handOverIn(tx: Tx, companyId: number, actor: Actor, memberId: number): Promise<void> {
    // One handover at a time per company: a second one started together waits here, then finds that the
    // caller no longer owns the company.
    const [company] = await tx
      .select({ owner: companies.owner_user_id })
      .from(companies)
      .where(eq(companies.id, companyId))
      .for('update');
    if (company?.owner !== actor.id) throw new ConflictError(HANDED_OVER);
    const { member, user } = await this.member(tx, companyId, memberId);
    const [ownsOne] = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.owner_user_id, user.id));
    if (ownsOne)
      throw new ConflictError(
        `${user.name} sudah memiliki website sendiri, jadi tidak bisa menjadi pemilik usaha ini juga`,
      );
    await tx.delete(companyMembers).where(eq(companyMembers.id, member.id));
    await tx.update(companies).set({ owner_user_id: user.id }).where(eq(companies.id, companyId));
    await tx.insert(companyMembers).values({ company_id: companyId, user_id: actor.id, role: 'manager' });
    // The former owner keeps working in this company from their open sessions, as Pengelola.
    await tx
      .update(sessions)
      .set({ company_id: companyId })
      .where(and(eq(sessions.user_id, actor.id), isNull(sessions.company_id), isNull(sessions.revoked_at)));
    await recordEvent(tx, companyId, actor, 'team.owner', { name: user.name });
  }
}
