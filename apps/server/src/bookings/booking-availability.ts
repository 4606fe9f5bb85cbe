import {
  addDays,
  addMonths,
  type BookingOffering,
  type BookingRequest,
  type BookingSettings,
  type BookingTime,
  type BusySpan,
  freeDays,
  freeMonths,
  freeTimes,
  isCalendarDay,
  MAX_STAY_DAYS,
  MAX_STAY_MONTHS,
  monthsBetween,
  parseSiteDateTime,
  placesTaken,
  type StayUnit,
  siteDateTime,
  siteDay,
  stayWindow,
} from '@webku/contract';
import { AppError, NotFoundError } from '../errors';
import { bookingMessages } from './booking-messages';
import { readBookingSettings } from './booking-settings';
import {
  type BookingCompany,
  type BookingsContext,
  type Business,
  type Reader,
  readBusiness,
  readBusy,
  type Tx,
} from './booking-store';

/** Why a request was refused, as the booking page names it (409 for a taken time, 422 otherwise). */
export type RequestRefusal = 'taken' | 'time' | 'open';

export class BookingRefusedError extends AppError {
  constructor(
    readonly refusal: RequestRefusal,
    message: string,
  ) {
    super(refusal === 'taken' ? 'conflict' : 'invalid', message);
  }
}

/** The settings and the offering asked for, while bookings are open and the offering can be booked. */
export async function activeOffering(db: Reader, companyId: number, offeringId: number) {
  const settings = await readBookingSettings(db, companyId);
  if (!settings.is_active) throw new NotFoundError('Booking belum dibuka di website ini');
  const offering = settings.offerings.find((item) => item.id === offeringId && item.is_bookable);
  if (!offering) throw new NotFoundError('Layanan itu tidak bisa dibooking');
  return { settings, offering };
}

type Offered = Pick<BookingOffering, 'id' | 'duration_minutes' | 'places' | 'class_times'>;

/** The places of an offering at one time: its own, or the business's, shared. */
const placesOf = (settings: BookingSettings, offering: Offered) => offering.places ?? settings.capacity;

/** The spans that take the offering's places between `from` and `to`. */
const busyFor = (
  db: Reader,
  business: Business,
  settings: BookingSettings,
  offering: Offered,
  from: number,
  to: number,
  now: number,
) => readBusy(db, business.companyId, from, to, now, offering, settings.offerings);

/** The free times of a day for an offering. */
export async function timesOf(
  db: Reader,
  business: Business,
  settings: BookingSettings,
  offering: Offered,
  day: string,
  now: number,
) {
  const start = Date.parse(`${day}T00:00:00Z`) - 86_400_000;
  return freeTimes({
    day,
    zone: business.zone,
    hours: settings.hours,
    durationMinutes: offering.duration_minutes,
    capacity: placesOf(settings, offering),
    classTimes: offering.class_times,
    busy: await busyFor(db, business, settings, offering, start, start + 3 * 86_400_000, now),
    now,
    leadMinutes: settings.lead_minutes,
    horizonDays: settings.horizon_days,
    closedDays: settings.closed_days,
  });
}

async function daysOf(
  db: Reader,
  business: Business,
  settings: BookingSettings,
  offering: BookingOffering & { unit: Exclude<StayUnit, 'month'> },
  from: string,
  to: string,
  now: number,
) {
  const last = to > addDays(from, MAX_STAY_DAYS) ? addDays(from, MAX_STAY_DAYS) : to;
  const window = stayWindow(from, addDays(last, 1), offering.unit, business.zone);
  return freeDays({
    from,
    to: last,
    unit: offering.unit,
    zone: business.zone,
    capacity: placesOf(settings, offering),
    busy: await busyFor(db, business, settings, offering, window.start, window.end, now),
    now,
    horizonDays: settings.horizon_days,
    closedDays: settings.closed_days,
  });
}

// A kos's months: the free ones from `from`'s month, as far as the horizon reaches.
async function monthsOf(
  db: Reader,
  business: Business,
  settings: BookingSettings,
  offering: BookingOffering,
  from: string,
  now: number,
) {
  const first = addMonths(from, 0);
  const window = stayWindow(first, addMonths(first, MAX_STAY_MONTHS), 'month', business.zone);
  return freeMonths({
    from: first,
    to: addMonths(first, MAX_STAY_MONTHS - 1),
    zone: business.zone,
    capacity: placesOf(settings, offering),
    busy: await busyFor(db, business, settings, offering, window.start, window.end, now),
    now,
    horizonDays: settings.horizon_days,
  });
}

/**
 * The free times of a day for an offering, in the site's zone; for months, the free ones from `day`'s
 * month on; for nights and days, the free ones from
 * `day` to `lastDay` (two weeks when not given), each as the one-unit stay starting on it.
 */
