import { randomBytes } from 'node:crypto';
import { addDays, type Booking, siteDay } from '@webku/contract';
import { bookings, type DbHandle, eq, jobs, openDb, orderPayments, paymentEvents, sql } from '@webku/db';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeMidtrans, startFakeMidtrans } from '../../../../../tests/fakes/midtrans-server';
import { openTestDb } from '../../../../../tests/support/db/test-db';
import {
  type BookedDeposit,
  bookWithDeposit as bookDeposit,
  depositSalon,
  ownerPaymentsOn,
  placeReleased,
} from '../../../../../tests/support/server/booking-deposit';
import type { OwnerWithSite } from '../../../../../tests/support/server/owner-with-site';
import { paymentRecords } from '../../../../../tests/support/server/payment-records';
import { startTestServer, type TestServer } from '../../../../../tests/support/server/test-server';
import { CONFIRM_ORDER_PAYMENT_JOB } from '../../payments/owner-payments';

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
  const env = () => ({ PAYMENT_KEYS_SECRET: keysSecret, ...midtrans.env, RATE_LIMIT_PAYMENTS: '100/1h' });
  // What each instance logs, kept apart: an effect counted over both is counted once.
  const logsOfA = paymentRecords();
  const logsOfB = paymentRecords();

  beforeAll(async () => {
    midtrans = await startFakeMidtrans();
    first = await openTestDb();
    second = await openDb({ driver: 'postgres', url: first.url!, poolSize: 4 });
    a = await startTestServer(env(), { handle: first, logger: logsOfA.logger });
    b = await startTestServer(env(), { handle: second, logger: logsOfB.logger });
    ({ owner: salon, offering: haircut } = await depositSalon(a, midtrans, 'Salon Dua Instance', {
      zone: ZONE,
      deposit: DEPOSIT,
    }));
  }, 240_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await second?.close();
    await first?.close();
    await midtrans?.close();
  });

  /** A new customer books the haircut at `hour` tomorrow through A; answers its code, payment and vendor id. */
  let customers = 0;
  const at = (hour: string) => `${addDays(siteDay(Date.now(), ZONE), 1)}T${hour}:00+08:00`;
  const bookWithDeposit = (hour: string) =>
    bookDeposit(a, salon, haircut, at(hour), `0812-3456-5${String(++customers).padStart(3, '0')}`);

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
    const [onA, onB] = [
      { handle: first, logs: logsOfA },
      { handle: second, logs: logsOfB },
    ].map(({ handle, logs }) => ownerPaymentsOn(handle.db, env(), a.url, logs.logger));
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
  /**
   * The booking's row held by a transaction of the test's own, as a slow statement would hold it: whoever
   * writes the row waits, in the order they came, until `release`.
   */
  async function holdBookingRow(deposit: BookedDeposit) {
    const client = new pg.Client({ connectionString: first.url! });
    await client.connect();
    await client.query('begin');
    await client.query('select id from bookings where id = $1 for update', [deposit.bookingId]);
    return {
      /** How many statements of this database wait for a lock (the row's, or the company's booking lock). */
      waiting: async () =>
        (
          await client.query<{ n: number }>(
            "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
          )
        ).rows[0]!.n,
      release: async () => {
        await client.query('rollback');
        await client.end();
      },
    };
  }
  const answer = (deposit: BookedDeposit, to: 'confirm' | 'decline') =>
    salon.api.post(`/admin/bookings/${deposit.bookingId}/${to}`, {});
  const confirmOnB = (deposit: BookedDeposit) =>
    ownerPaymentsOn(second.db, env(), a.url, logsOfB.logger).confirmPayment(deposit.paymentId);

  it.each([
    ['Tolak', 'decline', '13:00'],
    ['Terima', 'confirm', '14:00'],
  ] as const)(
    'lets the deposit confirmed on B win over a "%s" on A that read the booking while it was pending',
    async (_, to, hour) => {
      const deposit = await bookWithDeposit(hour);
      midtrans.setStatus(deposit.vendorId, 'settlement');
      const row = await holdBookingRow(deposit);
      const confirming = confirmOnB(deposit);
      await expect.poll(row.waiting, { timeout: 10_000 }).toBe(1);
      const answering = answer(deposit, to);
      await expect.poll(row.waiting, { timeout: 10_000 }).toBe(2);
      await row.release();
      const [confirmation, answered] = await Promise.all([confirming, answering]);
      expect(confirmation.outcome).toBe('paid');
      expect(answered.status).toBe(409);
      expect(answered.message).toBe(
        'Booking ini sudah dikonfirmasi otomatis karena pelanggan sudah membayar uang muka online',
      );
      // Confirmed once, by the deposit: its answer time is the payment's, and no answer wrote after it.
      const booking = await bookingRow(deposit.bookingId);
      expect(booking).toMatchObject({ status: 'confirmed', event_token: expect.any(String) });
      expect(booking.answered_at).toEqual((await paymentRow(deposit.paymentId)).paid_at);
      expect(logged(deposit.paymentId, CONFIRMED_LINE)).toHaveLength(1);
      await expectConfirmedOnBoth(deposit.code);
    },
  );

  it('lets a "Tolak" on A that came first win over the deposit confirmed on B: declined, the payment recorded', async () => {
    const deposit = await bookWithDeposit('15:00');
    midtrans.setStatus(deposit.vendorId, 'settlement');
    const row = await holdBookingRow(deposit);
    const answering = answer(deposit, 'decline');
    await expect.poll(row.waiting, { timeout: 10_000 }).toBe(1);
    const confirming = confirmOnB(deposit);
    await expect.poll(row.waiting, { timeout: 10_000 }).toBe(2);
    await row.release();
    const [answered, confirmation] = await Promise.all([answering, confirming]);
    expect(answered.status, answered.message).toBe(200);
    expect(confirmation.outcome).toBe('paid');
    expect(await paymentRow(deposit.paymentId)).toMatchObject({ status: 'paid' });
    expect(await bookingRow(deposit.bookingId)).toMatchObject({ status: 'declined', event_token: null });
    expect(logged(deposit.paymentId, CONFIRMED_LINE)).toHaveLength(0);
    for (const server of [a, b]) {
      const list = await server.api('/api/admin/bookings', { token: salon.token });
      const listed = ((await list.json()) as { data: Booking[] }).data.find((x) => x.code === deposit.code);
      expect(listed).toMatchObject({
        status: 'declined',
        deposit: { status: 'paid', paid_not_placed: true },
      });
    }
  });

  it('decides a late deposit and a new request for the time it released one after the other: never both', async () => {
    const late = await bookWithDeposit('16:00');
    await placeReleased(first.db, late);
    midtrans.setStatus(late.vendorId, 'settlement');
    const row = await holdBookingRow(late);
    // B confirms the late payment and reaches the booking's row; a new customer asks A for the same time.
    const confirming = confirmOnB(late);
    await expect.poll(row.waiting, { timeout: 10_000 }).toBe(1);
    let asked = false;
    const asking = a
      .api(`/api/public/${salon.slug}/bookings`, {
        method: 'POST',
        json: {
          offering_id: haircut,
          start: at('16:00'),
          customer_name: 'Dewi',
          customer_whatsapp: '0812-3456-5999',
        },
      })
      .finally(() => {
        asked = true;
      });
    await expect.poll(async () => asked || (await row.waiting()) === 2, { timeout: 10_000 }).toBe(true);
    await row.release();
    const [confirmation, request] = await Promise.all([confirming, asking]);
    expect(confirmation.outcome).toBe('paid');
    const list = await a.api('/api/admin/bookings', { token: salon.token });
    const holding = ((await list.json()) as { data: Booking[] }).data.filter(
      (booking) =>
        booking.start === at('16:00') &&
        (booking.status === 'confirmed' || (booking.status === 'pending' && !booking.is_expired)),
    );
    expect(holding).toHaveLength(1);
    // The late payment held the lock first: its booking is placed, the new request is refused.
    expect(holding[0]).toMatchObject({ code: late.code, status: 'confirmed' });
    expect(request.status).toBe(409);
  });
});
