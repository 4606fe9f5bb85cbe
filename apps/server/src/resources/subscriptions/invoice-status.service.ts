import type { InvoiceStatusValue } from '@webku/contract';
import { and, type Db, eq, invoices } from '@webku/db';
import type { Logger } from 'pino';
import { NotFoundError } from '../../http/errors';
import type { PaymentProvider } from '../../providers/payment/index';
import { type AppliedEvent, applyPaymentEvent } from './apply-payment-event';

type InvoiceRow = typeof invoices.$inferSelect;

export async function findCompanyInvoice(
  db: Db,
  { companyId, invoiceId }: { companyId: number; invoiceId: number },
): Promise<InvoiceRow> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.company_id, companyId)))
    .limit(1);
  if (!row) throw new NotFoundError('Invoice tidak ditemukan');
  return row;
}

export function toInvoiceView(row: InvoiceRow) {
  return {
    id: row.id,
    invoice_number: row.invoice_number,
    status: row.status,
    grand_total: Math.round(row.grand_total),
    domain_url: row.domain_url,
    payment_url: row.payment_url,
    paid_at: row.paid_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}

// The status page polls every 5 s. While an invoice waits, the gateway is asked at most every
// `minPollMs` as well, so a lost callback or an expiry is noticed without one.
export class InvoiceStatusChecker {
  readonly #lastPolled = new Map<number, number>();

  constructor(
    private readonly db: Db,
    private readonly payment: PaymentProvider | null,
    private readonly log: Logger,
    private readonly minPollMs = 15_000,
  ) {}

  async check(input: {
    companyId: number;
    invoiceId: number;
  }): Promise<{ status: InvoiceStatusValue; applied: AppliedEvent | null }> {
    const invoice = await findCompanyInvoice(this.db, input);
    const status = invoice.status as InvoiceStatusValue;
    if (status !== 'pending' || !this.#due(invoice)) return { status, applied: null };
    const payment = this.payment!;
    try {
      const gateway = await payment.getInvoice(invoice.provider_invoice_id!);
      if (gateway.status === 'PENDING') return { status, applied: null };
      const applied = await applyPaymentEvent(this.db, {
        provider: payment.name,
        source: 'poll',
        event: {
          eventId: `${gateway.providerInvoiceId}:${gateway.status}`,
          providerInvoiceId: gateway.providerInvoiceId,
          externalId: gateway.externalId,
          status: gateway.status,
          amount: gateway.amount,
          paidAmount: gateway.paidAmount,
          currency: null,
          paidAt: gateway.paidAt,
          raw: { polled: gateway },
        },
      });
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
