import {
  and,
  type DbOrTx,
  type DnsCheckState,
  desc,
  domainRegistrations,
  eq,
  inArray,
  jobs,
  sql,
  subscriptions,
} from '@webku/db';
import type { DnsChecker } from '../providers/dns/index';
import type { ContentChanges } from '../site-content/content-changes';
import { ownedBy } from '../site-content/tenant-store';
import { DOMAIN_PROOF_TTL_MS, proofRecordName, proveDomain } from '../subscriptions/domain-proof';
import { enqueueJob, type JobHandler } from './job-runner';

export const CHECK_DNS_JOB = 'check-dns';

export type CheckDnsPayload = { domain: string };

// One waiting check per company and domain is enough.
export async function enqueueDnsCheck(
  db: DbOrTx,
  { companyId, domain }: { companyId: number; domain: string },
) {
  const [existing] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.type, CHECK_DNS_JOB),
        ownedBy(jobs, companyId),
        inArray(jobs.status, ['pending', 'running']),
        sql`${jobs.payload}->>'domain' = ${domain}`,
      ),
    )
    .limit(1);
  if (existing) return null;
  return enqueueJob(db, { type: CHECK_DNS_JOB, company_id: companyId, payload: { domain } });
}

// A name just registered and pointed by us: its waiting check runs now instead of at its next turn.
export async function wakeDnsCheck(db: DbOrTx, { companyId, domain }: { companyId: number; domain: string }) {
  const woken = await db
    .update(jobs)
    .set({ run_after: sql`now()` })
    .where(
      and(
        eq(jobs.type, CHECK_DNS_JOB),
        ownedBy(jobs, companyId),
        eq(jobs.status, 'pending'),
        sql`${jobs.payload}->>'domain' = ${domain}`,
      ),
    )
    .returning({ id: jobs.id });
  if (!woken.length) await enqueueDnsCheck(db, { companyId, domain });
}

// A name the platform registers is looked at only once the registrar holds it (and our records): before,
// nobody owns it, and a sandbox resolver would call it pointed. A renewal, even a failed one, leaves a
// registered name registered.
async function registrationOf(db: DbOrTx, companyId: number, domain: string) {
  const [row] = await db
    .select({ status: domainRegistrations.status })
    .from(domainRegistrations)
    .where(
      and(
        ownedBy(domainRegistrations, companyId),
        eq(domainRegistrations.domain, domain),
        eq(domainRegistrations.kind, 'register'),
      ),
    )
    .orderBy(desc(domainRegistrations.id))
    .limit(1);
  return row?.status ?? null;
}

// Every running subscription with a domain has one waiting check: covers domains pointed before the
// checks became periodic, and any check that was lost. One statement, run at start-up.
export async function scheduleDnsRechecks(db: DbOrTx): Promise<void> {
  await db.execute(sql`
    insert into ${jobs} (type, company_id, payload)
    select ${CHECK_DNS_JOB}, s.company_id, jsonb_build_object('domain', lower(s.domain_url))
    from ${subscriptions} s
    where s.status = 'active' and s.domain_url is not null and s.valid_until > now()
      and not exists (
        select 1 from ${jobs} j
        where j.type = ${CHECK_DNS_JOB} and j.company_id = s.company_id
          and j.status in ('pending', 'running') and j.payload->>'domain' = lower(s.domain_url)
      )`);
}

