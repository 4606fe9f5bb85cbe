// No import from the contract: this file is on the admin's first screen (the dashboard), and the
// contract's day names come with zod, which would then load before any editor needs it.
const WEEKDAYS = ['Minggu', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu'];
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
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  const time = `${String(hour).padStart(2, '0')}.${String(minute).padStart(2, '0')}`;
  return `${weekday}, ${day} ${MONTHS[month - 1]} · ${time}`;
}
