import {
  addDays,
  answerDeadline,
  BOOKING_LIMITS,
  type Booking,
  type BookingCreated,
  type BookingOffering,
  type BookingRequest,
  DEPOSIT_LIMITS,
  type SiteTimeZone,
  siteDay,
  type WebLanguage,
} from '@webku/contract';
import { bookings, menuItems, orderPayments } from '@webku/db';
import { and, asc, eq, gt } from 'drizzle-orm';
import { NotFoundError } from '../errors';
import { activeOffering, BookingRefusedError, wantedWindow } from './booking-availability';
import { bookingMessages, unitsBooked } from './booking-messages';
import { readBookingSettings } from './booking-settings';
import {
  type BookingCompany,
  type BookingsContext,
  customerLanguage,
  holdingPlace,
  insertBooking,
  lockCompany,
  type Reader,
  readBusiness,
  toBooking,
  waLink,
} from './booking-store';

/** While the owner takes deposits online: how long a request waiting for its deposit holds its place. */
export type DepositTerms = { holdMinutes: number } | null;

/** A request made, with the deposit its offering asks (to be paid before the booking is confirmed). */
export type RequestedBooking = BookingCreated & { deposit: { bookingId: number; amount: number } | null };

/**
 * A customer's request: stored with a short code while its time is free, then handed to WhatsApp.
 * 409 when the time was taken meanwhile; 422 for a time that was never on offer or a number with too
 * many open requests. An offering with a deposit, while deposits are taken, holds its place only for
 * the payment's time (`deposits.holdMinutes`) instead of the owner's answer time.
 */
export async function requestBooking(
  { db, now: clock }: BookingsContext,
  company: BookingCompany,
  input: BookingRequest,
  /** The language of the page the customer asked from (one of the site's): the message is written in it. */
  pageLanguage: WebLanguage | null = null,
  deposits: DepositTerms = null,
): Promise<RequestedBooking> {
  const now = clock();
  const created = await db.transaction(async (tx) => {
    await lockCompany(tx, company.id);
    const business = await readBusiness(tx, company.id, company.name);
    const { settings, offering } = await activeOffering(tx, company.id, input.offering_id);
    // The page's language while it is one of the site's; the site's own otherwise.
    const language =
      pageLanguage && business.languages.includes(pageLanguage) ? pageLanguage : business.language;
    const texts = bookingMessages(language);
    const { start, end } = await wantedWindow(tx, business, settings, offering, input, now);
    const open = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(
          eq(bookings.company_id, company.id),
          eq(bookings.customer_whatsapp, input.customer_whatsapp),
          gt(bookings.end_at, new Date(now)),
          holdingPlace(now),
        ),
      );
    if (open.length >= BOOKING_LIMITS.openPerNumber) throw new BookingRefusedError('open', texts.tooManyOpen);
    const deposit = deposits
      ? await depositOf(tx, company.id, offering, { unit: offering.unit, start, end }, business.zone)
      : null;
    const row = await insertBooking(tx, {
      company_id: company.id,
      offering_id: offering.id,
      // Named as the customer's page named it: their messages and receipt speak of what they picked.
      offering_name: await nameOnPage(tx, company.id, offering, language),
      unit: offering.unit,
      start_at: new Date(start),
      end_at: new Date(end),
      customer_name: input.customer_name,
      customer_whatsapp: input.customer_whatsapp,
      language,
      // Counted in the owner's waking hours: a request made at night still waits when the owner wakes.
      // One waiting for its deposit holds its place only while the payment can be made.
      answer_by: new Date(
        deposit && deposits
          ? now + deposits.holdMinutes * 60_000
          : answerDeadline({
              now,
              holdMinutes: settings.hold_minutes,
              zone: business.zone,
              hours: settings.hours,
            }),
      ),
    });
    return { row, business, deposit };
  });
  const { row, business, deposit } = created;
  if (!business.whatsapp) throw new NotFoundError('Booking belum dibuka di website ini');
  const text = bookingMessages(customerLanguage(row, business)).request(business, row);
  return {
    code: row.code,
    status: 'pending',
    whatsapp_url: waLink(business.whatsapp, text),
    deposit: deposit === null ? null : { bookingId: row.id, amount: deposit },
  };
}

