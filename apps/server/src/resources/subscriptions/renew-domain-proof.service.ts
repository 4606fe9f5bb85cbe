import { type Db, eq, subscriptions, type Tx } from '@webku/db';
import { ConflictError } from '../../errors';
import { wakeDnsCheck } from '../../jobs/check-dns.job';
import { ownedBy } from '../../site-content/tenant-store';
import { DOMAIN_PROOF_TTL_MS, newDomainToken, PROOF_MESSAGES } from '../../subscriptions/domain-proof';

// 'Buat token baru': an unproven claim whose window closed (or whose token the owner lost) starts
// again with a new token, and the DNS check looks for it.
export async function renewDomainProof(
  db: Db,
  { companyId, now = new Date() }: { companyId: number; now?: Date },
) {
  return db.transaction(async (tx) => {
    const current = await lockSubscription(tx, companyId);
    if (!current?.domain_url || current.status !== 'active') {
      throw new ConflictError(PROOF_MESSAGES.noSubscription);
    }
    if (current.is_domain) throw new ConflictError(PROOF_MESSAGES.notHosting);
    if (current.domain_verified_at) throw new ConflictError(PROOF_MESSAGES.proven);
    const domain = current.domain_url.toLowerCase();
    await tx
      .update(subscriptions)
      .set({
        domain_token: newDomainToken(),
        domain_token_expires_at: new Date(now.getTime() + DOMAIN_PROOF_TTL_MS),
      })
      .where(eq(subscriptions.id, current.id));
    await wakeDnsCheck(tx, { companyId, domain });
  });
}

async function lockSubscription(tx: Tx, companyId: number) {
  const [row] = await tx.select().from(subscriptions).where(ownedBy(subscriptions, companyId)).for('update');
  return row;
}
