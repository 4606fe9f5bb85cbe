import { describe, expect, it } from 'vitest';
import { DAYS_OF_WEEK } from '../enums/days-of-week';
import type { OpeningHour } from '../schemas/opening-hours';
import { bookingHoursInputSchema } from '../schemas/opening-hours';
import {
  addMonths,
  answerDeadline,
  dayOfWeek,
  freeMonths,
  freeTimes,
  isCalendarDay,
  monthsBetween,
  parseSiteDateTime,
  placesTaken,
  siteDateTime,
  stayWindow,
  zoneNameOfTime,
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

const everyDay = (opening: string, closing: string): OpeningHour[] =>
  DAYS_OF_WEEK.map((day) => ({
    day_of_week: day,
    opening_time: opening,
    closing_time: closing,
    is_closed: false,
  }));

describe('several time ranges in a day', () => {
  const twoRanges = [...everyDay('07:00', '08:30'), ...everyDay('17:00', '18:30')];

  it('offers the times of each range, in order, and none between them', () => {
    const starts = freeTimes({ ...base, hours: twoRanges }).map((time) => time.start.slice(11, 16));
    expect(starts).toEqual(['07:00', '07:30', '17:00', '17:30']);
  });

  it('takes up to four ranges a day that do not overlap, and names the rule when refused', () => {
    expect(bookingHoursInputSchema.safeParse(twoRanges).success).toBe(true);
    const overlap = bookingHoursInputSchema.safeParse([
      ...everyDay('07:00', '09:00'),
      ...everyDay('08:30', '10:00'),
    ]);
    expect(overlap.error?.issues[0]?.message).toContain('tidak boleh bertumpuk');
    const five = ['06', '08', '10', '12', '14'].flatMap((hour) => everyDay(`${hour}:00`, `${hour}:30`));
    expect(bookingHoursInputSchema.safeParse(five).error?.issues[0]?.message).toContain(
      'paling banyak 4 rentang waktu per hari',
    );
  });
});

describe('the answer time of a request', () => {
  const zone = 'Asia/Makassar' as const;
  const hold = (now: string, hours: OpeningHour[]) =>
    siteDateTime(answerDeadline({ now: Date.parse(now), holdMinutes: 120, zone, hours }), zone);

  it('counts the hold in the opening hours: a request at 23:00 waits until 11:00 the next morning', () => {
    expect(hold('2026-11-29T23:00:00+08:00', NINE_TO_FIVE)).toBe('2026-11-30T11:00:00+08:00');
    expect(hold('2026-11-30T16:00:00+08:00', NINE_TO_FIVE)).toBe('2026-12-01T10:00:00+08:00');
    expect(hold('2026-11-30T10:00:00+08:00', NINE_TO_FIVE)).toBe('2026-11-30T12:00:00+08:00');
  });

  it('counts 07:00-21:00 on a day without opening hours', () => {
    const mondayOff = NINE_TO_FIVE.map((hour) =>
      hour.day_of_week === 'monday'
        ? { ...hour, is_closed: true, opening_time: null, closing_time: null }
        : hour,
    );
    expect(hold('2026-11-30T02:00:00+08:00', mondayOff)).toBe('2026-11-30T09:00:00+08:00');
    expect(hold('2026-11-30T20:00:00+08:00', mondayOff)).toBe('2026-12-01T10:00:00+08:00');
  });
});

describe('the zone a time names', () => {
  it('reads WIB, WITA and WIT from the offset, and nothing from another', () => {
    expect(zoneNameOfTime('2026-11-30T10:00:00+07:00')).toBe('WIB');
    expect(zoneNameOfTime('2026-11-30T10:00:00+08:00')).toBe('WITA');
    expect(zoneNameOfTime('2026-11-30T10:00:00+09:00')).toBe('WIT');
    expect(zoneNameOfTime('2026-11-30T10:00:00+05:30')).toBeNull();
  });
});

describe('a class at fixed times', () => {
  const classTimes = [
    { day_of_week: 'monday' as const, time: '07:00' },
    { day_of_week: 'monday' as const, time: '17:00' },
    { day_of_week: 'wednesday' as const, time: '07:00' },
  ];

  it('offers only its times of the day, whatever the hours, each full once its seats are taken', () => {
    const monday = freeTimes({ ...base, durationMinutes: 75, capacity: 12, classTimes });
    expect(monday).toEqual([
      { start: '2026-11-30T07:00:00+08:00', end: '2026-11-30T08:15:00+08:00', places_left: 12 },
      { start: '2026-11-30T17:00:00+08:00', end: '2026-11-30T18:15:00+08:00', places_left: 12 },
    ]);
    const seat = {
      start: Date.parse('2026-11-30T07:00:00+08:00'),
      end: Date.parse('2026-11-30T08:15:00+08:00'),
    };
    const full = freeTimes({
      ...base,
      durationMinutes: 75,
      capacity: 12,
      classTimes,
      busy: Array(12).fill(seat),
    });
    expect(full.map((time) => time.start.slice(11, 16))).toEqual(['17:00']);
    expect(freeTimes({ ...base, day: '2026-12-01', classTimes, capacity: 12 })).toEqual([]);
  });

  it('says how many seats each time still has', () => {
    const seat = {
      start: Date.parse('2026-11-30T07:00:00+08:00'),
      end: Date.parse('2026-11-30T08:15:00+08:00'),
    };
    const times = freeTimes({ ...base, durationMinutes: 75, capacity: 12, classTimes, busy: [seat, seat] });
    expect(times.map((time) => time.places_left)).toEqual([10, 12]);
    // A time of day that is not a class says nothing of seats.
    expect(freeTimes({ ...base, capacity: 3 })[0]?.places_left).toBeUndefined();
  });
});

describe('months', () => {
  const now = Date.parse('2026-12-07T10:00:00+07:00');
  const zone = 'Asia/Jakarta' as const;

  it('counts months and steps from one first of a month to another', () => {
    expect(addMonths('2026-12-07', 0)).toBe('2026-12-01');
    expect(addMonths('2026-12-07', 2)).toBe('2027-02-01');
    expect(addMonths('2027-01-01', -1)).toBe('2026-12-01');
    expect(monthsBetween('2026-12-01', '2027-03-01')).toBe(3);
  });

  it('offers this month and those whose first day is inside the horizon, without the full ones', () => {
    const input = { from: '2026-12-15', to: '2027-12-01', zone, capacity: 1, now, horizonDays: 40 };
    expect(freeMonths({ ...input, busy: [] })).toEqual([
      { start: '2026-12-01T14:00:00+07:00', end: '2027-01-01T12:00:00+07:00' },
      { start: '2027-01-01T14:00:00+07:00', end: '2027-02-01T12:00:00+07:00' },
    ]);
    const january = stayWindow('2027-01-01', '2027-02-01', 'month', zone);
    expect(freeMonths({ ...input, busy: [january] }).map((month) => month.start.slice(0, 10))).toEqual([
      '2026-12-01',
    ]);
    expect(freeMonths({ ...input, from: '2026-10-01', busy: [], horizonDays: 1 })).toHaveLength(1);
  });
});
