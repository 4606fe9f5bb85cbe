import { addDays, type BookingTime, placesTaken, siteDay } from '@webku/contract';
import { bookings } from '@webku/db';
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
  customerLanguage,
  lockCompany,
  newToken,
  readBusiness,
  readBusy,
  toBooking,
  waLink,
} from './booking-store';

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
    if (row.status !== 'pending')
      throw new ConflictError(
        row.status === 'confirmed' ? 'Booking ini sudah diterima' : 'Booking ini sudah ditolak',
      );
    const settings = await readBookingSettings(tx, companyId);
    // A request past its answer time gave its place up: it can still be accepted while the place is free.
    if (to === 'confirmed' && row.answer_by && row.answer_by.getTime() <= now) {
      const offering = settings.offerings.find((item) => item.id === row.offering_id);
      const mine = { id: row.offering_id ?? 0, places: offering?.places ?? null };
      const [start, end] = [row.start_at.getTime(), row.end_at.getTime()];
      const busy = await readBusy(tx, companyId, start, end, now, mine, settings.offerings);
      if (placesTaken(busy, start, end) >= (mine.places ?? settings.capacity))
        throw new ConflictError(
          'Waktu itu sudah terisi booking lain; tolak permintaan ini dan tawarkan waktu lain',
        );
    }
    const [updated] = await tx
      .update(bookings)
      .set({
        status: to,
        answered_at: new Date(now),
        ...(to === 'confirmed' ? { event_token: newToken() } : {}),
      })
      .where(eq(bookings.id, id))
      .returning();
    return { row: updated as BookingRow, settings };
  });
}

/** Takes the place and writes the confirmation for the customer's WhatsApp. */
export async function confirmBooking(context: BookingsContext, company: BookingCompany, id: number) {
  const { row } = await answer(context, company.id, id, 'confirmed');
  const business = await readBusiness(context.db, company.id, company.name);
  const icsUrl = `${context.base}${bookingEventPath(row.event_token as string)}`;
  const text = bookingMessages(customerLanguage(row, business)).confirmed(business, row, icsUrl);
  return {
    ...toBooking(row, business.zone, context.now()),
    whatsapp_url: waLink(row.customer_whatsapp, text),
    ics_url: icsUrl,
  };
}

/** Frees the place and writes the refusal with the next free times of the offering. */
export async function declineBooking(context: BookingsContext, company: BookingCompany, id: number) {
  const { row, settings } = await answer(context, company.id, id, 'declined');
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
  return { ...toBooking(row, business.zone, now), whatsapp_url: waLink(row.customer_whatsapp, text) };
}
