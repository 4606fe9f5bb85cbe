import type { PublicPayload } from '@webku/contract';
import { usualUnit, withBookingChoices } from './booking-settings';
import { type Reader, readSettingsRow } from './booking-store';

/**
 * The public payload's booking part: the offerings a visitor can book, from the site's visible items, or
 * null while the owner does not take bookings (or has no WhatsApp number to take them on).
 */
export async function publicBookingPart(
  db: Reader,
  companyId: number,
  items: readonly { id: number; name: string; description?: string | null }[],
  ownerWhatsapp: string | null | undefined,
  /** Whether the owner takes booking deposits online (switched on, with a gateway and its keys). */
  deposits = false,
): Promise<PublicPayload['booking']> {
  if (!ownerWhatsapp) return null;
  const row = await readSettingsRow(db, companyId);
  if (!row?.is_active) return null;
  const offerings = withBookingChoices(items, row, await usualUnit(db, companyId))
    .filter((offering) => offering.is_bookable)
    .map(({ id, name, unit, duration_minutes, deposit, deposit_percent }) => ({
      id,
      name,
      unit,
      duration_minutes,
      // Only where one is paid on booking: a site without deposits reads as before.
      ...(deposits && deposit ? { deposit } : {}),
      ...(deposits && deposit_percent ? { deposit_percent } : {}),
    }));
  return offerings.length ? { offerings } : null;
}
