const WIB_OFFSET_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;

/** The calendar day (YYYY-MM-DD) in Western Indonesia Time, where the statistics' days begin. */
export function visitDay(at: Date | number): string {
  const ms = typeof at === 'number' ? at : at.getTime();
  return new Date(ms + WIB_OFFSET_MS).toISOString().slice(0, 10);
}

/** The day `offset` days after `day` (negative for before). */
export function addDays(day: string, offset: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + offset * DAY_MS).toISOString().slice(0, 10);
}

/** When `day` begins, in milliseconds since the epoch. */
export function visitDayStart(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) - WIB_OFFSET_MS;
}
