import { describe, expect, it } from 'vitest';
import { DAYS_OF_WEEK } from '../enums/days-of-week';
import type { OpeningHour } from '../schemas/opening-hours';
import {
  dayOfWeek,
  freeTimes,
  isCalendarDay,
  parseSiteDateTime,
  placesTaken,
  siteDateTime,
} from './booking-times';

const NINE_TO_FIVE: OpeningHour[] = DAYS_OF_WEEK.map((day) => ({
  day_of_week: day,
  opening_time: '09:00',
  closing_time: '17:00',
  is_closed: false,
}));
// 2026-11-30 is a Monday; 06:00 WITA on the 29th.
const NOW = Date.parse('2026-11-29T06:00:00+08:00');
const base = {
  day: '2026-11-30',
  zone: 'Asia/Makassar' as const,
  hours: NINE_TO_FIVE,
  durationMinutes: 60,
  capacity: 1,
  busy: [],
  now: NOW,
  leadMinutes: 60,
  horizonDays: 30,
  closedDays: [],
};

describe('free booking times', () => {
  it('offers each half hour that fits before closing, in the site zone with its offset', () => {
    const times = freeTimes(base);
    expect(times[0]).toEqual({ start: '2026-11-30T09:00:00+08:00', end: '2026-11-30T10:00:00+08:00' });
    expect(times.at(-1)).toEqual({ start: '2026-11-30T16:00:00+08:00', end: '2026-11-30T17:00:00+08:00' });
    expect(times).toHaveLength(15);
    expect(freeTimes({ ...base, zone: 'Asia/Jakarta' })[0]?.start).toBe('2026-11-30T09:00:00+07:00');
  });

  it('leaves out a time whose places are all taken, and keeps it while one is free', () => {
    const busy = [
      { start: Date.parse('2026-11-30T10:00:00+08:00'), end: Date.parse('2026-11-30T11:00:00+08:00') },
    ];
    const starts = freeTimes({ ...base, busy }).map((time) => time.start.slice(11, 16));
    expect(starts).not.toContain('09:30');
    expect(starts).not.toContain('10:00');
    expect(starts).not.toContain('10:30');
    expect(starts).toContain('09:00');
    expect(starts).toContain('11:00');
    expect(freeTimes({ ...base, busy, capacity: 2 }).map((time) => time.start.slice(11, 16))).toContain(
      '10:00',
    );
  });

  it('offers nothing on a closed day, a closed weekday, before today, past the horizon or within the lead time', () => {
    expect(freeTimes({ ...base, closedDays: ['2026-11-30'] })).toEqual([]);
    const mondayOff = NINE_TO_FIVE.map((hour) =>
      hour.day_of_week === 'monday' ? { ...hour, is_closed: true } : hour,
    );
    expect(freeTimes({ ...base, hours: mondayOff })).toEqual([]);
    expect(freeTimes({ ...base, day: '2026-11-28' })).toEqual([]);
    expect(freeTimes({ ...base, day: '2026-12-29', horizonDays: 30 })).toEqual([]);
    expect(freeTimes({ ...base, day: '2026-12-28', horizonDays: 30 })).not.toEqual([]);
    const nowAt1015 = Date.parse('2026-11-30T10:15:00+08:00');
    expect(freeTimes({ ...base, now: nowAt1015 })[0]?.start).toBe('2026-11-30T11:30:00+08:00');
  });

  it('runs hours that close after midnight into the next day', () => {
    const late = NINE_TO_FIVE.map((hour) => ({ ...hour, opening_time: '22:00', closing_time: '01:00' }));
    expect(freeTimes({ ...base, hours: late }).map((time) => time.start)).toEqual([
      '2026-11-30T22:00:00+08:00',
      '2026-11-30T22:30:00+08:00',
      '2026-11-30T23:00:00+08:00',
      '2026-11-30T23:30:00+08:00',
      '2026-12-01T00:00:00+08:00',
    ]);
  });

  it('counts places at the busiest moment, not every overlapping booking', () => {
    const at = (time: string) => Date.parse(`2026-11-30T${time}:00+08:00`);
    const back2back = [
      { start: at('10:00'), end: at('11:00') },
      { start: at('11:00'), end: at('12:00') },
    ];
    expect(placesTaken(back2back, at('10:00'), at('12:00'))).toBe(1);
    expect(
      placesTaken([...back2back, { start: at('10:30'), end: at('11:30') }], at('10:00'), at('12:00')),
    ).toBe(2);
  });
});

describe('site date-times', () => {
  it('reads a time without an offset in the site zone and one with an offset as that instant', () => {
    expect(parseSiteDateTime('2026-11-30T10:00', 'Asia/Makassar')).toBe(
      Date.parse('2026-11-30T10:00:00+08:00'),
    );
    expect(parseSiteDateTime('2026-11-30T10:00:00+07:00', 'Asia/Makassar')).toBe(
      Date.parse('2026-11-30T03:00:00Z'),
    );
    expect(siteDateTime(Date.parse('2026-11-30T03:00:00Z'), 'Asia/Jayapura')).toBe(
      '2026-11-30T12:00:00+09:00',
    );
  });

  it('refuses what is not a date-time', () => {
    for (const text of ['besok jam 10', '2026-02-30T10:00', '2026-11-30T24:00', '2026-11-30 10:00', ''])
      expect(parseSiteDateTime(text, 'Asia/Jakarta'), text).toBeNull();
  });

  it('tells a day that exists from one that does not, without throwing', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    for (const text of ['2026-02-30', '2026-13-45', '2026-00-10', '9999-99-99', '2026-1-5', ''])
      expect(isCalendarDay(text), text).toBe(false);
  });

  it('names the weekday of a calendar day', () => {
    expect(dayOfWeek('2026-11-30')).toBe('monday');
    expect(dayOfWeek('2026-12-06')).toBe('sunday');
  });
});
