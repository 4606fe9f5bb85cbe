import type { InvoiceStatusValue } from '@webku/contract';
import { and, type Db, eq, invoices } from '@webku/db';
import type { Logger } from 'pino';
import { NotFoundError } from '../../errors';
import type { GatewayInvoice, PaymentProvider } from '../../providers/payment/index';
import { ownedBy } from '../../site-content/tenant-store';
import { type AppliedEvent, applyPaymentEvent, type EventSource } from './apply-payment-event';
import { isPayable } from './domain-lock';

type InvoiceRow = typeof invoices.$inferSelect;

export async function findCompanyInvoice(
  db: Db,
  { companyId, invoiceId }: { companyId: number; invoiceId: number },
): Promise<InvoiceRow> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), ownedBy(invoices, companyId)))
    .limit(1);
  if (!row) throw new NotFoundError('Invoice tidak ditemukan');
  return row;
}

// A waiting invoice past `INVOICE_DURATION_HOURS` is shown as expired even before the gateway says so.
export function shownStatus(row: InvoiceRow, invoiceTtlMs: number): InvoiceStatusValue {
  const status = row.status as InvoiceStatusValue;
  return status === 'pending' && !isPayable(row, invoiceTtlMs) ? 'expired' : status;
}

export function toInvoiceView(row: InvoiceRow, invoiceTtlMs: number) {
  return {
    id: row.id,
    invoice_number: row.invoice_number,
    status: shownStatus(row, invoiceTtlMs),
    grand_total: Math.round(row.grand_total),
    domain_url: row.domain_url,
    payment_url: row.payment_url,
    paid_at: row.paid_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}

// The gateway's current view of an invoice, applied like a callback (once, forward only).
export function applyGatewayInvoice(
  db: Db,
  { provider, gateway, source }: { provider: string; gateway: GatewayInvoice; source: EventSource },
): Promise<AppliedEvent> {
  return applyPaymentEvent(db, {
    provider,
    source,
    event: {
      eventId: `${gateway.providerInvoiceId}:${gateway.status}`,
      providerInvoiceId: gateway.providerInvoiceId,
      externalId: gateway.externalId,
      status: gateway.status,
      amount: gateway.amount,
      paidAmount: gateway.paidAmount,
      currency: null,
      paidAt: gateway.paidAt,
      raw: { [source]: gateway },
    },
  });
}

// The status page polls every 5 s. While an invoice waits, the gateway is asked at most every
// `minPollMs` as well, so a lost callback or an expiry is noticed without one.
export class InvoiceStatusChecker {
  readonly #lastPolled = new Map<number, number>();

  constructor(
    private readonly db: Db,
    private readonly payment: PaymentProvider | null,
    private readonly log: Logger,
    private readonly invoiceTtlMs: number,
    private readonly minPollMs = 15_000,
  ) {}

  async check(input: {
    companyId: number;
    invoiceId: number;
  }): Promise<{ status: InvoiceStatusValue; applied: AppliedEvent | null }> {
    const invoice = await findCompanyInvoice(this.db, input);
    const status = shownStatus(invoice, this.invoiceTtlMs);
    if (invoice.status !== 'pending' || !this.#due(invoice)) return { status, applied: null };
    const payment = this.payment!;
    try {
      const gateway = await payment.getInvoice(invoice.provider_invoice_id!);
      if (gateway.status === 'PENDING') return { status, applied: null };
      const applied = await applyGatewayInvoice(this.db, { provider: payment.name, gateway, source: 'poll' });
      return { status: applied.status ?? status, applied };
    } catch (error) {
      // The page keeps polling; the gateway's callback may still come.
      this.log.warn({ err: error, invoiceId: invoice.id }, 'polling the payment gateway failed');
      return { status, applied: null };
    }
  }

  #due(invoice: InvoiceRow): boolean {
    if (!this.payment || this.payment.name !== invoice.provider || !invoice.provider_invoice_id) return false;
    const now = Date.now();
    if (now - (this.#lastPolled.get(invoice.id) ?? 0) < this.minPollMs) return false;
    this.#lastPolled.set(invoice.id, now);
    if (this.#lastPolled.size > 10_000) this.#lastPolled.clear();
    return true;
  }
}
