import { and, type DbOrTx, eq, inArray, jobs, sql, subscriptions } from '@webku/db';
import type { DnsChecker } from '../providers/dns/index';
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
        eq(jobs.company_id, companyId),
        inArray(jobs.status, ['pending', 'running']),
        sql`${jobs.payload}->>'domain' = ${domain}`,
      ),
    )
    .limit(1);
  if (existing) return null;
  return enqueueJob(db, { type: CHECK_DNS_JOB, company_id: companyId, payload: { domain } });
}

// Looks at the customer's DNS until their domain points here, then marks the subscription pointed:
// from then on the domain serves the site (and gets a certificate). The job ends on its own when the
// subscription expires or moves to another domain.
export function checkDnsJob(
  checker: DnsChecker,
  options: { intervalMs: number; now?: () => Date },
  onPointed: (companyId: number) => void | Promise<void>,
): JobHandler {
  return async (job, { db, log, retryLater }) => {
    const companyId = job.company_id;
    const domain = (job.payload as CheckDnsPayload).domain;
    if (!companyId || !domain) throw new Error('check-dns job without company or domain');
    const [subscription] = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.company_id, companyId))
      .limit(1);
    const now = options.now?.() ?? new Date();
    const stillWanted =
      subscription?.status === 'active' &&
      subscription.domain_url?.toLowerCase() === domain &&
      !subscription.is_dns_pointed &&
      !!subscription.valid_until &&
      subscription.valid_until > now;
    if (!stillWanted) return;

    const result = await checker.check(domain);
    if (!result.pointed) {
      const note = result.failed ? `DNS check failed: ${result.detail}` : `Not pointed yet: ${result.detail}`;
      log.info({ domain, detail: result.detail, failed: result.failed }, 'domain not pointed yet');
      return retryLater(options.intervalMs, note);
    }
    await db
      .update(subscriptions)
      .set({ is_dns_pointed: true })
      .where(and(eq(subscriptions.id, subscription.id), sql`lower(${subscriptions.domain_url}) = ${domain}`));
    log.info({ domain, detail: result.detail }, 'domain points at the platform');
    await onPointed(companyId);
  };
}
