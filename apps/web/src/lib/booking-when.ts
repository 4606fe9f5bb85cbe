import { DAY_NAMES_ID, DAYS_OF_WEEK } from '@webku/contract';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'];

/** '30 Nov' from '2026-11-30', as written. */
export function shortDay(day: string): string {
  const match = /^\d{4}-(\d{2})-(\d{2})/.exec(day);
  return match ? `${Number(match[2])} ${MONTHS[Number(match[1]) - 1]}` : day;
}

/**
 * 'Senin, 30 Nov · 10.00' from '2026-11-30T10:00:00+08:00': the digits as written, in the site's zone
 * the server already chose, never moved into the browser's zone.
 */
export function bookingWhen(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(iso);
  if (!match) return iso;
  const [, year, month, day, hour, minute] = match.map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  // getUTCDay counts from Sunday; DAYS_OF_WEEK starts on Monday.
  const weekday = DAYS_OF_WEEK[(new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7];
  const time = `${String(hour).padStart(2, '0')}.${String(minute).padStart(2, '0')}`;
  return `${weekday ? DAY_NAMES_ID[weekday] : ''}, ${day} ${MONTHS[month - 1]} · ${time}`;
}
