/** Opening and closing minute of one day, or 0 when the store is closed that day. Index 0 is Sunday. */
export type WeekHours = readonly (readonly [number, number] | 0)[];

// Closing at or before opening runs past midnight, so yesterday's hours can still be open now.
export function isOpenAt(week: WeekHours, day: number, minute: number): boolean {
  const today = week[day];
  if (today && minute >= today[0] && (today[0] >= today[1] || minute < today[1])) return true;
  const yesterday = week[(day + 6) % 7];
  return !!yesterday && yesterday[0] >= yesterday[1] && minute < yesterday[1];
}

const localDate = (now: Date, element: HTMLElement) =>
  new Date(now.getTime() + Number(element.dataset.utcOffset) * 60_000);

// Pages are cached, so "open now" and "today's hours" are decided here, at the visitor's moment, in the
// site's time zone.
export function initOpenBadges(now = new Date()): void {
  for (const badge of document.querySelectorAll<HTMLElement>('[data-open-hours]')) {
    const local = localDate(now, badge);
    const week = JSON.parse(badge.dataset.openHours ?? '[]') as WeekHours;
    if (!isOpenAt(week, local.getUTCDay(), local.getUTCHours() * 60 + local.getUTCMinutes())) {
      badge.textContent = badge.dataset.closedText ?? '';
      badge.classList.add('open-badge--closed');
    }
    badge.hidden = false;
  }
  for (const line of document.querySelectorAll<HTMLElement>('[data-today-hours]')) {
    const week = JSON.parse(line.dataset.todayHours ?? '[]') as string[];
    line.textContent = week[localDate(now, line).getUTCDay()] ?? line.textContent;
  }
}
