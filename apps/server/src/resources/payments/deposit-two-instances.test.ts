import { randomBytes } from 'node:crypto';
import { addDays, type Booking, type BookingCreated, siteDay } from '@webku/contract';
import { bookings, type DbHandle, eq, jobs, openDb, orderPayments, paymentEvents, sql } from '@webku/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeMidtrans, startFakeMidtrans } from '../../../../../tests/fakes/midtrans-server';
import { openTestDb } from '../../../../../tests/support/db/test-db';
import { depositSettings, openBookings, SALON } from '../../../../../tests/support/server/booking-deposit';
import { type OwnerWithSite, ownerWithSite } from '../../../../../tests/support/server/owner-with-site';
import { paymentRecords } from '../../../../../tests/support/server/payment-records';
import { startTestServer, type TestServer } from '../../../../../tests/support/server/test-server';
import { loadConfig } from '../../config';
import { CONFIRM_ORDER_PAYMENT_JOB, createOwnerPayments } from '../../payments/owner-payments';

// A booking deposit paid online, on two instances behind a load balancer: each its own connection pool and
// job runner on one PostgreSQL database (PGlite is one process, so this runs with DATABASE_URL only). The
// same verified notification reaches both at once, then again as a replay; two different notifications of
// one payment make two confirmations that race; the confirmation itself runs on both at the same moment.
// Each time the deposit is marked paid once: one event recorded, the booking confirmed once (its answer
// time and calendar token written once), one confirmation that found it unpaid, the same state from both.
const onPostgres = Boolean(process.env.DATABASE_URL);
const ZONE = 'Asia/Makassar';
const DEPOSIT = 50_000;
const CONFIRMED_LINE = 'booking deposit paid online: booking confirmed';

