import type { InvoiceStatusValue } from '@webku/contract';
import { and, type Db, eq, invoices, isNull, or, type Tx } from '@webku/db';
import type { GatewayStatus, PaymentEvent } from '../../providers/payment/index';
import { activateSubscription } from './activate-subscription';

// Where an event came from: the gateway's callback, our poll of the gateway, or the owner's cancel.
export type EventSource = 'callback' | 'poll' | 'cancel';

export type EventOutcome = 'applied' | 'duplicate' | 'ignored' | 'amount_mismatch' | 'unknown_invoice';

export type AppliedEvent = {
  outcome: EventOutcome;
  invoiceId: number | null;
  companyId: number | null;
  status: InvoiceStatusValue | null;
  // Set when the event activated or extended the company's subscription.
  activated: boolean;
};

type StoredEvent = {
  event_id: string;
  source: EventSource;
  status: GatewayStatus;
  amount: number;
  paid_amount: number | null;
  outcome: EventOutcome;
  received_at: string;
  body: unknown;
};

const STATUS: Record<GatewayStatus, InvoiceStatusValue> = {
  PENDING: 'pending',
  PAID: 'paid',
  SETTLED: 'paid',
  EXPIRED: 'expired',
};
// An invoice only moves forward: paid never returns to pending or expired.
const RANK: Record<InvoiceStatusValue, number> = { pending: 0, failed: 0, expired: 1, paid: 2 };
const KEEP_EVENTS = 50;

// One gateway notification, applied at most once. Every verified event is stored with the invoice
// (with what was done about it); only a forward move with the right amount changes anything.
export async function applyPaymentEvent(
  db: Db,
  {
    provider,
    event,
    source,
    now = new Date(),
  }: {
    provider: string;
    event: PaymentEvent;
    source: EventSource;
    now?: Date;
  },
): Promise<AppliedEvent> {
  return db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, provider, event);
    if (!invoice)
      return { outcome: 'unknown_invoice', invoiceId: null, companyId: null, status: null, activated: false };
    const result = (outcome: EventOutcome, activated = false): AppliedEvent => ({
      outcome,
      invoiceId: invoice.id,
      companyId: invoice.company_id,
      status: (outcome === 'applied' ? STATUS[event.status] : invoice.status) as InvoiceStatusValue,
      activated,
    });
    const stored = invoice.callbacks as StoredEvent[];
    // A refused event (wrong amount) stays refusable: the real one may still come under the same id.
    if (stored.some((e) => e.event_id === event.eventId && e.outcome !== 'amount_mismatch')) {
      return result('duplicate');
    }

    const outcome = decide(invoice, event);
    const record: StoredEvent = {
      event_id: event.eventId,
      source,
      status: event.status,
      amount: event.amount,
      paid_amount: event.paidAmount,
      outcome,
      received_at: now.toISOString(),
      body: event.raw,
    };
    const callbacks = [...stored, record].slice(-KEEP_EVENTS);
    if (outcome !== 'applied') {
      await tx.update(invoices).set({ callbacks }).where(eq(invoices.id, invoice.id));
      return result(outcome);
    }
    const next = STATUS[event.status];
    const paidAt = next === 'paid' ? (event.paidAt ?? now) : null;
    await tx
      .update(invoices)
      .set({
        callbacks,
        status: next,
        paid_at: paidAt ?? invoice.paid_at,
        provider_invoice_id: invoice.provider_invoice_id ?? event.providerInvoiceId,
      })
      .where(eq(invoices.id, invoice.id));
    if (next !== 'paid') return result('applied');
    await activateSubscription(tx, { invoice, paidAt: paidAt! });
    return result('applied', true);
  });
}

type InvoiceRow = typeof invoices.$inferSelect;

function decide(invoice: InvoiceRow, event: PaymentEvent): EventOutcome {
  const amountOk =
    event.amount === invoice.grand_total &&
    (event.paidAmount === null || event.paidAmount === invoice.grand_total) &&
    (event.currency === null || event.currency === 'IDR');
  if (!amountOk) return 'amount_mismatch';
  const current = invoice.status as InvoiceStatusValue;
  return RANK[STATUS[event.status]] > (RANK[current] ?? 0) ? 'applied' : 'ignored';
}

// By the gateway's id; or by our number when creating it at the gateway seemed to fail (a timeout
// after the gateway had in fact created it) and its id was never stored.
async function lockInvoice(tx: Tx, provider: string, event: PaymentEvent): Promise<InvoiceRow | null> {
  const [row] = await tx
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.provider, provider),
        eq(invoices.invoice_number, event.externalId),
        or(eq(invoices.provider_invoice_id, event.providerInvoiceId), isNull(invoices.provider_invoice_id)),
      ),
    )
    .limit(1)
    .for('update');
  return row ?? null;
}
