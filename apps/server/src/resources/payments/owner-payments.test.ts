import { randomBytes } from 'node:crypto';
import type { MenuItem, Order, PaymentSettings, PlacedOrder } from '@webku/contract';
import {
  type DbHandle,
  eq,
  jobs,
  menuItems,
  orderPayments,
  paymentSettings,
  restorePoints,
  sql,
} from '@webku/db';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeMidtrans, startFakeMidtrans } from '../../../../../tests/fakes/midtrans-server';
import { type FakeXendit, startFakeXendit } from '../../../../../tests/fakes/xendit-server';
import { openTestDb } from '../../../../../tests/support/db/test-db';
import { backupCalls, readSiteJson } from '../../../../../tests/support/server/backup-archives';
import { type OwnerWithSite, ownerWithSite } from '../../../../../tests/support/server/owner-with-site';
import {
  expectForgedAndWrongAmountRefused,
  midtransShop,
  paymentRecords,
} from '../../../../../tests/support/server/payment-records';
import { expectTooMany, from } from '../../../../../tests/support/server/rate-limit';
import { addMember } from '../../../../../tests/support/server/team';
import { startTestServer, type TestServer } from '../../../../../tests/support/server/test-server';
import { loadConfig } from '../../config';
import { CONFIRM_ORDER_PAYMENT_JOB } from '../../payments/owner-payments';
import { buildWebku } from '../../server';

// Orders paid online through the owner's own gateway, over real HTTP against local fakes of Midtrans and
// Xendit: the settings and their keys, "Bayar sekarang", the notifications (forged, wrong amount, replayed,
// out of order), the reconciling look after expiry, two instances, the limits, and the keys kept secret.
let t: TestServer;
let second: TestServer;
let handle: DbHandle;
let midtrans: FakeMidtrans;
let xendit: FakeXendit;
let warung: OwnerWithSite;
let toko: OwnerWithSite;
const { seen, logLines, logger, read, page } = paymentRecords();

let sent = 0;
const nextAddress = () => `203.0.113.${(++sent % 250) + 1}`;

const settingsOf = async (owner: OwnerWithSite) =>
  read<PaymentSettings>(await t.api('/api/admin/payments/settings', { token: owner.token }));
const saveSettings = async (owner: OwnerWithSite, body: Record<string, unknown>, token = owner.token) =>
  read<PaymentSettings>(await t.api('/api/admin/payments/settings', { method: 'PUT', token, json: body }));
const ordersOf = async (owner: OwnerWithSite) =>
  (await read<Order[]>(await t.api('/api/admin/orders', { token: owner.token }))).data;
const menuOf = async (owner: OwnerWithSite) =>
  (await owner.api.get<MenuItem[]>('/admin/menu/items')).data.filter((item) => item.price > 0);
const order = async (
  owner: OwnerWithSite,
  items: { menu_item_id: number; quantity: number }[],
  address = nextAddress(),
) =>
  read<PlacedOrder>(
    await t.api(`/api/public/${owner.slug}/orders`, {
      method: 'POST',
      headers: from(address),
      json: { items, customer_name: 'Rina', customer_whatsapp: '0812-7777-1234', pay_online: true },
    }),
  );
const receipt = async (owner: OwnerWithSite, code: string) =>
  page(await t.api(`/api/public/${owner.slug}/orders/${code}/receipt`));
const paidOrder = (owner: OwnerWithSite, code: string) =>
  expect.poll(async () => (await ordersOf(owner)).find((o) => o.code === code)?.status, { timeout: 10_000 });
const vendorIdOf = (owner: OwnerWithSite, code: string) => `WK${owner.companyId}-${code}`;
const webhook = (provider: string) => `${t.url}/api/payments/${provider}/webhook`;

const keysSecret = randomBytes(32).toString('hex');