export async function freeBookingTimes(
  { db, now: clock }: BookingsContext,
  company: BookingCompany,
  offeringId: number,
  day: string,
  lastDay?: string,
): Promise<BookingTime[]> {
  const business = await readBusiness(db, company.id, company.name);
  const { settings, offering } = await activeOffering(db, company.id, offeringId);
  const now = clock();
  if (offering.unit === 'time') return timesOf(db, business, settings, offering, day, now);
  if (offering.unit === 'month') return monthsOf(db, business, settings, offering, day, now);
  return daysOf(
    db,
    business,
    settings,
    { ...offering, unit: offering.unit },
    day,
    lastDay ?? addDays(day, 13),
    now,
  );
}

/** The instants a request asks for, once they are on offer and a place is free in all of them. */
export async function wantedWindow(
  tx: Tx,
  business: Business,
  settings: BookingSettings,
  offering: BookingOffering,
  input: BookingRequest,
  now: number,
): Promise<BusySpan> {
  const texts = bookingMessages(business.language);
  if (offering.unit === 'month') return wantedMonths(tx, business, settings, offering, input, now);
  if (offering.unit !== 'time') {
    const first = /^\d{4}-\d{2}-\d{2}/.exec(input.start)?.[0];
    const last = /^\d{4}-\d{2}-\d{2}/.exec(input.end ?? '')?.[0];
    if (!first || !last || !isCalendarDay(first) || !isCalendarDay(last))
      throw new BookingRefusedError('time', texts.badStay);
    if (last <= first || last > addDays(first, MAX_STAY_DAYS))
      throw new BookingRefusedError('time', texts.badStay);
    const count = Math.round((Date.parse(last) - Date.parse(first)) / 86_400_000);
    const window = stayWindow(first, last, offering.unit, business.zone);
    const onOffer = { from: first, to: addDays(last, -1), unit: offering.unit, zone: business.zone, now };
    const limits = { horizonDays: settings.horizon_days, closedDays: settings.closed_days };
    if (freeDays({ ...onOffer, ...limits, capacity: 1, busy: [] }).length !== count)
      throw new BookingRefusedError('time', texts.notOffered);
    return withPlaceFree(tx, business, settings, offering, window, now);
  }
  const start = parseSiteDateTime(input.start, business.zone);
  if (start === null) throw new BookingRefusedError('time', texts.badStart);
  const day = siteDay(start, business.zone);
  const times = await timesOf(tx, business, settings, offering, day, now);
  const wanted = siteDateTime(start, business.zone);
  if (!times.some((time) => time.start === wanted)) {
    const everFree = freeTimes({
      day,
      zone: business.zone,
      hours: settings.hours,
      durationMinutes: offering.duration_minutes,
      capacity: 1,
      classTimes: offering.class_times,
      busy: [],
      now,
      leadMinutes: settings.lead_minutes,
      horizonDays: settings.horizon_days,
      closedDays: settings.closed_days,
    });
    if (everFree.some((time) => time.start === wanted)) throw new BookingRefusedError('taken', texts.taken);
    throw new BookingRefusedError('time', texts.notOffered);
  }
  return { start, end: start + offering.duration_minutes * 60_000 };
}

// Months from the first of one month to the first of a later one, each on offer, with a place free in all.
async function wantedMonths(
  tx: Tx,
  business: Business,
  settings: BookingSettings,
  offering: BookingOffering,
  input: BookingRequest,
  now: number,
): Promise<BusySpan> {
  const texts = bookingMessages(business.language);
  const first = /^\d{4}-\d{2}-01/.exec(input.start)?.[0];
  const last = /^\d{4}-\d{2}-01/.exec(input.end ?? '')?.[0];
  if (!first || !last || !isCalendarDay(first) || !isCalendarDay(last))
    throw new BookingRefusedError('time', texts.badMonths);
  const count = monthsBetween(first, last);
  if (count < 1 || count > MAX_STAY_MONTHS) throw new BookingRefusedError('time', texts.badMonths);
  const onOffer = freeMonths({
    from: first,
    to: addMonths(last, -1),
    zone: business.zone,
    capacity: 1,
    busy: [],
    now,
    horizonDays: settings.horizon_days,
  });
  if (onOffer[0]?.start.slice(0, 10) !== first) throw new BookingRefusedError('time', texts.notOffered);
  const window = stayWindow(first, last, 'month', business.zone);
  return withPlaceFree(tx, business, settings, offering, window, now);
}

// A stay's window, while one of the offering's places is free in all of it (409 otherwise).
async function withPlaceFree(
  tx: Tx,
  business: Business,
  settings: BookingSettings,
  offering: BookingOffering,
  window: BusySpan,
  now: number,
): Promise<BusySpan> {
  const busy = await busyFor(tx, business, settings, offering, window.start, window.end, now);
  if (placesTaken(busy, window.start, window.end) >= placesOf(settings, offering))
    throw new BookingRefusedError('taken', bookingMessages(business.language).taken);
  return window;
}
