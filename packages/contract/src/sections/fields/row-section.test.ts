import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineRowSection, isRowShown, rowHiddenFrom, rowLastDay } from './row-section';

// A section whose rows show until a day of their own (the Promo section's rule, on any section).
const offers = defineRowSection({
  key: 'offers',
  table: 'offers',
  title: { id: 'Penawaran', en: 'Offers' },
  noun: 'penawaran',
  purpose: 'Penawaran.',
  icon: 'images',
  fields: {
    title: { kind: 'text', label: 'Judul', required: true, max: 80 },
    ends_on: { kind: 'date', label: 'Berlaku sampai', shownUntil: true },
    starts_on: { kind: 'date', label: 'Mulai' },
  },
  nameField: 'title',
  anchor: 'penawaran',
  before: 'menu',
  layouts: ['cards'],
  maxRows: 5,
  suggestedFor: { families: [], kinds: [] },
});

const row = { title: 'Diskon akhir tahun', ends_on: '2026-12-31', starts_on: '2026-12-01' };
const WITA = 'Asia/Makassar';

afterEach(() => {
  vi.useRealTimers();
});

describe('a row shown until a day', () => {
  it('is derived from the date fields marked shownUntil only', () => {
    expect(offers.shownUntilFields).toEqual(['ends_on']);
    expect(rowLastDay(offers, row)).toBe('2026-12-31');
    expect(rowLastDay(offers, { ...row, ends_on: null })).toBeNull();
  });

  it('shows through 23:59 WITA of its last day and is gone at 00:00 WITA the day after', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 23:59 WITA on 31 December is 15:59 UTC.
    vi.setSystemTime(new Date('2026-12-31T15:59:00Z'));
    expect(isRowShown(offers, row, WITA)).toBe(true);
    // 00:00 WITA on 1 January is 16:00 UTC on 31 December: still the 31st in WIB, and in UTC.
    vi.setSystemTime(new Date('2026-12-31T16:00:00Z'));
    expect(isRowShown(offers, row, WITA)).toBe(false);
    expect(isRowShown(offers, row, 'Asia/Jakarta')).toBe(true);
    // A row with no last day shows every day.
    expect(isRowShown(offers, { ...row, ends_on: null }, WITA)).toBe(true);
  });

  it('names the moment it stops showing: the midnight after its last day, in the site’s zone', () => {
    expect(new Date(rowHiddenFrom(offers, row, WITA)!).toISOString()).toBe('2026-12-31T16:00:00.000Z');
    expect(new Date(rowHiddenFrom(offers, row, 'Asia/Jayapura')!).toISOString()).toBe(
      '2026-12-31T15:00:00.000Z',
    );
    expect(rowHiddenFrom(offers, { ...row, ends_on: null }, WITA)).toBeNull();
  });
});
