import type { BookingSettings } from '@webku/contract';
import { expect } from 'vitest';
import { everyDay } from './booking-hours';
import type { OwnerWithSite } from './owner-with-site';

/** A salon's description: the generated site offers a haircut (50rb), a creambath (80rb) and smoothing. */
export const SALON = {
  business_type: 'Salon rambut',
  template_selected: 'layanan-jasa',
  short_description: 'Potong rambut 50rb, creambath 80rb, smoothing 250rb di Denpasar.',
};

/**
 * Opens the owner's bookings every day from 09:00 to 17:00 with no lead time, in `zone`, with a WhatsApp
 * number; the first offering is bookable for an hour. Answers that offering's id.
 */
export async function openBookings(owner: OwnerWithSite, zone: string) {
  const { data } = await owner.api.get<{ id: number }>('/admin/web-settings');
  await owner.api.put(`/admin/web-settings/${data.id}`, {
    whatsapp_number: '0811-2222-3333',
    time_zone: zone,
  });
  const settings = await owner.api.get<BookingSettings>('/admin/bookings/settings');
  const offering = settings.data.offerings[0]!.id;
  const saved = await owner.api.put<BookingSettings>('/admin/bookings/settings', {
    is_active: true,
    hours: everyDay('09:00', '17:00'),
    lead_minutes: 0,
    offerings: [{ id: offering, is_bookable: true, duration_minutes: 60 }],
  });
  expect(saved.status, saved.message).toBe(200);
  return offering;
}

/** The body of PUT /admin/payments/settings: one gateway, QRIS, orders off, deposits on or off. */
export const depositSettings = (
  provider: 'midtrans' | 'xendit',
  booking_deposit: boolean,
  keys?: unknown,
) => ({
  provider,
  methods: ['qris'],
  orders_online: false,
  booking_deposit,
  ...(keys ? { keys } : {}),
});
