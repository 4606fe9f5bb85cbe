import { Writable } from 'node:stream';
import type { MenuItem } from '@webku/contract';
import pino from 'pino';
import { expect } from 'vitest';
import type { FakeMidtrans } from '../../fakes/midtrans-server';
import { depositSettings } from './booking-deposit';
import { type OwnerWithSite, ownerWithSite } from './owner-with-site';
import type { TestServer } from './test-server';

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

/**
 * A shop taking orders paid online through the fake Midtrans (QRIS), with a WhatsApp number: the owner and
 * the first priced menu item.
 */
export async function midtransShop(
  t: TestServer,
  midtrans: FakeMidtrans,
  name: string,
  setup: Parameters<typeof ownerWithSite>[2] = {},
): Promise<{ shop: OwnerWithSite; item: MenuItem }> {
  const shop = await ownerWithSite(t, name, setup);
  const { data } = await shop.api.get<{ id: number }>('/admin/web-settings');
  await shop.api.put(`/admin/web-settings/${data.id}`, { whatsapp_number: '0811-2222-3333' });
  const saved = await shop.api.put('/admin/payments/settings', {
    ...depositSettings('midtrans', false, { server_key: midtrans.serverKey }),
    orders_online: true,
  });
  expect(saved.status, saved.message).toBe(200);
  const [item] = (await shop.api.get<MenuItem[]>('/admin/menu/items')).data.filter((i) => i.price > 0);
  return { shop, item: item! };
}
