import { describe, expect, it } from 'vitest';
import {
  addDays,
  earliestSiteDay,
  nextSiteHour,
  siteDay,
  siteDayStart,
  siteTimeZone,
  siteYear,
  utcOffsetMinutes,
} from './site-time';

describe("the site's day", () => {
  it('reads each Indonesian zone at its own offset', () => {
    expect(utcOffsetMinutes('Asia/Jakarta')).toBe(420);
    expect(utcOffsetMinutes('Asia/Makassar')).toBe(480);
    expect(utcOffsetMinutes('Asia/Jayapura')).toBe(540);
  });

  it('starts the day at midnight of the site, not of the server', () => {
    expect(siteDay(new Date('2026-11-23T16:59:59Z'), 'Asia/Jakarta')).toBe('2026-11-23');
    expect(siteDay(new Date('2026-11-23T17:00:00Z'), 'Asia/Jakarta')).toBe('2026-11-24');
    expect(siteDay(new Date('2026-11-23T16:00:00Z'), 'Asia/Makassar')).toBe('2026-11-24');
    expect(siteDay(new Date('2026-11-23T15:00:00Z'), 'Asia/Jayapura')).toBe('2026-11-24');
    expect(siteDayStart('2026-11-24', 'Asia/Jakarta')).toBe(Date.parse('2026-11-23T17:00:00Z'));
    expect(siteDayStart('2026-11-24', 'Asia/Makassar')).toBe(Date.parse('2026-11-23T16:00:00Z'));
    expect(siteDayStart('2026-11-24', 'Asia/Jayapura')).toBe(Date.parse('2026-11-23T15:00:00Z'));
  });

  it("gives the site's year on New Year's Eve", () => {
    const at = Date.parse('2026-12-31T15:30:00Z');
    expect(siteYear(at, 'Asia/Jakarta')).toBe(2026);
    expect(siteYear(at, 'Asia/Jayapura')).toBe(2027);
  });

  it('finds the next hour of the site', () => {
    expect(nextSiteHour(Date.parse('2026-11-24T12:00:00Z'), 6, 'Asia/Makassar')).toBe(
      Date.parse('2026-11-24T22:00:00Z'),
    );
    expect(nextSiteHour(Date.parse('2026-11-24T22:00:00Z'), 6, 'Asia/Makassar')).toBe(
      Date.parse('2026-11-25T22:00:00Z'),
    );
  });

  it('takes the westernmost day as the earliest of all sites', () => {
    expect(earliestSiteDay(Date.parse('2026-11-23T15:30:00Z'))).toBe('2026-11-23');
  });

  it('reads a stored value outside the three zones as WIB', () => {
    expect(siteTimeZone('Asia/Makassar')).toBe('Asia/Makassar');
    expect(siteTimeZone('Europe/Paris')).toBe('Asia/Jakarta');
    expect(siteTimeZone(null)).toBe('Asia/Jakarta');
  });

  it('adds and subtracts days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-11-24', -29)).toBe('2026-10-26');
  });
});
