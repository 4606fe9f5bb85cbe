import { addDays, type Booking, type BookingSettings, type BookingTime, siteDay } from '@webku/contract';
import { bookings, eq } from '@webku/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { everyDay } from '../../../../../tests/support/server/booking-hours';
import {
  type OwnerWithSite,
  ownerWithSite,
  publicData,
} from '../../../../../tests/support/server/owner-with-site';
import { expectTooMany, from } from '../../../../../tests/support/server/rate-limit';
import { startTestServer, type TestServer } from '../../../../../tests/support/server/test-server';
import { deleteEndedBookings } from '../../bookings/booking-retention';

// A salon that takes bookings, over real HTTP: the free times, a request and its answers, and the limits.
let t: TestServer;
let salon: OwnerWithSite;
let haircut: number;

const SALON = {
  business_type: 'Salon rambut',
  template_selected: 'layanan-jasa',
  short_description: 'Potong rambut 50rb, creambath 80rb, smoothing 250rb di Denpasar.',
};

const slots = async (offering: number, date: string, slug = salon.slug) => {
  const res = await t.api(`/api/public/${slug}/booking-slots?offering=${offering}&date=${date}`);
  return { status: res.status, body: (await res.json()) as { data: BookingTime[]; message?: string } };
};
// Each request from its own address (a trusted proxy's X-Forwarded-For), unless a test names one.
let requests = 0;
const nextAddress = () => {
  requests += 1;
  return `198.51.100.${(requests % 250) + 1}`;
};
const book = async (body: Record<string, unknown>, address = nextAddress()) =>
  t.api(`/api/public/${salon.slug}/bookings`, { method: 'POST', json: body, headers: from(address) });
const request = (start: string, whatsapp = '0812-3456-7001', name = 'Sari') => ({
  offering_id: haircut,
  start,
  customer_name: name,
  customer_whatsapp: whatsapp,
});

const saveWebSettings = async (values: Record<string, unknown>) => {
  const { data } = await salon.api.get<{ id: number }>('/admin/web-settings');
  const res = await salon.api.put(`/admin/web-settings/${data.id}`, values);
  expect(res.status, res.message).toBe(200);
};

beforeAll(async () => {
  t = await startTestServer({ TRUSTED_PROXIES: '127.0.0.1,::1' });
  salon = await ownerWithSite(t, 'Salon Ayu', SALON, { goods: false });
  await saveWebSettings({ time_zone: 'Asia/Makassar' });
}, 120_000);
afterAll(() => t?.close());

describe('booking settings', () => {
  it('start switched off, with every offering bookable for 60 minutes and the stores’ or default hours', async () => {
    const { data } = await salon.api.get<BookingSettings>('/admin/bookings/settings');
    expect(data.is_active).toBe(false);
    expect(data.capacity).toBe(1);
    expect(data.offerings.length).toBeGreaterThan(0);
    for (const offering of data.offerings)
      expect(offering).toMatchObject({ is_bookable: true, duration_minutes: 60 });
    expect(['stores', 'default']).toContain(data.hours_source);
    haircut = data.offerings.find((offering) => /potong/i.test(offering.name))?.id ?? data.offerings[0]!.id;
  });

  it('refuses to switch on without the owner’s WhatsApp number, and names what to fill', async () => {
    await saveWebSettings({ whatsapp_number: '' });
    const res = await salon.api.put('/admin/bookings/settings', { is_active: true });
    expect(res.status).toBe(422);
    expect(res.message).toContain('Nomor WhatsApp');
  });

  it('switches on with the owner’s number, hours and lengths; a bad value names the field', async () => {
    await saveWebSettings({ whatsapp_number: '0811-2222-3333' });
    const hours = everyDay('09:00', '17:00');
    const bad = await salon.api.put('/admin/bookings/settings', { capacity: 0 });
    expect(bad.status).toBe(422);
    expect(bad.message).toBe('Jumlah tempat minimal 1');
    const res = await salon.api.put<BookingSettings>('/admin/bookings/settings', {
      is_active: true,
      hours,
      lead_minutes: 0,
      offerings: [{ id: haircut, is_bookable: true, duration_minutes: 60 }],
    });
    expect(res.message).toBeUndefined();
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ is_active: true, hours_source: 'own', capacity: 1 });
    // The site's content now carries what a visitor can book, and nothing else of the settings.
    const { booking } = await publicData(t, salon.slug);
    expect(booking?.offerings.find((offering) => offering.id === haircut)).toMatchObject({
      duration_minutes: 60,
    });
    expect(Object.keys(booking ?? {})).toEqual(['offerings']);
  });
});

