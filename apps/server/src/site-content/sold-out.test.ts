import { describe, expect, it } from 'vitest';
import { nextMorning, nextSoldOutReset, soldOutValues, withSoldOut } from './sold-out';

const at = (iso: string) => Date.parse(iso);

describe('sold out until the next morning', () => {
  it.each([
    ['20:00 WIB', '2026-11-24T13:00:00Z', '2026-11-24T23:00:00.000Z'],
    ['00:30 WIB, after midnight', '2026-11-24T17:30:00Z', '2026-11-24T23:00:00.000Z'],
    ['05:59 WIB', '2026-11-24T22:59:00Z', '2026-11-24T23:00:00.000Z'],
    ['06:00 WIB exactly', '2026-11-24T23:00:00Z', '2026-11-25T23:00:00.000Z'],
    ['09:00 WIB', '2026-11-25T02:00:00Z', '2026-11-25T23:00:00.000Z'],
    ['the last day of the year', '2026-12-31T16:00:00Z', '2026-12-31T23:00:00.000Z'],
  ])('set at %s comes back at the next 06:00 WIB', (_when, now, expected) => {
    expect(nextMorning(at(now), 'Asia/Jakarta').toISOString()).toBe(expected);
  });

  it.each([
    ['20:00 WITA in Bali', 'Asia/Makassar', '2026-11-24T12:00:00Z', '2026-11-24T22:00:00.000Z'],
    ['06:30 WITA, already morning', 'Asia/Makassar', '2026-11-24T22:30:00Z', '2026-11-25T22:00:00.000Z'],
    ['05:30 WITA, still before morning', 'Asia/Makassar', '2026-11-24T21:30:00Z', '2026-11-24T22:00:00.000Z'],
    ['20:00 WIT in Jayapura', 'Asia/Jayapura', '2026-11-24T11:00:00Z', '2026-11-24T21:00:00.000Z'],
    ['06:30 WIT, 04:30 in Jakarta', 'Asia/Jayapura', '2026-11-24T21:30:00Z', '2026-11-25T21:00:00.000Z'],
  ] as const)("set at %s comes back at 06:00 of the site's own zone", (_when, zone, now, expected) => {
    expect(nextMorning(at(now), zone).toISOString()).toBe(expected);
  });

  it('writes a reset time only for "Habis" with "until the next morning"', () => {
    const now = at('2026-11-24T13:00:00Z');
    expect(
      soldOutValues(
        { sold_out: true, until_next_morning: true },
        'Asia/Jakarta',
        now,
      ).sold_out_until?.toISOString(),
    ).toBe('2026-11-24T23:00:00.000Z');
    expect(soldOutValues({ sold_out: true, until_next_morning: false }, 'Asia/Jakarta', now)).toEqual({
      sold_out: true,
      sold_out_until: null,
    });
    expect(soldOutValues({ sold_out: false, until_next_morning: true }, 'Asia/Jakarta', now)).toEqual({
      sold_out: false,
      sold_out_until: null,
    });
  });

  it('shows an item sold out only until its reset time', () => {
    const row = { id: 1, sold_out: true, sold_out_until: new Date('2026-11-24T23:00:00Z') };
    expect(withSoldOut(row, at('2026-11-24T22:59:59.999Z'))).toEqual({
      id: 1,
      sold_out: true,
      sold_out_until: '2026-11-24T23:00:00.000Z',
    });
    expect(withSoldOut(row, at('2026-11-24T23:00:00Z'))).toEqual({
      id: 1,
      sold_out: false,
      sold_out_until: null,
    });
    expect(withSoldOut({ sold_out: true, sold_out_until: null }, at('2030-01-01T00:00:00Z')).sold_out).toBe(
      true,
    );
  });

  it('the earliest reset among the items still sold out', () => {
    expect(
      nextSoldOutReset([
        { sold_out: true, sold_out_until: '2026-11-25T23:00:00.000Z' },
        { sold_out: true, sold_out_until: '2026-11-24T23:00:00.000Z' },
        { sold_out: true, sold_out_until: null },
        { sold_out: false, sold_out_until: null },
        {},
      ]),
    ).toBe(at('2026-11-24T23:00:00Z'));
    expect(nextSoldOutReset([{ sold_out: true, sold_out_until: null }])).toBeNull();
  });
});
