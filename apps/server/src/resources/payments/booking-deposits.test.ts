import { randomBytes } from 'node:crypto';
import {
  addDays,
  type Booking,
  type BookingCreated,
  type BookingSettings,
  type BookingTime,
  siteDay,
} from '@webku/contract';
import { type DbHandle, eq, jobs, orderPayments, restorePoints, sql } from '@webku/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeMidtrans, startFakeMidtrans } from '../../../../../tests/fakes/midtrans-server';
import { type FakeXendit, startFakeXendit } from '../../../../../tests/fakes/xendit-server';
import { openTestDb } from '../../../../../tests/support/db/test-db';
import { backupCalls, readSiteJson } from '../../../../../tests/support/server/backup-archives';
import { depositSettings, openBookings, SALON } from '../../../../../tests/support/server/booking-deposit';
import {
  type OwnerWithSite,
  ownerWithSite,
  publicData,
} from '../../../../../tests/support/server/owner-with-site';
import {
  expectForgedAndWrongAmountRefused,
  paymentRecords,
} from '../../../../../tests/support/server/payment-records';
import { expectTooMany, from } from '../../../../../tests/support/server/rate-limit';
import { startTestServer, type TestServer } from '../../../../../tests/support/server/test-server';
import { CONFIRM_ORDER_PAYMENT_JOB } from '../../payments/owner-payments';

// Booking deposits paid online through the owner's own gateway, over real HTTP against the local fakes of
// Midtrans and Xendit: the owner asks a deposit for an offering, a customer's booking of it is charged
// that deposit, the booking is confirmed when the gateway (asked again) says paid, and its place is given
// up when the payment expires (a notification, or the reconciling look after the expiry). The keys stay
// out of every response, log line, backup and restore point.
let t: TestServer;
let handle: DbHandle;
let midtrans: FakeMidtrans;
let xendit: FakeXendit;
let salon: OwnerWithSite;
let spa: OwnerWithSite;
let haircut: number;
let creambath: number;
let massage: number;
const { seen, logLines, logger, read, page } = paymentRecords();
const keysSecret = randomBytes(32).toString('hex');
const ZONE = 'Asia/Makassar';
const DEPOSIT = 50_000;

let sent = 0;
const nextAddress = () => `198.51.100.${(++sent % 250) + 1}`;
const tomorrow = () => addDays(siteDay(Date.now(), ZONE), 1);
const at = (hour: string, daysAhead = 1) =>
  `${addDays(siteDay(Date.now(), ZONE), daysAhead)}T${hour}:00+08:00`;

const book = async (
  owner: OwnerWithSite,
  offering: number,
  hour: string,
  whatsapp: string,
  { address = nextAddress(), daysAhead = 1 } = {},
) =>
  read<BookingCreated>(
    await t.api(`/api/public/${owner.slug}/bookings`, {
      method: 'POST',
      headers: from(address),
      json: {
        offering_id: offering,
        start: at(hour, daysAhead),
        customer_name: 'Sari',
        customer_whatsapp: whatsapp,
      },
    }),
  );
/** The site's booking page for an offering tomorrow, as a visitor's phone reads it. */
const bookingPage = async (owner: OwnerWithSite, offering: number) => {
  const res = await t.api(`/${owner.slug}/booking?offering=${offering}&date=${tomorrow()}`, {
    headers: from(nextAddress()),
  });
  expect(res.status).toBe(200);
  return res.text();
};
const freeStarts = async (owner: OwnerWithSite, offering: number, daysAhead = 1) => {
  const date = addDays(siteDay(Date.now(), ZONE), daysAhead);
  const res = await t.api(`/api/public/${owner.slug}/booking-slots?offering=${offering}&date=${date}`);
  return ((await res.json()) as { data: BookingTime[] }).data.map((time) => time.start);
};
const bookingsOf = async (owner: OwnerWithSite) =>
  (await read<Booking[]>(await t.api('/api/admin/bookings', { token: owner.token }))).data;