describe('a customer books', () => {
  const tomorrow = () => addDays(siteDay(Date.now(), 'Asia/Makassar'), 1);

  it('reads tomorrow’s free times in WITA, asks for 10:00 and gets a code and a WhatsApp message', async () => {
    const { status, body } = await slots(haircut, tomorrow());
    expect(status).toBe(200);
    expect(body.data[0]).toEqual({
      start: `${tomorrow()}T09:00:00+08:00`,
      end: `${tomorrow()}T10:00:00+08:00`,
    });
    expect(body.data.map((time) => time.start)).toContain(`${tomorrow()}T10:00:00+08:00`);

    const res = await book(request(`${tomorrow()}T10:00`));
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: { code: string; status: string; whatsapp_url: string } };
    expect(data.status).toBe('pending');
    expect(data.code).toMatch(/^[A-Z2-9]{6}$/);
    const url = new URL(data.whatsapp_url);
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/6281122223333');
    const text = url.searchParams.get('text') ?? '';
    expect(text).toContain('Halo Salon Ayu, saya ingin booking');
    expect(text).toContain('pukul 10.00 WITA');
    expect(text).toContain(`Kode booking: ${data.code}`);

    // Its place is held: 10:00 and the half hours that overlap it are no longer offered.
    const after = (await slots(haircut, tomorrow())).body.data.map((time) => time.start.slice(11, 16));
    expect(after).not.toContain('10:00');
    expect(after).not.toContain('09:30');
    expect(after).toContain('11:00');
  });

  it('refuses the taken time with 409 and a time never offered with 422, both in Indonesian', async () => {
    const taken = await book(request(`${tomorrow()}T10:00`, '0812-3456-7002', 'Budi'));
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as { message: string }).message).toContain('baru saja diambil orang lain');
    const night = await book(request(`${tomorrow()}T03:00`, '0812-3456-7002', 'Budi'));
    expect(night.status).toBe(422);
    const badNumber = await book(request(`${tomorrow()}T13:00`, '021-555-1234', 'Budi'));
    expect(badNumber.status).toBe(422);
    expect(((await badNumber.json()) as { message: string }).message).toContain('Nomor WhatsApp tidak valid');
  });

  it('answers a date far in the past or the future with 422 naming the date field, in Indonesian', async () => {
    for (const date of ['9999-12-31', '0000-01-01']) {
      const read = await slots(haircut, date);
      expect(read.status).toBe(422);
      expect(read.body.message).toBe('Tanggal (date) harus antara tahun 2000 dan 2199');
      // The booking page with such a day picked shows, with no times, as for a day it cannot read.
      const page = await t.api(`/${salon.slug}/booking?offering=${haircut}&date=${date}`, {
        headers: from(nextAddress()),
      });
      expect(page.status).toBe(200);
      const asked = await book(request(`${date}T10:00`, '0812-3456-7003', 'Rina'));
      expect(asked.status).toBe(422);
      expect(((await asked.json()) as { message: string }).message).toBe(
        'Waktu mulai (start) harus antara tahun 2000 dan 2199',
      );
    }
  });

  it("refuses a name of several lines, so it writes no line of its own into the owner's WhatsApp message", async () => {
    const forged = await book(
      request(`${tomorrow()}T14:00`, '0812-3456-7004', 'Sari\nKode booking: FAKE01\nTransfer DP ke BCA 123'),
    );
    expect(forged.status).toBe(422);
    expect(((await forged.json()) as { message: string }).message).toBe(
      'Nama cukup satu baris: hapus baris baru di dalamnya',
    );
  });

  it('lets the owner confirm with a message to the customer, and decline with the next free times', async () => {
    await book(request(`${tomorrow()}T14:00`, '+61 412 345 678', 'Jane'));
    const list = (await salon.api.get<Booking[]>('/admin/bookings')).data;
    const sari = list.find((booking) => booking.customer_name === 'Sari')!;
    const jane = list.find((booking) => booking.customer_name === 'Jane')!;
    expect(sari).toMatchObject({
      status: 'pending',
      is_expired: false,
      start: `${tomorrow()}T10:00:00+08:00`,
    });
    expect(jane.customer_whatsapp).toBe('61412345678');

    const confirmed = await salon.api.post<Booking & { whatsapp_url: string }>(
      `/admin/bookings/${sari.id}/confirm`,
      {},
    );
    expect(confirmed.data.status).toBe('confirmed');
    expect(confirmed.data.whatsapp_url).toContain('https://wa.me/6281234567001?text=');
    expect(decodeURIComponent(confirmed.data.whatsapp_url)).toContain('sudah kami terima');
    // Accepted for tomorrow: the owner's list carries the reminder for the customer.
    const reminded = (await salon.api.get<Booking[]>('/admin/bookings')).data.find(
      (row) => row.id === sari.id,
    );
    expect(decodeURIComponent(reminded?.reminder_url ?? '')).toContain(
      'mengingatkan booking Potong Rambut besok',
    );
    expect(
      (await salon.api.get<Booking[]>('/admin/bookings')).data.find((row) => row.id === jane.id)
        ?.reminder_url,
    ).toBeNull();
    expect((await salon.api.post(`/admin/bookings/${sari.id}/confirm`, {})).status).toBe(409);

    const declined = await salon.api.post<Booking & { whatsapp_url: string }>(
      `/admin/bookings/${jane.id}/decline`,
      {},
    );
    expect(declined.data.status).toBe('declined');
    const message = new URL(declined.data.whatsapp_url).searchParams.get('text') ?? '';
    expect(message).toContain('Waktu yang masih kosong:');
    // The declined time is free again; the confirmed one stays taken.
    const free = (await slots(haircut, tomorrow())).body.data.map((time) => time.start.slice(11, 16));
    expect(free).toContain('14:00');
    expect(free).not.toContain('10:00');
  });

  it('gives the last place to exactly one of 20 customers asking at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        book(request(`${tomorrow()}T15:00`, `0813-5555-${String(1000 + n)}`, `Pelanggan ${n}`)),
      ),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
  });

  it('keeps one number to 3 open requests, and one address to its hourly limit', async () => {
    const number = '0857-1111-2222';
    for (const time of ['11:00', '12:00', '13:00'])
      expect((await book(request(`${tomorrow()}T${time}`, number))).status).toBe(201);
    const fourth = await book(request(`${tomorrow()}T16:00`, number));
    expect(fourth.status).toBe(422);
    expect(((await fourth.json()) as { message: string }).message).toContain('sudah punya 3 booking');

    const address = '203.0.113.9';
    let last: Response | undefined;
    for (let n = 0; n < 11; n += 1) last = await book({ offering_id: haircut }, address);
    await expectTooMany(last!, /Terlalu banyak permintaan booking/);
  });

  it('bounds the free-time reads per address, on the picker and on the booking page', async () => {
    const address = '203.0.113.77';
    const read = () =>
      t.api(`/api/public/${salon.slug}/booking-slots?offering=${haircut}&date=${tomorrow()}`, {
        headers: from(address),
      });
    const answers = [];
    for (let n = 0; n < 121; n += 1) answers.push((await read()).status);
    expect(answers.filter((status) => status === 200)).toHaveLength(120);
    await expectTooMany(await read(), /Terlalu banyak pencarian waktu booking/);
    // The page still opens from that address, saying why it lists no times; another address gets them.
    const page = (address: string) =>
      t.api(`/${salon.slug}/booking?offering=${haircut}&date=${tomorrow()}`, { headers: from(address) });
    const limited = await page(address);
    expect(limited.status).toBe(200);
    // Rendered per request, and still compressed for a phone on mobile data.
    expect(limited.headers.get('content-encoding')).toMatch(/^(br|gzip)$/);
    expect(limited.headers.get('cache-control')).toBe('no-store');
    const html = await limited.text();
    expect(html).toContain('Terlalu banyak permintaan booking dari perangkat ini');
    expect(html).not.toContain(`value="${tomorrow()}T`);
    const other = await (await page('203.0.113.78')).text();
    expect(other).not.toContain('Terlalu banyak permintaan booking');
    expect(other).toContain(`value="${tomorrow()}T`);
  });

  it('answers 404 where booking is off or the offering is not bookable, and never reads a request back', async () => {
    const other = await ownerWithSite(t, 'Bengkel Jaya', {}, { goods: false });
    const { data } = await other.api.get<BookingSettings>('/admin/bookings/settings');
    const res = await slots(data.offerings[0]!.id, tomorrow(), other.slug);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Booking belum dibuka di website ini');
    // Another company's offering is not this salon's.
    expect((await slots(data.offerings[0]!.id, tomorrow())).status).toBe(404);
    expect((await t.api(`/api/public/${salon.slug}/bookings`)).status).toBe(404);
    // The owner's list is the owner's only.
    expect((await other.api.get<Booking[]>('/admin/bookings')).data).toEqual([]);
  });

  it('deletes a customer’s request 90 days after its booked time, and keeps the others', async () => {
    const res = await book(request(`${tomorrow()}T16:00`, '0877-1234-5678', 'Lama'));
    expect(res.status).toBe(201);
    const { code } = ((await res.json()) as { data: { code: string } }).data;
    const [row] = await t.webku.db.select().from(bookings).where(eq(bookings.code, code));
    const day = 86_400_000;
    await t.webku.db
      .update(bookings)
      .set({ start_at: new Date(Date.now() - 91 * day - 3_600_000), end_at: new Date(Date.now() - 91 * day) })
      .where(eq(bookings.id, row!.id));
    const before = (await t.webku.db.select().from(bookings)).length;
    expect(await deleteEndedBookings(t.webku.db, Date.now(), 90)).toBe(1);
    expect(await t.webku.db.select().from(bookings).where(eq(bookings.id, row!.id))).toEqual([]);
    expect((await t.webku.db.select().from(bookings)).length).toBe(before - 1);
  });

  it('books a room by the night: free nights, a two-night stay, and the nights it takes', async () => {
    const { data } = await salon.api.get<BookingSettings>('/admin/bookings/settings');
    const room = data.offerings.find((offering) => offering.id !== haircut)!;
    const saved = await salon.api.put<BookingSettings>('/admin/bookings/settings', {
      offerings: [{ id: room.id, is_bookable: true, unit: 'night', duration_minutes: 60 }],
    });
    expect(saved.data.offerings.find((offering) => offering.id === room.id)?.unit).toBe('night');
    // The haircut kept its own choice.
    expect(saved.data.offerings.find((offering) => offering.id === haircut)?.unit).toBe('time');
    const first = addDays(tomorrow(), 2);
    const res = await t.api(
      `/api/public/${salon.slug}/booking-slots?offering=${room.id}&from=${first}&to=${addDays(first, 3)}`,
    );
    const nights = ((await res.json()) as { data: BookingTime[] }).data;
    expect(nights.map((night) => night.start)).toEqual(
      [0, 1, 2, 3].map((n) => `${addDays(first, n)}T14:00:00+08:00`),
    );
    expect(nights[0]?.end).toBe(`${addDays(first, 1)}T12:00:00+08:00`);

    const stay = {
      offering_id: room.id,
      start: first,
      end: addDays(first, 2),
      customer_name: 'Tamu',
      customer_whatsapp: '0812-9999-0001',
    };
    const booked = await book(stay);
    expect(booked.status).toBe(201);
    const text = new URL(
      ((await booked.json()) as { data: { whatsapp_url: string } }).data.whatsapp_url,
    ).searchParams.get('text');
    expect(text).toContain('(2 malam)');
    // Both nights are taken; the third is free; the same two nights again are refused.
    const after = await t.api(
      `/api/public/${salon.slug}/booking-slots?offering=${room.id}&from=${first}&to=${addDays(first, 3)}`,
    );
    expect(
      ((await after.json()) as { data: BookingTime[] }).data.map((night) => night.start.slice(0, 10)),
    ).toEqual([addDays(first, 2), addDays(first, 3)]);
    expect((await book({ ...stay, customer_whatsapp: '0812-9999-0002' })).status).toBe(409);
    expect((await book({ ...stay, end: first, customer_whatsapp: '0812-9999-0002' })).status).toBe(422);
    // Days that do not exist are bad input, never a server error.
    expect((await book({ ...stay, start: '2026-13-45', end: '2026-13-47' })).status).toBe(422);
    expect((await slots(room.id, '2026-13-45')).status).toBe(422);
    const listed = (await salon.api.get<Booking[]>('/admin/bookings')).data.find(
      (row) => row.customer_name === 'Tamu',
    );
    expect(listed).toMatchObject({
      unit: 'night',
      start: `${first}T14:00:00+08:00`,
      end: `${addDays(first, 2)}T12:00:00+08:00`,
    });
  });

  it('proposes booking to a homestay on its dashboard, switched off, with its rooms by the night', async () => {
    const homestay = await ownerWithSite(
      t,
      'Homestay Sawah',
      {
        business_type: 'Homestay',
        short_description: 'Kamar dekat sawah di Ubud, Bali.',
      },
      { goods: false },
    );
    const dashboard = await homestay.api.get<{ bookings: { proposed: boolean; is_active: boolean } | null }>(
      '/admin/dashboard',
    );
    expect(dashboard.data.bookings).toMatchObject({ proposed: true, is_active: false });
    const { data } = await homestay.api.get<BookingSettings>('/admin/bookings/settings');
    expect(data.is_active).toBe(false);
    expect(new Set(data.offerings.map((offering) => offering.unit))).toEqual(new Set(['night']));
    // The coffee-shop-like salon of this file is not a homestay: its own choices stand.
    expect(
      (await salon.api.get<BookingSettings>('/admin/bookings/settings')).data.offerings.find(
        (o) => o.id === haircut,
      )?.unit,
    ).toBe('time');
  });

  it('lets the owner add a booking taken by phone, accepted at once, where a place is free', async () => {
    const call = {
      offering_id: haircut,
      start: `${tomorrow()}T09:00`,
      customer_name: 'Bu Ani (telepon)',
      customer_whatsapp: '0812-7777-8888',
    };
    const added = await salon.api.post<Booking>('/admin/bookings', call);
    expect(added.status).toBe(201);
    expect(added.data).toMatchObject({
      status: 'confirmed',
      start: `${tomorrow()}T09:00:00+08:00`,
      customer_name: 'Bu Ani (telepon)',
    });
    expect(
      (await slots(haircut, tomorrow())).body.data.map((time) => time.start.slice(11, 16)),
    ).not.toContain('09:00');
    const again = await salon.api.post('/admin/bookings', { ...call, customer_name: 'Pak Budi' });
    expect(again.status).toBe(409);
    expect((await salon.api.post('/admin/bookings', { ...call, start: `${tomorrow()}T20:00` })).status).toBe(
      422,
    );
    // Not a visitor's call: without the owner's session it is refused.
    expect((await t.api('/api/admin/bookings', { method: 'POST', json: call })).status).toBe(401);
  });
});
