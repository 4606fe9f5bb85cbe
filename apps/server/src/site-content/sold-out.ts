import { nextSiteHour, type PublicPayload, type SiteTimeZone, type SoldOutInput } from '@webku/contract';

// An item marked "Habis" for the day is back on sale at this hour of the site's day, in its own zone.
export const SOLD_OUT_RESET_HOUR = 6;

type SoldOutRow = { sold_out: boolean; sold_out_until: Date | null };

/** The first 06:00 in the site's zone after `now`. */
export const nextMorning = (now: number, zone: SiteTimeZone): Date =>
  new Date(nextSiteHour(now, SOLD_OUT_RESET_HOUR, zone));

/** The columns the switch writes: "until tomorrow morning" is fixed to a moment when it is set. */
export function soldOutValues(input: SoldOutInput, zone: SiteTimeZone, now = Date.now()): SoldOutRow {
  return {
    sold_out: input.sold_out,
    sold_out_until: input.sold_out && input.until_next_morning ? nextMorning(now, zone) : null,
  };
}

/**
 * The row as the contract shows it: sold out only while it still is (a reset time that has passed
 * leaves the item on sale without anyone writing the row again).
 */
export function withSoldOut<T extends SoldOutRow>(
  row: T,
  now = Date.now(),
): Omit<T, 'sold_out_until'> & { sold_out: boolean; sold_out_until: string | null } {
  const until = row.sold_out_until;
  const soldOut = row.sold_out && (until === null || until.getTime() > now);
  return { ...row, sold_out: soldOut, sold_out_until: soldOut && until ? until.toISOString() : null };
}

/** The earliest moment one of these items is back on sale by itself (null: none will be). */
export function nextSoldOutReset(
  items: Iterable<{ sold_out?: boolean; sold_out_until?: string | null }>,
): number | null {
  let earliest: number | null = null;
  for (const item of items) {
    if (!item.sold_out || !item.sold_out_until) continue;
    const at = Date.parse(item.sold_out_until);
    if (earliest === null || at < earliest) earliest = at;
  }
  return earliest;
}

/** When the payload's first "Habis" item is back on sale: a payload or page made from it expires then. */
export const payloadSoldOutReset = (payload: PublicPayload): number | null =>
  nextSoldOutReset([...payload.menu_categories.flatMap((c) => c.menu_items), ...payload.merchandise_items]);
