import { createHash, randomBytes } from 'node:crypto';
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

export type MidtransOptions = {
  serverKey: string;
  /** Core API: https://api.midtrans.com (sandbox: https://api.sandbox.midtrans.com). */
  apiBase: string;
  /** Snap: https://app.midtrans.com (sandbox: https://app.sandbox.midtrans.com). */
  snapBase: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

// transaction_status (docs.midtrans.com, "Transaction Status"): settlement and an accepted capture are paid;
// expire, cancel, deny and failure end the payment unpaid; anything else is still waiting.
function statusOf(transactionStatus: unknown, fraudStatus: unknown): GatewayPayment['status'] {
  if (transactionStatus === 'settlement') return 'paid';
  if (transactionStatus === 'capture')
    return fraudStatus === 'accept' || fraudStatus === undefined ? 'paid' : 'pending';
  if (['expire', 'cancel', 'deny', 'failure'].includes(String(transactionStatus))) return 'expired';
  return 'pending';
}

const SNAP_METHODS = {
  qris: ['other_qris', 'gopay', 'shopeepay'],
  ewallet: ['gopay', 'shopeepay'],
  va: ['bca_va', 'bni_va', 'bri_va', 'permata_va', 'echannel', 'other_va'],
} as const;

// Midtrans: Core API charge with payment_type 'qris' (the QR string shown on the receipt) when QRIS is the
// only method, Snap (the gateway's page) when e-wallets or virtual accounts are offered too. Basic auth with
// the server key; GET /v2/{order_id}/status reads a payment back; notifications are signed with
// signature_key = SHA512(order_id + status_code + gross_amount + server key).
export class MidtransGateway implements OrderGateway {
  readonly name = 'midtrans';
  readonly #call: Parameters<typeof vendorCall>[0];
  readonly #snap: Parameters<typeof vendorCall>[0];
  readonly #serverKey: string;

  constructor(options: MidtransOptions) {
    this.#serverKey = options.serverKey;
    const common = {
      key: options.serverKey,
      timeoutMs: options.timeoutMs ?? 10_000,
      fetch: options.fetch ?? fetch,
      vendor: 'Midtrans',
    };
    this.#call = { ...common, base: options.apiBase.replace(/\/+$/, '') };
    this.#snap = { ...common, base: options.snapBase.replace(/\/+$/, '') };
  }

  async verifyKeys(): Promise<void> {
    // The status of an order id nobody used: 404 with good keys, 401 with bad ones.
    const { status, json } = await vendorCall(
      this.#call,
      'GET',
      `/v2/webku-key-check-${randomBytes(6).toString('hex')}/status`,
    );
    const code = String(json.status_code ?? status);
    if (status === 401 || code === '401')
      throw new GatewayKeysRefusedError('Midtrans refused the server key');
    if (code !== '404' && code !== '200')
      throw new PaymentProviderError(`Midtrans key check answered ${code}`);
  }

  async create(input: CreatePaymentInput): Promise<GatewayPayment> {
    const headers = { 'Idempotency-Key': input.idempotencyKey, 'X-Override-Notification': input.webhookUrl };
    const transaction_details = { order_id: input.vendorOrderId, gross_amount: input.amount };
    const expiry = { expiry_duration: input.expiryMinutes, unit: 'minute' };
    if (input.methods.length === 1 && input.methods[0] === 'qris') {
      const { status, json } = await vendorCall(this.#call, 'POST', '/v2/charge', {
        headers,
        body: {
          payment_type: 'qris',
          transaction_details,
          qris: { acquirer: 'gopay' },
          custom_expiry: expiry,
        },
      });
      const code = String(json.status_code ?? status);
      if (code !== '201' && code !== '200') throw refusal('charge', status, json);
      return {
        ...this.#read(json),
        qrString: typeof json.qr_string === 'string' ? json.qr_string : null,
        expiresAt: new Date(Date.now() + input.expiryMinutes * 60_000),
      };
    }
    const { status, json } = await vendorCall(this.#snap, 'POST', '/snap/v1/transactions', {
      headers,
      body: {
        transaction_details,
        enabled_payments: [...new Set(input.methods.flatMap((method) => SNAP_METHODS[method]))],
        expiry: { ...expiry, duration: input.expiryMinutes },
        callbacks: { finish: input.returnUrl },
      },
    });
    if (status !== 201 || typeof json.redirect_url !== 'string') throw refusal('Snap', status, json);
    return {
      vendorRef: null,
      status: 'pending',
      amount: input.amount,
      currency: 'IDR',
      qrString: null,
      paymentUrl: json.redirect_url,
      expiresAt: new Date(Date.now() + input.expiryMinutes * 60_000),
    };
  }

  async status(vendorOrderId: string): Promise<GatewayPayment> {
    const { status, json } = await vendorCall(
      this.#call,
      'GET',
      `/v2/${encodeURIComponent(vendorOrderId)}/status`,
    );
    const code = String(json.status_code ?? status);
    // Snap creates the transaction only once the customer picks a method: until then it is unknown.
    if (code === '404')
      return {
        vendorRef: null,
        status: 'pending',
        amount: Number.NaN,
        currency: null,
        qrString: null,
        paymentUrl: null,
        expiresAt: null,
      };
    if (!['200', '201', '202', '407'].includes(code)) throw refusal('status', status, json);
    return this.#read(json);
  }

  verifyWebhook({ body }: WebhookRequest): WebhookNotice {
    const json = parseJsonBody(body);
    const { order_id, status_code, gross_amount, signature_key, transaction_id, transaction_status } = json;
    if (typeof order_id !== 'string' || typeof status_code !== 'string' || typeof gross_amount !== 'string') {
      throw new CallbackMalformedError('Midtrans notification without order_id, status_code or gross_amount');
    }
    const expected = createHash('sha512')
      .update(`${order_id}${status_code}${gross_amount}${this.#serverKey}`)
      .digest('hex');
    if (!sameSecret(typeof signature_key === 'string' ? signature_key : undefined, expected)) {
      throw new CallbackRejectedError('Midtrans signature_key does not match');
    }
    return {
      vendorOrderId: order_id,
      eventKey: `${String(transaction_id ?? order_id)}:${String(transaction_status)}:${status_code}`,
      status: statusOf(transaction_status, json.fraud_status),
      amount: rupiah(gross_amount),
      currency: typeof json.currency === 'string' ? json.currency : null,
    };
  }

  #read(json: Record<string, unknown>): GatewayPayment {
    return {
      vendorRef: typeof json.transaction_id === 'string' ? json.transaction_id : null,
      status: statusOf(json.transaction_status, json.fraud_status),
      amount: rupiah(json.gross_amount),
      currency: typeof json.currency === 'string' ? json.currency : null,
      qrString: null,
      paymentUrl: null,
      expiresAt: null,
    };
  }
}

function refusal(what: string, status: number, json: Record<string, unknown>) {
  const message = String(json.status_message ?? json.error_messages ?? '').slice(0, 200);
  if (status === 401 || json.status_code === '401')
    return new GatewayKeysRefusedError(`Midtrans ${what}: ${message}`);
  return new PaymentProviderError(
    `Midtrans ${what} answered HTTP ${status} (${String(json.status_code ?? '')}): ${message}`,
  );
}
