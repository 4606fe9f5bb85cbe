import { describe, expect, it } from 'vitest';
import { formatDaysRemaining, formatIndonesianDate, formatIndonesianDateTime } from './format-date';

describe('formatIndonesianDate', () => {
  it('writes the day, the Indonesian month name and the year', () => {
    expect(formatIndonesianDate('2027-03-12T05:00:00.000Z', 'Asia/Jakarta')).toBe('12 Maret 2027');
  });

  it('uses the given time zone for dates near midnight', () => {
    expect(formatIndonesianDate('2026-12-31T18:00:00.000Z', 'Asia/Jakarta')).toBe('1 Januari 2027');
  });

  it('shows "-" without a date', () => {
    expect(formatIndonesianDate(null)).toBe('-');
    expect(formatIndonesianDate('not a date')).toBe('-');
  });
});

describe('formatIndonesianDateTime', () => {
  it('adds the hour in the given time zone', () => {
    expect(formatIndonesianDateTime('2026-11-24T19:27:00.000Z', 'Asia/Jakarta')).toBe(
      '25 November 2026 pukul 02.27',
    );
    expect(formatIndonesianDateTime(null)).toBe('-');
  });
});

describe('formatDaysRemaining', () => {
  it('counts days in Indonesian', () => {
    expect(formatDaysRemaining(365)).toBe('365 hari');
    expect(formatDaysRemaining(0)).toBe('0 hari');
    expect(formatDaysRemaining(null)).toBe('-');
  });
});
