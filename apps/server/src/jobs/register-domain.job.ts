import { type Db, domainRegistrations, eq, invoices, sql } from '@webku/db';
import type { Logger } from 'pino';
import { expectedDnsRecords } from '../providers/dns/index';
import {
  type HostRecord,
  type RegistrarDomain,
  RegistrarError,
  type RegistrarProvider,
} from '../providers/registrar/index';
import { wakeDnsCheck } from './check-dns.job';
import type { JobHandler } from './job-runner';

/** A registration the job works on (`resources/subscriptions/domain-registration.ts` makes and shows them). */
export type RegistrationRow = typeof domainRegistrations.$inferSelect;

export type RegisterDomainOptions = {
  platformIpv4: string;
  cnameTarget: string;
  // The first wait after the registrar could not be reached; each next one doubles, up to an hour.
  retryMs: number;
  // Tries before a registrar that stays unreachable counts as a failure.
  maxAttempts: number;
};

const MAX_RETRY_MS = 3_600_000;

// Registers (or renews) the name a paid invoice includes, then points it at the platform with DNS records
// at the registrar, so the owner never touches DNS. Safe to run twice: the registrar is asked first
// whether the account already holds the name (a registration whose answer was lost), a "not available"
// answer is checked the same way, and a renewal is recognised by the expiry having moved.
export function registerDomainJob(registrar: RegistrarProvider, options: RegisterDomainOptions): JobHandler {
  return async (job, { db, log, retryLater }) => {
    const registrationId = Number((job.payload as { registrationId?: unknown }).registrationId);
    const [row] = await db
      .select()
      .from(domainRegistrations)
      .where(eq(domainRegistrations.id, registrationId));
    if (row?.status !== 'pending') return;
    const attempt = row.attempts + 1;
    await db
      .update(domainRegistrations)
      .set({ attempts: attempt, registrar: registrar.name })
      .where(eq(domainRegistrations.id, row.id));
    try {
      const held = await obtain(db, registrar, row);
      await registrar.setHosts(row.domain, hostRecords(row.domain, options));
      await db
        .update(domainRegistrations)
        .set({ status: 'registered', failure: null, detail: null, expires_at: held.expiresAt })
        .where(eq(domainRegistrations.id, row.id));
      await wakeDnsCheck(db, { companyId: row.company_id, domain: row.domain });
      log.info({ domain: row.domain, kind: row.kind }, 'domain registered and pointed at the platform');
    } catch (error) {
      if (!(error instanceof RegistrarError)) throw error;
      if (error.failure === 'unreachable' && attempt < options.maxAttempts) {
        await record(db, row, { failure: 'unreachable', detail: error.message });
        const delay = Math.min(options.retryMs * 2 ** (attempt - 1), MAX_RETRY_MS);
        return retryLater(delay, error.message);
      }
      await fail(db, row, error, log);
    }
  };
}

async function obtain(
  db: Db,
  registrar: RegistrarProvider,
  row: RegistrationRow,
): Promise<{ expiresAt: Date | null }> {
  const found = await registrar.lookup(row.domain);
  if (row.kind === 'renew') return renew(db, registrar, row, found);
  if (found.status === 'ours') return found;
  if (found.status === 'taken') throw new RegistrarError(`${row.domain} is registered elsewhere`, 'taken');
  try {
    const order = await registrar.register(row.domain, 1);
    await db
      .update(domainRegistrations)
      .set({ registrar_order_id: order.orderId })
      .where(eq(domainRegistrations.id, row.id));
  } catch (error) {
    // The registrar's "not available" for a name our account already holds is our own earlier order.
    if (!(error instanceof RegistrarError && error.failure === 'taken')) throw error;
  }
  const after = await registrar.lookup(row.domain);
  if (after.status === 'ours') return after;
  if (after.status === 'taken') throw new RegistrarError(`${row.domain} is registered elsewhere`, 'taken');
  throw new RegistrarError(`${row.domain} is not in the account yet`, 'unreachable');
}

async function renew(
  db: Db,
  registrar: RegistrarProvider,
  row: RegistrationRow,
  found: RegistrarDomain,
): Promise<{ expiresAt: Date | null }> {
  if (found.status !== 'ours') throw new RegistrarError(`${row.domain} left the account`, 'rejected');
  const previous = row.previous_expires_at;
  if (previous && found.expiresAt && found.expiresAt > previous) return found;
  if (!previous) {
    // Stored before paying, so a retry after a lost answer can see that the renewal happened.
    await db
      .update(domainRegistrations)
      .set({ previous_expires_at: found.expiresAt })
      .where(eq(domainRegistrations.id, row.id));
  }
  const order = await registrar.renew(row.domain, 1);
  await db
    .update(domainRegistrations)
    .set({ registrar_order_id: order.orderId })
    .where(eq(domainRegistrations.id, row.id));
  const after = await registrar.lookup(row.domain);
  return after.status === 'ours' ? after : { expiresAt: null };
}

function hostRecords(domain: string, options: RegisterDomainOptions): HostRecord[] {
  return expectedDnsRecords(domain, options.platformIpv4, options.cnameTarget).map((record) => ({
    host: record.name === domain ? '@' : 'www',
    type: record.type,
    value: record.value,
  }));
}

async function record(
  db: Db,
  row: RegistrationRow,
  values: Partial<Pick<RegistrationRow, 'failure' | 'detail' | 'status'>>,
) {
  await db
    .update(domainRegistrations)
    .set({ ...values, detail: values.detail?.slice(0, 2000) })
    .where(eq(domainRegistrations.id, row.id));
}

// Final: the owner is told why, and the invoice is marked for a refund until they pick another name.
async function fail(db: Db, row: RegistrationRow, error: RegistrarError, log: Logger) {
  await db.transaction(async (tx) => {
    await tx
      .update(domainRegistrations)
      .set({ status: 'failed', failure: error.failure, detail: error.message.slice(0, 2000) })
      .where(eq(domainRegistrations.id, row.id));
    await tx
      .update(invoices)
      .set({ refund_requested_at: sql`coalesce(${invoices.refund_requested_at}, now())` })
      .where(eq(invoices.id, row.invoice_id));
  });
  log.warn({ domain: row.domain, failure: error.failure, err: error }, 'domain registration failed');
}