// Looks at the customer's DNS while the subscription runs: until the domain points here (every
// intervalMs), then again every recheckMs. A domain the owner brought must first be proven: its TXT
// record at _webku-verification.<domain> carries the token they were given, found before the claim
// expires (the check then stops until they ask for a new token). The proof is looked at again at every
// check: once the record no longer carries the token (the name changed hands, and its new holder
// replaced it), the proof is withdrawn and the claim waits for it again with a fresh window, so a new
// holder's proof can win. Pointed (and proven) → the domain
// serves the site (and gets a certificate); a definite "points elsewhere" later → it stops serving and
// the platform URL serves again, so a domain that moved away can harvest nothing. A resolver failure
// changes nothing. The job ends on its own when the subscription expires or moves to another domain.
export function checkDnsJob(
  checker: DnsChecker,
  options: { intervalMs: number; recheckMs: number; now?: () => Date },
  changes: ContentChanges,
  // A shared cache in front: the host's answers cached before the change (a "not found") leave it.
  purgeHosts?: (companyId: number, hosts: string[]) => Promise<void>,
): JobHandler {
  return async (job, { db, log, retryLater }) => {
    const companyId = job.company_id;
    const domain = (job.payload as CheckDnsPayload).domain;
    if (!companyId || !domain) throw new Error('check-dns job without company or domain');
    const [subscription] = await db
      .select()
      .from(subscriptions)
      .where(ownedBy(subscriptions, companyId))
      .limit(1);
    const now = options.now?.() ?? new Date();
    const stillWanted =
      subscription?.status === 'active' &&
      subscription.domain_url?.toLowerCase() === domain &&
      !!subscription.valid_until &&
      subscription.valid_until > now;
    if (!stillWanted) return;
    const registration = await registrationOf(db, companyId, domain);
    if (registration === 'failed') return;
    if (registration === 'pending') return retryLater(options.intervalMs, 'Waiting for the registration');
    const claim = unprovenClaim(subscription, now);
    if (claim === 'expired') {
      log.info({ domain }, 'domain claim expired without its TXT proof');
      return;
    }
    // A domain the owner brought stays theirs only while its TXT record still carries their token.
    const kept = !claim && !subscription.is_domain ? subscription.domain_token : null;
    const token = claim ? claim.token : kept;
    const result = await checker.check(domain, token ? { name: proofRecordName(domain), token } : null);
    const wasPointed = subscription.is_dns_pointed;
    if (result.failed) {
      log.info({ domain, detail: result.detail }, 'DNS check failed');
      return retryLater(
        wasPointed ? options.recheckMs : options.intervalMs,
        `DNS check failed: ${result.detail}`,
      );
    }
    let proven = !claim;
    const withdrawn = !!kept && result.records.txt !== 'ok';
    if (withdrawn) {
      log.info({ domain, detail: result.detail }, 'domain TXT proof gone: proof withdrawn');
      proven = false;
    }
    if (claim && result.records.txt === 'ok') {
      const { outcome, released } = await proveDomain(db, {
        subscriptionId: subscription.id,
        companyId,
        domain,
        token: claim.token,
        now,
      });
      log.info({ domain, outcome, released }, 'domain TXT proof found');
      if (outcome === 'gone') return;
      proven = outcome === 'proven';
    }
    const pointed = result.pointed && proven;
    const dnsCheck: DnsCheckState = { checked_at: now.toISOString(), ...result.records };
    // Whether the domain serves the site changes: announced to every instance with the write.
    const proof = withdrawn
      ? { domain_verified_at: null, domain_token_expires_at: new Date(now.getTime() + DOMAIN_PROOF_TTL_MS) }
      : {};
    const save = (tx: DbOrTx) =>
      tx
        .update(subscriptions)
        .set({ is_dns_pointed: pointed, dns_check: dnsCheck, ...proof })
        .where(
          and(eq(subscriptions.id, subscription.id), sql`lower(${subscriptions.domain_url}) = ${domain}`),
        );
    if (pointed !== wasPointed || withdrawn) {
      await changes.write(db, companyId, save);
      await purgeHosts?.(companyId, [domain, `www.${domain}`]);
      log.info(
        { domain, detail: result.detail },
        pointed ? 'domain points at the platform' : 'domain no longer points at the platform',
      );
    } else {
      await save(db);
    }
    if (pointed) return retryLater(options.recheckMs);
    const waiting = proven ? 'Not pointed yet' : 'Not proven yet';
    return retryLater(options.intervalMs, `${waiting}: ${result.detail}`);
  };
}

// The token a domain the owner brought is still waiting to be proven with, 'expired' once its window
// closed, or null when nothing needs proving (registered by us, or proven already).
function unprovenClaim(
  subscription: typeof subscriptions.$inferSelect,
  now: Date,
): { token: string } | 'expired' | null {
  if (subscription.is_domain || subscription.domain_verified_at) return null;
  const { domain_token: token, domain_token_expires_at: expiresAt } = subscription;
  if (!token || !expiresAt || expiresAt <= now) return 'expired';
  return { token };
}
