import type { Db } from '@webku/db';
import { confirmBooking, declineBooking } from './booking-answers';
import { freeBookingTimes } from './booking-availability';
import { calendarFeed, calendarUrl, eventCalendar, renewCalendarUrl } from './booking-calendars';
import { addBookingByOwner, listBookings, requestBooking } from './booking-requests';
import { readBookingSettings, saveBookingSettings } from './booking-settings';
import type { BookingsContext } from './booking-store';

/** `publicBaseUrl`: the platform's origin, which the calendar addresses are written on. */
export type BookingsDeps = { db: Db; publicBaseUrl: string; now?: () => number };

type Bound<F> = F extends (context: BookingsContext, ...rest: infer A) => infer R ? (...rest: A) => R : never;
const bind = <F extends (context: BookingsContext, ...rest: never[]) => unknown>(
  context: BookingsContext,
  f: F,
): Bound<F> => ((...rest: never[]) => f(context, ...rest)) as Bound<F>;

/**
 * The bookings bound to the database, the platform's origin and the clock, for the routes: each part
 * (settings, availability, requests, answers, calendars) is a module of its own in this folder.
 */
export function createBookings({ db, publicBaseUrl, now = Date.now }: BookingsDeps) {
  const context: BookingsContext = { db, base: publicBaseUrl.replace(/\/+$/, ''), now };
  return {
    settings: (companyId: number) => readBookingSettings(db, companyId),
    saveSettings: (companyId: number, input: Parameters<typeof saveBookingSettings>[2]) =>
      saveBookingSettings(db, companyId, input),
    freeTimes: bind(context, freeBookingTimes),
    request: bind(context, requestBooking),
    list: bind(context, listBookings),
    addByOwner: bind(context, addBookingByOwner),
    confirm: bind(context, confirmBooking),
    decline: bind(context, declineBooking),
    calendarUrl: bind(context, calendarUrl),
    renewCalendarUrl: bind(context, renewCalendarUrl),
    calendarFeed: bind(context, calendarFeed),
    eventCalendar: bind(context, eventCalendar),
  };
}

export type Bookings = ReturnType<typeof createBookings>;
