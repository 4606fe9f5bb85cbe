import { describeDomain } from '@webku/contract';
import { and, type DbOrTx, desc, eq, gt, invoices, subscriptions } from '@webku/db';
import { ConflictError } from '../../errors';
import { ownedBy } from '../../site-content/tenant-store';

// A company holds one subscription, so while one runs (or an invoice waits) every new invoice must be
// for the same domain: paying for another name would silently move the site off the paid one.
type DomainLock = { domain: string; reason: 'active' | 'pending' };

type LockOptions = { companyId: number; invoiceTtlMs: number; now?: Date };

// An unpaid invoice blocks only while it can still be paid; after `INVOICE_DURATION_HOURS` it lapses.
function payableSince(invoiceTtlMs: number, now = new Date()): Date {
  return new Date(now.getTime() - invoiceTtlMs);
}

export function isPayable(
  invoice: { status: string; created_at: Date },
  invoiceTtlMs: number,
  now = new Date(),
): boolean {
  return invoice.status === 'pending' && invoice.created_at > payableSince(invoiceTtlMs, now);
}

// The newest invoice of the company still waiting for payment.
export async function findWaitingInvoice(db: DbOrTx, { companyId, invoiceTtlMs, now }: LockOptions) {
  const [row] = await db
    .select()
    .from(invoices)
    .where(
      and(
        ownedBy(invoices, companyId),
        eq(invoices.status, 'pending'),
        gt(invoices.created_at, payableSince(invoiceTtlMs, now)),
      ),
    )
    .orderBy(desc(invoices.id))
    .limit(1);
  return row ?? null;
}

export async function findDomainLock(db: DbOrTx, options: LockOptions): Promise<DomainLock | null> {
  const now = options.now ?? new Date();
  const [current] = await db
    .select({
      status: subscriptions.status,
      domain: subscriptions.domain_url,
      validUntil: subscriptions.valid_until,
    })
    .from(subscriptions)
    .where(ownedBy(subscriptions, options.companyId));
  const isRunning = current?.status === 'active' && !!current.validUntil && current.validUntil > now;
  if (isRunning && current.domain) return { domain: current.domain.toLowerCase(), reason: 'active' };
  const waiting = await findWaitingInvoice(db, { ...options, now });
  return waiting ? { domain: waiting.domain_url.toLowerCase(), reason: 'pending' } : null;
}

function domainLockMessage(lock: DomainLock): string {
  const domain = describeDomain(lock.domain);
  return lock.reason === 'active'
    ? `Langganan Anda berjalan untuk domain ${domain}. Satu website hanya punya satu domain: ` +
        `perpanjang langganan untuk ${domain}, bukan domain lain.`
    : `Masih ada invoice yang menunggu pembayaran untuk domain ${domain}. Bayar invoice itu, ` +
        'atau batalkan dulu di halaman Custom Domain & Hosting untuk memakai domain lain.';
}

// Refuses an invoice for any domain other than the locked one, with a message naming it.
export async function assertDomainAllowed(
  db: DbOrTx,
  options: LockOptions & { domain: string },
): Promise<void> {
  const lock = await findDomainLock(db, options);
  if (lock && lock.domain !== options.domain.toLowerCase()) throw new ConflictError(domainLockMessage(lock));
}
