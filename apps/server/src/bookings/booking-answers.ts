import { addDays, type BookingSettings, type BookingTime, placesTaken, siteDay } from '@webku/contract';
import { bookings, orderPayments } from '@webku/db';
import { and, eq } from 'drizzle-orm';
import { ConflictError, NotFoundError } from '../errors';
import { timesOf } from './booking-availability';
import { bookingEventPath } from './booking-calendars';
import { bookingMessages } from './booking-messages';
import { readBookingSettings } from './booking-settings';
import {
  type BookingCompany,
  type BookingRow,
  type BookingsContext,
  confirmedByDeposit,
  customerLanguage,
  type DepositRow,
  lockCompany,
  newToken,
  type Reader,
  readBusiness,
  readBusy,
  type Tx,
  toBooking,
  waLink,
} from './booking-store';

// The answers to a request: the owner's "Terima" and "Tolak", and its deposit paid online. Each is written
// under the company's booking lock (the one new requests take) and only while the request is still pending,
// so whichever comes first is the answer, and a place is never given twice.

async function readDeposit(db: Reader, bookingId: number): Promise<DepositRow | null> {
  const [row] = await db.select().from(orderPayments).where(eq(orderPayments.booking_id, bookingId));
  return row ?? null;
}

/** A request past its answer time (or its deposit's time) gave its place up: the time may be taken since. */
const placeGivenUp = (row: BookingRow, now: number) =>
  row.answer_by !== null && row.answer_by.getTime() <= now;

/**
 * Whether a place is still free at a request's time, by the rule the booking form applies: the places the
 * other bookings take there, against its offering's own places or the business's.
 */
async function placeStillFree(tx: Tx, row: BookingRow, settings: BookingSettings, now: number) {
  const offering = settings.offerings.find((item) => item.id === row.offering_id);
  const mine = { id: row.offering_id ?? 0, places: offering?.places ?? null };
  const [start, end] = [row.start_at.getTime(), row.end_at.getTime()];
  const busy = await readBusy(tx, row.company_id, start, end, now, mine, settings.offerings);
  return placesTaken(busy, start, end) < (mine.places ?? settings.capacity);
}

const answeredAlready = (row: BookingRow, deposit: DepositRow | null) => {
  if (confirmedByDeposit(row, deposit))
    return 'Booking ini sudah dikonfirmasi otomatis karena pelanggan sudah membayar uang muka online';
  return row.status === 'confirmed' ? 'Booking ini sudah diterima' : 'Booking ini sudah ditolak';
};

async function answer(
  { db, now: clock }: BookingsContext,
  companyId: number,
  id: number,
  to: 'confirmed' | 'declined',
) {
  const now = clock();
  return db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    const [row] = await tx
      .select()
      .from(bookings)
      .where(and(eq(bookings.company_id, companyId), eq(bookings.id, id)));
    if (!row) throw new NotFoundError('Booking tidak ditemukan');
    const deposit = await readDeposit(tx, id);
    if (row.status !== 'pending') throw new ConflictError(answeredAlready(row, deposit));
    const settings = await readBookingSettings(tx, companyId);
    // A request past its answer time gave its place up: it can still be accepted while the place is free.
    if (to === 'confirmed' && placeGivenUp(row, now) && !(await placeStillFree(tx, row, settings, now)))
      throw new ConflictError(
        'Waktu itu sudah terisi booking lain; tolak permintaan ini dan tawarkan waktu lain',
      );
    const [updated] = await tx
      .update(bookings)
      .set({
        status: to,
        answered_at: new Date(now),
        ...(to === 'confirmed' ? { event_token: newToken() } : {}),
      })
      .where(and(eq(bookings.id, id), eq(bookings.status, 'pending')))
      .returning();
    if (!updated) throw new ConflictError('Booking ini sudah dijawab; muat ulang daftar booking');
    return { row: updated, settings, deposit };
  });
}

/**
 * What a paid deposit did to its booking: confirmed it; found it answered already (declined first: the
 * money is the owner's to refund); or found its place given up and the time taken since ('taken': it stays
 * waiting, its deposit paid, for the owner to refund or move).
 */
export type PaidDepositOutcome = 'confirmed' | 'answered' | 'taken';

/**
 * A deposit just marked paid, in that transaction: confirms its booking as the owner's "Terima" would, with
 * its calendar event and the payment's time as its answer time. A booking that gave its place up (paid after
 * its time) is confirmed only while a place is still free, under the lock the booking form takes.
 */
export async function placePaidBooking(
  tx: Tx,
  companyId: number,
  bookingId: number,
  paidAt: Date,
): Promise<PaidDepositOutcome> {
  await lockCompany(tx, companyId);
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, bookingId));
  if (row?.status !== 'pending') return 'answered';
  const now = paidAt.getTime();
  if (
    placeGivenUp(row, now) &&
    !(await placeStillFree(tx, row, await readBookingSettings(tx, companyId), now))
  )
    return 'taken';
  const [confirmed] = await tx
    .update(bookings)
    .set({ status: 'confirmed', answered_at: paidAt, event_token: newToken(), updated_at: paidAt })
    .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'pending')))
    .returning({ id: bookings.id });
  return confirmed ? 'confirmed' : 'answered';
}

/** Takes the place and writes the confirmation for the customer's WhatsApp. */
export async function confirmBooking(context: BookingsContext, company: BookingCompany, id: number) {
  const { row, deposit } = await answer(context, company.id, id, 'confirmed');
  const business = await readBusiness(context.db, company.id, company.name);
  const icsUrl = `${context.base}${bookingEventPath(row.event_token as string)}`;
  const text = bookingMessages(customerLanguage(row, business)).confirmed(business, row, icsUrl);
  return {
    ...toBooking(row, business.zone, context.now(), deposit),
    whatsapp_url: waLink(row.customer_whatsapp, text),
    ics_url: icsUrl,
  };
}

/** Frees the place and writes the refusal with the next free times of the offering. */
export async function declineBooking(context: BookingsContext, company: BookingCompany, id: number) {
  const { row, settings, deposit } = await answer(context, company.id, id, 'declined');
  const business = await readBusiness(context.db, company.id, company.name);
  const now = context.now();
  const offering = settings.offerings.find((item) => item.id === row.offering_id);
  const offered = offering ?? {
    id: row.offering_id ?? 0,
    duration_minutes: Math.round((row.end_at.getTime() - row.start_at.getTime()) / 60_000),
    places: null,
    class_times: [],
  };
  const others: BookingTime[] = [];
  // A stay's other free days are for the owner to word; times of day are offered here.
  let day = siteDay(row.start_at.getTime(), business.zone);
  for (
    let tries = 0;
    row.unit === 'time' && tries < 7 && others.length < 3;
    tries += 1, day = addDays(day, 1)
  ) {
    others.push(
      ...(await timesOf(context.db, business, settings, offered, day, now)).slice(0, 3 - others.length),
    );
  }
  const text = bookingMessages(customerLanguage(row, business)).declined(business, row, others);
  return {
    ...toBooking(row, business.zone, now, deposit),
    whatsapp_url: waLink(row.customer_whatsapp, text),
  };
}