beforeAll(async () => {
  midtrans = await startFakeMidtrans();
  xendit = await startFakeXendit({ secretKey: `xnd_development_${randomBytes(16).toString('hex')}` });
  const env = {
    PAYMENT_KEYS_SECRET: keysSecret,
    ...midtrans.env,
    OWNER_XENDIT_API_BASE: xendit.apiBase,
    TRUSTED_PROXIES: '127.0.0.1,::1',
    RATE_LIMIT_PAYMENTS: '3/1h',
  };
  handle = await openTestDb();
  t = await startTestServer(env, { handle, logger });
  warung = await ownerWithSite(t, 'Warung Bayar');
  toko = await ownerWithSite(t, 'Toko Xendit');
  for (const owner of [warung, toko]) {
    const { data } = await owner.api.get<{ id: number }>('/admin/web-settings');
    await owner.api.put(`/admin/web-settings/${data.id}`, { whatsapp_number: '0811-2222-3333' });
  }
  // A second instance on the same database, as behind a load balancer.
  second = await startTestServer(env, { handle, logger });
}, 240_000);
afterAll(async () => {
  await second?.close();
  await t?.close();
  await handle?.close();
  await midtrans?.close();
  await xendit?.close();
});

describe('"Pembayaran Online" settings', () => {
  it('start off, with no keys, and are the Pemilik’s only', async () => {
    expect((await settingsOf(warung)).data).toEqual({
      provider: null,
      methods: ['qris'],
      orders_online: false,
      booking_deposit: false,
      has_keys: false,
      webhook_url: null,
    });
    const kasir = await addMember(t, warung, 'cashier');
    const manager = await addMember(t, warung, 'manager');
    for (const member of [kasir, manager]) {
      const body = {
        provider: 'midtrans',
        methods: ['qris'],
        orders_online: true,
        booking_deposit: false,
        keys: { server_key: midtrans.serverKey },
      };
      expect((await saveSettings(warung, body, member.token)).status).toBe(403);
      expect((await read(await t.api('/api/admin/payments/settings', { token: member.token }))).status).toBe(
        403,
      );
    }
  });

  it('check the keys with one call to the vendor and refuse keys it refuses, naming the field', async () => {
    const refused = await saveSettings(warung, {
      provider: 'midtrans',
      methods: ['qris'],
      orders_online: true,
      booking_deposit: false,
      keys: { server_key: 'SB-Mid-server-wrongwrongwrong' },
    });
    expect(refused.status).toBe(422);
    expect(refused.message).toMatch(/Kunci Midtrans \(keys\) ditolak/);
    const calls = midtrans.requests.length;
    const saved = await saveSettings(warung, {
      provider: 'midtrans',
      methods: ['qris'],
      orders_online: true,
      booking_deposit: false,
      keys: { server_key: midtrans.serverKey },
    });
    expect(saved.status, saved.message).toBe(200);
    expect(midtrans.requests.length).toBe(calls + 1);
    expect(midtrans.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: expect.stringMatching(/^\/v2\/.+\/status$/),
    });
    expect(saved.data).toMatchObject({
      provider: 'midtrans',
      has_keys: true,
      webhook_url: webhook('midtrans'),
    });
    const [row] = await t.webku.db
      .select()
      .from(paymentSettings)
      .where(eq(paymentSettings.company_id, warung.companyId));
    expect(row!.keys_sealed).toMatch(/^v1\./);
    expect(row!.keys_sealed).not.toContain(midtrans.serverKey);
  });

  it('keep the stored keys when saved again without them, and drop them when disconnected', async () => {
    const again = await saveSettings(warung, {
      provider: 'midtrans',
      methods: ['qris'],
      orders_online: true,
      booking_deposit: false,
    });
    expect(again.data.has_keys).toBe(true);
    const xenditWithout = await saveSettings(toko, {
      provider: 'xendit',
      methods: ['qris', 'va'],
      orders_online: true,
      booking_deposit: false,
    });
    expect(xenditWithout.status).toBe(422);
    expect(xenditWithout.message).toMatch(/keys/);
    const connected = await saveSettings(toko, {
      provider: 'xendit',
      methods: ['qris', 'ewallet', 'va'],
      orders_online: true,
      booking_deposit: false,
      keys: { secret_key: xendit.secretKey, callback_token: xendit.callbackToken },
    });
    expect(connected.status, connected.message).toBe(200);
    expect(xendit.requests.at(-1)).toMatchObject({ method: 'GET', path: '/balance' });
  });
});

