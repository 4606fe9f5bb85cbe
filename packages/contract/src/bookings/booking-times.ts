import { DAYS_OF_WEEK, type DayOfWeek } from '../enums/days-of-week';
import {
  addDays,
  SITE_TIME_ZONE_BY_ABBREVIATION,
  type SiteTimeZone,
  siteDay,
  siteDayStart,
  utcOffsetMinutes,
} from '../rules/site-time';
import type { OpeningHour } from '../schemas/opening-hours';

const MINUTE = 60_000;

/**
 * A bookable time: ISO date-times carrying the site's offset ('2026-12-01T10:00:00+08:00'); a class's time
 * also says how many of its seats are still free.
 */
export type BookingTime = { start: string; end: string; places_left?: number };

/** A place already taken, in epoch milliseconds. */
export type BusySpan = { start: number; end: number };

/** A class held every week at a fixed time: 'monday' at '07:00'. */
export type ClassTime = { day_of_week: DayOfWeek; time: string };

export type FreeTimesInput = {
  /** The day asked for, in the site's zone. */
  day: string;
  zone: SiteTimeZone;
  /**
   * The weekly hours bookings are taken in (closing before opening runs past midnight); a day may have
   * several ranges ('07:00-08:30' and '17:00-18:30').
   */
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
  /**
   * A class's fixed times: when given, only these are offered (not a time every half hour in the hours),
   * each full once its places are taken.
   */
  classTimes?: readonly ClassTime[];
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
  const dayStart = siteDayStart(day, zone);
  const earliest = input.now + input.leadMinutes * MINUTE;
  const times: BookingTime[] = [];
  const weekday = dayOfWeek(day);
  const ranges = input.classTimes?.length
    ? input.classTimes
        .filter((held) => held.day_of_week === weekday)
        .map((held) => ({ opening: minutesOf(held.time), closing: minutesOf(held.time) + durationMinutes }))
    : openRanges(input.hours, day);
  for (const { opening, closing } of ranges) {
    for (let minute = opening; minute + durationMinutes <= closing; minute += stepMinutes(durationMinutes)) {
      const start = dayStart + minute * MINUTE;
      const end = start + durationMinutes * MINUTE;
      if (start < earliest) continue;
      const taken = placesTaken(input.busy, start, end);
      if (taken >= input.capacity) continue;
      const time = { start: siteDateTime(start, zone), end: siteDateTime(end, zone) };
      times.push(input.classTimes?.length ? { ...time, places_left: input.capacity - taken } : time);
    }
  }
  return times.sort((a, b) => a.start.localeCompare(b.start));
}

/** The open ranges of `day`, in minutes from its midnight (a range closing before it opens ends the next day). */
function openRanges(hours: readonly OpeningHour[], day: string): { opening: number; closing: number }[] {
  const weekday = dayOfWeek(day);
  return hours
    .filter(
      (hour) => hour.day_of_week === weekday && !hour.is_closed && hour.opening_time && hour.closing_time,
    )
    .map((hour) => {
      const opening = minutesOf(hour.opening_time as string);
      const closing = minutesOf(hour.closing_time as string);
      return { opening, closing: closing <= opening ? closing + 24 * 60 : closing };
    });
}

/** The name Indonesians give the site's zone: WIB, WITA or WIT. */
export const siteZoneName = (zone: SiteTimeZone): string =>
  Object.entries(SITE_TIME_ZONE_BY_ABBREVIATION).find(([, named]) => named === zone)?.[0] ?? 'WIB';

/** The zone's name a site date-time's offset stands for ('…T10:00:00+08:00' → 'WITA'); null for another offset. */
export function zoneNameOfTime(iso: string): string | null {
  const at = Date.parse(iso);
  const zone = Object.values(SITE_TIME_ZONE_BY_ABBREVIATION).find((candidate) =>
    iso.endsWith(offsetText(candidate, at)),
  );
  return zone ? siteZoneName(zone) : null;
}

/** The owner's waking hours when bookings have no opening hours that day: 07:00-21:00 in the site's zone. */
const WAKING = { opening: 7 * 60, closing: 21 * 60 };

/**
 * When a request made at `now` stops holding its place: `holdMinutes` counted only in the owner's waking
 * hours, the opening hours of each day (07:00-21:00 on a day they have none), so a request made at night
 * waits for the morning. Closed days count as waking from 07:00 to 21:00: the owner can still answer.
 */
export function answerDeadline(input: {
  now: number;
  holdMinutes: number;
  zone: SiteTimeZone;
  hours: readonly OpeningHour[];
}): number {
  let left = input.holdMinutes * MINUTE;
  // Waking time is counted once, even where a night's range reaches into the next day's.
  let counted = input.now;
  let day = addDays(siteDay(input.now, input.zone), -1);
  for (let n = 0; n < 60; n += 1, day = addDays(day, 1)) {
    const dayStart = siteDayStart(day, input.zone);
    const ranges = openRanges(input.hours, day);
    for (const range of (ranges.length ? ranges : [WAKING]).sort((a, b) => a.opening - b.opening)) {
      const from = Math.max(dayStart + range.opening * MINUTE, counted);
      const to = dayStart + range.closing * MINUTE;
      if (to <= from) continue;
      if (to - from >= left) return from + left;
      left -= to - from;
      counted = to;
    }
  }
  return input.now + input.holdMinutes * MINUTE;
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
 * first day, out at 12:00 on the last), whole days (rentals: from the start of the first day to the
 * start of the last) or whole months (a kos: from the first of a month, in at 14:00, to the first of a
 * later one, out at 12:00).
 */
export const BOOKING_UNITS = ['time', 'night', 'day', 'month'] as const;
export type BookingUnit = (typeof BOOKING_UNITS)[number];
export type StayUnit = Exclude<BookingUnit, 'time'>;

const STAY_HOURS: Record<StayUnit, { in: number; out: number }> = {
  night: { in: 14, out: 12 },
  day: { in: 0, out: 0 },
  month: { in: 14, out: 12 },
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
  unit: Exclude<StayUnit, 'month'>;
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

/** The most months one request may span. */
export const MAX_STAY_MONTHS = 12;

/** The first day of the month `offset` months after `day`'s ('2026-12-07', 2 → '2027-02-01'). */
export function addMonths(day: string, offset: number): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) + offset;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** Whole months from one first of a month to another ('2027-01-01' to '2027-04-01': 3). */
export function monthsBetween(first: string, last: string): number {
  const index = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7));
  return index(last) - index(first);
}

export type FreeMonthsInput = Omit<FreeDaysInput, 'unit' | 'closedDays'>;

/**
 * The months from `from`'s to `to`'s that still have a free place, each as the one-month stay from its
 * first day: the month we are in and those whose first day is inside the horizon. A customer picks a first
 * month and as many free months after it as they need.
 */
export function freeMonths(input: FreeMonthsInput): BookingTime[] {
  const thisMonth = addMonths(siteDay(input.now, input.zone), 0);
  const lastDay = siteDay(input.now + (input.horizonDays - 1) * 86_400_000, input.zone);
  const months: BookingTime[] = [];
  let month = addMonths(input.from < thisMonth ? thisMonth : input.from, 0);
  for (let n = 0; month <= input.to && month <= lastDay && n < MAX_STAY_MONTHS; n += 1) {
    const window = stayWindow(month, addMonths(month, 1), 'month', input.zone);
    if (placesTaken(input.busy, window.start, window.end) < input.capacity)
      months.push({
        start: siteDateTime(window.start, input.zone),
        end: siteDateTime(window.end, input.zone),
      });
    month = addMonths(month, 1);
  }
  return months;
}
