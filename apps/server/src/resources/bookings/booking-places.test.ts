import {
  addDays,
  type Booking,
  type BookingSettings,
  type BookingTime,
  dayOfWeek,
  siteDateTime,
  siteDay,
} from '@webku/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { everyDay } from '../../../../../tests/support/server/booking-hours';
import { type OwnerWithSite, ownerWithSite } from '../../../../../tests/support/server/owner-with-site';
import { from } from '../../../../../tests/support/server/rate-limit';
import { startTestServer, type TestServer } from '../../../../../tests/support/server/test-server';

// Bookings that fit the businesses that sell time, over real HTTP: places per offering (room types, a
// barber's chairs), several time ranges in a day, a hold counted in the owner's waking hours, and the
// settings that refuse what does not fit with a message naming the field.
let t: TestServer;
let homestay: OwnerWithSite;
let barber: OwnerWithSite;
let yoga: OwnerWithSite;

const ZONE = 'Asia/Makassar' as const;
const tomorrow = () => addDays(siteDay(Date.now(), ZONE), 1);

let requests = 0;
const book = (site: OwnerWithSite, body: Record<string, unknown>, whatsapp?: string) => {
  requests += 1;
  return t.api(`/api/public/${site.slug}/bookings`, {
    method: 'POST',
    json: {
      customer_name: `Tamu ${requests}`,
      customer_whatsapp: whatsapp ?? `0812-7000-${String(requests).padStart(4, '0')}`,
      ...body,
    },
    headers: from(`198.51.100.${requests}`),
  });
};
const slots = async (site: OwnerWithSite, query: string) => {
  const res = await t.api(`/api/public/${site.slug}/booking-slots?${query}`);
  return ((await res.json()) as { data: BookingTime[] }).data;
};

async function openBookings(site: OwnerWithSite, settings: Record<string, unknown>) {
  const { data: web } = await site.api.get<{ id: number }>('/admin/web-settings');
  await site.api.put(`/admin/web-settings/${web.id}`, { time_zone: ZONE, whatsapp_number: '0811-2222-3333' });
  const saved = await site.api.put<BookingSettings>('/admin/bookings/settings', {
    is_active: true,
    lead_minutes: 0,
    ...settings,
  });
  expect(saved.status, saved.message).toBe(200);
  return saved.data;
}

let double = 0;
let family = 0;
let haircut = 0;

beforeAll(async () => {
  t = await startTestServer({ TRUSTED_PROXIES: '127.0.0.1,::1' });
  homestay = await ownerWithSite(
    t,
    'Homestay Komodo',
    {
      business_type: 'Homestay',
      template_selected: 'layanan-jasa',
      short_description: 'Kamar Double 350rb, Family Room 600rb semalam di Labuan Bajo.',
    },
    { goods: false },
  );
  barber = await ownerWithSite(
    t,
    'Barber Daeng',
    {
      business_type: 'Barbershop',
      template_selected: 'layanan-jasa',
      short_description: 'Potong rambut 40rb, cukur jenggot 25rb di Makassar.',
    },
    { goods: false },
  );
  yoga = await ownerWithSite(
    t,
    'Yoga Ubud',
    {
      business_type: 'Studio yoga',
      template_selected: 'layanan-jasa',
      short_description: 'Kelas Hatha 100rb, kelas Vinyasa 120rb di Ubud.',
    },
    { goods: false },
  );
  const rooms = (await homestay.api.get<BookingSettings>('/admin/bookings/settings')).data.offerings;
  [double, family] = [rooms[0]!.id, rooms[1]!.id];
  haircut = (await barber.api.get<BookingSettings>('/admin/bookings/settings')).data.offerings[0]!.id;
}, 180_000);
afterAll(() => t?.close());

