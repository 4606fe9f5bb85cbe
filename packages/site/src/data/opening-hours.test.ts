import { describe, expect, test } from 'vitest';
import { SITE_TEXTS } from '../texts/site-texts';
import { buildHoursView, formatHoursRow } from './opening-hours';

const EN = SITE_TEXTS.english;
const ID = SITE_TEXTS.indonesia;

describe('opening hours', () => {
  test("a closed day shows 'Closed', an open one 'opening_time - closing_time'", () => {
    const closedMonday = { day_of_week: 'monday', opening_time: null, closing_time: null, is_closed: true } as const;
    expect(formatHoursRow(closedMonday, EN)).toEqual({ day: 'Monday', hours: 'Closed' });
    expect(
      formatHoursRow({ day_of_week: 'friday', opening_time: '07:00:00', closing_time: '22:30:00', is_closed: false }, EN),
    ).toEqual({ day: 'Friday', hours: '07:00 - 22:30' });
  });

  test('an Indonesian site names the days and closed days in Indonesian', () => {
    const closedMonday = { day_of_week: 'monday', opening_time: null, closing_time: null, is_closed: true } as const;
    expect(formatHoursRow(closedMonday, ID)).toEqual({ day: 'Senin', hours: 'Tutup' });
    expect(
      formatHoursRow({ day_of_week: 'friday', opening_time: '10:00', closing_time: null, is_closed: false }, ID),
    ).toEqual({ day: 'Jumat', hours: 'Mulai 10:00' });
  });

  test("a day open round the clock reads '24 jam', never '00:00 - 23:59'", () => {
    const allDay = { day_of_week: 'monday', opening_time: '00:00:00', closing_time: '23:59:00', is_closed: false } as const;
    expect(formatHoursRow(allDay, ID)).toEqual({ day: 'Senin', hours: '24 jam' });
    expect(formatHoursRow({ ...allDay, closing_time: '24:00' }, EN)).toEqual({ day: 'Monday', hours: '24 hours' });
    expect(formatHoursRow({ ...allDay, closing_time: '23:00' }, ID)).toEqual({ day: 'Senin', hours: '00:00 - 23:00' });
  });

  test('rows run Monday to Sunday whatever order they are stored in', () => {
    const view = buildHoursView(
      [
        { day_of_week: 'sunday', opening_time: '08:00', closing_time: '20:00', is_closed: false },
        { day_of_week: 'monday', opening_time: '07:00', closing_time: '22:00', is_closed: false },
      ],
      EN,
    );
    expect(view).toEqual({
      kind: 'rows',
      rows: [
        { day: 'Monday', hours: '07:00 - 22:00' },
        { day: 'Sunday', hours: '08:00 - 20:00' },
      ],
    });
  });

  test('no hours means no hours shown, never general daily hours', () => {
    expect(buildHoursView([], EN)).toEqual({ kind: 'none' });
    expect(buildHoursView(null, ID)).toEqual({ kind: 'none' });
  });

  test('days named without times show the day alone', () => {
    const days = (['monday', 'saturday'] as const).map((day_of_week) => ({
      day_of_week,
      opening_time: null,
      closing_time: null,
      is_closed: false,
    }));
    expect(buildHoursView(days, ID)).toEqual({
      kind: 'rows',
      rows: [
        { day: 'Senin', hours: '' },
        { day: 'Sabtu', hours: '' },
      ],
    });
  });
});
