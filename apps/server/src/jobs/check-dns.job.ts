import {
  and,
  type DbOrTx,
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
// intervalMs), then again every recheckMs. Pointed → the domain serves the site (and gets a
// certificate); a definite "points elsewhere" later → it stops serving and the platform URL serves
// again, so a domain that moved away can harvest nothing. A resolver failure changes nothing. The job
// ends on its own when the subscription expires or moves to another domain.
export function checkDnsJob(
  checker: DnsChecker,
  options: { intervalMs: number; recheckMs: number; now?: () => Date },
  changes: ContentChanges,
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
    const wasPointed = subscription.is_dns_pointed;
    const result = await checker.check(domain);
    if (result.failed) {
      log.info({ domain, detail: result.detail }, 'DNS check failed');
      return retryLater(
        wasPointed ? options.recheckMs : options.intervalMs,
        `DNS check failed: ${result.detail}`,
      );
    }
    if (result.pointed !== wasPointed) {
      // Whether the domain serves the site changes: announced to every instance with the write.
      await changes.write(db, companyId, (tx) =>
        tx
          .update(subscriptions)
          .set({ is_dns_pointed: result.pointed })
          .where(
            and(eq(subscriptions.id, subscription.id), sql`lower(${subscriptions.domain_url}) = ${domain}`),
          ),
      );
      log.info(
        { domain, detail: result.detail },
        result.pointed ? 'domain points at the platform' : 'domain no longer points at the platform',
      );
    }
    if (result.pointed) return retryLater(options.recheckMs);
    return retryLater(options.intervalMs, `Not pointed yet: ${result.detail}`);
  };
}
