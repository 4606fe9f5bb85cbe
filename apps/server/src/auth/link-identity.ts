import { canonicalEmail } from '@webku/contract';
import { and, type Db, eq, isNull, sessions, type Tx, users } from '@webku/db';
import type { Identity } from '../providers/identity/identity-provider';

// Who an identity signs in as. By the provider's subject first; an existing user is linked by email
// only when the provider verified that address, and then every session it had is revoked (whoever
// held one before the link must sign in again). An unverified address never claims anything: its user
// is stored with email_verified = false, outside the unique index, so the real owner later gets their own.
export async function userForIdentity(db: Db, identity: Identity) {
  return db.transaction(async (tx) => {
    const [bySubject] = await tx.select().from(users).where(eq(users.google_sub, identity.subject));
    if (bySubject) return bySubject;
    const byEmail = identity.emailVerified ? await verifiedUserByEmail(tx, identity.email) : undefined;
    if (byEmail) {
      const [linked] = await tx
        .update(users)
        .set({ google_sub: identity.subject, updated_at: new Date() })
        .where(eq(users.id, byEmail.id))
        .returning();
      await tx
        .update(sessions)
        .set({ revoked_at: new Date() })
        .where(and(eq(sessions.user_id, byEmail.id), isNull(sessions.revoked_at)));
      return linked!;
    }
    const [created] = await tx
      .insert(users)
      .values({
        name: identity.name,
        email: canonicalEmail(identity.email),
        google_sub: identity.subject,
        email_verified: identity.emailVerified,
      })
      .returning();
    return created!;
  });
}

async function verifiedUserByEmail(tx: Tx, email: string) {
  const [user] = await tx
    .select()
    .from(users)
    .where(and(eq(users.email, canonicalEmail(email)), eq(users.email_verified, true)));
  return user;
}
