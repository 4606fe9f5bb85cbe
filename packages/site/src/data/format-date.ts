import { MONTH_NAMES, type SiteTimeZone, siteDay, type WebLanguage } from '@webku/contract';

const MONTHS: Record<WebLanguage, readonly string[]> = {
  english: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  indonesia: ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'],
};

// A timestamp is read in the site's zone, where the business is.
export function toIsoDay(value: string, zone: SiteTimeZone): string | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const time = Date.parse(value);
  if (Number.isNaN(time)) return null;
  return siteDay(time, zone);
}

// Formatted by hand so the output never depends on the ICU data a runtime ships with.
export function formatDay(isoDay: string, language: WebLanguage): string {
  const [year, month, day] = isoDay.split('-').map(Number);
  const name = MONTHS[language][(month ?? 1) - 1];
  return language === 'indonesia' ? `${day} ${name} ${year}` : `${name} ${day}, ${year}`;
}

/** The day and the month's whole name, as people write a near date ('31 Desember', '31 December'). */
export function formatDayMonth(isoDay: string, language: WebLanguage): string {
  const [, month, day] = isoDay.split('-').map(Number);
  return `${day} ${MONTH_NAMES[language][(month ?? 1) - 1]}`;
}
