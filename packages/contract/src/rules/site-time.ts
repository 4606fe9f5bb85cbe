import type { WebLanguage } from '../enums/web-languages';

// Time belongs to the site: its opening badge, the "Habis" reset, article dates and the statistics'
// days are read in the site's own zone, never in the server's. Indonesia has three zones and none has
// daylight saving; the offsets still come from the time zone database, not from constants.
export const SITE_TIME_ZONES = ['Asia/Jakarta', 'Asia/Makassar', 'Asia/Jayapura'] as const;
export type SiteTimeZone = (typeof SITE_TIME_ZONES)[number];
export const DEFAULT_SITE_TIME_ZONE: SiteTimeZone = 'Asia/Jakarta';

// What the owner picks from, in the admin.
export const SITE_TIME_ZONE_LABELS: Record<SiteTimeZone, string> = {
  'Asia/Jakarta': 'WIB (Jakarta, Sumatra, Jawa, Kalimantan Barat & Tengah)',
  'Asia/Makassar': 'WITA (Bali, Nusa Tenggara, Sulawesi, Kalimantan Selatan, Timur & Utara)',
  'Asia/Jayapura': 'WIT (Maluku & Papua)',
};

// The zones by the names Indonesians use for them.
export const SITE_TIME_ZONE_BY_ABBREVIATION: Record<'WIB' | 'WITA' | 'WIT', SiteTimeZone> = {
  WIB: 'Asia/Jakarta',
  WITA: 'Asia/Makassar',
  WIT: 'Asia/Jayapura',
};

export const isSiteTimeZone = (value: unknown): value is SiteTimeZone =>
  (SITE_TIME_ZONES as readonly unknown[]).includes(value);

/** The zone a stored value names; anything else (a row from before zones) is WIB. */
export const siteTimeZone = (value: unknown): SiteTimeZone =>
  isSiteTimeZone(value) ? value : DEFAULT_SITE_TIME_ZONE;

/** The months' whole names in each language, written here so no output depends on a runtime's ICU data. */
export const MONTH_NAMES: Record<WebLanguage, readonly string[]> = {
  indonesia: [
    'Januari',
    'Februari',
    'Maret',
    'April',
    'Mei',
    'Juni',
    'Juli',
    'Agustus',
    'September',
    'Oktober',
    'November',
    'Desember',
  ],
  english: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
};

const DAY_MS = 86_400_000;
const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** Minutes the zone is ahead of UTC at `at` (420 for WIB). */
export function utcOffsetMinutes(zone: SiteTimeZone, at: Date | number = Date.now()): number {
  let format = offsetFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' });
    offsetFormats.set(zone, format);
  }
  const name = format.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? '';
  const match = /([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

const epochMs = (at: Date | number) => (typeof at === 'number' ? at : at.getTime());

/** The calendar day (YYYY-MM-DD) in the site's zone at `at`. */
export function siteDay(at: Date | number, zone: SiteTimeZone): string {
  const ms = epochMs(at);
  return new Date(ms + utcOffsetMinutes(zone, ms) * 60_000).toISOString().slice(0, 10);
}

/** The year in the site's zone at `at`. */
export const siteYear = (at: Date | number, zone: SiteTimeZone): number =>
  Number(siteDay(at, zone).slice(0, 4));

/** The day `offset` days after `day` (negative for before). */
export function addDays(day: string, offset: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + offset * DAY_MS).toISOString().slice(0, 10);
}

/** When `day` begins in the site's zone, in milliseconds since the epoch. */
export function siteDayStart(day: string, zone: SiteTimeZone): number {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  return midnightUtc - utcOffsetMinutes(zone, midnightUtc) * 60_000;
}

/** The first `hour`:00 of the site's day after `now`. */
export function nextSiteHour(now: number, hour: number, zone: SiteTimeZone): number {
  const today = siteDayStart(siteDay(now, zone), zone) + hour * 3_600_000;
  return today > now ? today : siteDayStart(addDays(siteDay(now, zone), 1), zone) + hour * 3_600_000;
}

/**
 * The earliest of the sites' days at `now`: the westernmost zone's. Every site's today is this day or
 * the next, so what belongs to days before it is over everywhere.
 */
export const earliestSiteDay = (now: Date | number): string =>
  SITE_TIME_ZONES.map((zone) => siteDay(now, zone)).sort()[0] as string;
