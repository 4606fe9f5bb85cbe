/** The gateway's view of an invoice's life: the four Xendit invoice statuses. */
export type GatewayStatus = 'PENDING' | 'PAID' | 'SETTLED' | 'EXPIRED';

export type CreateInvoiceInput = {
  /** Our invoice number (e.g. 'INV/2026/11/000123'), sent as the gateway's external id. */
  externalId: string;
  /** Whole rupiah. */
  amount: number;
  payerEmail: string;
  description: string;
  durationSeconds: number;
  successRedirectUrl: string;
  failureRedirectUrl: string;
};

export type GatewayInvoice = {
  /** The gateway's own id for the invoice. */
  providerInvoiceId: string;
  externalId: string;
  status: GatewayStatus;
  amount: number;
  /** What was paid, once paid (when the gateway reports it). */
  paidAmount: number | null;
  /** Where the payer pays (the gateway's hosted page). */
  paymentUrl: string;
  expiresAt: Date | null;
  paidAt: Date | null;
};

/** One status notification, from a callback (webhook) or from polling the gateway. */
export type PaymentEvent = {
  /** Identifies this notification, so a replay of it is recognised and ignored. */
  eventId: string;
  providerInvoiceId: string;
  externalId: string;
  status: GatewayStatus;
  amount: number;
  /** The amount actually paid, when the gateway reports it. */
  paidAmount: number | null;
  currency: string | null;
  paidAt: Date | null;
  /** The notification as received, stored with the invoice. */
  raw: unknown;
};

/** The request of a callback as it reached us: headers lower-cased, body not yet parsed. */
export type CallbackRequest = { headers: Record<string, string | undefined>; body: string };

/**
 * An Indonesian payment gateway issuing invoices that a payer settles on the gateway's page.
 *
 * Implementations talk to one gateway (Xendit, or the built-in sandbox). `createInvoice` and
 * `getInvoice` throw `PaymentProviderError` when the gateway cannot be reached, times out or refuses
 * the request. `parseCallback` must verify that a callback really comes from the gateway before
 * reading it: it throws `CallbackRejectedError` for a missing or wrong credential and
 * `CallbackMalformedError` for a body that is not a callback. Callers make the handling idempotent.
 */
export interface PaymentProvider {
  /** Stored on each invoice and used in the callback path: 'xendit' or 'sandbox'. */
  readonly name: 'xendit' | 'sandbox';
  createInvoice(input: CreateInvoiceInput): Promise<GatewayInvoice>;
  /** The invoice as the gateway sees it now; used to notice expiry or a lost callback. */
  getInvoice(providerInvoiceId: string): Promise<GatewayInvoice>;
  /**
   * Closes a waiting invoice early, so its page can no longer be paid. Resolves with the invoice as
   * the gateway now sees it (PAID when the payer was faster); throws `PaymentProviderError` otherwise.
   */
  expireInvoice(providerInvoiceId: string): Promise<GatewayInvoice>;
  parseCallback(request: CallbackRequest): PaymentEvent;
}

export class PaymentProviderError extends Error {
  override readonly name = 'PaymentProviderError';
}
export class CallbackRejectedError extends Error {
  override readonly name = 'CallbackRejectedError';
}
export class CallbackMalformedError extends Error {
  override readonly name = 'CallbackMalformedError';
}
