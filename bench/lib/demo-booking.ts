import { addDays, type BookingSettings, siteDay } from '@webku/contract';

// The benches measure the page with bookings switched on (every menu item bookable for an hour), and
// return the booking page of tomorrow's free times for the first offering.
export async function turnOnDemoBooking(base: string, token: string): Promise<string> {
  const res = await fetch(`${base}/api/admin/bookings/settings`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ is_active: true, lead_minutes: 0 }),
  });
  if (!res.ok) throw new Error(`PUT bookings/settings: ${res.status} ${await res.text()}`);
  const { data } = (await res.json()) as { data: BookingSettings };
  const offering = data.offerings.find((candidate) => candidate.is_bookable);
  if (!offering) throw new Error('the demo company has nothing to book');
  return `booking?offering=${offering.id}&date=${addDays(siteDay(Date.now(), 'Asia/Jakarta'), 1)}`;
}
