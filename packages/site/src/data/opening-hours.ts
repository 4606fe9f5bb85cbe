import { DAYS_OF_WEEK, type OpeningHour } from '@webku/contract';
import type { SiteTexts } from '../texts/site-texts';

export type HoursRow = { day: string; hours: string };
export type HoursView = { kind: 'rows'; rows: HoursRow[] } | { kind: 'none' };

// PostgreSQL time columns come back as 'HH:MM:SS'.
const hhmm = (time: string) => time.slice(0, 5);

// 00:00 until 23:59 (or 24:00) is the whole day: "24 jam", as the owner says it, never '00:00 - 23:59'.
export const isAllDay = (opening: string, closing: string) =>
  hhmm(opening) === '00:00' && (hhmm(closing) === '23:59' || hhmm(closing) === '24:00');

// A day reads 'Closed' when is_closed, else 'opening_time - closing_time'; rows run Monday to Sunday. A day
// the owner named without times ("Senin-Sabtu") shows the day alone, and an opening time alone ("buka jam
// 10, sampai habis") shows from when.
export function formatHoursRow(hour: OpeningHour, texts: SiteTexts): HoursRow {
  const day = texts.days[hour.day_of_week];
  if (hour.is_closed) return { day, hours: texts.closed };
  if (!hour.opening_time) return { day, hours: '' };
  if (!hour.closing_time) return { day, hours: texts.openFrom(hhmm(hour.opening_time)) };
  if (isAllDay(hour.opening_time, hour.closing_time)) return { day, hours: texts.allDay };
  return { day, hours: `${hhmm(hour.opening_time)} - ${hhmm(hour.closing_time)}` };
}

// No hours given means no hours shown: hours the owner never gave would send a customer to a closed door.
export function buildHoursView(hours: readonly OpeningHour[] | null | undefined, texts: SiteTexts): HoursView {
  const rows = [...(hours ?? [])]
    .sort((a, b) => DAYS_OF_WEEK.indexOf(a.day_of_week) - DAYS_OF_WEEK.indexOf(b.day_of_week))
    .map((hour) => formatHoursRow(hour, texts));
  return rows.length > 0 ? { kind: 'rows', rows } : { kind: 'none' };
}
