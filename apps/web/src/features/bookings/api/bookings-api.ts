import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API,
  type Booking,
  type BookingCalendar,
  type BookingSettings,
  type BookingSettingsInput,
} from '@webku/contract';
import { api } from '@/lib/api-client';
import { failureReason, serverMessage } from '@/lib/api-errors';
import { queryKeys } from '@/lib/query-keys';
import { notify } from '@/lib/toast';

/** An answered request, with the chat that tells the customer (and, once accepted, its calendar event). */
export type AnsweredBooking = Booking & { whatsapp_url: string; ics_url?: string };
export type BookingAnswer = 'confirm' | 'decline';

export function useBookingSettings() {
  return useQuery({
    queryKey: queryKeys.bookingSettings,
    queryFn: ({ signal }) => api.get<BookingSettings>(API.admin.bookings.settings, signal),
  });
}

export function useBookings() {
  return useQuery({
    queryKey: queryKeys.bookings,
    queryFn: ({ signal }) => api.get<Booking[]>(API.admin.bookings.root, signal),
  });
}

// The settings are saved in parts (the switch alone, or the form): the server keeps what is left out.
function useSaveSettings(onSaved: (saved: BookingSettings) => void, onError: (error: unknown) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BookingSettingsInput) => api.put<BookingSettings>(API.admin.bookings.settings, input),
    onSuccess: async (saved) => {
      queryClient.setQueryData(queryKeys.bookingSettings, saved);
      onSaved(saved);
      await queryClient.invalidateQueries({ queryKey: queryKeys.publicData });
    },
    onError,
  });
}

// Switching on is refused without the business's WhatsApp number: the switch shows that refusal (with the
// way to Web Settings) under itself, so only failures without a reason become a toast.
export function useSetBookingActive() {
  return useSaveSettings(
    (saved) =>
      notify.success(
        saved.is_active
          ? 'Booking dibuka: pelanggan bisa memesan waktu lewat website'
          : 'Booking ditutup: website tidak menerima permintaan baru',
      ),
    (error) => {
      if (!failureReason(error)) notify.failure(error, 'Booking gagal diubah. Coba lagi.');
    },
  );
}

export function useSaveBookingSettings() {
  return useSaveSettings(
    () => notify.success('Pengaturan booking disimpan'),
    (error) => notify.failure(error, 'Pengaturan booking gagal disimpan'),
  );
}

// An answer opens WhatsApp with the message for the customer; the list then shows the request's new status
// (also after a 409, when it was already answered elsewhere).
export function useAnswerBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ booking, answer }: { booking: Booking; answer: BookingAnswer }) =>
      api.post<AnsweredBooking>(
        answer === 'confirm'
          ? API.admin.bookings.confirm(booking.id)
          : API.admin.bookings.decline(booking.id),
        {},
      ),
    onSuccess: (answered) => {
      window.open(answered.whatsapp_url, '_blank', 'noopener');
      notify.success(
        answered.status === 'confirmed'
          ? `Booking ${answered.customer_name} diterima. Kirim pesannya di WhatsApp.`
          : `Booking ${answered.customer_name} ditolak. Kirim pesannya di WhatsApp.`,
      );
    },
    onError: (error) => notify.error(serverMessage(error) ?? 'Jawaban gagal disimpan. Coba lagi.'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.bookings }),
  });
}

/** What the owner fills for a booking taken by phone: the same fields a customer sends. */
export type OwnerBookingInput = {
  offering_id: number;
  start: string;
  end?: string;
  customer_name: string;
  customer_whatsapp: string;
};

// A booking taken by phone is accepted at once; the list and the dashboard show it.
export function useAddBooking(onAdded: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OwnerBookingInput) => api.post<Booking>(API.admin.bookings.root, input),
    onSuccess: async (added) => {
      notify.success(`Booking ${added.customer_name} ditambahkan`);
      onAdded();
      await queryClient.invalidateQueries({ queryKey: queryKeys.bookings });
    },
  });
}

/** The owner's private calendar address (made on the first call). */
export function useBookingCalendar() {
  return useQuery({
    queryKey: queryKeys.bookingCalendar,
    queryFn: ({ signal }) => api.get<BookingCalendar>(API.admin.bookings.calendar, signal),
  });
}

// A new address ends the old one: a calendar still subscribed to it stops receiving bookings.
export function useRenewBookingCalendar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<BookingCalendar>(API.admin.bookings.renewCalendar, {}),
    onSuccess: (renewed) => {
      queryClient.setQueryData(queryKeys.bookingCalendar, renewed);
      notify.success('Alamat kalender baru dibuat. Tambahkan lagi di Google Calendar.');
    },
    onError: (error) => notify.failure(error, 'Alamat kalender gagal dibuat. Coba lagi.'),
  });
}
