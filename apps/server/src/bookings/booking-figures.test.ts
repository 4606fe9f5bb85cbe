import { describe, expect, it } from 'vitest';
import { type BookingFigureRow, bookingFigures } from './booking-figures';

// Wednesday 2 December 2026, 10:00 in WITA (02:00 UTC).
const NOW = Date.parse('2026-12-02T10:00:00+08:00');
const HOUR = 3_600_000;

let ids = 0;
const row = (values: Partial<BookingFigureRow> & { created: string }): BookingFigureRow => {
  ids += 1;
  const { created, ...rest } = values;
  return {
    id: ids,
    status: 'pending',
    customer_name: `Pelanggan ${ids}`,
    offering_name: 'Potong rambut',
    start_at: new Date(NOW + 48 * HOUR),
    answer_by: new Date(NOW + HOUR),
    created_at: new Date(created),
    ...rest,
  };
};

const figures = (rows: BookingFigureRow[], isActive: boolean | null = true, everBooked = rows.length > 0) =>
  bookingFigures({ isActive, everBooked, rows, zone: 'Asia/Makassar', now: NOW });

describe('bookingFigures', () => {
  it('is null until the owner has switched bookings on or had a booking', () => {
    expect(figures([], null)).toBeNull();
    expect(figures([], false)).toBeNull();
    expect(figures([], true)).toMatchObject({ is_active: true, waiting: 0, next_waiting: null });
    // Switched off after bookings came in: the weeks still count them.
    expect(figures([], false, true)).toMatchObject({ is_active: false, waiting: 0 });
  });

  it('gives the last 4 weeks from their Mondays in the site’s zone, oldest first, zeros included', () => {
    expect(figures([])?.weeks).toEqual(
      ['2026-11-09', '2026-11-16', '2026-11-23', '2026-11-30'].map((week_start) => ({
        week_start,
        requested: 0,
        confirmed: 0,
        missed: 0,
      })),
    );
  });

  it('counts each request in the week it was made, in the site’s zone', () => {
    const weeks = figures([
      row({ created: '2026-11-30T00:30:00+08:00', status: 'confirmed' }),
      // Sunday 23:30 in WITA is Monday 00:30 in WIT, but still the week before here.
      row({ created: '2026-11-29T23:30:00+08:00', status: 'declined' }),
      row({ created: '2026-11-24T09:00:00+08:00', answer_by: new Date(NOW - HOUR) }),
      row({ created: '2026-11-24T09:00:00+08:00', status: 'confirmed', answer_by: new Date(NOW - HOUR) }),
      row({ created: '2026-11-09T00:00:00+08:00' }),
      // Before the 4 weeks: not counted.
      row({ created: '2026-11-08T23:59:00+08:00', answer_by: new Date(NOW - HOUR) }),
    ])?.weeks;
    expect(weeks).toEqual([
      { week_start: '2026-11-09', requested: 1, confirmed: 0, missed: 0 },
      { week_start: '2026-11-16', requested: 0, confirmed: 0, missed: 0 },
      { week_start: '2026-11-23', requested: 3, confirmed: 1, missed: 1 },
      { week_start: '2026-11-30', requested: 1, confirmed: 1, missed: 0 },
    ]);
  });

  it('counts as waiting the pending requests before their answer time and their start; the soonest first', () => {
    const later = row({ created: '2026-12-01T08:00:00+08:00', start_at: new Date(NOW + 72 * HOUR) });
    const soonest = row({
      created: '2026-12-02T09:00:00+08:00',
      start_at: new Date(Date.parse('2026-12-03T09:30:00+08:00')),
      customer_name: 'Sari',
      offering_name: 'Creambath',
    });
    const result = figures([
      later,
      soonest,
      row({ created: '2026-12-01T08:00:00+08:00', answer_by: new Date(NOW - HOUR) }),
      row({ created: '2026-12-01T08:00:00+08:00', start_at: new Date(NOW - HOUR) }),
      row({ created: '2026-12-01T08:00:00+08:00', status: 'confirmed' }),
      row({ created: '2026-12-01T08:00:00+08:00', status: 'declined' }),
    ]);
    expect(result?.waiting).toBe(2);
    expect(result?.next_waiting).toEqual({
      id: soonest.id,
      customer_name: 'Sari',
      offering_name: 'Creambath',
      start: '2026-12-03T09:30:00+08:00',
    });
    expect(result?.weeks.at(-1)).toEqual({
      week_start: '2026-11-30',
      requested: 6,
      confirmed: 1,
      missed: 1,
    });
  });

  it('reads the days in the site’s zone: Monday 00:30 in WIT is still Sunday in WIB', () => {
    const rows = [row({ created: '2026-11-30T00:30:00+09:00' })];
    const inZone = (zone: 'Asia/Jayapura' | 'Asia/Jakarta') =>
      bookingFigures({ isActive: true, everBooked: true, rows, zone, now: NOW })?.weeks.map(
        (week) => week.requested,
      );
    expect(inZone('Asia/Jayapura')).toEqual([0, 0, 0, 1]);
    expect(inZone('Asia/Jakarta')).toEqual([0, 0, 1, 0]);
  });
});
