import {
  type DayOfWeek,
  type OpeningHour,
  type PublicPayload,
  siteTimeZone,
  utcOffsetMinutes,
} from '@webku/contract';
import type { WeekHours } from '../client/open-now';

/** The site's own zone (WIB, WITA or WIT) as minutes ahead of UTC at `now`: its hours are read in it. */
export const siteUtcOffset = (payload: Pick<PublicPayload, 'web_settings'>, now: Date): number =>
  utcOffsetMinutes(siteTimeZone(payload.web_settings?.time_zone), now);

// JavaScript's getUTCDay() order, Sunday first.
const JS_DAYS: readonly DayOfWeek[] = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

// The week the browser checks 'Now Open' against; null (no badge at all) when the store gave no hours, or
// gave a day without both times ("sampai habis"): the badge would guess when the door closes.
export function openSchedule(hours: readonly OpeningHour[] | null | undefined): WeekHours | null {
  if ((hours ?? []).some((hour) => !hour.is_closed && (!hour.opening_time || !hour.closing_time))) return null;
  const byDay = new Map((hours ?? []).map((hour) => [hour.day_of_week, hour]));
  const week = JS_DAYS.map((day): WeekHours[number] => {
    const hour = byDay.get(day);
    if (!hour || hour.is_closed || !hour.opening_time || !hour.closing_time) return 0;
    return [minutes(hour.opening_time), minutes(hour.closing_time)];
  });
  return week.some(Boolean) ? week : null;
}
