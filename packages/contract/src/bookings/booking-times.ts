import { DAYS_OF_WEEK, type DayOfWeek } from '../enums/days-of-week';
import { type SiteTimeZone, siteDay, siteDayStart, utcOffsetMinutes } from '../rules/site-time';
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
