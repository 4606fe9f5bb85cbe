import type { OrderPaymentStatus, PaymentMethod, PaymentProviderName } from '@webku/contract';
import { CallbackMalformedError, PaymentProviderError } from '../../providers/payment/payment-provider';

// One owner's gateway account (Midtrans or Xendit), as the order payments use it. Adapters speak the
// vendor's documented HTTP API with plain fetch; tests run them against the fakes in tests/fakes.

export type GatewayPayment = {
  /** The vendor's own id: Midtrans transaction_id, Xendit invoice id. */
  vendorRef: string | null;
  status: OrderPaymentStatus;
  /** Whole rupiah, as the vendor reports it. */
  amount: number;
  currency: string | null;
  qrString: string | null;
  paymentUrl: string | null;
  expiresAt: Date | null;
};

export type CreatePaymentInput = {
  /** Ours, unique per gateway account: Midtrans order_id, Xendit external_id. */
  vendorOrderId: string;
  amount: number;
  idempotencyKey: string;
  expiryMinutes: number;
  description: string;
  methods: PaymentMethod[];
  /** Where the vendor posts its notifications for this payment. */
  webhookUrl: string;
  /** Where the gateway's page sends the customer back: the receipt. */
  returnUrl: string;
};

/** A notification whose signature or token was verified. */
export type WebhookNotice = {
  vendorOrderId: string;
  /** One per vendor event: a replay carries the same key. */
  eventKey: string;
  status: OrderPaymentStatus;
  amount: number;
  currency: string | null;
};

export type WebhookRequest = { headers: Record<string, string | undefined>; body: string };

export interface OrderGateway {
  readonly name: PaymentProviderName;
  /** One harmless call with the keys; throws GatewayKeysRefusedError when the vendor refuses them. */
  verifyKeys(): Promise<void>;
  create(input: CreatePaymentInput): Promise<GatewayPayment>;
  /** The payment as the vendor sees it now. */
  status(vendorOrderId: string, vendorRef: string | null): Promise<GatewayPayment>;
  /** Throws CallbackRejectedError for a missing or wrong signature/token, CallbackMalformedError otherwise. */
  verifyWebhook(request: WebhookRequest): WebhookNotice;
}

/** The vendor refused the owner's keys (HTTP 401/403). */
export class GatewayKeysRefusedError extends Error {
  override readonly name = 'GatewayKeysRefusedError';
}

/** A JSON call to a vendor with Basic auth (key as user name), a time limit, and the vendor's answer. */
export async function vendorCall(
  options: { base: string; key: string; timeoutMs: number; fetch: typeof fetch; vendor: string },
  method: 'GET' | 'POST',
  path: string,
  init: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; json: Record<string, unknown> }> {
  let res: Response;
  try {
    res = await options.fetch(`${options.base}${path}`, {
      method,
      headers: {
        accept: 'application/json',
        authorization: `Basic ${Buffer.from(`${options.key}:`).toString('base64')}`,
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    const reason =
      error instanceof Error && error.name === 'TimeoutError'
        ? `timed out after ${options.timeoutMs} ms`
        : 'unreachable';
    throw new PaymentProviderError(
      `${options.vendor} ${method} ${path.split('/').slice(0, 3).join('/')} ${reason}`,
    );
  }
  const text = await res.text();
  let json: Record<string, unknown> = {};
  try {
    const parsed: unknown = text ? JSON.parse(text) : {};
    if (parsed && typeof parsed === 'object') json = parsed as Record<string, unknown>;
  } catch {
    throw new PaymentProviderError(`${options.vendor} answered HTTP ${res.status} without JSON`);
  }
  return { status: res.status, json };
}

export function parseJsonBody(body: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      return parsed as Record<string, unknown>;
  } catch {}
  throw new CallbackMalformedError('Notification body is not a JSON object');
}

/** A vendor amount ('789000.00' or 789000) as whole rupiah; NaN when it is not a number. */
export const rupiah = (value: unknown): number =>
  typeof value === 'number'
    ? value
    : typeof value === 'string' && /^\d+(\.\d+)?$/.test(value)
      ? Number(value)
      : Number.NaN;
