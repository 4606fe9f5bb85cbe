import type { PublicPayload } from '@webku/contract';
import type { SiteTexts } from '../texts/site-texts';
import { openSchedule, siteUtcOffset } from './open-schedule';
import { visibleStores } from './sort-visible';
import { textOrNull } from './text';

/**
 * Today's hours of the first store, one text per day with Sunday first; the page shows the visitor's day,
 * in the site's zone (`utcOffset`, minutes ahead of UTC).
 */
export type TodayHours = { week: string[]; text: string; utcOffset: number };
export type ServiceInfoModel = {
  today: TodayHours | null;
  address: string | null;
  /** The cities the owner's stores are in; null when no store names one. */
  area: string | null;
};

const clock = (minute: number, separator: string) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}${separator}${String(minute % 60).padStart(2, '0')}`;

// A day the store gave no hours for reads as closed, as the 'Now open' badge does.
function todayHours(payload: PublicPayload, texts: SiteTexts, now: Date): TodayHours | null {
  const schedule = openSchedule(visibleStores(payload.stores)[0]?.opening_hours);
  if (!schedule) return null;
  const { timeSeparator } = texts.service;
  const week = schedule.map((day) => {
    if (!day) return texts.service.closedToday;
    if (day[0] === 0 && day[1] >= 23 * 60 + 59) return texts.service.openAllDayToday;
    return texts.service.openToday(`${clock(day[0], timeSeparator)}–${clock(day[1], timeSeparator)}`);
  });
  const utcOffset = siteUtcOffset(payload, now);
  const day = new Date(now.getTime() + utcOffset * 60_000).getUTCDay();
  return { week, text: week[day]!, utcOffset };
}

// Only what the owner wrote: the first store's address (else the footer's), the stores' cities as the area.
export function buildServiceInfo(payload: PublicPayload, texts: SiteTexts, now: Date): ServiceInfoModel {
  const stores = visibleStores(payload.stores);
  const cities = [...new Set(stores.map((store) => textOrNull(store.city)).filter((city) => city !== null))];
  return {
    today: todayHours(payload, texts, now),
    address: textOrNull(stores[0]?.address) ?? textOrNull(payload.footer_settings?.address),
    area: cities.length > 0 ? texts.service.joinList(cities) : null,
  };
}

export function hasServiceInfo(info: ServiceInfoModel): boolean {
  return info.today !== null || info.address !== null || info.area !== null;
}
