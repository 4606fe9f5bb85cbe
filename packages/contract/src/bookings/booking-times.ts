import { DAYS_OF_WEEK, type DayOfWeek } from '../enums/days-of-week';
import { addDays, type SiteTimeZone, siteDay, siteDayStart, utcOffsetMinutes } from '../rules/site-time';
import type { OpeningHour } from '../schemas/opening-hours';

const MINUTE = 60_000;

/** A bookable time: ISO date-times carrying the site's offset ('2026-12-01T10:00:00+08:00'). */
export type BookingTime = { start: string; end: string };

/** A place already taken, in epoch milliseconds. */
export type BusySpan = { start: number; end: number };

export type FreeTimesInput = {
  /** The day asked for, in the site's zone. */
  day: string;
  zone: SiteTimeZone;
  /** The weekly hours bookings are taken in (closing before opening runs past midnight). */
  hours: readonly OpeningHour[];
  durationMinutes: number;
  /** Places at one time. */
  capacity: number;
  busy: readonly BusySpan[];
  now: number;
  /** How long before its start a time can still be booked. */
  leadMinutes: number;
  /** How many days ahead, counting today, can be booked. */
  horizonDays: number;
  /** Days the owner closed, whatever the weekly hours say. */
  closedDays: readonly string[];
};

