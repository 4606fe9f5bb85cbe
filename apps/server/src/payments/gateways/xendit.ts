import type { PaymentMethod } from '@webku/contract';
import { sameSecret } from '../../providers/payment/invoice-callback';
import {
  CallbackMalformedError,
  CallbackRejectedError,
  PaymentProviderError,
} from '../../providers/payment/payment-provider';
import {
  type CreatePaymentInput,
  GatewayKeysRefusedError,
  type GatewayPayment,
  type OrderGateway,
  parseJsonBody,
  rupiah,
  vendorCall,
  type WebhookNotice,
  type WebhookRequest,
} from './order-gateway';

export type XenditOrderOptions = {
  secretKey: string;
  callbackToken: string;
  /** https://api.xendit.co, or a local fake in tests. */
  apiBase: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

// Xendit's invoice channels for each method the owner offers.
const INVOICE_METHODS: Record<PaymentMethod, string[]> = {
  qris: ['QRIS'],
  ewallet: ['OVO', 'DANA', 'SHOPEEPAY', 'LINKAJA'],
  va: ['BCA', 'BNI', 'BRI', 'MANDIRI', 'PERMATA'],
};

const statusOf = (status: unknown): GatewayPayment['status'] =>
  status === 'PAID' || status === 'SETTLED' ? 'paid' : status === 'EXPIRED' ? 'expired' : 'pending';

// Xendit Invoice API v2 with the owner's own secret key (Basic auth, key as user name): the invoice page
// takes QRIS, e-wallets and virtual accounts; GET /v2/invoices/{id} reads it back; the invoice callback
// carries the account's verification token in x-callback-token, compared in constant time.
export class XenditOrderGateway implements OrderGateway {
  readonly name = 'xendit';
  readonly #call: Parameters<typeof vendorCall>[0];
  readonly #callbackToken: string;

  constructor(options: XenditOrderOptions) {
    this.#callbackToken = options.callbackToken;
    this.#call = {
      base: options.apiBase.replace(/\/+$/, ''),
      key: options.secretKey,
      timeoutMs: options.timeoutMs ?? 10_000,
      fetch: options.fetch ?? fetch,
      vendor: 'Xendit',
    };
  }

  async verifyKeys(): Promise<void> {
    const { status, json } = await vendorCall(this.#call, 'GET', '/balance');
    if (status === 401 || status === 403)
      throw new GatewayKeysRefusedError(`Xendit refused the secret key: ${String(json.error_code)}`);
    if (status !== 200) throw new PaymentProviderError(`Xendit balance answered HTTP ${status}`);
  }

  async create(input: CreatePaymentInput): Promise<GatewayPayment> {
    const { status, json } = await vendorCall(this.#call, 'POST', '/v2/invoices', {
      headers: { 'x-idempotency-key': input.idempotencyKey },
      body: {
        external_id: input.vendorOrderId,
        amount: input.amount,
        description: input.description,
        invoice_duration: input.expiryMinutes * 60,
        currency: 'IDR',
        payment_methods: input.methods.flatMap((method) => INVOICE_METHODS[method]),
        success_redirect_url: input.returnUrl,
        failure_redirect_url: input.returnUrl,
      },
    });
    if (status !== 200 || typeof json.invoice_url !== 'string') throw refusal('invoice', status, json);
    return { ...read(json), paymentUrl: json.invoice_url };
  }

  async status(_vendorOrderId: string, vendorRef: string | null): Promise<GatewayPayment> {
    if (!vendorRef) throw new PaymentProviderError('Xendit payment without an invoice id');
    const { status, json } = await vendorCall(
      this.#call,
      'GET',
      `/v2/invoices/${encodeURIComponent(vendorRef)}`,
    );
    if (status !== 200) throw refusal('invoice status', status, json);
    return read(json);
  }

  verifyWebhook({ headers, body }: WebhookRequest): WebhookNotice {
    if (!sameSecret(headers['x-callback-token'], this.#callbackToken)) {
      throw new CallbackRejectedError('Xendit x-callback-token is missing or wrong');
    }
    const json = parseJsonBody(body);
    if (
      typeof json.id !== 'string' ||
      typeof json.external_id !== 'string' ||
      typeof json.status !== 'string'
    ) {
      throw new CallbackMalformedError('Not a Xendit invoice callback');
    }
    return {
      vendorOrderId: json.external_id,
      eventKey: `${json.id}:${json.status}`,
      status: statusOf(json.status),
      amount: rupiah(json.paid_amount ?? json.amount),
      currency: typeof json.currency === 'string' ? json.currency : null,
    };
  }
}

function read(json: Record<string, unknown>): GatewayPayment {
  return {
    vendorRef: typeof json.id === 'string' ? json.id : null,
    status: statusOf(json.status),
    amount: rupiah(json.paid_amount ?? json.amount),
    currency: typeof json.currency === 'string' ? json.currency : null,
    qrString: null,
    paymentUrl: typeof json.invoice_url === 'string' ? json.invoice_url : null,
    expiresAt: typeof json.expiry_date === 'string' ? new Date(json.expiry_date) : null,
  };
}

function refusal(what: string, status: number, json: Record<string, unknown>) {
  const message = `${String(json.error_code ?? '')} ${String(json.message ?? '')}`.trim().slice(0, 200);
  if (status === 401 || status === 403) return new GatewayKeysRefusedError(`Xendit ${what}: ${message}`);
  return new PaymentProviderError(`Xendit ${what} answered HTTP ${status}: ${message}`);
}
