import { randomBytes } from 'node:crypto';
import { addDays, type Booking, type BookingTime, siteDay } from '@webku/contract';
import { bookings, type DbHandle, eq, orderPayments } from '@webku/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeMidtrans, startFakeMidtrans } from '../../../../../tests/fakes/midtrans-server';
import { openTestDb } from '../../../../../tests/support/db/test-db';
import {
  type BookedDeposit,
  bookWithDeposit,
  depositSalon,
  ownerPaymentsOn,
  placeReleased,
} from '../../../../../tests/support/server/booking-deposit';
import type { OwnerWithSite } from '../../../../../tests/support/server/owner-with-site';
import { paymentRecords } from '../../../../../tests/support/server/payment-records';
import { startTestServer, type TestServer } from '../../../../../tests/support/server/test-server';

// A booking's deposit and the owner's answer meet: the owner taps "Terima" or "Tolak" while the gateway
// confirms the deposit, and a deposit is paid after its booking gave its place up and another customer took
// the time. One of them wins, the payment is always recorded, and no time is booked twice. On PGlite, or on
// PostgreSQL with DATABASE_URL (where the two instances' races are in deposit-two-instances.test.ts).
let t: TestServer;
let handle: DbHandle;
let midtrans: FakeMidtrans;
let salon: OwnerWithSite;
let haircut: number;
let customers = 0;
const ZONE = 'Asia/Makassar';
const DEPOSIT = 50_000;
const { logger } = paymentRecords();
const keysSecret = randomBytes(32).toString('hex');
const env = () => ({
  PAYMENT_KEYS_SECRET: keysSecret,
  ...midtrans.env,
  RATE_LIMIT_PAYMENTS: '100/1h',
  RATE_LIMIT_BOOKINGS: '100/1h',
});

const at = (hour: string) => `${addDays(siteDay(Date.now(), ZONE), 1)}T${hour}:00+08:00`;
/** A new customer (a number of their own) books the haircut at `hour` tomorrow. */
const book = (hour: string) =>
  bookWithDeposit(t, salon, haircut, at(hour), `0812-7777-${String(++customers).padStart(4, '0')}`);
const listed = async (code: string) => {
  const list = await salon.api.get<Booking[]>('/admin/bookings');
  return list.data.find((booking) => booking.code === code);
};
const answer = (deposit: BookedDeposit, to: 'confirm' | 'decline') =>
  salon.api.post(`/admin/bookings/${deposit.bookingId}/${to}`, {});
const bookingRow = async (deposit: BookedDeposit) =>
  (await t.webku.db.select().from(bookings).where(eq(bookings.id, deposit.bookingId)))[0]!;
const paymentRow = async (deposit: BookedDeposit) =>
  (await t.webku.db.select().from(orderPayments).where(eq(orderPayments.id, deposit.paymentId)))[0]!;
const freeStarts = async () => {
  const res = await t.api(
    `/api/public/${salon.slug}/booking-slots?offering=${haircut}&date=${addDays(siteDay(Date.now(), ZONE), 1)}`,
  );
  return ((await res.json()) as { data: BookingTime[] }).data.map((time) => time.start);
};
const receipt = async (deposit: BookedDeposit) =>
  (await t.api(`/api/public/${salon.slug}/bookings/${deposit.code}/receipt`)).text();
/** The customer pays and Midtrans notifies; answers once the server has recorded the payment. */
async function pay(deposit: BookedDeposit) {
  midtrans.setStatus(deposit.vendorId, 'settlement');
  const [notified] = await midtrans.notify(deposit.vendorId);
  expect(notified).toMatchObject({ status: 200, body: { data: { outcome: 'queued' } } });
  await expect.poll(async () => (await paymentRow(deposit)).status, { timeout: 10_000 }).toBe('paid');
}

beforeAll(async () => {
  midtrans = await startFakeMidtrans();
  handle = await openTestDb();
  t = await startTestServer(env(), { handle, logger });
  ({ owner: salon, offering: haircut } = await depositSalon(t, midtrans, 'Salon Balapan', {
    zone: ZONE,
    deposit: DEPOSIT,
  }));
}, 240_000);
afterAll(async () => {
  await t?.close();
  await handle?.close();
  await midtrans?.close();
});

