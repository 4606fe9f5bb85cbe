import { addMonths, type Booking, type BookingSettings, type BookingTime, siteDay } from '@webku/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OwnerWithSite, ownerWithSite } from '../../../../../tests/support/server/owner-with-site';
import { from } from '../../../../../tests/support/server/rate-limit';
import { startTestServer, type TestServer } from '../../../../../tests/support/server/test-server';

// A kos rented by the month, over real HTTP: its rooms book by the month from what the owner wrote ('per
// bulan'), a customer asks for a first month and a number of months, each room type's rooms are counted
// apart, and the owner's answer names the months.
let t: TestServer;
let kos: OwnerWithSite;
let ac = 0;
let fan = 0;

const ZONE = 'Asia/Jakarta' as const;
const thisMonth = () => addMonths(siteDay(Date.now(), ZONE), 0);

let requests = 0;
const book = (body: Record<string, unknown>) => {
  requests += 1;
  return t.api(`/api/public/${kos.slug}/bookings`, {
    method: 'POST',
    json: {
      customer_name: `Penyewa ${requests}`,
      customer_whatsapp: `0812-7100-${String(requests).padStart(4, '0')}`,
      ...body,
    },
    headers: from(`198.51.100.${requests}`),
  });
};
const slots = async (query: string) => {
  const res = await t.api(`/api/public/${kos.slug}/booking-slots?${query}`);
  return ((await res.json()) as { data: BookingTime[] }).data;
};

beforeAll(async () => {
  t = await startTestServer({ TRUSTED_PROXIES: '127.0.0.1,::1' });
  kos = await ownerWithSite(
    t,
    'Kos Putri Melati',
    {
      business_type: 'Kos putri',
      template_selected: 'layanan-jasa',
      short_description: 'Kamar AC 1,2jt per bulan, kamar kipas 800rb per bulan dekat UGM Yogyakarta.',
    },
    { goods: false },
  );
  const { data: web } = await kos.api.get<{ id: number }>('/admin/web-settings');
  await kos.api.put(`/admin/web-settings/${web.id}`, { time_zone: ZONE, whatsapp_number: '0811-2222-3333' });
  const { data } = await kos.api.get<BookingSettings>('/admin/bookings/settings');
  [ac, fan] = [data.offerings[0]!.id, data.offerings[1]!.id];
}, 180_000);
afterAll(() => t?.close());

describe('a kos by the month', () => {
  it("books its rooms by the month, as the owner's 'per bulan' says", async () => {
    const { data } = await kos.api.get<BookingSettings>('/admin/bookings/settings');
    expect(data.offerings.map((offering) => offering.unit)).toEqual(['month', 'month']);
    const saved = await kos.api.put<BookingSettings>('/admin/bookings/settings', {
      is_active: true,
      horizon_days: 120,
      offerings: [
        { id: ac, is_bookable: true, duration_minutes: 60, places: 2 },
        { id: fan, is_bookable: true, duration_minutes: 60, places: 1 },
      ],
    });
    expect(saved.status, saved.message).toBe(200);
    expect(saved.data.offerings.find((offering) => offering.id === ac)).toMatchObject({
      unit: 'month',
      places: 2,
    });
    const page = await t.api(`/${kos.slug}/booking?offering=${ac}&date=${addMonths(thisMonth(), 1)}`);
    const html = await page.text();
    expect(html).toContain('per bulan');
    expect(html).toContain('Berapa bulan');
  });

  it('offers the months from this one as far as the horizon reaches, each from its first day', async () => {
    const months = await slots(`offering=${ac}&date=${thisMonth()}`);
    expect(months.length).toBeGreaterThanOrEqual(4);
    expect(months[0]?.start).toBe(`${thisMonth()}T14:00:00+07:00`);
    expect(months[1]).toEqual({
      start: `${addMonths(thisMonth(), 1)}T14:00:00+07:00`,
      end: `${addMonths(thisMonth(), 2)}T12:00:00+07:00`,
    });
  });

  it("takes a first month and a number of months, counting each room type's rooms apart", async () => {
    const first = addMonths(thisMonth(), 1);
    const twoMonths = { offering_id: ac, start: first, end: addMonths(first, 2) };
    expect((await book(twoMonths)).status).toBe(201);
    expect((await book(twoMonths)).status).toBe(201);
    const third = await book({ offering_id: ac, start: addMonths(first, 1), end: addMonths(first, 2) });
    expect(third.status).toBe(409);
    // The AC rooms are full for two months; the month after, and the fan room, are still free.
    const free = (await slots(`offering=${ac}&date=${first}`)).map((month) => month.start.slice(0, 10));
    expect(free).not.toContain(first);
    expect(free).toContain(addMonths(first, 2));
    expect((await book({ offering_id: fan, start: first, end: addMonths(first, 3) })).status).toBe(201);
  });

  it('refuses a stay that does not start on the first of a month or runs past a year, naming the rule', async () => {
    const first = addMonths(thisMonth(), 1);
    const midMonth = await book({
      offering_id: ac,
      start: `${first.slice(0, 8)}15`,
      end: addMonths(first, 1),
    });
    expect(midMonth.status).toBe(422);
    expect(((await midMonth.json()) as { message: string }).message).toContain('mulai tanggal 1');
    const tooLong = await book({ offering_id: ac, start: first, end: addMonths(first, 13) });
    expect(tooLong.status).toBe(422);
    const past = await book({ offering_id: ac, start: addMonths(thisMonth(), -1), end: thisMonth() });
    expect(past.status).toBe(422);
  });

  it("lists the request by its months, and the owner's answer names them", async () => {
    const { data: list } = await kos.api.get<Booking[]>('/admin/bookings');
    const request = list.find((booking) => booking.offering_id === fan);
    expect(request).toMatchObject({ unit: 'month', status: 'pending' });
    const answered = await kos.api.post<Booking & { whatsapp_url: string }>(
      `/admin/bookings/${request!.id}/confirm`,
      {},
    );
    expect(answered.status, answered.message).toBe(200);
    const message = new URL(answered.data.whatsapp_url).searchParams.get('text') ?? '';
    expect(message).toContain('(3 bulan)');
    expect(message).toContain(request!.code);
  });
});
