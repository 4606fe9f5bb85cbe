import { and, type Db, eq, invoices } from '@webku/db';
import type { Logger } from 'pino';
import { AppError, ConflictError } from '../../errors';
import type { GatewayInvoice, PaymentProvider } from '../../providers/payment/index';
import type { AppliedEvent } from './apply-payment-event';
import { isPayable } from './domain-lock';
import { applyGatewayInvoice, findCompanyInvoice, toInvoiceView } from './invoice-status.service';

export type CancelInvoiceDeps = {
  db: Db;
  payment: PaymentProvider | null;
  invoiceDurationSeconds: number;
  log: Logger;
};

export const CANCEL_MESSAGES = {
  paid: 'Invoice ini sudah dibayar, jadi tidak bisa dibatalkan. Langganan Anda sudah diperpanjang.',
  closed: 'Invoice ini sudah tidak bisa dibayar (kedaluwarsa atau dibatalkan), jadi tidak perlu dibatalkan.',
  gateway: 'Gagal membatalkan invoice di gateway pembayaran. Silakan coba lagi sebentar lagi.',
} as const;

// The owner closes an invoice still waiting for payment (e.g. a mistyped domain): first at the
// gateway, so its page cannot be paid any more, then here. A payment that won the race is applied
// and comes back as a paid view, which the route refuses after its follow-up work.
export async function cancelInvoice(
  deps: CancelInvoiceDeps,
  { companyId, invoiceId }: { companyId: number; invoiceId: number },
): Promise<{ view: ReturnType<typeof toInvoiceView>; applied: AppliedEvent | null }> {
  const invoice = await findCompanyInvoice(deps.db, { companyId, invoiceId });
  if (invoice.status === 'paid') throw new ConflictError(CANCEL_MESSAGES.paid);
  if (!isPayable(invoice, deps.invoiceDurationSeconds * 1000)) {
    throw new ConflictError(CANCEL_MESSAGES.closed);
  }

  const { payment } = deps;
  const atGateway = !!payment && payment.name === invoice.provider && !!invoice.provider_invoice_id;
  let applied: AppliedEvent | null = null;
  if (atGateway) {
    const gateway = await expireAtGateway(deps, payment, invoice.provider_invoice_id!);
    applied = await applyGatewayInvoice(deps.db, { provider: payment.name, gateway, source: 'cancel' });
  }
  // Never created at the gateway (or created by another one): nothing there can be paid.
  await deps.db
    .update(invoices)
    .set({ status: 'expired' })
    .where(and(eq(invoices.id, invoice.id), eq(invoices.status, 'pending')));
  const closed = await findCompanyInvoice(deps.db, { companyId, invoiceId });
  return { view: toInvoiceView(closed, deps.invoiceDurationSeconds * 1000), applied };
}

async function expireAtGateway(
  deps: CancelInvoiceDeps,
  payment: PaymentProvider,
  providerInvoiceId: string,
): Promise<GatewayInvoice> {
  try {
    return await payment.expireInvoice(providerInvoiceId);
  } catch (error) {
    deps.log.error({ err: error, providerInvoiceId }, 'expiring the invoice at the gateway failed');
    throw new AppError('provider-failed', CANCEL_MESSAGES.gateway);
  }
}
