import { randomBytes } from 'node:crypto';
import { and, type Db, eq, isUniqueViolation, sql, subscriptions } from '@webku/db';
import { domainHolder, releaseDomainClaims } from './domain-ownership';

// How long a claim of a domain the owner brings may wait for its TXT record. Unproven, it holds
// nothing for anyone; afterwards the check stops and the owner asks for a new token.
export const DOMAIN_PROOF_TTL_MS = 7 * 86_400_000;

// Where the owner publishes the token: a name of its own, so the apex's records stay untouched.
export const PROOF_RECORD_PREFIX = '_webku-verification';
export const proofRecordName = (domain: string) => `${PROOF_RECORD_PREFIX}.${domain}`;

// 128 random bits: nobody can guess the value another company was given.
export const newDomainToken = () => `webku-verify=${randomBytes(16).toString('hex')}`;

export const PROOF_MESSAGES = {
  notHosting:
    'Domain ini tidak perlu dibuktikan: hanya domain milik sendiri (Paket Hosting) yang dibuktikan dengan record TXT.',
  proven: 'Domain ini sudah terbukti milik Anda.',
  noSubscription: 'Belum ada langganan aktif dengan domain milik sendiri.',
} as const;

type SubscriptionRow = typeof subscriptions.$inferSelect;

// The proof columns of a subscription that now has `domain`: kept for the same domain (an unproven
// claim gets its full window again, with the token the owner may already have published), new for
// another one. A domain we register needs no proof.
export function proofColumnsFor(
  current: SubscriptionRow | undefined,
  { domain, isDomain, now }: { domain: string | null; isDomain: boolean; now: Date },
) {
  const expiresAt = new Date(now.getTime() + DOMAIN_PROOF_TTL_MS);
  if (!domain || isDomain) {
    return { domain_token: null, domain_token_expires_at: null, domain_verified_at: null };
  }
  const same = current?.domain_url?.toLowerCase() === domain.toLowerCase() && !current.is_domain;
  if (same && current.domain_verified_at) {
    return {
      domain_token: current.domain_token,
      domain_token_expires_at: current.domain_token_expires_at,
      domain_verified_at: current.domain_verified_at,
    };
  }
  return {
    domain_token: (same && current.domain_token) || newDomainToken(),
    domain_token_expires_at: expiresAt,
    domain_verified_at: null,
  };
}

export type ProofOutcome = 'proven' | 'taken' | 'gone';

// The TXT record was found: the first company to prove the domain holds it, and every other claim of
// it is released. One transaction per domain at a time (an advisory lock, shared by every instance on
// the database); the unique index on proven domains is the last word if anything slips past.
export async function proveDomain(
  db: Db,
  {
    subscriptionId,
    companyId,
    domain,
    token,
    now = new Date(),
  }: { subscriptionId: number; companyId: number; domain: string; token: string; now?: Date },
): Promise<{ outcome: ProofOutcome; released: number[] }> {
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(lower(${domain})))`);
      const holder = await domainHolder(tx, { companyId, domain, invoiceTtlMs: 0, now });
      if (holder === 'other') return { outcome: 'taken' as const, released: [] };
      const released = await releaseDomainClaims(tx, { companyId, domain, now });
      const proven = await tx
        .update(subscriptions)
        .set({ domain_verified_at: now })
        .where(
          and(
            eq(subscriptions.id, subscriptionId),
            sql`lower(${subscriptions.domain_url}) = ${domain}`,
            eq(subscriptions.domain_token, token),
          ),
        )
        .returning({ id: subscriptions.id });
      return { outcome: proven.length ? ('proven' as const) : ('gone' as const), released };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { outcome: 'taken', released: [] };
    throw error;
  }
}