describe('"Bayar sekarang" with Midtrans (Core API QRIS)', () => {
  let menu: MenuItem[];
  let code: string;
  let total: number;
  beforeAll(async () => {
    menu = await menuOf(warung);
  });

  it('is refused while the owner has not turned orders online on', async () => {
    await saveSettings(warung, {
      provider: 'midtrans',
      methods: ['qris'],
      orders_online: false,
      booking_deposit: false,
    });
    const res = await order(warung, [{ menu_item_id: menu[0]!.id, quantity: 1 }]);
    expect(res.status).toBe(409);
    expect(res.message).toMatch(/belum menerima pembayaran online/);
    await saveSettings(warung, {
      provider: 'midtrans',
      methods: ['qris'],
      orders_online: true,
      booking_deposit: false,
    });
  });

  it('charges the order’s exact total from the database with an idempotency key, and answers the QRIS', async () => {
    const [a, b] = menu;
    const placed = await order(warung, [
      { menu_item_id: a!.id, quantity: 2 },
      { menu_item_id: b!.id, quantity: 1 },
    ]);
    expect(placed.status, placed.message).toBe(201);
    total = a!.price * 2 + b!.price;
    code = placed.data.code;
    expect(placed.data.total).toBe(total);
    expect(placed.data.payment).toMatchObject({
      provider: 'midtrans',
      status: 'pending',
      amount: total,
      payment_url: null,
    });
    expect(placed.data.payment!.qr_string).toMatch(/^000201/);
    const charge = midtrans.requests.find(
      (r) =>
        r.path === '/v2/charge' &&
        (r.body as { transaction_details: { order_id: string } }).transaction_details.order_id ===
          vendorIdOf(warung, code),
    )!;
    expect(charge.body).toMatchObject({ payment_type: 'qris', transaction_details: { gross_amount: total } });
    expect(charge.headers['idempotency-key']).toMatch(/^webku-order-payment-\d+$/);
    expect(charge.headers['x-override-notification']).toBe(webhook('midtrans'));
    const page = await receipt(warung, code);
    expect(page.status).toBe(200);
    expect(page.html).toContain('Menunggu pembayaran');
    expect(page.html).toMatch(/<meta http-equiv="refresh" content="\d+">/);
    expect(page.html).toContain('<svg');
    expect(page.html).not.toContain('Rina');
  });

  it('refuses a forged notification and one for another amount, and marks nothing paid', async () => {
    const orderId = vendorIdOf(warung, code);
    await expectForgedAndWrongAmountRefused(midtrans, orderId);
    const [unsigned] = await midtrans.notify(orderId, {
      ...midtrans.notification(orderId),
      signature_key: undefined,
    });
    expect(unsigned!.status).toBe(401);
    await t.webku.runner.drain();
    expect((await ordersOf(warung)).find((o) => o.code === code)?.status).toBe('new');
    midtrans.setStatus(orderId, 'pending');
  });

  it('marks the order paid once the vendor, asked again, says settled; a replay and a late pending change nothing', async () => {
    const orderId = vendorIdOf(warung, code);
    midtrans.setStatus(orderId, 'settlement');
    const [first, retry] = await midtrans.notify(orderId, midtrans.notification(orderId), 2);
    expect(first).toMatchObject({ status: 200, body: { data: { outcome: 'queued' } } });
    expect(retry).toMatchObject({ status: 200, body: { data: { outcome: 'duplicate' } } });
    await paidOrder(warung, code).toBe('paid');
    const paid = (await ordersOf(warung)).find((o) => o.code === code)!;
    expect(paid.paid_at).not.toBeNull();
    // Out of order: the 'pending' of the charge arrives after the settlement.
    const pendingBody = {
      ...midtrans.notification(orderId),
      transaction_status: 'pending',
      status_code: '201',
    };
    pendingBody.signature_key = (await import('node:crypto'))
      .createHash('sha512')
      .update(`${orderId}201${pendingBody.gross_amount}${midtrans.serverKey}`)
      .digest('hex');
    const [late] = await midtrans.notify(orderId, pendingBody);
    expect(late!.status).toBe(200);
    await t.webku.runner.drain();
    const after = (await ordersOf(warung)).find((o) => o.code === code)!;
    expect(after).toMatchObject({ status: 'paid', paid_at: paid.paid_at });
    expect((await receipt(warung, code)).html).toContain('Lunas');
    expect((await receipt(warung, code)).html).not.toContain('http-equiv="refresh"');
  });

  it('finds a payment whose notification was lost, by asking the vendor after its expiry', async () => {
    const placed = await order(warung, [{ menu_item_id: menu[0]!.id, quantity: 1 }]);
    expect(placed.status, placed.message).toBe(201);
    midtrans.setStatus(vendorIdOf(warung, placed.data.code), 'settlement');
    // No notification comes. The time is up: the reconciling look is due now.
    const [payment] = await t.webku.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.vendor_order_id, vendorIdOf(warung, placed.data.code)));
    await t.webku.db
      .update(jobs)
      .set({ run_after: new Date(Date.now() - 1000) })
      .where(
        sql`${jobs.type} = ${CONFIRM_ORDER_PAYMENT_JOB} and (${jobs.payload}->>'paymentId')::int = ${payment!.id}`,
      );
    t.webku.runner.kick();
    await paidOrder(warung, placed.data.code).toBe('paid');
  });

  it('applies one notification sent to two instances at once exactly once', async () => {
    const placed = await order(warung, [{ menu_item_id: menu[1]!.id, quantity: 1 }]);
    const orderId = vendorIdOf(warung, placed.data.code);
    midtrans.setStatus(orderId, 'settlement');
    const body = JSON.stringify(midtrans.notification(orderId));
    const post = (server: TestServer) =>
      fetch(`${server.url}/api/payments/midtrans/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      }).then(async (res) => ((await res.json()) as { data: { outcome: string } }).data.outcome);
    const outcomes = await Promise.all([post(t), post(second), post(t), post(second)]);
    expect(outcomes.filter((o) => o === 'queued')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(3);
    await paidOrder(warung, placed.data.code).toBe('paid');
  });

  it('closes a payment the vendor reports expired, and the receipt says so; the order stays unpaid', async () => {
    const placed = await order(warung, [{ menu_item_id: menu[0]!.id, quantity: 1 }]);
    expect(placed.status, placed.message).toBe(201);
    const orderId = vendorIdOf(warung, placed.data.code);
    midtrans.setStatus(orderId, 'expire');
    const [answer] = await midtrans.notify(orderId);
    expect(answer).toMatchObject({ status: 200, body: { data: { outcome: 'queued' } } });
    await expect
      .poll(async () => (await receipt(warung, placed.data.code)).html, { timeout: 10_000 })
      .toContain('Waktu pembayaran habis');
    expect((await ordersOf(warung)).find((o) => o.code === placed.data.code)).toMatchObject({
      status: 'new',
      paid_at: null,
    });
  });

  it('keeps a total within the QRIS maximum, and limits payments per address', async () => {
    await t.webku.db.update(menuItems).set({ price: 4_000_000 }).where(eq(menuItems.id, menu[2]!.id));
    const over = await order(warung, [{ menu_item_id: menu[2]!.id, quantity: 3 }]);
    expect(over.status).toBe(422);
    expect(over.message).toMatch(/batas satu pembayaran QRIS/);
    const address = nextAddress();
    for (let i = 0; i < 3; i++)
      expect((await order(warung, [{ menu_item_id: menu[0]!.id, quantity: 1 }], address)).status).toBe(201);
    await expectTooMany(
      await t.api(`/api/public/${warung.slug}/orders`, {
        method: 'POST',
        headers: from(address),
        json: {
          items: [{ menu_item_id: menu[0]!.id, quantity: 1 }],
          customer_name: 'Rina',
          customer_whatsapp: '0812-7777-1234',
          pay_online: true,
        },
      }),
      /pembayaran online/,
    );
  });
});

describe('"Bayar sekarang" with Xendit (invoice)', () => {
  it('opens an invoice for the exact total with the owner’s methods, and takes only callbacks with the token', async () => {
    const [item] = await menuOf(toko);
    const placed = await order(toko, [{ menu_item_id: item!.id, quantity: 2 }]);
    expect(placed.status, placed.message).toBe(201);
    expect(placed.data.payment).toMatchObject({
      provider: 'xendit',
      amount: item!.price * 2,
      qr_string: null,
    });
    expect(placed.data.payment!.payment_url).toMatch(new RegExp(`^${xendit.apiBase}/web/`));
    const invoice = [...xendit.invoices.values()].find(
      (i) => i.external_id === vendorIdOf(toko, placed.data.code),
    )!;
    expect(invoice.amount).toBe(item!.price * 2);
    expect(invoice.available_payment_methods).toEqual(expect.arrayContaining(['QRIS', 'OVO', 'BCA']));
    const body = xendit.setStatus(invoice.id, 'PAID');
    expect((await xendit.sendCallback(webhook('xendit'), body, 'forged-token')).status).toBe(401);
    expect((await xendit.sendCallback(webhook('xendit'), body, null)).status).toBe(401);
    expect((await xendit.sendCallback(webhook('xendit'), { ...body, paid_amount: 1 })).status).toBe(422);
    const ok = await xendit.sendCallback(webhook('xendit'), body);
    expect(ok).toMatchObject({ status: 200, body: { data: { outcome: 'queued' } } });
    expect((await xendit.sendCallback(webhook('xendit'), body)).body).toMatchObject({
      data: { outcome: 'duplicate' },
    });
    await paidOrder(toko, placed.data.code).toBe('paid');
    // Another company's code is not found under this shop.
    expect((await receipt(warung, placed.data.code)).status).toBe(404);
  });
});

describe('the gateway keys', () => {
  it('appear in no response, log line, backup or restore point', async () => {
    const owners = [warung, toko];
    for (const owner of owners) {
      seen.push(JSON.stringify((await settingsOf(owner)).data));
      const zip = await backupCalls(t, owner.token).exportZip();
      seen.push(zip.toString('latin1'), JSON.stringify(await readSiteJson(zip)));
      seen.push(await (await t.api(`/api/public/${owner.slug}/data`)).text());
    }
    const points = await t.webku.db.select().from(restorePoints);
    seen.push(JSON.stringify(points));
    const secrets = [midtrans.serverKey, xendit.secretKey, xendit.callbackToken, keysSecret];
    const everything = [...seen, ...logLines].join('\n');
    expect(logLines.length).toBeGreaterThan(10);
    for (const secret of secrets) expect(everything).not.toContain(secret);
  });
});

describe('payments per site', () => {
  it('stop at the site’s limit whatever the addresses, before anything is charged', async () => {
    const own = await startTestServer({
      PAYMENT_KEYS_SECRET: keysSecret,
      ...midtrans.env,
      RATE_LIMIT_SITE_PAYMENTS: '2/1h',
    });
    try {
      const { shop, item } = await midtransShop(own, midtrans, 'Warung Batas');
      const pay = (address: string) =>
        own.api(`/api/public/${shop.slug}/orders`, {
          method: 'POST',
          headers: from(address),
          json: {
            items: [{ menu_item_id: item.id, quantity: 1 }],
            customer_name: 'Budi',
            customer_whatsapp: '0812-7777-4321',
            pay_online: true,
          },
        });
      expect((await pay('198.51.100.11')).status).toBe(201);
      expect((await pay('198.51.100.12')).status).toBe(201);
      const charges = midtrans.requests.filter((r) => r.path === '/v2/charge').length;
      await expectTooMany(await pay('198.51.100.13'), /terlalu banyak pembayaran online/);
      expect(midtrans.requests.filter((r) => r.path === '/v2/charge').length).toBe(charges);
    } finally {
      await own.close();
    }
  }, 120_000);
});

describe('the server secret', () => {
  const production = {
    NODE_ENV: 'production',
    PUBLIC_BASE_URL: 'https://webku.id',
    OIDC_CLIENT_ID: 'id',
    OIDC_CLIENT_SECRET: 'secret',
  };

  it('is checked at start-up: 32 bytes, hex or base64', () => {
    expect(() => loadConfig({ ...production, PAYMENT_KEYS_SECRET: 'too-short' })).toThrow(
      /PAYMENT_KEYS_SECRET/,
    );
    expect(loadConfig({ ...production, PAYMENT_KEYS_SECRET: keysSecret }).ownerPayments.keysSecret).toBe(
      keysSecret,
    );
  });

  it('is required in production once an owner has stored keys', async () => {
    const config = loadConfig({ ...production, LOG_LEVEL: 'silent' });
    await expect(buildWebku(config, pino({ level: 'silent' }), { handle })).rejects.toThrow(
      /PAYMENT_KEYS_SECRET is required: owners have connected payment gateways/,
    );
  });
});