const statusOf = async (owner: OwnerWithSite, code: string) =>
  (await bookingsOf(owner)).find((booking) => booking.code === code);
const receipt = async (owner: OwnerWithSite, code: string) =>
  page(await t.api(`/api/public/${owner.slug}/bookings/${code}/receipt`));
const vendorIdOf = (owner: OwnerWithSite, code: string) => `WK${owner.companyId}-BK-${code}`;
const webhook = (provider: string) => `${t.url}/api/payments/${provider}/webhook`;
/** Makes the payment's reconciling look (queued for after its expiry) due now, and wakes the runner. */
async function reconcileNow(owner: OwnerWithSite, code: string) {
  const [payment] = await t.webku.db
    .select()
    .from(orderPayments)
    .where(eq(orderPayments.vendor_order_id, vendorIdOf(owner, code)));
  await t.webku.db
    .update(orderPayments)
    .set({ expires_at: new Date(Date.now() - 1000) })
    .where(eq(orderPayments.id, payment!.id));
  await t.webku.db
    .update(jobs)
    .set({ run_after: new Date(Date.now() - 1000) })
    .where(
      sql`${jobs.type} = ${CONFIRM_ORDER_PAYMENT_JOB} and (${jobs.payload}->>'paymentId')::int = ${payment!.id}`,
    );
  t.webku.runner.kick();
}

beforeAll(async () => {
  midtrans = await startFakeMidtrans();
  xendit = await startFakeXendit({ secretKey: `xnd_development_${randomBytes(16).toString('hex')}` });
  handle = await openTestDb();
  t = await startTestServer(
    {
      PAYMENT_KEYS_SECRET: keysSecret,
      ...midtrans.env,
      OWNER_XENDIT_API_BASE: xendit.apiBase,
      TRUSTED_PROXIES: '127.0.0.1,::1',
      // Low enough to be reached here: 2 new payments an hour per address, 8 per site (the salon makes 7).
      RATE_LIMIT_PAYMENTS: '2/1h',
      RATE_LIMIT_SITE_PAYMENTS: '8/1h',
    },
    { handle, logger },
  );
  salon = await ownerWithSite(t, 'Salon Uang Muka', SALON, { goods: false });
  spa = await ownerWithSite(t, 'Spa Uang Muka', SALON, { goods: false });
  haircut = await openBookings(salon, ZONE);
  massage = await openBookings(spa, ZONE);
  const { data } = await salon.api.get<BookingSettings>('/admin/bookings/settings');
  creambath = data.offerings.find((o) => /creambath/i.test(o.name))!.id;
}, 240_000);
afterAll(async () => {
  await t?.close();
  await handle?.close();
  await midtrans?.close();
  await xendit?.close();
});

