import { BOOKING_DEFAULTS } from '@webku/contract';
import { bookingSettings, bookings, companies, stores } from '@webku/db';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { bookingCalendar } from './booking-ics';
import {
  type BookingRow,
  type BookingsContext,
  customerLanguage,
  holdingPlace,
  newToken,
  type Reader,
  readBusiness,
  TOKEN_PATTERN,
} from './booking-store';

/** Where a booking takes place: the first open store's address with its city, null when none is written. */
async function bookingPlace(db: Reader, companyId: number): Promise<string | null> {
  const [store] = await db
    .select({ name: stores.name, address: stores.address, city: stores.city })
    .from(stores)
    .where(and(eq(stores.company_id, companyId), eq(stores.is_active, true)))
    .orderBy(asc(stores.display_order), asc(stores.id))
    .limit(1);
  if (!store?.address?.trim()) return null;
  const city = store.city?.trim();
  const address = store.address.trim();
  return city && !address.toLowerCase().includes(city.toLowerCase()) ? `${address}, ${city}` : address;
}

const FEED_PAST_DAYS = 30;

/** The public calendar addresses, under the API on the platform's own origin. */
export const bookingCalendarPath = (token: string) => `/api/public/booking-calendar/${token}.ics`;
export const bookingEventPath = (token: string) => `/api/public/booking-event/${token}.ics`;

const icsBooking = (row: BookingRow) => ({
  ...row,
  status: row.status === 'confirmed' ? ('confirmed' as const) : ('pending' as const),
});

// Before the owner saves settings there is no row: one is made with the defaults, switched off.
async function calendarToken({ db }: BookingsContext, companyId: number, renew: boolean): Promise<string> {
  const token = newToken();
  const [row] = await db
    .insert(bookingSettings)
    .values({
      company_id: companyId,
      capacity: BOOKING_DEFAULTS.capacity,
      lead_minutes: BOOKING_DEFAULTS.leadMinutes,
      horizon_days: BOOKING_DEFAULTS.horizonDays,
      hold_minutes: BOOKING_DEFAULTS.holdMinutes,
      calendar_token: token,
    })
    .onConflictDoUpdate({
      target: bookingSettings.company_id,
      set: {
        calendar_token: renew
          ? token
          : sql`coalesce(${bookingSettings.calendar_token}, excluded.calendar_token)`,
      },
    })
    .returning({ token: bookingSettings.calendar_token });
  return row?.token as string;
}

/**
 * The owner's private calendar address, made on the first call. The token is stored as is (not hashed)
 * so that the admin can show the address again whenever it is opened; the feed finds it by exact match
 * on the column's unique index, so no comparison in this process depends on how much of it was right.
 */
export async function calendarUrl(context: BookingsContext, companyId: number): Promise<{ url: string }> {
  return { url: `${context.base}${bookingCalendarPath(await calendarToken(context, companyId, false))}` };
}

/** A new private calendar address; the old one answers 404 from then on. */
export async function renewCalendarUrl(
  context: BookingsContext,
  companyId: number,
): Promise<{ url: string }> {
  return { url: `${context.base}${bookingCalendarPath(await calendarToken(context, companyId, true))}` };
}

/**
 * The private feed behind a calendar token: the confirmed bookings from 30 days ago on and the requests
 * still holding their place. Null for a token no company has.
 */
export async function calendarFeed(
  { db, now: clock }: BookingsContext,
  token: string,
): Promise<string | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [owner] = await db
    .select({ companyId: bookingSettings.company_id, name: companies.name })
    .from(bookingSettings)
    .innerJoin(companies, eq(companies.id, bookingSettings.company_id))
    .where(eq(bookingSettings.calendar_token, token));
  if (!owner) return null;
  const now = clock();
  const rows = await db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.company_id, owner.companyId),
        gt(bookings.end_at, new Date(now - FEED_PAST_DAYS * 86_400_000)),
        holdingPlace(now),
      ),
    )
    .orderBy(asc(bookings.start_at), asc(bookings.id));
  const business = await readBusiness(db, owner.companyId, owner.name);
  const location = await bookingPlace(db, owner.companyId);
  // The owner's feed is in the site's own language.
  return bookingCalendar(owner.name, rows.map(icsBooking), new Date(now), {
    location,
    language: business.language,
  });
}

/** The one confirmed booking behind an event token, as a calendar; null for an unknown or declined one. */
export async function eventCalendar({ db, now }: BookingsContext, token: string): Promise<string | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [found] = await db
    .select({ row: bookings, name: companies.name })
    .from(bookings)
    .innerJoin(companies, eq(companies.id, bookings.company_id))
    .where(and(eq(bookings.event_token, token), eq(bookings.status, 'confirmed')));
  if (!found) return null;
  const business = await readBusiness(db, found.row.company_id, found.name);
  // The customer's event: the place, in the language they booked in.
  return bookingCalendar(found.name, [icsBooking(found.row)], new Date(now()), {
    location: await bookingPlace(db, found.row.company_id),
    language: customerLanguage(found.row, business),
  });
}
