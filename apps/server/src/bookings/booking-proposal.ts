import { classifyBusiness } from '@webku/content-packs';
import type { BookingUnit } from '@webku/contract';

/**
 * How a kind of business books, when it does: rooms by the night, rentals by the day, services,
 * beauty, lessons and tours by a time of day. Shops, food and the rest do not take bookings, so the
 * admin does not propose it to them (an owner can still switch it on).
 */
export function bookingProposal(businessType: string, description = ''): BookingUnit | null {
  const kind = classifyBusiness(businessType, description);
  if (kind.art === 'rental') return 'day';
  if (kind.family === 'lodging') return 'night';
  return ['services', 'beauty', 'education', 'tourism'].includes(kind.family) ? 'time' : null;
}
