import { addDays, type Booking, type BookingCalendar, type BookingSettings, siteDay } from '@webku/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { everyDay } from '../../../../../tests/support/server/booking-hours';
import { type OwnerWithSite, ownerWithSite } from '../../../../../tests/support/server/owner-with-site';
import { from } from '../../../../../tests/support/server/rate-limit';
import { startTestServer, type TestServer } from '../../../../../tests/support/server/test-server';

// The calendars of bookings over real HTTP: the owner's private feed and a confirmed booking's event.
let t: TestServer;
let salon: OwnerWithSite;
let haircut: number;

const SALON = {
  business_type: 'Salon rambut',
  template_selected: 'layanan-jasa',
  short_description: 'Potong rambut 50rb, creambath 80rb, smoothing 250rb di Denpasar.',
};
const tomorrow = () => addDays(siteDay(Date.now(), 'Asia/Makassar'), 1);
// Tomorrow in WITA (UTC+8) as a calendar's UTC time: 10:00 WITA is 02:00Z.
const utc = (hour: number) => `${tomorrow().replace(/-/g, '')}T${String(hour).padStart(2, '0')}0000Z`;

let requests = 0;
const book = (start: string, whatsapp: string, name: string) => {
  requests += 1;
  return t.api(`/api/public/${salon.slug}/bookings`, {
    method: 'POST',
    json: { offering_id: haircut, start, customer_name: name, customer_whatsapp: whatsapp },
    headers: from(`198.51.100.${requests}`),
  });
};
// A calendar's address is absolute, on the platform's origin: fetched as it is, with no session.
const fetchCalendar = (url: string) => fetch(url);
const idOf = async (name: string) =>
  (await salon.api.get<Booking[]>('/admin/bookings')).data.find((row) => row.customer_name === name)!.id;

beforeAll(async () => {
  t = await startTestServer({ TRUSTED_PROXIES: '127.0.0.1,::1' });
  salon = await ownerWithSite(t, 'Salon Ayu', SALON, { goods: false });
  const { data: web } = await salon.api.get<{ id: number }>('/admin/web-settings');
  await salon.api.put(`/admin/web-settings/${web.id}`, {
    time_zone: 'Asia/Makassar',
    whatsapp_number: '0811-2222-3333',
  });
  const { data } = await salon.api.get<BookingSettings>('/admin/bookings/settings');
  haircut = data.offerings[0]!.id;
  const hours = everyDay('09:00', '17:00');
  const saved = await salon.api.put('/admin/bookings/settings', {
    is_active: true,
    hours,
    lead_minutes: 0,
    offerings: [{ id: haircut, is_bookable: true, duration_minutes: 60 }],
  });
  expect(saved.status, saved.message).toBe(200);
}, 120_000);
afterAll(() => t?.close());

