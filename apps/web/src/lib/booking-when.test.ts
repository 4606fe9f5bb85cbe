import { describe, expect, it } from 'vitest';
import { bookingWhen, shortDay } from './booking-when';

describe('booking times', () => {
  it('reads the day and time as the site wrote them, in Indonesian', () => {
    expect(bookingWhen('2026-11-30T10:00:00+08:00')).toBe('Senin, 30 Nov · 10.00');
    expect(bookingWhen('2026-08-17T09:05:00+07:00')).toBe('Senin, 17 Agu · 09.05');
    // Never moved into the browser's zone: late evening stays late evening, on its own day.
    expect(bookingWhen('2026-12-06T23:30:00+09:00')).toBe('Minggu, 6 Des · 23.30');
  });

  it('names a day by its date and month', () => {
    expect(shortDay('2026-11-30')).toBe('30 Nov');
    expect(shortDay('2027-01-04')).toBe('4 Jan');
  });
});
