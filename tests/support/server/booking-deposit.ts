import type { BookingCreated, BookingSettings, WebLanguage } from '@webku/contract';
import { bookings, type Db, eq, orderPayments } from '@webku/db';
import type { Logger } from 'pino';
import { expect } from 'vitest';
import { loadConfig } from '../../../apps/server/src/config';
import { createOwnerPayments } from '../../../apps/server/src/payments/owner-payments';
import type { FakeMidtrans } from '../../fakes/midtrans-server';
import { everyDay } from './booking-hours';
import { type OwnerWithSite, ownerWithSite } from './owner-with-site';
import type { TestServer } from './test-server';

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

/**
 * An owner whose first offering asks `deposit` rupiah, paid through the fake Midtrans: bookings open every
 * day 09:00-17:00 in `zone`, deposits on, on a site in `language` (Indonesian unless asked). Answers the
 * owner and the offering's id.
 */
export async function depositSalon(
  t: TestServer,
  midtrans: FakeMidtrans,
  name: string,
  { zone, deposit, language = 'indonesia' }: { zone: string; deposit: number; language?: WebLanguage },
) {
  const owner = await ownerWithSite(t, name, { ...SALON, web_language: language }, { goods: false });
  const offering = await openBookings(owner, zone);
  const asked = await owner.api.put('/admin/bookings/settings', {
    offerings: [{ id: offering, is_bookable: true, duration_minutes: 60, deposit }],
  });
  expect(asked.status, asked.message).toBe(200);
  const connected = await owner.api.put(
    '/admin/payments/settings',
    depositSettings('midtrans', true, { server_key: midtrans.serverKey }),
  );
  expect(connected.status, connected.message).toBe(200);
  return { owner, offering };
}

/** A booking asked through `server` with its deposit charged at the gateway: its code and the rows' ids. */
export type BookedDeposit = { code: string; vendorId: string; paymentId: number; bookingId: number };

/** A customer books `offering` at `start` (the site's time, '2026-12-24T10:00:00+08:00') through `server`. */
export async function bookWithDeposit(
  server: TestServer,
  owner: OwnerWithSite,
  offering: number,
  start: string,
  customer_whatsapp: string,
): Promise<BookedDeposit> {
  const res = await server.api(`/api/public/${owner.slug}/bookings`, {
    method: 'POST',
    json: { offering_id: offering, start, customer_name: 'Sari', customer_whatsapp },
  });
  const body = (await res.json()) as { data: BookingCreated; message?: string };
  expect(res.status, body.message).toBe(201);
  expect(body.data.payment).toMatchObject({ status: 'pending' });
  const vendorId = `WK${owner.companyId}-BK-${body.data.code}`;
  const [payment] = await server.webku.db
    .select()
    .from(orderPayments)
    .where(eq(orderPayments.vendor_order_id, vendorId));
  return { code: body.data.code, vendorId, paymentId: payment!.id, bookingId: payment!.booking_id! };
}

/**
 * The payment's time and its grace are over while the gateway still says pending (a bank transfer on its
 * way): the booking no longer holds its place, as the clock would leave it.
 */
export async function placeReleased(db: Db, deposit: BookedDeposit) {
  const past = new Date(Date.now() - 1000);
  await db.update(orderPayments).set({ expires_at: past }).where(eq(orderPayments.id, deposit.paymentId));
  await db.update(bookings).set({ answer_by: past }).where(eq(bookings.id, deposit.bookingId));
}

/**
 * The payments as an instance's job runner has them, on `db` (a second instance's pool, or the same one),
 * to run a confirmation at a moment the test picks.
 */
export function ownerPaymentsOn(db: Db, env: Record<string, string>, publicBaseUrl: string, logger: Logger) {
  const config = loadConfig({ NODE_ENV: 'test', ...env });
  return createOwnerPayments({
    db,
    config: config.ownerPayments,
    publicBaseUrl,
    logger,
    kickJobs: () => {},
  });
}
