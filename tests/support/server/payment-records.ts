import { Writable } from 'node:stream';
import pino from 'pino';
import { expect } from 'vitest';
import type { FakeMidtrans } from '../../fakes/midtrans-server';

/**
 * What a payments test keeps, to search it for the gateway keys at the end: the text of every answer it
 * read, and every line the server logged (through `logger`, at debug level).
 */
export function paymentRecords() {
  const seen: string[] = [];
  const logLines: string[] = [];
  const logger = pino(
    { level: 'debug' },
    new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    }),
  );
  /** An API answer's status, `data` and `message`. */
  async function read<T>(res: Response) {
    const text = await res.text();
    seen.push(text);
    const body = text
      ? (JSON.parse(text) as { data: T; message?: string })
      : ({} as { data: T; message?: string });
    return { status: res.status, data: body.data, message: body.message };
  }
  /** A server-rendered page's status and HTML (a receipt). */
  async function page(res: Response) {
    const html = await res.text();
    seen.push(html);
    return { status: res.status, html };
  }
  return { seen, logLines, logger, read, page };
}

/**
 * Midtrans notifications the server must refuse while the vendor says paid: one signed with another key
 * (401) and one for another amount than ours (422). The caller then checks nothing was marked paid.
 */
export async function expectForgedAndWrongAmountRefused(midtrans: FakeMidtrans, orderId: string) {
  midtrans.setStatus(orderId, 'settlement');
  const [forged] = await midtrans.notify(
    orderId,
    midtrans.notification(orderId, { signWith: 'SB-Mid-server-forged' }),
  );
  expect(forged!.status).toBe(401);
  const [wrongAmount] = await midtrans.notify(
    orderId,
    midtrans.notification(orderId, { gross_amount: '1000.00' }),
  );
  expect(wrongAmount!.status).toBe(422);
}
