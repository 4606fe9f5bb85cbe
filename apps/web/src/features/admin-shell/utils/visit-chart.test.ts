import { describe, expect, it } from 'vitest';
import { dayDescription, formatCount, formatShortDay, niceMax, percent } from './visit-chart';

describe('visit chart helpers', () => {
  it.each([
    [0, 1],
    [1, 1],
    [3, 5],
    [7, 10],
    [12, 20],
    [48, 50],
    [51, 100],
    [1_234, 2_000],
  ])('rounds %i up to %i', (value, expected) => {
    expect(niceMax(value)).toBe(expected);
  });

  it('speaks Indonesian dates and numbers', () => {
    expect(formatShortDay('2026-11-24')).toBe('24 Nov');
    expect(formatCount(12_345)).toBe('12.345');
    expect(percent(1, 3)).toBe('33%');
    expect(percent(0, 0)).toBe('0%');
    expect(
      dayDescription({
        day: '2026-11-24',
        views: 1_200,
        visitors: 800,
        wa_orders: 3,
        wa_taps: 0,
        tel_taps: 0,
        qris_opens: 0,
      }),
    ).toBe('Selasa, 24 November: 1.200 kunjungan, 800 pengunjung, 3 pesanan WhatsApp');
  });
});
