import { randomBytes } from 'node:crypto';
import { parseInvoiceCallback } from './invoice-callback';
import {
  type CallbackRequest,
  type CreateInvoiceInput,
  type GatewayInvoice,
  type GatewayStatus,
  type PaymentEvent,
  type PaymentProvider,
  PaymentProviderError,
} from './payment-provider';

export type SandboxInvoice = GatewayInvoice & CreateInvoiceInput;

// Posts a callback to our own callback route, as a gateway's servers would.
export type CallbackDelivery = (body: string, headers: Record<string, string>) => Promise<Response>;

// The offline default: a pretend gateway inside this process. Its payment page (served by our server,
// /api/payments/sandbox/pay/{id}) has 'Bayar' and 'Batalkan' buttons that send the same callback Xendit
// would, with this instance's own token. Invoices live in memory: a restart forgets unpaid ones.
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox';
  readonly #invoices = new Map<string, SandboxInvoice>();
  readonly #token = randomBytes(24).toString('base64url');
  #deliver: CallbackDelivery | null = null;

  constructor(
    // e.g. 'http://localhost:3000/api/payments/sandbox/pay'
    private readonly payPageBase: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  connect(deliver: CallbackDelivery): void {
    this.#deliver = deliver;
  }

  async createInvoice(input: CreateInvoiceInput): Promise<GatewayInvoice> {
    const id = `sbx_${randomBytes(12).toString('hex')}`;
    const invoice: SandboxInvoice = {
      ...input,
      providerInvoiceId: id,
      status: 'PENDING',
      paymentUrl: `${this.payPageBase}/${id}`,
      expiresAt: new Date(this.now().getTime() + input.durationSeconds * 1000),
      paidAt: null,
      paidAmount: null,
    };
    this.#invoices.set(id, invoice);
    return gatewayView(invoice);
  }

  async getInvoice(providerInvoiceId: string): Promise<GatewayInvoice> {
    const invoice = this.find(providerInvoiceId);
    if (!invoice) throw new PaymentProviderError(`Sandbox invoice ${providerInvoiceId} not found`);
    return gatewayView(invoice);
  }

  // As Xendit's expire!: a waiting invoice closes at once, a settled one is reported as it is.
  async expireInvoice(providerInvoiceId: string): Promise<GatewayInvoice> {
    const invoice = this.find(providerInvoiceId);
    if (!invoice) throw new PaymentProviderError(`Sandbox invoice ${providerInvoiceId} not found`);
    if (invoice.status === 'PENDING') invoice.status = 'EXPIRED';
    return gatewayView(invoice);
  }

  parseCallback(request: CallbackRequest): PaymentEvent {
    return parseInvoiceCallback(request, this.#token);
  }

  /** The invoice behind a payment page, with expiry applied; null when unknown. */
  find(providerInvoiceId: string): SandboxInvoice | null {
    const invoice = this.#invoices.get(providerInvoiceId);
    if (!invoice) return null;
    if (invoice.status === 'PENDING' && invoice.expiresAt && invoice.expiresAt <= this.now()) {
      invoice.status = 'EXPIRED';
    }
    return invoice;
  }

  /** 'Bayar' (PAID) or 'Batalkan' (EXPIRED, as when a Xendit invoice is expired early). */
  async settle(providerInvoiceId: string, outcome: 'PAID' | 'EXPIRED'): Promise<SandboxInvoice> {
    const invoice = this.find(providerInvoiceId);
    if (!invoice) throw new PaymentProviderError(`Sandbox invoice ${providerInvoiceId} not found`);
    if (invoice.status !== 'PENDING') return invoice;
    if (!this.#deliver) throw new PaymentProviderError('Sandbox gateway is not connected to the callback');
    invoice.status = outcome;
    invoice.paidAt = outcome === 'PAID' ? this.now() : null;
    invoice.paidAmount = outcome === 'PAID' ? invoice.amount : null;
    await this.#send(invoice);
    return invoice;
  }

  /** 'Kirim ulang notifikasi': the callback of a settled invoice once more, as gateways retry them. */
  async resend(providerInvoiceId: string): Promise<SandboxInvoice> {
    const invoice = this.find(providerInvoiceId);
    if (!invoice) throw new PaymentProviderError(`Sandbox invoice ${providerInvoiceId} not found`);
    if (invoice.status !== 'PENDING') await this.#send(invoice);
    return invoice;
  }

  async #send(invoice: SandboxInvoice): Promise<void> {
    if (!this.#deliver) throw new PaymentProviderError('Sandbox gateway is not connected to the callback');
    const response = await this.#deliver(JSON.stringify(callbackBody(invoice)), {
      'content-type': 'application/json',
      'x-callback-token': this.#token,
    });
    if (!response.ok) {
      throw new PaymentProviderError(`Callback answered HTTP ${response.status}: ${await response.text()}`);
    }
  }
}

function gatewayView(invoice: SandboxInvoice): GatewayInvoice {
  const { providerInvoiceId, externalId, status, amount, paidAmount, paymentUrl, expiresAt, paidAt } =
    invoice;
  return { providerInvoiceId, externalId, status, amount, paidAmount, paymentUrl, expiresAt, paidAt };
}

// The fields of Xendit's invoice callback that a receiver reads.
function callbackBody(invoice: SandboxInvoice): Record<string, unknown> {
  const paid = (invoice.status as GatewayStatus) === 'PAID';
  return {
    id: invoice.providerInvoiceId,
    external_id: invoice.externalId,
    user_id: 'sandbox',
    status: invoice.status,
    merchant_name: 'Webku Sandbox',
    amount: invoice.amount,
    ...(paid
      ? { paid_amount: invoice.amount, paid_at: invoice.paidAt?.toISOString(), payment_method: 'SANDBOX' }
      : {}),
    payer_email: invoice.payerEmail,
    description: invoice.description,
    currency: 'IDR',
    created: new Date().toISOString(),
    updated: new Date().toISOString(),
  };
}
