import { describe, expect, it } from 'vitest';
import { addDays, visitDay, visitDayStart } from './visit-day';

describe('visitDay', () => {
  it('starts the day at midnight Western Indonesia Time (UTC+7)', () => {
    expect(visitDay(new Date('2026-11-23T16:59:59Z'))).toBe('2026-11-23');
    expect(visitDay(new Date('2026-11-23T17:00:00Z'))).toBe('2026-11-24');
    expect(visitDayStart('2026-11-24')).toBe(Date.parse('2026-11-23T17:00:00Z'));
  });

  it('adds and subtracts days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-11-24', -29)).toBe('2026-10-26');
  });
});
