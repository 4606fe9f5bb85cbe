import {
  INVOICE_STATUS_POLL_INTERVAL_MS,
  type InvoiceStatusValue,
  PAID_REDIRECT_COUNTDOWN_SECONDS,
} from '@webku/contract';

export type InvoiceView = 'checking' | 'paid' | 'waiting' | 'closed';

// A paid invoice shows the success view; a pending one shows 'Menunggu'. An expired or failed
// invoice can no longer be paid, so it gets its own view instead of an endless wait.
export function invoiceView(status: InvoiceStatusValue | undefined): InvoiceView {
  if (status === undefined) return 'checking';
  if (status === 'paid') return 'paid';
  if (status === 'pending') return 'waiting';
  return 'closed';
}

// Asked every 5 s until the invoice reaches a final status. Before the first answer (or after a
// failed one) it keeps asking.
export function invoicePollInterval(status: InvoiceStatusValue | undefined): number | false {
  return status === undefined || status === 'pending' ? INVOICE_STATUS_POLL_INTERVAL_MS : false;
}

export const COUNTDOWN_START = PAID_REDIRECT_COUNTDOWN_SECONDS;

// One tick of the paid view's countdown; it never goes below zero.
export function nextCountdown(remaining: number): number {
  return Math.max(0, remaining - 1);
}

export function shouldRedirect(remaining: number): boolean {
  return remaining <= 0;
}