describe('places per offering', () => {
  it('gives each room type its own rooms: three Double requests do not fill the Family Room', async () => {
    const saved = await openBookings(homestay, {
      offerings: [
        { id: double, is_bookable: true, unit: 'night', duration_minutes: 60, places: 3 },
        { id: family, is_bookable: true, unit: 'night', duration_minutes: 60, places: 1 },
      ],
    });
    expect(saved.offerings.find((offering) => offering.id === double)?.places).toBe(3);
    const first = addDays(tomorrow(), 3);
    const stay = (offering: number) => ({ offering_id: offering, start: first, end: addDays(first, 1) });
    for (let n = 0; n < 3; n += 1) expect((await book(homestay, stay(double))).status).toBe(201);
    expect((await book(homestay, stay(double))).status).toBe(409);
    expect((await slots(homestay, `offering=${double}&from=${first}&to=${first}`)).length).toBe(0);
    const familyNights = await slots(homestay, `offering=${family}&from=${first}&to=${first}`);
    expect(familyNights.map((night) => night.start)).toEqual([`${first}T14:00:00+08:00`]);
    expect((await book(homestay, stay(family))).status).toBe(201);
    expect((await book(homestay, stay(family))).status).toBe(409);
  });

  it("keeps an offering's places when it is saved without them, and shares the business's again with null", async () => {
    const kept = await homestay.api.put<BookingSettings>('/admin/bookings/settings', {
      offerings: [{ id: double, is_bookable: true, unit: 'night', duration_minutes: 60 }],
    });
    expect(kept.data.offerings.find((offering) => offering.id === double)?.places).toBe(3);
    const shared = await homestay.api.put<BookingSettings>('/admin/bookings/settings', {
      offerings: [{ id: double, is_bookable: true, unit: 'night', duration_minutes: 60, places: null }],
    });
    expect(shared.data.offerings.find((offering) => offering.id === double)?.places).toBeNull();
  });

  it('refuses places outside 1 to 50 with a message naming the field', async () => {
    for (const places of [0, 51, 2.5]) {
      const res = await homestay.api.put('/admin/bookings/settings', {
        offerings: [{ id: double, is_bookable: true, duration_minutes: 60, places }],
      });
      expect(res.status, String(places)).toBe(422);
      expect(res.message).toContain('Jumlah tempat per layanan');
    }
  });

  it('lets a barber with two chairs take two customers at the same time, not three', async () => {
    await openBookings(barber, {
      capacity: 1,
      hours: everyDay('09:00', '17:00'),
      offerings: [{ id: haircut, is_bookable: true, duration_minutes: 30, places: 2 }],
    });
    const start = `${tomorrow()}T10:00`;
    expect((await book(barber, { offering_id: haircut, start })).status).toBe(201);
    expect((await book(barber, { offering_id: haircut, start })).status).toBe(201);
    expect((await book(barber, { offering_id: haircut, start })).status).toBe(409);
    const times = await slots(barber, `offering=${haircut}&date=${tomorrow()}`);
    expect(times.map((time) => time.start)).not.toContain(`${tomorrow()}T10:00:00+08:00`);
    expect(times.map((time) => time.start)).toContain(`${tomorrow()}T10:30:00+08:00`);
  });
});

describe('several time ranges in a day', () => {
  it('offers only the times inside each range ("07.00-08.30, 17.00-18.30")', async () => {
    const saved = await barber.api.put<BookingSettings>('/admin/bookings/settings', {
      hours: [...everyDay('07:00', '08:30'), ...everyDay('17:00', '18:30')],
    });
    expect(saved.status, saved.message).toBe(200);
    const day = addDays(tomorrow(), 1);
    const starts = (await slots(barber, `offering=${haircut}&date=${day}`)).map((time) =>
      time.start.slice(11, 16),
    );
    expect(starts).toEqual(['07:00', '07:30', '08:00', '17:00', '17:30', '18:00']);
    expect((await book(barber, { offering_id: haircut, start: `${day}T12:00` })).status).toBe(422);
    expect((await book(barber, { offering_id: haircut, start: `${day}T17:30` })).status).toBe(201);
  });

  it('refuses ranges of one day that overlap, naming the rule', async () => {
    const res = await barber.api.put('/admin/bookings/settings', {
      hours: [...everyDay('07:00', '09:00'), ...everyDay('08:00', '10:00')],
    });
    expect(res.status).toBe(422);
    expect(res.message).toContain('Jam booking');
    expect(res.message).toContain('tidak boleh bertumpuk');
  });
});