/** The two-digit, signed offset of the zone at `at`: '+07:00'. */
function offsetText(zone: SiteTimeZone, at: number): string {
  const minutes = utcOffsetMinutes(zone, at);
  const sign = minutes < 0 ? '-' : '+';
  const whole = Math.abs(minutes);
  return `${sign}${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

/** An instant as the site reads it, with its offset: '2026-12-01T10:00:00+08:00'. */
export function siteDateTime(at: number, zone: SiteTimeZone): string {
  const local = new Date(at + utcOffsetMinutes(zone, at) * MINUTE).toISOString().slice(0, 19);
  return `${local}${offsetText(zone, at)}`;
}

const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?(Z|[+-]\d{2}:\d{2})?$/;

/**
 * A date-time a customer sent: with an offset it is that instant; without one it is read in the site's
 * zone. Null for anything else.
 */
export function parseSiteDateTime(text: string, zone: SiteTimeZone): number | null {
  const match = DATE_TIME.exec(text);
  if (!match) return null;
  const [, day, hour, minute, second = '00', offset] = match as unknown as [
    string,
    string,
    string,
    string,
    string?,
    string?,
  ];
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return null;
  if (offset) {
    const at = Date.parse(`${day}T${hour}:${minute}:${second}${offset}`);
    return Number.isNaN(at) ? null : at;
  }
  const dayStart = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(dayStart) || new Date(dayStart).toISOString().slice(0, 10) !== day) return null;
  return siteDayStart(day, zone) + (Number(hour) * 60 + Number(minute)) * MINUTE + Number(second) * 1000;
}

function minutesOf(time: string): number {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return hour * 60 + minute;
}

/** Whether `text` is a day that exists, written YYYY-MM-DD ('2026-02-30' and '2026-13-45' are not). */
export function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const at = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(at) && new Date(at).toISOString().slice(0, 10) === text;
}

/** The weekday of a calendar day. */
export function dayOfWeek(day: string): DayOfWeek {
  // Monday first, as DAYS_OF_WEEK lists them; getUTCDay counts Sunday as 0.
  return DAYS_OF_WEEK[(new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7] as DayOfWeek;
}

/** Start times step by half an hour, or by the offering's length when it is shorter. */
const stepMinutes = (duration: number) => Math.min(30, duration);

/**
 * The times of `day` a customer can still book: inside the day's hours, long enough for the offering,
 * not before `now` plus the lead time, not past the horizon, not on a closed day, and with fewer taken
 * places than the capacity at every moment of the time.
 */
export function freeTimes(input: FreeTimesInput): BookingTime[] {
  const { day, zone, durationMinutes } = input;
  const today = siteDay(input.now, zone);
  const lastDay = siteDay(input.now + (input.horizonDays - 1) * 86_400_000, zone);
  if (day < today || day > lastDay || input.closedDays.includes(day)) return [];
  const hours = input.hours.find((hour) => hour.day_of_week === dayOfWeek(day));
  if (!hours || hours.is_closed || !hours.opening_time || !hours.closing_time) return [];
  const opening = minutesOf(hours.opening_time);
  let closing = minutesOf(hours.closing_time);
  if (closing <= opening) closing += 24 * 60;
  const dayStart = siteDayStart(day, zone);
  const earliest = input.now + input.leadMinutes * MINUTE;
  const times: BookingTime[] = [];
  for (let minute = opening; minute + durationMinutes <= closing; minute += stepMinutes(durationMinutes)) {
    const start = dayStart + minute * MINUTE;
    const end = start + durationMinutes * MINUTE;
    if (start < earliest) continue;
    if (placesTaken(input.busy, start, end) >= input.capacity) continue;
    times.push({ start: siteDateTime(start, zone), end: siteDateTime(end, zone) });
  }
  return times;
}

/**
 * The most places taken at any one moment between `start` and `end`: two bookings that do not overlap
 * each other take one place between them.
 */
export function placesTaken(busy: readonly BusySpan[], start: number, end: number): number {
  const overlapping = busy.filter((span) => span.start < end && span.end > start);
  let most = 0;
  for (const moment of [start, ...overlapping.map((span) => span.start)]) {
    if (moment < start || moment >= end) continue;
    const atMoment = overlapping.filter((span) => span.start <= moment && span.end > moment).length;
    most = Math.max(most, atMoment);
  }
  return most;
}

/**
 * How an offering is booked: a length of time on one day, or whole nights (rooms: in at 14:00 on the
 * first day, out at 12:00 on the last) or whole days (rentals: from the start of the first day to the
 * start of the last).
 */
export const BOOKING_UNITS = ['time', 'night', 'day'] as const;
export type BookingUnit = (typeof BOOKING_UNITS)[number];
export type StayUnit = Exclude<BookingUnit, 'time'>;

const STAY_HOURS: Record<StayUnit, { in: number; out: number }> = {
  night: { in: 14, out: 12 },
  day: { in: 0, out: 0 },
};

/** The instants a stay from `first` to `last` (check-out or return day) takes, in the site's zone. */
export function stayWindow(first: string, last: string, unit: StayUnit, zone: SiteTimeZone): BusySpan {
  return {
    start: siteDayStart(first, zone) + STAY_HOURS[unit].in * 3_600_000,
    end: siteDayStart(last, zone) + STAY_HOURS[unit].out * 3_600_000,
  };
}

export type FreeDaysInput = Omit<FreeTimesInput, 'day' | 'hours' | 'durationMinutes' | 'leadMinutes'> & {
  from: string;
  /** The last day asked for, included. */
  to: string;
  unit: StayUnit;
};

/** The most days a stay may span, and the most days one question may ask about. */
export const MAX_STAY_DAYS = 30;

/**
 * The nights (or days) from `from` to `to` that still have a free place: each answered as the one-unit
 * stay that starts on it, so a customer picks a first day and as many free days after it as they need.
 */
export function freeDays(input: FreeDaysInput): BookingTime[] {
  const today = siteDay(input.now, input.zone);
  const lastDay = siteDay(input.now + (input.horizonDays - 1) * 86_400_000, input.zone);
  const days: BookingTime[] = [];
  for (let day = input.from, n = 0; day <= input.to && n < MAX_STAY_DAYS * 2; day = addDays(day, 1), n += 1) {
    if (day < today || day > lastDay || input.closedDays.includes(day)) continue;
    const window = stayWindow(day, addDays(day, 1), input.unit, input.zone);
    if (placesTaken(input.busy, window.start, window.end) >= input.capacity) continue;
    days.push({ start: siteDateTime(window.start, input.zone), end: siteDateTime(window.end, input.zone) });
  }
  return days;
}
