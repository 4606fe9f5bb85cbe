import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeXenditRequest = { method: string; path: string; headers: IncomingHttpHeaders; body: unknown };

export type FakeXenditInvoice = {
  id: string;
  external_id: string;
  user_id: string;
  status: 'PENDING' | 'PAID' | 'SETTLED' | 'EXPIRED';
  merchant_name: string;
  amount: number;
  payer_email: string;
  description: string;
  expiry_date: string;
  invoice_url: string;
  currency: string;
  available_payment_methods?: string[];
  success_redirect_url?: string;
  failure_redirect_url?: string;
  paid_at?: string;
  paid_amount?: number;
  payment_method?: string;
  created: string;
  updated: string;
};

export type FakeXenditReply = { status?: number; body?: unknown; delayMs?: number };

const USER_ID = '5f9a3fbd571a34257b0ed4a1';
const REQUIRED = ['external_id', 'amount'] as const;

// A loopback server speaking Xendit's Invoice API (POST /v2/invoices, GET /v2/invoices/{id},
// POST /invoices/{id}/expire!) and GET /balance with Basic auth, plus the invoice callback Xendit posts to a
// merchant with the account's `x-callback-token`.
export async function startFakeXendit(options: { secretKey?: string; callbackToken?: string } = {}) {
  const secretKey = options.secretKey ?? 'xnd_development_fake_secret';
  const callbackToken = options.callbackToken ?? 'fake-callback-verification-token';
  const invoices = new Map<string, FakeXenditInvoice>();
  const requests: FakeXenditRequest[] = [];
  const queue: FakeXenditReply[] = [];
  let base = '';

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown;
      try {
        body = raw ? JSON.parse(raw) : undefined;
      } catch {
        body = raw;
      }
      const path = req.url ?? '';
      requests.push({ method: req.method ?? '', path, headers: req.headers, body });
      const send = (status: number, payload: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
      const error = (status: number, error_code: string, message: string) =>
        send(status, { error_code, message });

      const reply = queue.shift();
      if (reply) {
        const answer = () => send(reply.status ?? 200, reply.body ?? {});
        if (reply.delayMs) setTimeout(() => !res.destroyed && answer(), reply.delayMs).unref();
        else answer();
        return;
      }
      if (req.headers.authorization !== `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`) {
        return error(401, 'INVALID_API_KEY', 'API key is not authorized for this API service');
      }
      // The balance: what a merchant's integration calls to check its key.
      if (req.method === 'GET' && path.startsWith('/balance')) return send(200, { balance: 1_250_000 });
      // Creating and reading live under /v2; expiring is POST /invoices/{id}/expire! without it.
      const expireMatch = /^\/invoices\/([^/]+)\/expire!$/.exec(path);
      const match = expireMatch ?? /^\/v2\/invoices(?:\/([^/]+))?$/.exec(path);
      if (!match) return error(404, 'NOT_FOUND', 'Not found');
      const [, id] = match;
      const expire = !!expireMatch;
      if (!id && req.method === 'POST') {
        const input = (body ?? {}) as Record<string, unknown>;
        const missing = REQUIRED.find((key) => input[key] === undefined);
        if (missing) return error(400, 'API_VALIDATION_ERROR', `"${missing}" is required`);
        if (typeof input.amount !== 'number' || input.amount < 1) {
          return error(400, 'API_VALIDATION_ERROR', '"amount" must be a positive number');
        }
        const now = new Date();
        const duration = Number(input.invoice_duration ?? 86_400);
        const invoiceId = randomBytes(12).toString('hex');
        const invoice: FakeXenditInvoice = {
          id: invoiceId,
          external_id: String(input.external_id),
          user_id: USER_ID,
          status: 'PENDING',
          merchant_name: 'Webku Test Merchant',
          amount: input.amount,
          payer_email: String(input.payer_email ?? ''),
          description: String(input.description ?? ''),
          expiry_date: new Date(now.getTime() + duration * 1000).toISOString(),
          invoice_url: `${base}/web/${invoiceId}`,
          currency: String(input.currency ?? 'IDR'),
          ...(Array.isArray(input.payment_methods)
            ? { available_payment_methods: input.payment_methods as string[] }
            : {}),
          success_redirect_url: input.success_redirect_url as string | undefined,
          failure_redirect_url: input.failure_redirect_url as string | undefined,
          created: now.toISOString(),
          updated: now.toISOString(),
        };
        invoices.set(invoiceId, invoice);
        return send(200, invoice);
      }
      const invoice = id ? invoices.get(decodeURIComponent(id)) : undefined;
      if (!invoice) return error(404, 'INVOICE_NOT_FOUND_ERROR', 'Invoice not found');
      if (expire && req.method === 'POST') {
        // Only a waiting invoice can be expired; the only error Xendit documents here is not-found.
        if (invoice.status !== 'PENDING') {
          return error(404, 'INVOICE_NOT_FOUND_ERROR', 'Could not find invoice by id');
        }
        invoice.status = 'EXPIRED';
        invoice.updated = new Date().toISOString();
        return send(200, invoice);
      }
      if (req.method === 'GET') return send(200, invoice);
      return error(405, 'METHOD_NOT_ALLOWED', 'Method not allowed');
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const mustFind = (id: string) => {
    const invoice = invoices.get(id);
    if (!invoice) throw new Error(`fake Xendit has no invoice ${id}`);
    return invoice;
  };

  return {
    apiBase: base,
    secretKey,
    callbackToken,
    requests,
    invoices,
    env: {
      PAYMENT_PROVIDER: 'xendit',
      XENDIT_API_BASE: base,
      XENDIT_SECRET_KEY: secretKey,
      XENDIT_CALLBACK_TOKEN: callbackToken,
    },
    /** Answers the next API request with this instead of the normal behaviour. */
    reply(next: FakeXenditReply) {
      queue.push(next);
    },
    /** The payer pays (or the payment settles): the invoice changes and its callback body is returned. */
    setStatus(id: string, status: FakeXenditInvoice['status'], paid: { amount?: number } = {}) {
      const invoice = mustFind(id);
      invoice.status = status;
      invoice.updated = new Date().toISOString();
      if (status === 'PAID' || status === 'SETTLED') {
        invoice.paid_at ??= new Date().toISOString();
        invoice.paid_amount = paid.amount ?? invoice.amount;
        invoice.payment_method = 'BANK_TRANSFER';
      }
      return callbackBody(invoice);
    },
    callbackBody: (id: string) => callbackBody(mustFind(id)),
    /** Posts a callback as Xendit does; `token` defaults to the account's verification token. */
    async sendCallback(url: string, body: unknown, token: string | null = callbackToken) {
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token === null ? {} : { 'x-callback-token': token }),
        },
        body: JSON.stringify(body),
      });
      const text = await res.text();
      return {
        status: res.status,
        body: text ? (JSON.parse(text) as { data?: unknown; message?: string }) : {},
      };
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeXendit = Awaited<ReturnType<typeof startFakeXendit>>;

// The fields of Xendit's invoice callback (docs.xendit.co, "Invoice callback").
function callbackBody(invoice: FakeXenditInvoice) {
  const paid = invoice.status === 'PAID' || invoice.status === 'SETTLED';
  return {
    id: invoice.id,
    external_id: invoice.external_id,
    user_id: invoice.user_id,
    is_high: false,
    status: invoice.status,
    merchant_name: invoice.merchant_name,
    amount: invoice.amount,
    payer_email: invoice.payer_email,
    description: invoice.description,
    currency: invoice.currency,
    created: invoice.created,
    updated: invoice.updated,
    ...(paid
      ? {
          paid_amount: invoice.paid_amount,
          paid_at: invoice.paid_at,
          payment_method: invoice.payment_method,
          bank_code: 'BCA',
          payment_channel: 'BCA',
          payment_destination: '8808999912345678',
          adjusted_received_amount: invoice.paid_amount,
          fees_paid_amount: 0,
        }
      : {}),
  };
}
