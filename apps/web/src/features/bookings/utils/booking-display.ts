import { type Booking, type BookingSettings, formatRupiah, monthsBetween } from '@webku/contract';
import type { BadgeTone } from '@/components/ui/badge';
import { bookingWhen } from '@/lib/booking-when';

const STAY_WORD = { night: 'malam', day: 'hari', month: 'bulan' } as const;

/** A stay's days: 'Senin, 30 Nov – Rabu, 2 Des · 2 malam'; a time of day as bookingWhen words it. */
export function bookingPeriod(booking: Pick<Booking, 'unit' | 'start' | 'end'>): string {
  if (booking.unit === 'time') return bookingWhen(booking.start);
  const dayOf = (iso: string) => bookingWhen(iso).split(' · ')[0];
  const first = booking.start.slice(0, 10);
  const last = booking.end.slice(0, 10);
  const count =
    booking.unit === 'month'
      ? monthsBetween(first, last)
      : Math.round((Date.parse(last) - Date.parse(first)) / 86_400_000);
  return `${dayOf(booking.start)} – ${dayOf(booking.end)} · ${count} ${STAY_WORD[booking.unit]}`;
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

const DEPOSIT_STATE = { pending: 'menunggu pembayaran', paid: 'lunas', expired: 'tidak dibayar' } as const;

/** The deposit paid online, in a few words: 'Uang muka Rp50.000 lunas'; null without one. */
export function depositText(booking: Pick<Booking, 'deposit'>): string | null {
  const { deposit } = booking;
  return deposit && `Uang muka ${formatRupiah(deposit.amount)} ${DEPOSIT_STATE[deposit.status]}`;
}

/**
 * What the owner has to do about a deposit paid for a booking that is not confirmed: it was declined first,
 * or paid after its place was released and another booking took the time. Null when there is nothing to do.
 */
export function unplacedDepositNote(booking: Pick<Booking, 'status' | 'deposit'>): string | null {
  if (!booking.deposit?.paid_not_placed) return null;
  return booking.status === 'declined'
    ? 'Uang muka dibayar, tetapi booking ini sudah ditolak. Kembalikan uang muka ke pelanggan (refund di dasbor Midtrans/Xendit).'
    : 'Uang muka dibayar setelah waktunya lepas — jadwal sudah terisi booking lain. Hubungi pelanggan untuk refund atau jadwal ulang.';
}

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

const CLOSED_DAY = new Intl.DateTimeFormat('id-ID', {
  weekday: 'long',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
/** A closed day as the owner reads it: 'Jumat, 25 Des 2026'. */
export const closedDayText = (day: string) => CLOSED_DAY.format(new Date(`${day}T00:00:00Z`));