describe('the owner answers while the deposit is paid', () => {
  it('keeps a booking the owner declined declined when its deposit is paid after, and shows the owner the money to refund', async () => {
    const deposit = await book('09:00');
    const declined = await answer(deposit, 'decline');
    expect(declined.status, declined.message).toBe(200);
    await pay(deposit);
    const booking = await listed(deposit.code);
    expect(booking).toMatchObject({
      status: 'declined',
      deposit: { amount: DEPOSIT, status: 'paid', paid_not_placed: true },
    });
    expect(booking?.deposit?.paid_at).toEqual(expect.any(String));
    expect((await bookingRow(deposit)).event_token).toBeNull();
    expect(await freeStarts()).toContain(at('09:00'));
    const page = await receipt(deposit);
    expect(page).toContain('Uang muka lunas');
    expect(page).not.toContain('Booking dikonfirmasi');
  });

  it('answers a later "Terima" or "Tolak" with 409 once the paid deposit confirmed the booking, and changes nothing', async () => {
    const deposit = await book('10:00');
    await pay(deposit);
    await expect
      .poll(async () => (await listed(deposit.code))?.status, { timeout: 10_000 })
      .toBe('confirmed');
    const confirmed = await bookingRow(deposit);
    for (const to of ['decline', 'confirm'] as const) {
      const late = await answer(deposit, to);
      expect(late.status).toBe(409);
      expect(late.message).toBe(
        'Booking ini sudah dikonfirmasi otomatis karena pelanggan sudah membayar uang muka online',
      );
    }
    expect(await bookingRow(deposit)).toEqual(confirmed);
    expect(await listed(deposit.code)).toMatchObject({
      status: 'confirmed',
      deposit: { status: 'paid', paid_not_placed: false },
    });
  });

  it('lets exactly one of them win when the answer and the confirmation run at the same moment', async () => {
    const payments = ownerPaymentsOn(t.webku.db, env(), t.url, logger);
    for (const [hour, to] of [
      ['11:00', 'decline'],
      ['12:00', 'confirm'],
    ] as const) {
      const deposit = await book(hour);
      midtrans.setStatus(deposit.vendorId, 'settlement');
      const [answered, confirmation] = await Promise.all([
        answer(deposit, to),
        payments.confirmPayment(deposit.paymentId),
      ]);
      // The payment is recorded whichever won.
      expect(confirmation.outcome).toBe('paid');
      const [booking, payment] = [await bookingRow(deposit), await paymentRow(deposit)];
      expect(payment.status).toBe('paid');
      const depositWon = booking.answered_at?.getTime() === payment.paid_at?.getTime();
      if (depositWon) {
        expect(answered.status).toBe(409);
        expect(booking.status).toBe('confirmed');
      } else {
        expect(answered.status, answered.message).toBe(200);
        expect(booking.status).toBe(to === 'confirm' ? 'confirmed' : 'declined');
      }
    }
  });
});

describe('a deposit paid after its booking gave its place up', () => {
  it('confirms the booking while its time is still free', async () => {
    const late = await book('13:00');
    await placeReleased(t.webku.db, late);
    expect(await freeStarts()).toContain(at('13:00'));
    await pay(late);
    expect(await listed(late.code)).toMatchObject({
      status: 'confirmed',
      deposit: { status: 'paid', paid_not_placed: false },
    });
    expect(await freeStarts()).not.toContain(at('13:00'));
  });

  it('leaves it unconfirmed when another customer took the time, records the payment and tells the owner', async () => {
    const late = await book('14:00');
    await placeReleased(t.webku.db, late);
    expect(await freeStarts()).toContain(at('14:00'));
    const other = await book('14:00');
    await pay(late);
    await pay(other);
    await expect.poll(async () => (await listed(other.code))?.status, { timeout: 10_000 }).toBe('confirmed');
    expect(await listed(late.code)).toMatchObject({
      status: 'pending',
      is_expired: true,
      deposit: { amount: DEPOSIT, status: 'paid', paid_not_placed: true },
    });
    const list = (await salon.api.get<Booking[]>('/admin/bookings')).data;
    const holding = list.filter((booking) => booking.start === at('14:00') && booking.status === 'confirmed');
    expect(holding.map((booking) => booking.code)).toEqual([other.code]);
    expect(await freeStarts()).not.toContain(at('14:00'));
    // The owner cannot place it on the taken time; declining it leaves the deposit to refund.
    const accepted = await answer(late, 'confirm');
    expect(accepted.status).toBe(409);
    expect(accepted.message).toMatch(/Waktu itu sudah terisi booking lain/);
    expect((await bookingRow(late)).event_token).toBeNull();
    const page = await receipt(late);
    expect(page).toContain('Uang muka lunas');
    expect(page).not.toContain('Booking dikonfirmasi');
  });
});
