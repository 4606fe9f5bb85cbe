import { z } from 'zod';
import { DAYS_OF_WEEK, type DayOfWeek, dayOfWeekSchema } from '../enums/days-of-week';
import type { OpeningHour } from '../schemas/opening-hours';

// Offered to the owner as a suggestion; never filled in or saved on its own.
export const EDITOR_DEFAULT_HOURS = '09:00 - 21:00';
// What a public site shows for a store without hours; the admin tells the owner the same.
export const SITE_DEFAULT_HOURS = {
  indonesia: 'Setiap hari 08.00 - 22.00',
  english: 'Daily 8:00 AM - 10:00 PM',
} as const;
export const CLOSED_LABEL = 'Closed';
export const HOURS_FORMAT_MESSAGE =
  'Jam buka: tulis jam seperti 08:00 - 17:00, atau Tutup jika libur hari itu';
export const HOURS_RANGE_MESSAGE = 'Jam buka: tulis jam antara 00:00 dan 23:59, contoh 08:00 - 17:00';

export type OpeningHoursEditor = Record<DayOfWeek, string>;
export type HoursEditorResult =
  | { ok: true; value: OpeningHour[] }
  | { ok: false; errors: Partial<Record<DayOfWeek, string>> };

type StoredHour = {
  day_of_week: string;
  opening_time: string | null;
  closing_time: string | null;
  is_closed: boolean;
};

// Owners type Indonesian words and dotted times ('08.00 s/d 17.00', 'Tutup') as often as the English form.
const CLOSED_WORDS = /^(?:closed|tutup|libur)$/i;
const RANGE = /^(\d{1,2})\s*[:.]\s*(\d{2})\s*(?:-|–|—|to|s\/d|sampai)\s*(\d{1,2})\s*[:.]\s*(\d{2})$/i;

// 'Closed' (the spec's editor form), 'Tutup' or 'Libur', in any case.
export function isClosedText(text: string | null | undefined): boolean {
  return CLOSED_WORDS.test(text?.trim() ?? '');
}

function toTime(hours: string, minutes: string): string | null {
  const h = Number(hours);
  const m = Number(minutes);
  if (h > 23 || m > 59) return null;
  return `${String(h).padStart(2, '0')}:${minutes}`;
}

// PostgreSQL time columns come back as 'HH:MM:SS'.
function trimSeconds(time: string): string {
  return time.slice(0, 5);
}

// A day without stored hours stays blank: the editor shows exactly what the site shows.
export function hoursListToEditor(list: readonly StoredHour[] | null | undefined): OpeningHoursEditor {
  const editor = Object.fromEntries(DAYS_OF_WEEK.map((day) => [day, ''])) as OpeningHoursEditor;
  const seen = new Set<string>();
  for (const hour of list ?? []) {
    const day = hour.day_of_week.toLowerCase();
    if (!dayOfWeekSchema.safeParse(day).success || seen.has(day)) continue;
    seen.add(day);
    if (hour.is_closed) editor[day as DayOfWeek] = CLOSED_LABEL;
    else if (hour.opening_time && hour.closing_time) {
      editor[day as DayOfWeek] = `${trimSeconds(hour.opening_time)} - ${trimSeconds(hour.closing_time)}`;
    }
  }
  return editor;
}

export function parseHoursText(day: DayOfWeek, text: string): OpeningHour | string {
  const value = text.trim();
  if (isClosedText(value)) {
    return { day_of_week: day, opening_time: null, closing_time: null, is_closed: true };
  }
  const match = RANGE.exec(value);
  if (!match) return HOURS_FORMAT_MESSAGE;
  const [, openH = '', openM = '', closeH = '', closeM = ''] = match;
  const opening = toTime(openH, openM);
  const closing = toTime(closeH, closeM);
  if (!opening || !closing) return HOURS_RANGE_MESSAGE;
  return { day_of_week: day, opening_time: opening, closing_time: closing, is_closed: false };
}

// A blank or missing day is left out of the list (no hours shown for it), matching hoursListToEditor.
export function hoursEditorToList(map: Partial<Record<DayOfWeek, string>>): HoursEditorResult {
  const value: OpeningHour[] = [];
  const errors: Partial<Record<DayOfWeek, string>> = {};
  for (const day of DAYS_OF_WEEK) {
    const text = map[day]?.trim() ?? '';
    if (text === '') continue;
    const parsed = parseHoursText(day, text);
    if (typeof parsed === 'string') errors[day] = parsed;
    else value.push(parsed);
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value };
}

// For form resolvers: per-day issues land on the day's field.
export const openingHoursEditorSchema = z.partialRecord(dayOfWeekSchema, z.string()).transform((map, ctx) => {
  const result = hoursEditorToList(map);
  if (result.ok) return result.value;
  for (const [day, message] of Object.entries(result.errors)) {
    ctx.issues.push({ code: 'custom', path: [day], message, input: map[day as DayOfWeek] });
  }
  return z.NEVER;
});

/**
 * Booking hours as the admin edits them: a day's ranges on one line, separated by commas
 * ('07:00 - 08:30, 17:00 - 18:30'), as several entries of the same day.
 */
export function bookingHoursListToEditor(list: readonly StoredHour[] | null | undefined): OpeningHoursEditor {
  const editor = Object.fromEntries(DAYS_OF_WEEK.map((day) => [day, ''])) as OpeningHoursEditor;
  for (const day of DAYS_OF_WEEK) {
    const ranges = (list ?? []).filter((hour) => hour.day_of_week.toLowerCase() === day);
    editor[day] = ranges
      .map((hour) => hoursListToEditor([hour])[day])
      .filter(Boolean)
      .join(', ');
  }
  return editor;
}

export const bookingHoursEditorSchema = z.partialRecord(dayOfWeekSchema, z.string()).transform((map, ctx) => {
  const value: OpeningHour[] = [];
  for (const day of DAYS_OF_WEEK) {
    for (const text of (map[day] ?? '').split(',').filter((part) => part.trim() !== '')) {
      const parsed = parseHoursText(day, text);
      if (typeof parsed === 'string')
        ctx.issues.push({ code: 'custom', path: [day], message: parsed, input: text });
      else value.push(parsed);
    }
  }
  return ctx.issues.length ? z.NEVER : value;
});
