import { describe, expect, it } from 'vitest';
import { DAYS_OF_WEEK } from '../enums/days-of-week';
import {
  bookingHoursEditorSchema,
  bookingHoursListToEditor,
  EDITOR_DEFAULT_HOURS,
  HOURS_FORMAT_MESSAGE,
  HOURS_RANGE_MESSAGE,
  hoursEditorToList,
  hoursListToEditor,
  isClosedText,
  openingHoursEditorSchema,
  parseHoursText,
} from './opening-hours-editor';

const open = (day: string, opening: string, closing: string) => ({
  day_of_week: day,
  opening_time: opening,
  closing_time: closing,
  is_closed: false,
});
const closed = (day: string) => ({
  day_of_week: day,
  opening_time: null,
  closing_time: null,
  is_closed: true,
});

describe('hoursListToEditor', () => {
  it('leaves every day blank when there is no list, never inventing the suggested hours', () => {
    for (const list of [null, undefined, []]) {
      const editor = hoursListToEditor(list);
      expect(Object.keys(editor)).toEqual([...DAYS_OF_WEEK]);
      expect(new Set(Object.values(editor))).toEqual(new Set(['']));
    }
  });

  it.each([
    [[open('monday', '08:00', '17:00')], 'monday', '08:00 - 17:00'],
    [[open('monday', '08:00:00', '17:30:00')], 'monday', '08:00 - 17:30'],
    [[closed('sunday')], 'sunday', 'Closed'],
    [[open('Friday', '10:00', '22:00')], 'friday', '10:00 - 22:00'],
    [[{ ...open('tuesday', '08:00', '17:00'), closing_time: null }], 'tuesday', ''],
    [[open('monday', '08:00', '17:00'), closed('monday')], 'monday', '08:00 - 17:00'],
    [[open('someday', '08:00', '17:00')], 'monday', ''],
    [[open('monday', '08:00', '17:00')], 'wednesday', ''],
  ])('%j: %s -> %j', (list, day, expected) => {
    expect(hoursListToEditor(list)[day as 'monday']).toBe(expected);
  });
});

describe('parseHoursText', () => {
  it.each([
    ['09:00 - 21:00', open('monday', '09:00', '21:00')],
    ['09:00-21:00', open('monday', '09:00', '21:00')],
    ['  9:00   -   21:00 ', open('monday', '09:00', '21:00')],
    ['08.00 - 17.30', open('monday', '08:00', '17:30')],
    ['08.00 s/d 17.00', open('monday', '08:00', '17:00')],
    ['8:00 to 22:00', open('monday', '08:00', '22:00')],
    ['07:00 – 15:00', open('monday', '07:00', '15:00')],
    ['18:00 - 02:00', open('monday', '18:00', '02:00')],
    ['00:00 - 23:59', open('monday', '00:00', '23:59')],
    ['Closed', closed('monday')],
    ['closed', closed('monday')],
    [' CLOSED ', closed('monday')],
    ['Tutup', closed('monday')],
    [' tutup ', closed('monday')],
    ['TUTUP', closed('monday')],
    ['Libur', closed('monday')],
    ['', HOURS_FORMAT_MESSAGE],
    ['9 - 21', HOURS_FORMAT_MESSAGE],
    ['09:00', HOURS_FORMAT_MESSAGE],
    ['open all day', HOURS_FORMAT_MESSAGE],
    ['09:0 - 21:00', HOURS_FORMAT_MESSAGE],
    ['25:00 - 26:00', HOURS_RANGE_MESSAGE],
    ['09:60 - 21:00', HOURS_RANGE_MESSAGE],
    ['09:00 - 24:00', HOURS_RANGE_MESSAGE],
  ])('%j -> %j', (text, expected) => {
    expect(parseHoursText('monday', text)).toEqual(expected);
  });
});

describe('hoursEditorToList', () => {
  it('returns the filled days in week order', () => {
    const result = hoursEditorToList({ sunday: 'Closed', tuesday: ' ', monday: '08:00 - 16:00' });
    expect(result).toEqual({ ok: true, value: [open('monday', '08:00', '16:00'), closed('sunday')] });
  });

  it('saves nothing for an untouched blank editor', () => {
    expect(hoursEditorToList(hoursListToEditor([]))).toEqual({ ok: true, value: [] });
  });

  it('saves the suggested hours only once they are typed in', () => {
    const all = Object.fromEntries(DAYS_OF_WEEK.map((day) => [day, EDITOR_DEFAULT_HOURS]));
    const result = hoursEditorToList(all);
    expect(result.ok && result.value).toHaveLength(7);
    expect(result.ok && result.value[1]).toEqual(open('tuesday', '09:00', '21:00'));
  });

  it('reports each invalid day', () => {
    expect(hoursEditorToList({ monday: 'soon', friday: '30:00 - 31:00', sunday: 'Closed' })).toEqual({
      ok: false,
      errors: { monday: HOURS_FORMAT_MESSAGE, friday: HOURS_RANGE_MESSAGE },
    });
  });

  it('round-trips with hoursListToEditor', () => {
    const editor = hoursListToEditor([open('monday', '07:30', '15:00'), closed('sunday')]);
    const result = hoursEditorToList(editor);
    expect(result.ok && hoursListToEditor(result.value)).toEqual(editor);
  });
});

describe('openingHoursEditorSchema', () => {
  it('parses a valid map to the server list', () => {
    const parsed = openingHoursEditorSchema.parse({ monday: 'Closed', friday: '' });
    expect(parsed).toEqual([closed('monday')]);
  });

  it('puts issues on the failing day', () => {
    const result = openingHoursEditorSchema.safeParse({ tuesday: 'x' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['tuesday'], HOURS_FORMAT_MESSAGE],
    ]);
  });
});

describe('hours messages', () => {
  it('name the field and the fix in Indonesian', () => {
    expect(parseHoursText('monday', 'pagi')).toBe(
      'Jam buka: tulis jam seperti 08:00 - 17:00, atau Tutup jika libur hari itu',
    );
    expect(parseHoursText('monday', '25:00 - 26:00')).toBe(
      'Jam buka: tulis jam antara 00:00 dan 23:59, contoh 08:00 - 17:00',
    );
  });

  it.each([
    ['Closed', true],
    ['tutup', true],
    [' Tutup ', true],
    ['09:00 - 21:00', false],
    ['', false],
    [undefined, false],
  ])('isClosedText(%j) is %j', (text, expected) => {
    expect(isClosedText(text)).toBe(expected);
  });
});

describe('booking hours in the editor', () => {
  it('writes and reads several ranges of a day on one line, separated by commas', () => {
    const list = [
      { day_of_week: 'monday', opening_time: '07:00', closing_time: '08:30', is_closed: false },
      { day_of_week: 'monday', opening_time: '17:00', closing_time: '18:30', is_closed: false },
    ];
    const editor = bookingHoursListToEditor(list);
    expect(editor.monday).toBe('07:00 - 08:30, 17:00 - 18:30');
    expect(editor.tuesday).toBe('');
    expect(bookingHoursEditorSchema.parse({ monday: '07.00 - 08.30, 17:00 - 18:30' })).toEqual(list);
    const refused = bookingHoursEditorSchema.safeParse({ monday: '07:00 - 08:30, pagi' });
    expect(refused.error?.issues[0]?.message).toBe(HOURS_FORMAT_MESSAGE);
    expect(refused.error?.issues[0]?.path).toEqual(['monday']);
  });
});
