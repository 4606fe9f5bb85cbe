import type { DomainRegistration } from '@webku/contract';
import {
  type Db,
  domainRegistrations,
  eq,
  invoices,
  isUniqueViolation,
  subscriptions,
  type Tx,
} from '@webku/db';
import { AppError, ConflictError, NotFoundError } from '../../errors';
import { enqueueDnsCheck } from '../../jobs/check-dns.job';
import type { DomainProvider } from '../../providers/domains/index';
import { recordContentChange } from '../../site-content/content-changes';
import { domainHolder } from '../../subscriptions/domain-ownership';
import { enqueueRegistrationJob, toRegistrationView } from './domain-registration';
import { INVOICE_MESSAGES } from './invoice-input';

export const CHOOSE_DOMAIN_MESSAGES = {
  notFailed:
    'Nama domain invoice ini tidak bisa diganti: hanya pendaftaran domain baru yang gagal yang bisa memakai nama lain.',
  invoiceNotFound: 'Invoice tidak ditemukan',
} as const;

// After a failed registration the owner names another domain for the same paid invoice: it is checked
// like a new one, the refund mark is lifted and the registration starts again.
export async function chooseRegistrationDomain(
  deps: { db: Db; domains: DomainProvider; invoiceTtlMs: number },
  { companyId, invoiceId, domain }: { companyId: number; invoiceId: number; domain: string },
): Promise<DomainRegistration> {
  const [current] = await deps.db
    .select({ registration: domainRegistrations })
    .from(domainRegistrations)
    .innerJoin(invoices, eq(invoices.id, domainRegistrations.invoice_id))
    .where(eq(domainRegistrations.invoice_id, invoiceId));
  if (!current || current.registration.company_id !== companyId) {
    throw new NotFoundError(CHOOSE_DOMAIN_MESSAGES.invoiceNotFound);
  }
  const { status, kind } = current.registration;
  if (status !== 'failed' || kind !== 'register') throw new ConflictError(CHOOSE_DOMAIN_MESSAGES.notFailed);
  const holder = await domainHolder(deps.db, { companyId, domain, invoiceTtlMs: deps.invoiceTtlMs });
  if (holder === 'other') throw new ConflictError(INVOICE_MESSAGES.domainUsed);
  let available: boolean;
  try {
    available = await deps.domains.isAvailable(domain);
  } catch (error) {
    throw new AppError('provider-failed', `Gagal mengecek domain: ${(error as Error).message}`);
  }
  if (!available) throw new ConflictError(INVOICE_MESSAGES.domainRegistered);
  try {
    return await deps.db.transaction((tx) => restart(tx, { companyId, invoiceId, domain }));
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(INVOICE_MESSAGES.domainUsed);
    throw error;
  }
}

async function restart(
  tx: Tx,
  { companyId, invoiceId, domain }: { companyId: number; invoiceId: number; domain: string },
): Promise<DomainRegistration> {
  const [locked] = await tx
    .select()
    .from(domainRegistrations)
    .where(eq(domainRegistrations.invoice_id, invoiceId))
    .for('update');
  // A second click raced this one: only the first restarts the registration.
  if (locked?.status !== 'failed' || locked.kind !== 'register') {
    throw new ConflictError(CHOOSE_DOMAIN_MESSAGES.notFailed);
  }
  const [row] = await tx
    .update(domainRegistrations)
    .set({
      domain,
      kind: 'register',
      status: 'pending',
      failure: null,
      detail: null,
      attempts: 0,
      previous_expires_at: null,
      expires_at: null,
      registrar_order_id: null,
    })
    .where(eq(domainRegistrations.id, locked.id))
    .returning();
  await tx.update(invoices).set({ refund_requested_at: null }).where(eq(invoices.id, invoiceId));
  // The subscription this invoice paid for moves to the new name (not yet pointed).
  const moved = await tx
    .update(subscriptions)
    .set({ domain_url: domain, is_dns_pointed: false })
    .where(eq(subscriptions.invoice_id, invoiceId))
    .returning({ id: subscriptions.id });
  await enqueueRegistrationJob(tx, { companyId, registrationId: locked.id });
  if (moved.length) await enqueueDnsCheck(tx, { companyId, domain });
  await recordContentChange(tx, companyId);
  return toRegistrationView(row!, null);
}