describe('a deposit for an offering', () => {
  it('is an amount in rupiah the owner sets in the booking settings; a bad one names the field', async () => {
    const low = await salon.api.put('/admin/bookings/settings', {
      offerings: [{ id: haircut, is_bookable: true, duration_minutes: 60, deposit: 500 }],
    });
    expect(low.status).toBe(422);
    expect(low.message).toMatch(/Uang muka \(deposit, rupiah\) minimal 1000/);
    const saved = await salon.api.put<BookingSettings>('/admin/bookings/settings', {
      offerings: [{ id: haircut, is_bookable: true, duration_minutes: 60, deposit: DEPOSIT }],
    });
    expect(saved.status, saved.message).toBe(200);
    expect(saved.data.offerings.find((o) => o.id === haircut)).toMatchObject({ deposit: DEPOSIT });
    // Saved again without it: kept.
    const again = await salon.api.put<BookingSettings>('/admin/bookings/settings', {
      offerings: [{ id: haircut, is_bookable: true, duration_minutes: 60 }],
    });
    expect(again.data.offerings.find((o) => o.id === haircut)?.deposit).toBe(DEPOSIT);
  });

  it('or a share of the price; setting one kind replaces the other, and both at once are refused', async () => {
    const save = (deposit: object) =>
      salon.api.put<BookingSettings>('/admin/bookings/settings', {
        offerings: [{ id: creambath, is_bookable: true, duration_minutes: 60, ...deposit }],
      });
    const creambathOf = (saved: { data: BookingSettings }) =>
      saved.data.offerings.find((o) => o.id === creambath);
    expect(creambathOf(await save({ deposit: 20_000 }))).toMatchObject({
      deposit: 20_000,
      deposit_percent: null,
    });
    expect(creambathOf(await save({ deposit_percent: 25 }))).toMatchObject({
      deposit: null,
      deposit_percent: 25,
    });
    const both = await save({ deposit: 20_000, deposit_percent: 25 });
    expect(both.status).toBe(422);
    expect(both.message).toMatch(/rupiah \(deposit\) atau persen harga \(deposit_percent\), salah satu saja/);
    const over = await save({ deposit_percent: 150 });
    expect(over.status).toBe(422);
    expect(over.message).toMatch(/deposit_percent, persen harga\) maksimal 100/);
    expect(creambathOf(await salon.api.get<BookingSettings>('/admin/bookings/settings'))).toMatchObject({
      deposit: null,
      deposit_percent: 25,
    });
  });

  it('is not asked while "Uang muka booking" is off: the booking waits for the owner as before', async () => {
    const { booking } = await publicData(t, salon.slug);
    expect(booking?.offerings.find((o) => o.id === haircut)).not.toHaveProperty('deposit');
    const placed = await book(salon, haircut, '09:00', '0812-3456-1001');
    expect(placed.status, placed.message).toBe(201);
    expect(placed.data).not.toHaveProperty('payment');
    expect(placed.data.whatsapp_url).toMatch(/^https:\/\/wa\.me\//);
  });

  it('cannot be switched on without a gateway', async () => {
    const res = await salon.api.put('/admin/payments/settings', {
      provider: null,
      methods: ['qris'],
      orders_online: false,
      booking_deposit: true,
    });
    expect(res.status).toBe(422);
    expect(res.message).toMatch(/provider/);
  });
});