describe("a request's answer time", () => {
  it("counts the hold only in the owner's waking hours: it ends inside the booking hours", async () => {
    await barber.api.put('/admin/bookings/settings', {
      hours: everyDay('09:00', '17:00'),
      hold_minutes: 120,
    });
    const day = addDays(tomorrow(), 2);
    const res = await book(barber, { offering_id: haircut, start: `${day}T11:00` }, '0813-5555-0001');
    expect(res.status).toBe(201);
    const list = (await barber.api.get<Booking[]>('/admin/bookings')).data;
    const answerBy = Date.parse(list.find((row) => row.customer_whatsapp === '6281355550001')!.answer_by!);
    const wall = siteDateTime(answerBy, ZONE).slice(11, 16);
    expect(wall >= '09:00' && wall <= '17:00', wall).toBe(true);
    expect(answerBy - Date.now()).toBeGreaterThanOrEqual(119 * 60_000);
  });
});

describe('classes at fixed times with seats', () => {
  it('offers a class only at its own times, each full when its seats are taken', async () => {
    const [hatha, vinyasa] = (await yoga.api.get<BookingSettings>('/admin/bookings/settings')).data.offerings;
    const day = tomorrow();
    const weekday = dayOfWeek(day);
    const saved = await openBookings(yoga, {
      hours: everyDay('09:00', '17:00'),
      offerings: [
        {
          id: hatha!.id,
          is_bookable: true,
          duration_minutes: 75,
          places: 2,
          class_times: [{ day_of_week: weekday, time: '07:00' }],
        },
        {
          id: vinyasa!.id,
          is_bookable: true,
          duration_minutes: 60,
          places: 12,
          class_times: [{ day_of_week: weekday, time: '17:00' }],
        },
      ],
    });
    expect(saved.offerings[0]?.class_times).toEqual([{ day_of_week: weekday, time: '07:00' }]);
    // Not a time every half hour: the class's own, even before the booking hours open.
    expect(await slots(yoga, `offering=${hatha!.id}&date=${day}`)).toEqual([
      { start: `${day}T07:00:00+08:00`, end: `${day}T08:15:00+08:00`, places_left: 2 },
    ]);
    expect((await book(yoga, { offering_id: hatha!.id, start: `${day}T09:00` })).status).toBe(422);
    expect((await book(yoga, { offering_id: hatha!.id, start: `${day}T07:00` })).status).toBe(201);
    // The seats left come from the server: one of the two is taken.
    expect((await slots(yoga, `offering=${hatha!.id}&date=${day}`))[0]?.places_left).toBe(1);
    expect((await book(yoga, { offering_id: hatha!.id, start: `${day}T07:00` })).status).toBe(201);
    expect((await book(yoga, { offering_id: hatha!.id, start: `${day}T07:00` })).status).toBe(409);
    expect(await slots(yoga, `offering=${hatha!.id}&date=${day}`)).toEqual([]);
    expect((await slots(yoga, `offering=${vinyasa!.id}&date=${day}`)).map((time) => time.start)).toEqual([
      `${day}T17:00:00+08:00`,
    ]);
    expect((await slots(yoga, `offering=${vinyasa!.id}&date=${addDays(day, 1)}`)).length).toBe(0);
  });

  it('refuses a class without its number of seats, naming the field', async () => {
    const [hatha] = (await yoga.api.get<BookingSettings>('/admin/bookings/settings')).data.offerings;
    const res = await yoga.api.put('/admin/bookings/settings', {
      offerings: [
        {
          id: hatha!.id,
          is_bookable: true,
          duration_minutes: 60,
          places: null,
          class_times: [{ day_of_week: 'monday', time: '07:00' }],
        },
      ],
    });
    expect(res.status).toBe(422);
    expect(res.message).toContain('Isi jumlah tempat per layanan untuk kelas');
    const emptied = await yoga.api.put('/admin/bookings/settings', {
      offerings: [{ id: hatha!.id, is_bookable: true, duration_minutes: 60, places: null }],
    });
    expect(emptied.status).toBe(422);
    expect(emptied.message).toContain('Isi jumlah tempat per layanan untuk kelas');
  });
});