/** The offering's name in the page's language, where the owner translated it; its own name otherwise. */
async function nameOnPage(
  db: Reader,
  companyId: number,
  offering: BookingOffering,
  language: WebLanguage,
): Promise<string> {
  const [item] = await db
    .select({ translations: menuItems.translations })
    .from(menuItems)
    .where(and(eq(menuItems.company_id, companyId), eq(menuItems.id, offering.id)));
  return item?.translations?.[language]?.name ?? offering.name;
}

/**
 * The deposit a request pays: the offering's amount, or its share of the price (the item's price for each
 * night, day or month booked) rounded to the rupiah and kept within what one payment may carry; none when
 * the share comes to less than the vendors' minimum (an item without a price).
 */
async function depositOf(
  db: Reader,
  companyId: number,
  offering: BookingOffering,
  stay: { unit: BookingOffering['unit']; start: number; end: number },
  zone: SiteTimeZone,
): Promise<number | null> {
  if (offering.deposit) return offering.deposit;
  if (!offering.deposit_percent) return null;
  const [item] = await db
    .select({ price: menuItems.price })
    .from(menuItems)
    .where(and(eq(menuItems.company_id, companyId), eq(menuItems.id, offering.id)));
  const units = unitsBooked(
    { unit: stay.unit, start_at: new Date(stay.start), end_at: new Date(stay.end) },
    zone,
  );
  const amount = Math.round(((item?.price ?? 0) * units * offering.deposit_percent) / 100);
  return amount < DEPOSIT_LIMITS.min ? null : Math.min(amount, DEPOSIT_LIMITS.max);
}

/**
 * The owner's list: what is still to come and the last week's. A booking accepted for tomorrow (in the
 * site's zone) carries its one-tap reminder to the customer.
 */
export async function listBookings(
  { db, now: clock }: BookingsContext,
  company: BookingCompany,
): Promise<Booking[]> {
  const now = clock();
  const business = await readBusiness(db, company.id, company.name);
  // With each booking's deposit, if it asked one: a paid one on a booking not confirmed is the owner's to settle.
  const rows = await db
    .select({ row: bookings, deposit: orderPayments })
    .from(bookings)
    .leftJoin(orderPayments, eq(orderPayments.booking_id, bookings.id))
    .where(and(eq(bookings.company_id, company.id), gt(bookings.end_at, new Date(now - 7 * 86_400_000))))
    .orderBy(asc(bookings.start_at), asc(bookings.id));
  const tomorrow = addDays(siteDay(now, business.zone), 1);
  return rows.map(({ row, deposit }) => {
    const booking = toBooking(row, business.zone, now, deposit);
    const remind = row.status === 'confirmed' && siteDay(row.start_at.getTime(), business.zone) === tomorrow;
    if (!remind) return booking;
    const reminder = bookingMessages(customerLanguage(row, business)).reminder(business, row);
    return { ...booking, reminder_url: waLink(row.customer_whatsapp, reminder) };
  });
}

/**
 * A booking the owner took by phone or at the counter: accepted at once, for any offering, inside the
 * booking hours and where a place is free (no lead time: it may start in ten minutes). 409 when full.
 */
export async function addBookingByOwner(
  { db, now: clock }: BookingsContext,
  company: BookingCompany,
  input: BookingRequest,
): Promise<Booking> {
  const now = clock();
  return db.transaction(async (tx) => {
    await lockCompany(tx, company.id);
    const business = await readBusiness(tx, company.id, company.name);
    const settings = await readBookingSettings(tx, company.id);
    const offering = settings.offerings.find((item) => item.id === input.offering_id);
    if (!offering) throw new NotFoundError('Layanan itu tidak ada di daftar menu');
    const window = await wantedWindow(tx, business, { ...settings, lead_minutes: 0 }, offering, input, now);
    const row = await insertBooking(tx, {
      company_id: company.id,
      status: 'confirmed',
      offering_id: offering.id,
      offering_name: offering.name,
      unit: offering.unit,
      start_at: new Date(window.start),
      end_at: new Date(window.end),
      customer_name: input.customer_name,
      customer_whatsapp: input.customer_whatsapp,
      answered_at: new Date(now),
    });
    return toBooking(row, business.zone, now);
  });
}
