import { type PublicPayload, rowHiddenFrom, siteTimeZone } from '@webku/contract';
import { ROW_SECTIONS } from '@webku/sections/definitions';
import { payloadSoldOutReset } from './sold-out';

/**
 * When a public payload, and every page made from it, goes out of date by itself with no write: an item
 * it shows "Habis" is back on sale, or a row it shows is past its last day in the site's zone (the next
 * midnight there). null: only a change of the site outdates it.
 */
export function payloadExpiresAt(payload: PublicPayload): number | null {
  const zone = siteTimeZone(payload.web_settings?.time_zone);
  const moments = [
    payloadSoldOutReset(payload),
    ...ROW_SECTIONS.flatMap((section) =>
      (payload.row_sections?.[section.key]?.rows ?? []).map((row) => rowHiddenFrom(section, row, zone)),
    ),
  ].filter((at): at is number => at !== null);
  return moments.length ? Math.min(...moments) : null;
}