describe("the owner's private calendar", () => {
  let feedUrl = '';

  it('is an absolute address on the platform, the same each time it is asked for', async () => {
    const first = await salon.api.get<BookingCalendar>('/admin/bookings/calendar');
    expect(first.status).toBe(200);
    feedUrl = first.data.url;
    expect(feedUrl).toMatch(
      new RegExp(`^${t.url.replace(/[.]/g, '\\.')}/api/public/booking-calendar/[A-Za-z0-9_-]{43}\\.ics$`),
    );
    expect((await salon.api.get<BookingCalendar>('/admin/bookings/calendar')).data.url).toBe(feedUrl);
  });

  it('lists the confirmed booking in UTC and the request still waiting, without a session', async () => {
    expect((await book(`${tomorrow()}T10:00`, '0812-3456-7001', 'Sari')).status).toBe(201);
    expect((await book(`${tomorrow()}T13:00`, '0812-3456-7002', 'Budi')).status).toBe(201);
    expect((await book(`${tomorrow()}T15:00`, '0812-3456-7003', 'Wayan')).status).toBe(201);
    expect((await salon.api.post(`/admin/bookings/${await idOf('Sari')}/confirm`, {})).status).toBe(200);
    expect((await salon.api.post(`/admin/bookings/${await idOf('Wayan')}/decline`, {})).status).toBe(200);

    const res = await fetchCalendar(feedUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('private, max-age=300');
    const text = await res.text();
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Webku//Booking//ID\r\n')).toBe(true);
    expect(text).toContain('\r\nX-WR-CALNAME:Booking Salon Ayu\r\n');
    const events = text.split('BEGIN:VEVENT').slice(1);
    expect(events).toHaveLength(2);
    const [sari, budi] = events as [string, string];
    expect(sari).toContain(`\r\nDTSTART:${utc(2)}\r\nDTEND:${utc(3)}\r\n`);
    expect(sari).toMatch(/\r\nSUMMARY;LANGUAGE=id:.+ - Sari\r\n/);
    expect(sari).toContain('\r\nDESCRIPTION;LANGUAGE=id:WhatsApp: 6281234567001\\nKode booking: ');
    expect(sari).toContain('\r\nSTATUS:CONFIRMED\r\n');
    expect(budi).toContain(`\r\nDTSTART:${utc(5)}\r\n`);
    expect(budi).toMatch(/\r\nSUMMARY;LANGUAGE=id:Menunggu: .+ - Budi\r\n/);
    expect(budi).toContain('\r\nSTATUS:TENTATIVE\r\n');
    expect(text).not.toContain('Wayan');
  });

  it('moves to a new address when renewed: the old one answers 404', async () => {
    const renewed = await salon.api.post<BookingCalendar>('/admin/bookings/calendar/renew', {});
    expect(renewed.status).toBe(200);
    expect(renewed.data.url).not.toBe(feedUrl);
    expect((await salon.api.get<BookingCalendar>('/admin/bookings/calendar')).data.url).toBe(
      renewed.data.url,
    );
    const old = await fetchCalendar(feedUrl);
    expect(old.status).toBe(404);
    expect(((await old.json()) as { message: string }).message).toBe('Kalender tidak ditemukan');
    expect((await fetchCalendar(renewed.data.url)).status).toBe(200);
  });

  it('answers 404 with a message for an unknown or malformed token, and the address needs a session', async () => {
    for (const path of [
      `/api/public/booking-calendar/${'A'.repeat(43)}.ics`,
      '/api/public/booking-calendar/short.ics',
      `/api/public/booking-event/${'B'.repeat(43)}.ics`,
    ]) {
      const res = await t.api(path);
      expect(res.status, path).toBe(404);
      expect(((await res.json()) as { message: string }).message, path).toBeTruthy();
    }
    expect((await t.api('/api/admin/bookings/calendar')).status).toBe(401);
    expect((await t.api('/api/admin/bookings/calendar/renew', { method: 'POST', json: {} })).status).toBe(
      401,
    );
  });
});

describe("a confirmed booking's event", () => {
  it('is linked from the confirmation and its WhatsApp text, and holds that one booking', async () => {
    expect((await book(`${tomorrow()}T11:00`, '0812-3456-7004', 'Ketut')).status).toBe(201);
    const confirmed = await salon.api.post<Booking & { whatsapp_url: string; ics_url: string }>(
      `/admin/bookings/${await idOf('Ketut')}/confirm`,
      {},
    );
    expect(confirmed.status).toBe(200);
    const icsUrl = confirmed.data.ics_url;
    expect(icsUrl).toMatch(/\/api\/public\/booking-event\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(icsUrl.startsWith(t.url)).toBe(true);
    const message = new URL(confirmed.data.whatsapp_url).searchParams.get('text') ?? '';
    expect(message).toContain(`\nSimpan ke kalender: ${icsUrl}`);

    const res = await fetchCalendar(icsUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const text = await res.text();
    expect(text.split('BEGIN:VEVENT')).toHaveLength(2);
    expect(text).toContain(`\r\nUID:${confirmed.data.code}-${confirmed.data.id}@webku\r\n`);
    expect(text).toContain(`\r\nDTSTART:${utc(3)}\r\nDTEND:${utc(4)}\r\n`);
    expect(text).toContain('\r\nSTATUS:CONFIRMED\r\n');
    expect(text).not.toContain('Sari');
  });

  it("carries the store's address as its place, in the language the customer booked in", async () => {
    const [store] = (await salon.api.get<{ id: number; name: string }[]>('/admin/stores')).data;
    const moved = await salon.api.put(`/admin/stores/${store!.id}`, {
      name: store!.name,
      address: 'Jl. Teuku Umar No. 8',
      city: 'Denpasar',
    });
    expect(moved.status, moved.message).toBe(200);
    expect((await book(`${tomorrow()}T14:00`, '0812-3456-7005', 'Made')).status).toBe(201);
    const confirmed = await salon.api.post<{ ics_url: string }>(
      `/admin/bookings/${await idOf('Made')}/confirm`,
      {},
    );
    const text = await (await fetchCalendar(confirmed.data.ics_url)).text();
    expect(text).toContain('\r\nLOCATION;LANGUAGE=id:Jl. Teuku Umar No. 8\\, Denpasar\r\n');
    expect(text).toContain('\r\nDESCRIPTION;LANGUAGE=id:WhatsApp: 6281234567005\\nKode booking: ');
  });

  it('is not made for a declined request', async () => {
    const declined = await salon.api.post<Booking & { ics_url?: string }>(
      `/admin/bookings/${await idOf('Budi')}/decline`,
      {},
    );
    expect(declined.status).toBe(200);
    expect(declined.data.ics_url).toBeUndefined();
  });
});
