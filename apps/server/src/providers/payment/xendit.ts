import { z } from 'zod';
import { parseInvoiceCallback } from './invoice-callback';
import {
  type CallbackRequest,
  type CreateInvoiceInput,
  type GatewayInvoice,
  type PaymentEvent,
  type PaymentProvider,
  PaymentProviderError,
} from './payment-provider';

export type XenditOptions = {
  secretKey: string;
  callbackToken: string;
  // https://api.xendit.co, or a local fake in tests.
  apiBase: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

const status = z.enum(['PENDING', 'PAID', 'SETTLED', 'EXPIRED']);
const date = z.iso.datetime({ offset: true }).transform((v) => new Date(v));

const invoiceSchema = z.object({
  id: z.string().min(1),
  external_id: z.string(),
  status,
  amount: z.number(),
  paid_amount: z.number().nullish(),
  invoice_url: z.url(),
  expiry_date: date.nullish(),
  paid_at: date.nullish(),
});

// Xendit Invoice API v2: Basic auth with the secret key as user name; callbacks carry the account's
// verification token in `x-callback-token`.
export class XenditPaymentProvider implements PaymentProvider {
  readonly name = 'xendit';
  private readonly fetcher: typeof fetch;

  constructor(private readonly options: XenditOptions) {
    this.fetcher = options.fetch ?? fetch;
  }

  async createInvoice(input: CreateInvoiceInput): Promise<GatewayInvoice> {
    const body = {
      external_id: input.externalId,
      amount: input.amount,
      payer_email: input.payerEmail,
      description: input.description,
      invoice_duration: input.durationSeconds,
      success_redirect_url: input.successRedirectUrl,
      failure_redirect_url: input.failureRedirectUrl,
      currency: 'IDR',
    };
    return toInvoice(await this.request('POST', '/v2/invoices', body));
  }

  async getInvoice(providerInvoiceId: string): Promise<GatewayInvoice> {
    return toInvoice(await this.request('GET', `/v2/invoices/${encodeURIComponent(providerInvoiceId)}`));
  }

  // Xendit's expire endpoint has no /v2 prefix. It refuses an invoice that is no longer pending, so
  // a refusal is answered with the invoice's real state (paid in the meantime, or already expired).
  async expireInvoice(providerInvoiceId: string): Promise<GatewayInvoice> {
    try {
      return toInvoice(
        await this.request('POST', `/invoices/${encodeURIComponent(providerInvoiceId)}/expire!`),
      );
    } catch (error) {
      const current = await this.getInvoice(providerInvoiceId).catch(() => null);
      if (current && current.status !== 'PENDING') return current;
      throw error;
    }
  }

  parseCallback(request: CallbackRequest): PaymentEvent {
    return parseInvoiceCallback(request, this.options.callbackToken);
  }

  private async request(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    const { apiBase, secretKey, timeoutMs = 10_000 } = this.options;
    const url = `${apiBase}${path}`;
    let response: Response;
    try {
      response = await this.fetcher(url, {
        method,
        headers: {
          authorization: `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      const reason = timedOut ? `timed out after ${timeoutMs} ms` : String((error as Error).message ?? error);
      throw new PaymentProviderError(`Xendit ${method} ${path} failed: ${reason}`, { cause: error });
    }
    const text = await response.text().catch(() => '');
    if (!response.ok) {
      const detail = errorDetail(text);
      throw new PaymentProviderError(`Xendit ${method} ${path} answered HTTP ${response.status}: ${detail}`);
    }
    try {
      return JSON.parse(text);
    } catch {
      throw new PaymentProviderError(`Xendit ${method} ${path} answered with a body that is not JSON`);
    }
  }
}

function toInvoice(json: unknown): GatewayInvoice {
  const parsed = invoiceSchema.safeParse(json);
  if (!parsed.success) throw new PaymentProviderError(`Unexpected Xendit invoice: ${parsed.error.message}`);
  const i = parsed.data;
  return {
    providerInvoiceId: i.id,
    externalId: i.external_id,
    status: i.status,
    amount: i.amount,
    paidAmount: i.paid_amount ?? null,
    paymentUrl: i.invoice_url,
    expiresAt: i.expiry_date ?? null,
    paidAt: i.paid_at ?? null,
  };
}

function errorDetail(text: string): string {
  try {
    const json = JSON.parse(text) as { error_code?: string; message?: string };
    if (json.error_code || json.message) return `${json.error_code ?? 'ERROR'}: ${json.message ?? ''}`.trim();
  } catch {
    // Not JSON: show the start of the text.
  }
  return text.slice(0, 300);
}