describe('a booking with a deposit, through Midtrans (QRIS)', () => {
  let code: string;

  beforeAll(async () => {
    const saved = await salon.api.put(
      '/admin/payments/settings',
      depositSettings('midtrans', true, { server_key: midtrans.serverKey }),
    );
    expect(saved.status, saved.message).toBe(200);
  });

  it('is shown on the site with its amount, and the booking page asks to pay it, in Indonesian', async () => {
    const { booking } = await publicData(t, salon.slug);
    expect(booking?.offerings.find((o) => o.id === haircut)).toMatchObject({ deposit: DEPOSIT });
    expect(booking?.offerings.find((o) => o.id === creambath)).toMatchObject({ deposit_percent: 25 });
    const page = await bookingPage(salon, haircut);
    expect(page).toMatch(/Potong Rambut · 1 jam · uang muka Rp\s50\.000/);
    expect(page).toMatch(/Creambath · 1 jam · uang muka 25% dari harga/);
    expect(page).toContain('Booking dan bayar uang muka');
    expect(page).toMatch(/Uang muka Rp\s50\.000 dibayar online \(QRIS, e-wallet atau virtual account\)/);
    expect(page).not.toContain('Kirim lewat WhatsApp');
    expect(await bookingPage(salon, creambath)).toContain('Uang muka 25% dari harga dibayar online');
  });

  it('charges the deposit with an idempotency key and holds the place while it waits', async () => {
    const placed = await book(salon, haircut, '10:00', '0812-3456-1002');
    expect(placed.status, placed.message).toBe(201);
    code = placed.data.code;
    expect(placed.data).toMatchObject({ status: 'pending' });
    expect(placed.data.payment).toMatchObject({
      provider: 'midtrans',
      status: 'pending',
      amount: DEPOSIT,
      receipt_url: `${t.url}/api/public/${salon.slug}/bookings/${code}/receipt`,
    });
    expect(placed.data.payment!.qr_string).toMatch(/^000201/);
    const charge = midtrans.requests.find(
      (r) =>
        r.path === '/v2/charge' &&
        (r.body as { transaction_details: { order_id: string } }).transaction_details.order_id ===
          vendorIdOf(salon, code),
    )!;
    expect(charge.body).toMatchObject({ transaction_details: { gross_amount: DEPOSIT } });
    expect(charge.headers['idempotency-key']).toMatch(/^webku-booking-payment-\d+$/);
    expect(await freeStarts(salon, haircut)).not.toContain(at('10:00'));
    const page = await receipt(salon, code);
    expect(page.status).toBe(200);
    expect(page.html).toContain('Menunggu pembayaran');
    expect(page.html).toMatch(/Uang muka: <strong>Rp\s?50\.000<\/strong>/);
    expect(page.html).toMatch(/Potong Rambut · \w+, \d+ \w+ \d{4} (pukul )?10\.00 WITA/);
    expect(page.html).not.toContain('Sari');
    expect((await statusOf(salon, code))?.status).toBe('pending');
  });

  it('refuses a forged notification and another amount; confirms the booking once the vendor says paid, and a late pending changes nothing', async () => {
    const orderId = vendorIdOf(salon, code);
    await expectForgedAndWrongAmountRefused(midtrans, orderId);
    await t.webku.runner.drain();
    expect((await statusOf(salon, code))?.status).toBe('pending');
    const [first, retry] = await midtrans.notify(orderId, midtrans.notification(orderId), 2);
    expect(first).toMatchObject({ status: 200, body: { data: { outcome: 'queued' } } });
    expect(retry).toMatchObject({ status: 200, body: { data: { outcome: 'duplicate' } } });
    await expect
      .poll(async () => (await statusOf(salon, code))?.status, { timeout: 10_000 })
      .toBe('confirmed');
    expect((await receipt(salon, code)).html).toContain('Uang muka lunas · Booking dikonfirmasi');
    expect(await freeStarts(salon, haircut)).not.toContain(at('10:00'));
    // A late "pending" (out of order) changes nothing.
    midtrans.setStatus(orderId, 'pending');
    const [late] = await midtrans.notify(orderId, midtrans.notification(orderId));
    expect(late!.status).toBe(200);
    await t.webku.runner.drain();
    expect((await statusOf(salon, code))?.status).toBe('confirmed');
    expect((await receipt(salon, code)).html).toContain('Uang muka lunas · Booking dikonfirmasi');
  });

  it('gives the place up when the vendor reports the payment expired', async () => {
    const placed = await book(salon, haircut, '11:00', '0812-3456-1003');
    expect(placed.status, placed.message).toBe(201);
    expect(await freeStarts(salon, haircut)).not.toContain(at('11:00'));
    const orderId = vendorIdOf(salon, placed.data.code);
    midtrans.setStatus(orderId, 'expire');
    const [answer] = await midtrans.notify(orderId);
    expect(answer).toMatchObject({ status: 200, body: { data: { outcome: 'queued' } } });
    await expect.poll(() => freeStarts(salon, haircut), { timeout: 10_000 }).toContain(at('11:00'));
    expect(await statusOf(salon, placed.data.code)).toMatchObject({ status: 'pending', is_expired: true });
    expect((await receipt(salon, placed.data.code)).html).toContain('jadwal ini dilepas');
    // Another customer takes the time now.
    expect((await book(salon, haircut, '11:00', '0812-3456-1004')).status).toBe(201);
  });

  it('finds a paid deposit whose notification was lost, and an unpaid one, by asking after the expiry', async () => {
    const paid = await book(salon, haircut, '12:00', '0812-3456-1005');
    const unpaid = await book(salon, haircut, '13:00', '0812-3456-1006');
    midtrans.setStatus(vendorIdOf(salon, paid.data.code), 'settlement');
    midtrans.setStatus(vendorIdOf(salon, unpaid.data.code), 'expire');
    await reconcileNow(salon, paid.data.code);
    await reconcileNow(salon, unpaid.data.code);
    await expect
      .poll(async () => (await statusOf(salon, paid.data.code))?.status, { timeout: 10_000 })
      .toBe('confirmed');
    await expect.poll(() => freeStarts(salon, haircut), { timeout: 10_000 }).toContain(at('13:00'));
    expect(await freeStarts(salon, haircut)).not.toContain(at('12:00'));
  });

  it('charges a share of the price: 25% of a Rp80.000 creambath is Rp20.000', async () => {
    const placed = await book(salon, creambath, '15:00', '0812-3456-1008');
    expect(placed.status, placed.message).toBe(201);
    expect(placed.data.payment).toMatchObject({ provider: 'midtrans', amount: 20_000 });
    const page = await receipt(salon, placed.data.code);
    expect(page.html).toMatch(/Creambath · /);
    expect(page.html).toMatch(/Uang muka: <strong>Rp\s?20\.000<\/strong>/);
  });

  it('sends the booking page’s form (no JavaScript) to the deposit’s receipt', async () => {
    const res = await t.api(`/api/public/${salon.slug}/bookings`, {
      method: 'POST',
      headers: { ...from(nextAddress()), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        offering_id: String(haircut),
        start: at('14:00'),
        customer_name: 'Dewi',
        customer_whatsapp: '0812-3456-1007',
        return_to: '/booking',
      }).toString(),
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(
      new RegExp(`/api/public/${salon.slug}/bookings/[A-Z0-9]{6}/receipt$`),
    );
  });
});

describe('a booking with a deposit, through Xendit (invoice)', () => {
  beforeAll(async () => {
    const saved = await spa.api.put('/admin/bookings/settings', {
      offerings: [{ id: massage, is_bookable: true, duration_minutes: 60, deposit: 75_000 }],
    });
    expect(saved.status, saved.message).toBe(200);
    const connected = await spa.api.put(
      '/admin/payments/settings',
      depositSettings('xendit', true, { secret_key: xendit.secretKey, callback_token: xendit.callbackToken }),
    );
    expect(connected.status, connected.message).toBe(200);
  });

  it('opens an invoice for the deposit and confirms the booking on the verified callback', async () => {
    const placed = await book(spa, massage, '10:00', '0812-3456-2001');
    expect(placed.status, placed.message).toBe(201);
    expect(placed.data.payment).toMatchObject({ provider: 'xendit', amount: 75_000, qr_string: null });
    const invoice = [...xendit.invoices.values()].find(
      (i) => i.external_id === vendorIdOf(spa, placed.data.code),
    )!;
    expect(invoice.amount).toBe(75_000);
    const body = xendit.setStatus(invoice.id, 'PAID');
    expect((await xendit.sendCallback(webhook('xendit'), body, 'forged-token')).status).toBe(401);
    expect((await xendit.sendCallback(webhook('xendit'), body)).status).toBe(200);
    await expect
      .poll(async () => (await statusOf(spa, placed.data.code))?.status, { timeout: 10_000 })
      .toBe('confirmed');
    // Another company's code is not found under this one.
    expect((await receipt(salon, placed.data.code)).status).toBe(404);
  });

  it('gives the place up at once when the gateway cannot take the deposit, and says so', async () => {
    xendit.reply({ status: 503, body: { error_code: 'SERVER_ERROR', message: 'down' } });
    const placed = await book(spa, massage, '15:00', '0812-3456-2002');
    expect(placed.status).toBe(409);
    expect(placed.message).toMatch(/Gateway pembayaran sedang tidak bisa dihubungi/);
    expect(await freeStarts(spa, massage)).toContain(at('15:00'));
  });
});

describe('new deposits', () => {
  it('stop at the limit per address, before anything is stored or charged; a booking without one still goes', async () => {
    const address = '203.0.113.40';
    const once = { address };
    expect((await book(spa, massage, '11:00', '0812-3456-3001', once)).status).toBe(201);
    expect((await book(spa, massage, '12:00', '0812-3456-3002', once)).status).toBe(201);
    const charges = xendit.invoices.size;
    const refused = await t.api(`/api/public/${spa.slug}/bookings`, {
      method: 'POST',
      headers: from(address),
      json: {
        offering_id: massage,
        start: at('13:00'),
        customer_name: 'Sari',
        customer_whatsapp: '0812-3456-3003',
      },
    });
    await expectTooMany(refused, /Terlalu banyak pembayaran online dibuat dari alamat ini/);
    expect(xendit.invoices.size).toBe(charges);
    expect(await freeStarts(spa, massage)).toContain(at('13:00'));
    const spaCreambath = (await spa.api.get<BookingSettings>('/admin/bookings/settings')).data.offerings.find(
      (o) => /creambath/i.test(o.name),
    )!.id;
    const plain = await book(spa, spaCreambath, '16:00', '0812-3456-3004', once);
    expect(plain.status, plain.message).toBe(201);
    expect(plain.data).not.toHaveProperty('payment');
  });

  it('stop at the limit per site whatever the addresses, before the gateway is charged', async () => {
    const barber = await ownerWithSite(t, 'Barber Uang Muka', SALON, { goods: false });
    const cut = await openBookings(barber, ZONE);
    await barber.api.put('/admin/bookings/settings', {
      offerings: [{ id: cut, is_bookable: true, duration_minutes: 60, deposit: DEPOSIT }],
    });
    const connected = await barber.api.put(
      '/admin/payments/settings',
      depositSettings('midtrans', true, { server_key: midtrans.serverKey }),
    );
    expect(connected.status, connected.message).toBe(200);
    for (const [index, hour] of ['09', '10', '11', '12', '13', '14', '15', '16'].entries()) {
      const placed = await book(barber, cut, `${hour}:00`, `0812-3456-40${index}0`);
      expect(placed.status, placed.message).toBe(201);
    }
    const charges = midtrans.requests.filter((r) => r.path === '/v2/charge').length;
    const refused = await t.api(`/api/public/${barber.slug}/bookings`, {
      method: 'POST',
      headers: from(nextAddress()),
      json: {
        offering_id: cut,
        start: at('09:00', 2),
        customer_name: 'Sari',
        customer_whatsapp: '0812-3456-4999',
      },
    });
    await expectTooMany(refused, /Toko ini sedang menerima terlalu banyak pembayaran online/);
    expect(midtrans.requests.filter((r) => r.path === '/v2/charge').length).toBe(charges);
    expect(await freeStarts(barber, cut, 2)).toContain(at('09:00', 2));
  });
});

describe('the gateway keys, with deposits', () => {
  it('appear in no response, log line, backup or restore point', async () => {
    for (const owner of [salon, spa]) {
      seen.push(JSON.stringify((await owner.api.get('/admin/payments/settings')).data));
      seen.push(JSON.stringify((await owner.api.get('/admin/bookings/settings')).data));
      seen.push(JSON.stringify(await bookingsOf(owner)));
      const zip = await backupCalls(t, owner.token).exportZip();
      seen.push(zip.toString('latin1'), JSON.stringify(await readSiteJson(zip)));
      seen.push(await (await t.api(`/api/public/${owner.slug}/data`)).text());
    }
    seen.push(JSON.stringify(await t.webku.db.select().from(restorePoints)));
    const everything = [...seen, ...logLines].join('\n');
    expect(logLines.join('\n')).toContain('booking deposit paid online: booking confirmed');
    for (const secret of [midtrans.serverKey, xendit.secretKey, xendit.callbackToken, keysSecret])
      expect(everything).not.toContain(secret);
  });
});
