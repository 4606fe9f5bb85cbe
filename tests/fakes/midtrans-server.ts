import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeMidtransRequest = {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
};

export type FakeMidtransTransaction = {
  transaction_id: string;
  order_id: string;
  gross_amount: string;
  currency: 'IDR';
  payment_type: string;
  transaction_time: string;
  transaction_status: 'pending' | 'settlement' | 'expire' | 'cancel';
  fraud_status: 'accept';
  status_code: string;
  qr_string?: string;
  notification_url?: string;
};

const STATUS_CODE = { pending: '201', settlement: '200', expire: '407', cancel: '202' } as const;

// A loopback server speaking Midtrans: the Core API charge (POST /v2/charge, payment_type 'qris'), Snap
// (POST /snap/v1/transactions), the status API (GET /v2/{order_id}/status) with Basic auth (server key as
// user name) and Idempotency-Key, and the HTTP notification Midtrans posts to X-Override-Notification,
// signed with signature_key = SHA512(order_id + status_code + gross_amount + server key).
export async function startFakeMidtrans(options: { serverKey?: string } = {}) {
  const serverKey = options.serverKey ?? `SB-Mid-server-${randomBytes(12).toString('base64url')}`;
  const transactions = new Map<string, FakeMidtransTransaction>();
  const idempotent = new Map<string, unknown>();
  const requests: FakeMidtransRequest[] = [];
  let base = '';

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      const path = req.url ?? '';
      requests.push({ method: req.method ?? '', path, headers: req.headers, body });
      const send = (status: number, payload: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
      if (req.headers.authorization !== `Basic ${Buffer.from(`${serverKey}:`).toString('base64')}`) {
        return send(401, {
          status_code: '401',
          status_message: 'Transaction cannot be authorized with the current client/server key.',
        });
      }
      const key = req.headers['idempotency-key'];
      if (req.method === 'POST' && typeof key === 'string' && idempotent.has(key)) {
        return send(path.startsWith('/snap') ? 201 : 200, idempotent.get(key));
      }
      const details = body.transaction_details as { order_id?: string; gross_amount?: number } | undefined;
      const create = (payment_type: string) => {
        if (!details?.order_id || typeof details.gross_amount !== 'number' || details.gross_amount < 1) {
          return { error: { status_code: '400', status_message: 'transaction_details is invalid' } };
        }
        if (transactions.has(details.order_id)) {
          return {
            error: {
              status_code: '406',
              status_message:
                'The request could not be completed due to a conflict with the current state of the target resource, please try again',
            },
          };
        }
        const transaction: FakeMidtransTransaction = {
          transaction_id: randomUUID(),
          order_id: details.order_id,
          gross_amount: `${details.gross_amount}.00`,
          currency: 'IDR',
          payment_type,
          transaction_time: new Date().toISOString().replace('T', ' ').slice(0, 19),
          transaction_status: 'pending',
          fraud_status: 'accept',
          status_code: '201',
          qr_string:
            payment_type === 'qris'
              ? `00020101021226620014COM.GO-JEK.WWW0118936009140${details.order_id}5204581253033605405${details.gross_amount}6304ABCD`
              : undefined,
          notification_url: req.headers['x-override-notification'] as string | undefined,
        };
        transactions.set(details.order_id, transaction);
        return { transaction };
      };
      if (req.method === 'POST' && path === '/v2/charge') {
        if (body.payment_type !== 'qris')
          return send(200, {
            status_code: '400',
            status_message: 'payment_type is not supported by this fake',
          });
        const { transaction, error } = create('qris');
        if (error) return send(200, error);
        const answer = {
          status_code: '201',
          status_message: 'QRIS transaction is created',
          transaction_id: transaction.transaction_id,
          order_id: transaction.order_id,
          merchant_id: 'G123456789',
          gross_amount: transaction.gross_amount,
          currency: 'IDR',
          payment_type: 'qris',
          transaction_time: transaction.transaction_time,
          transaction_status: 'pending',
          fraud_status: 'accept',
          actions: [
            {
              name: 'generate-qr-code',
              method: 'GET',
              url: `${base}/v2/qris/${transaction.transaction_id}/qr-code`,
            },
          ],
          qr_string: transaction.qr_string,
          acquirer: 'gopay',
        };
        if (typeof key === 'string') idempotent.set(key, answer);
        return send(200, answer);
      }
      if (req.method === 'POST' && path === '/snap/v1/transactions') {
        const { transaction, error } = create('snap');
        if (error) return send(400, { error_messages: [error.status_message] });
        const token = randomUUID();
        const answer = { token, redirect_url: `${base}/snap/v4/redirection/${token}` };
        if (typeof key === 'string') idempotent.set(key, answer);
        void transaction;
        return send(201, answer);
      }
      const status = /^\/v2\/([^/]+)\/status$/.exec(path);
      if (req.method === 'GET' && status) {
        const transaction = transactions.get(decodeURIComponent(status[1]!));
        if (!transaction)
          return send(200, { status_code: '404', status_message: "Transaction doesn't exist." });
        return send(200, { ...view(transaction), status_message: 'Success, transaction is found' });
      }
      return send(404, { status_code: '404', status_message: 'Not found' });
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const view = (transaction: FakeMidtransTransaction) => {
    const { qr_string: _qr, notification_url: _url, ...rest } = transaction;
    return { ...rest, status_code: STATUS_CODE[transaction.transaction_status] };
  };
  const mustFind = (orderId: string) => {
    const transaction = transactions.get(orderId);
    if (!transaction) throw new Error(`fake Midtrans has no transaction ${orderId}`);
    return transaction;
  };
  const sign = (orderId: string, statusCode: string, grossAmount: string, key = serverKey) =>
    createHash('sha512').update(`${orderId}${statusCode}${grossAmount}${key}`).digest('hex');
  /** The notification body Midtrans posts for the transaction's present state. */
  const notification = (orderId: string, change: { gross_amount?: string; signWith?: string } = {}) => {
    const transaction = view(mustFind(orderId));
    const gross = change.gross_amount ?? transaction.gross_amount;
    return {
      ...transaction,
      gross_amount: gross,
      signature_key: sign(orderId, transaction.status_code, gross, change.signWith),
      ...(transaction.transaction_status === 'settlement'
        ? { settlement_time: transaction.transaction_time }
        : {}),
    };
  };

  return {
    apiBase: base,
    serverKey,
    requests,
    transactions,
    env: { MIDTRANS_API_BASE: base, MIDTRANS_SNAP_BASE: base },
    /** The customer pays (settlement) or the QR runs out (expire), as Midtrans records it. */
    setStatus(orderId: string, status: FakeMidtransTransaction['transaction_status']) {
      mustFind(orderId).transaction_status = status;
      return notification(orderId);
    },
    notification,
    /**
     * Posts the notification as Midtrans does, to the address the charge named; Midtrans retries a
     * delivery that did not answer 2xx, so `times` sends the same body again (a duplicate).
     */
    async notify(orderId: string, body: unknown = notification(orderId), times = 1) {
      const url = mustFind(orderId).notification_url;
      if (!url) throw new Error(`fake Midtrans: ${orderId} named no notification address`);
      const answers: { status: number; body: { data?: { outcome?: string }; message?: string } }[] = [];
      for (let i = 0; i < times; i++) {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        answers.push({ status: res.status, body: (await res.json()) as never });
      }
      return answers;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeMidtrans = Awaited<ReturnType<typeof startFakeMidtrans>>;
