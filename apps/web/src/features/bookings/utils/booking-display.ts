import type { Booking, BookingSettings } from '@webku/contract';
import type { BadgeTone } from '@/components/ui/badge';

export type BookingState = 'pending' | 'confirmed' | 'declined' | 'expired';

/** A pending request past its answer time reads as expired: its place is free again. */
export function bookingState(booking: Booking): BookingState {
  return booking.status === 'pending' && booking.is_expired ? 'expired' : booking.status;
}

export const BOOKING_STATE_BADGE: Record<BookingState, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Menunggu', tone: 'warning' },
  confirmed: { label: 'Diterima', tone: 'success' },
  declined: { label: 'Ditolak', tone: 'muted' },
  expired: { label: 'Kedaluwarsa', tone: 'neutral' },
};

/** Bookings still to come, soonest first, and those already over, latest first. */
export function splitBookings(bookings: readonly Booking[], now: number) {
  const at = (iso: string) => Date.parse(iso);
  return {
    upcoming: bookings.filter((booking) => at(booking.end) > now).sort((a, b) => at(a.start) - at(b.start)),
    past: bookings.filter((booking) => at(booking.end) <= now).sort((a, b) => at(b.start) - at(a.start)),
  };
}

export const HOURS_SOURCE_TEXT: Record<BookingSettings['hours_source'], string> = {
  own: 'Jam booking sendiri',
  stores: 'Mengikuti jam buka toko',
  default: '09.00 - 17.00 setiap hari (toko belum punya jam buka)',
};