describe.skipIf(!onPostgres)('a booking deposit on two instances over one PostgreSQL', () => {
  let a: TestServer;
  let b: TestServer;
  let first: DbHandle;
  let second: DbHandle;
  let midtrans: FakeMidtrans;
  let salon: OwnerWithSite;
  let haircut: number;
  const keysSecret = randomBytes(32).toString('hex');
  // What each instance logs, kept apart: an effect counted over both is counted once.
  const logsOfA = paymentRecords();
  const logsOfB = paymentRecords();

  beforeAll(async () => {
    midtrans = await startFakeMidtrans();
    first = await openTestDb();
    second = await openDb({ driver: 'postgres', url: first.url!, poolSize: 4 });
    const env = { PAYMENT_KEYS_SECRET: keysSecret, ...midtrans.env };
    a = await startTestServer(env, { handle: first, logger: logsOfA.logger });
    b = await startTestServer(env, { handle: second, logger: logsOfB.logger });
    salon = await ownerWithSite(a, 'Salon Dua Instance', SALON, { goods: false });
    haircut = await openBookings(salon, ZONE);
    const asked = await salon.api.put('/admin/bookings/settings', {
      offerings: [{ id: haircut, is_bookable: true, duration_minutes: 60, deposit: DEPOSIT }],
    });
    expect(asked.status, asked.message).toBe(200);
    const connected = await salon.api.put(
      '/admin/payments/settings',
      depositSettings('midtrans', true, { server_key: midtrans.serverKey }),
    );
    expect(connected.status, connected.message).toBe(200);
  }, 240_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await second?.close();
    await first?.close();
    await midtrans?.close();
  });

  /** A customer books the haircut at `hour` tomorrow through A; answers its code, payment and vendor id. */
  async function bookWithDeposit(hour: string) {
    const start = `${addDays(siteDay(Date.now(), ZONE), 1)}T${hour}:00+08:00`;
    const res = await a.api(`/api/public/${salon.slug}/bookings`, {
      method: 'POST',
      json: { offering_id: haircut, start, customer_name: 'Sari', customer_whatsapp: '0812-3456-5001' },
    });
    const body = (await res.json()) as { data: BookingCreated; message?: string };
    expect(res.status, body.message).toBe(201);
    expect(body.data.payment).toMatchObject({ status: 'pending', amount: DEPOSIT });
    const code = body.data.code;
    const vendorId = `WK${salon.companyId}-BK-${code}`;
    const [payment] = await first.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.vendor_order_id, vendorId));
    return { code, vendorId, paymentId: payment!.id, bookingId: payment!.booking_id! };
  }

  /** Posts one notification body to an instance's webhook, as Midtrans would; answers the outcome. */
  const deliver = async (server: TestServer, body: string) => {
    const res = await fetch(`${server.url}/api/payments/midtrans/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: { outcome: string } }).data.outcome;
  };
  /** Each body delivered to A and to B, all at the same moment; the outcomes sorted. */
  const deliverToBoth = async (...bodies: string[]) =>
    (await Promise.all(bodies.flatMap((body) => [deliver(a, body), deliver(b, body)]))).sort();

  const confirmationJobs = (paymentId: number) =>
    first.db
      .select()
      .from(jobs)
      .where(
        sql`${jobs.type} = ${CONFIRM_ORDER_PAYMENT_JOB} and (${jobs.payload}->>'paymentId')::int = ${paymentId} and ${jobs.payload}->>'reason' = 'webhook'`,
      );
  /**
   * Waits until every confirmation the notifications queued has run, on whichever instance took it; answers
   * how many there were.
   */
  async function confirmationsRun(paymentId: number) {
    await expect
      .poll(
        async () => {
          const queued = await confirmationJobs(paymentId);
          return queued.length > 0 && queued.every((job) => job.status === 'done');
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    return (await confirmationJobs(paymentId)).length;
  }

  /** The lines both instances logged about this payment with the message `msg`. */
  const logged = (paymentId: number, msg: string) =>
    [...logsOfA.logLines, ...logsOfB.logLines]
      .map((line) => JSON.parse(line) as { msg: string; paymentId?: number; outcome?: string })
      .filter((line) => line.msg === msg && line.paymentId === paymentId);

  const eventsOf = (paymentId: number) =>
    first.db.select().from(paymentEvents).where(eq(paymentEvents.payment_id, paymentId));
  const bookingRow = async (bookingId: number) =>
    (await first.db.select().from(bookings).where(eq(bookings.id, bookingId)))[0]!;
  const paymentRow = async (paymentId: number) =>
    (await first.db.select().from(orderPayments).where(eq(orderPayments.id, paymentId)))[0]!;

  /** The owner's list on each instance shows the booking confirmed, the same, and each receipt says paid. */
  async function expectConfirmedOnBoth(code: string) {
    const [fromA, fromB] = await Promise.all(
      [a, b].map(async (server) => {
        const list = await server.api('/api/admin/bookings', { token: salon.token });
        const booking = ((await list.json()) as { data: Booking[] }).data.find((row) => row.code === code);
        const receipt = await server.api(`/api/public/${salon.slug}/bookings/${code}/receipt`);
        const html = await receipt.text();
        return { booking, paid: html.includes('Uang muka lunas · Booking dikonfirmasi') };
      }),
    );
    expect(fromA).toEqual({ booking: expect.objectContaining({ status: 'confirmed' }), paid: true });
    expect(fromB).toEqual(fromA);
  }

  /** Everything says the deposit was paid once, and both instances show the same confirmed booking. */
  async function expectPaidOnce(deposit: Awaited<ReturnType<typeof bookWithDeposit>>) {
    const payment = await paymentRow(deposit.paymentId);
    expect(payment).toMatchObject({ status: 'paid', amount: DEPOSIT });
    expect(payment.paid_at).not.toBeNull();
    const booking = await bookingRow(deposit.bookingId);
    expect(booking.status).toBe('confirmed');
    expect(booking.event_token).not.toBeNull();
    // The booking was confirmed in the same update that marked the payment paid, and by no later one.
    expect(booking.answered_at).toEqual(payment.paid_at);
    expect(logged(deposit.paymentId, CONFIRMED_LINE)).toHaveLength(1);
    const checks = logged(deposit.paymentId, 'order payment checked with the gateway');
    expect(checks.filter((line) => line.outcome === 'paid')).toHaveLength(1);
    await expectConfirmedOnBoth(deposit.code);
    return booking;
  }

  it('applies the same notification sent to both instances at once exactly once, and a replay not at all', async () => {
    const deposit = await bookWithDeposit('10:00');
    midtrans.setStatus(deposit.vendorId, 'settlement');
    const body = JSON.stringify(midtrans.notification(deposit.vendorId));
    // Midtrans retries a slow answer: two copies reach each instance.
    expect(await deliverToBoth(body, body)).toEqual(['duplicate', 'duplicate', 'duplicate', 'queued']);
    expect(await confirmationsRun(deposit.paymentId)).toBe(1);
    const confirmed = await expectPaidOnce(deposit);
    expect(await eventsOf(deposit.paymentId)).toHaveLength(1);

    // Midtrans delivers it again after the booking is confirmed: nothing recorded, queued or changed.
    expect(await deliverToBoth(body)).toEqual(['duplicate', 'duplicate']);
    expect(await confirmationJobs(deposit.paymentId)).toHaveLength(1);
    expect(await eventsOf(deposit.paymentId)).toHaveLength(1);
    expect(await bookingRow(deposit.bookingId)).toEqual(confirmed);
    expect(logged(deposit.paymentId, CONFIRMED_LINE)).toHaveLength(1);
  });

  it('confirms the booking once when a late "pending" and the "settlement" reach both instances together', async () => {
    const deposit = await bookWithDeposit('11:00');
    const pending = JSON.stringify(midtrans.notification(deposit.vendorId));
    midtrans.setStatus(deposit.vendorId, 'settlement');
    const settlement = JSON.stringify(midtrans.notification(deposit.vendorId));
    // Two events, each recorded once; each queues a confirmation while the payment is still pending, and
    // those may run on A and B side by side.
    expect(await deliverToBoth(pending, settlement)).toEqual(['duplicate', 'duplicate', 'queued', 'queued']);
    const confirmations = await confirmationsRun(deposit.paymentId);
    await expectPaidOnce(deposit);
    expect((await eventsOf(deposit.paymentId)).map((event) => event.status).sort()).toEqual([
      'paid',
      'pending',
    ]);
    const checks = logged(deposit.paymentId, 'order payment checked with the gateway');
    expect(checks).toHaveLength(confirmations);
    expect(checks.filter((line) => line.outcome !== 'paid').map((line) => line.outcome)).toEqual(
      Array.from({ length: confirmations - 1 }, () => 'settled'),
    );
  });

  it('marks the deposit paid once when both instances run its confirmation at the same moment', async () => {
    const deposit = await bookWithDeposit('12:00');
    midtrans.setStatus(deposit.vendorId, 'settlement');
    // The confirmation as each instance's job runs it, with that instance's connection pool.
    const config = loadConfig({ NODE_ENV: 'test', PAYMENT_KEYS_SECRET: keysSecret, ...midtrans.env });
    const [onA, onB] = [
      { handle: first, logs: logsOfA },
      { handle: second, logs: logsOfB },
    ].map(({ handle, logs }) =>
      createOwnerPayments({
        db: handle.db,
        config: config.ownerPayments,
        publicBaseUrl: a.url,
        logger: logs.logger,
        kickJobs: () => {},
      }),
    );
    // Each reads the payment and asks the vendor before it writes: they meet at the conditional update.
    const outcomes = await Promise.all(
      [onA, onB, onA, onB].map(
        async (payments) => (await payments!.confirmPayment(deposit.paymentId)).outcome,
      ),
    );
    expect(outcomes.sort()).toEqual(['paid', 'settled', 'settled', 'settled']);
    expect(logged(deposit.paymentId, CONFIRMED_LINE)).toHaveLength(1);
    const booking = await bookingRow(deposit.bookingId);
    expect(booking.status).toBe('confirmed');
    expect(booking.answered_at).toEqual((await paymentRow(deposit.paymentId)).paid_at);
    await expectConfirmedOnBoth(deposit.code);
  });
});
