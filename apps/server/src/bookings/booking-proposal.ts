import { classifyBusiness } from '@webku/content-packs';
import type { BookingUnit } from '@webku/contract';

/**
 * How a kind of business books, when it does: a kos's rooms by the month, rooms by the night, rentals by the day, services,
 * beauty, lessons and tours by a time of day. Shops, food and the rest do not take bookings, so the
 * admin does not propose it to them (an owner can still switch it on).
 */
export function bookingProposal(businessType: string, description = ''): BookingUnit | null {
  const kind = classifyBusiness(businessType, description);
  if (kind.art === 'rental') return 'day';
  if (kind.id === 'kos') return 'month';
  if (kind.family === 'lodging') return 'night';
  return ['services', 'beauty', 'education', 'tourism'].includes(kind.family) ? 'time' : null;
}

/**
 * The unit an offering's own price names ('Rp 1.200.000 per bulan', 'Sewa harian'), as generation wrote it
 * into its description or the owner typed it: it wins over the kind's usual stay, so a homestay's monthly
 * room books by the month. Null where it names none of a stay's.
 */
export function priceUnitOf(description: string): BookingUnit | null {
  const text = description.toLowerCase();
  if (/\b(?:per ?bulan|bulanan|sebulan|per month|monthly)\b|\/ ?(?:bulan|bln|month)\b/.test(text))
    return 'month';
  if (/\b(?:per ?malam|semalam|per night|nightly)\b|\/ ?(?:malam|night)\b/.test(text)) return 'night';
  if (/\b(?:per ?hari|harian|sehari|per day|daily)\b|\/ ?(?:hari|day)\b/.test(text)) return 'day';
  return null;
}
