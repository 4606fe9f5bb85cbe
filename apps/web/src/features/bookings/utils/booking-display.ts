import { type Booking, type BookingSettings, DAY_NAMES_ID, DAYS_OF_WEEK } from '@webku/contract';
import type { BadgeTone } from '@/components/ui/badge';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'];

/**
 * 'Senin, 30 Nov · 10.00' from '2026-11-30T10:00:00+08:00': the digits as written, in the site's zone
 * the server already chose, never moved into the browser's zone.
 */
export function bookingWhen(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(iso);
  if (!match) return iso;
  const [, year, month, day, hour, minute] = match.map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  // getUTCDay counts from Sunday; DAYS_OF_WEEK starts on Monday.
  const weekday = DAYS_OF_WEEK[(new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7];
  const time = `${String(hour).padStart(2, '0')}.${String(minute).padStart(2, '0')}`;
  return `${weekday ? DAY_NAMES_ID[weekday] : ''}, ${day} ${MONTHS[month - 1]} · ${time}`;
}

/** A stay's days: 'Senin, 30 Nov – Rabu, 2 Des · 2 malam'; a time of day as bookingWhen words it. */
export function bookingPeriod(booking: Pick<Booking, 'unit' | 'start' | 'end'>): string {
  if (booking.unit === 'time') return bookingWhen(booking.start);
  const dayOf = (iso: string) => bookingWhen(iso).split(' · ')[0];
  const count = Math.round(
    (Date.parse(booking.end.slice(0, 10)) - Date.parse(booking.start.slice(0, 10))) / 86_400_000,
  );
  return `${dayOf(booking.start)} – ${dayOf(booking.end)} · ${count} ${booking.unit === 'night' ? 'malam' : 'hari'}`;
}

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
