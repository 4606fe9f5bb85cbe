import type { OpeningHour } from '@webku/contract';
import { describe, expect, test } from 'vitest';
import { isOpenAt } from '../client/open-now';
import { openSchedule } from './open-schedule';

const open = (day_of_week: OpeningHour['day_of_week'], opening_time: string, closing_time: string) =>
  ({ day_of_week, opening_time, closing_time, is_closed: false }) as OpeningHour;
const dayOff = (day_of_week: OpeningHour['day_of_week']) =>
  ({ day_of_week, opening_time: null, closing_time: null, is_closed: true }) as OpeningHour;
const at = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
// getUTCDay() numbering.
const SUNDAY = 0;
const MONDAY = 1;
const TUESDAY = 2;
const SATURDAY = 6;

describe('open schedule', () => {
  test('is indexed Sunday first, in minutes, with 0 for closed or missing days', () => {
    const week = openSchedule([open('monday', '09:00:00', '21:30:00'), dayOff('sunday')]);
    expect(week).toEqual([0, [540, 1290], 0, 0, 0, 0, 0]);
  });

  test('a store without hours (or with days off only) gets no schedule, so no badge', () => {
    expect(openSchedule([])).toBeNull();
    expect(openSchedule(null)).toBeNull();
    expect(openSchedule([dayOff('monday'), { ...open('friday', '', ''), opening_time: null }])).toBeNull();
  });
});

describe('open now', () => {
  const week = openSchedule([open('monday', '09:00', '21:00'), dayOff('tuesday'), open('saturday', '18:00', '02:00')])!;

  test('open from the opening minute up to, not including, the closing minute', () => {
    expect(isOpenAt(week, MONDAY, at('08:59'))).toBe(false);
    expect(isOpenAt(week, MONDAY, at('09:00'))).toBe(true);
    expect(isOpenAt(week, MONDAY, at('20:59'))).toBe(true);
    expect(isOpenAt(week, MONDAY, at('21:00'))).toBe(false);
  });

  test('a day off and a day without hours are closed all day', () => {
    expect(isOpenAt(week, TUESDAY, at('12:00'))).toBe(false);
    expect(isOpenAt(week, 3, at('12:00'))).toBe(false);
  });

  test('overnight hours stay open past midnight into the next day', () => {
    expect(isOpenAt(week, SATURDAY, at('17:59'))).toBe(false);
    expect(isOpenAt(week, SATURDAY, at('23:30'))).toBe(true);
    expect(isOpenAt(week, SUNDAY, at('01:59'))).toBe(true);
    expect(isOpenAt(week, SUNDAY, at('02:00'))).toBe(false);
    // Saturday's early hours belong to Friday, which is closed.
    expect(isOpenAt(week, SATURDAY, at('01:00'))).toBe(false);
  });

  test('opening equal to closing means open around the clock', () => {
    const always = openSchedule([open('monday', '00:00', '00:00')])!;
    expect(isOpenAt(always, MONDAY, at('00:00'))).toBe(true);
    expect(isOpenAt(always, MONDAY, at('23:59'))).toBe(true);
    expect(isOpenAt(always, TUESDAY, at('00:00'))).toBe(false);
  });
});
