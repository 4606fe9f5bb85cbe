import { describe, expect, it } from 'vitest';
import { formatDay, formatDayMonth } from './format-date';

describe('dates as the page writes them', () => {
  it('names the whole month for a near day, in the page’s language', () => {
    expect(formatDayMonth('2026-12-31', 'indonesia')).toBe('31 Desember');
    expect(formatDayMonth('2026-08-05', 'indonesia')).toBe('5 Agustus');
    expect(formatDayMonth('2026-12-31', 'english')).toBe('31 December');
  });

  it('writes an article’s day with a short month and the year', () => {
    expect(formatDay('2026-12-31', 'indonesia')).toBe('31 Des 2026');
    expect(formatDay('2026-12-31', 'english')).toBe('Dec 31, 2026');
  });
});
