import { addDays, type Booking, siteDay } from '@webku/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, visit } from './support/public-site';
import {
  create,
  createSite,
  list,
  type SiteCompany,
  setWebSettings,
  usePublicSiteServer,
} from './support/public-site-fixtures';

// A salon in Bali takes bookings: a customer on a phone books a haircut at 10:00 tomorrow, with and
// without JavaScript, and the time is no longer offered.
let salon: SiteCompany;
let haircut: number;
let homestay: SiteCompany;
let room: number;
let surf: SiteCompany;
let lesson: number;
const SHOTS = process.env.SCREENSHOT_DIR;
const HOURS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => ({
  day_of_week: day,
  opening_time: '09:00',
  closing_time: '17:00',
  is_closed: false,
}));
const tomorrow = () => addDays(siteDay(Date.now(), 'Asia/Makassar'), 1);

const ctx = usePublicSiteServer(async (t) => {
  salon = await createSite(t, 'Salon Ayu Bali', 'layanan-jasa');
  await setWebSettings(salon, { whatsapp_number: '0811-2222-3333', time_zone: 'Asia/Makassar' });
  const [category] = await list(salon, 'menu/categories');
  haircut = (
    await create(salon, 'menu/items', { category_id: category!.id, name: 'Potong Rambut', price: 50000 })
  ).id;
  const res = await salon.api.put('/admin/bookings/settings', {
    is_active: true,
    hours: HOURS,
    lead_minutes: 0,
  });
  if (res.status !== 200) throw new Error(`booking settings: ${res.status} ${res.message}`);

  homestay = await createSite(t, 'Homestay Sawah Ubud', 'layanan-jasa');
  await setWebSettings(homestay, { whatsapp_number: '0813-4444-5555', time_zone: 'Asia/Makassar' });
  const [rooms] = await list(homestay, 'menu/categories');
  room = (
    await create(homestay, 'menu/items', { category_id: rooms!.id, name: 'Kamar Melati', price: 350000 })
  ).id;
  const stay = await homestay.api.put('/admin/bookings/settings', {
    is_active: true,
    offerings: [{ id: room, is_bookable: true, unit: 'night', duration_minutes: 60 }],
  });
  if (stay.status !== 200) throw new Error(`homestay settings: ${stay.status} ${stay.message}`);

  surf = await createSite(t, 'Kuta Surf School', 'layanan-jasa', 'english');
  await setWebSettings(surf, { whatsapp_number: '0815-6666-7777', time_zone: 'Asia/Makassar' });
  const [lessons] = await list(surf, 'menu/categories');
  lesson = (
    await create(surf, 'menu/items', { category_id: lessons!.id, name: 'Surf Lesson', price: 450000 })
  ).id;
  const surfing = await surf.api.put('/admin/bookings/settings', {
    is_active: true,
    hours: HOURS,
    lead_minutes: 0,
    offerings: [{ id: lesson, is_bookable: true, unit: 'time', duration_minutes: 120 }],
  });
  if (surfing.status !== 200) throw new Error(`surf settings: ${surfing.status} ${surfing.message}`);
});

// The customer's request leaves for WhatsApp: the test answers for wa.me and keeps the address asked for.
async function catchWhatsapp(page: Page): Promise<() => string> {
  let asked = '';
  await page.context().route('https://wa.me/**', (route) => {
    asked = route.request().url();
    return route.fulfill({ status: 200, contentType: 'text/plain', body: 'WhatsApp' });
  });
  return () => asked;
}

async function pickAndSee(page: Page, date: string) {
  await page.locator('#booking').getByLabel('Layanan').selectOption(String(haircut));
  await page.locator('#booking').getByLabel('Tanggal').fill(date);
  await page.locator('#booking').getByRole('button', { name: 'Cek ketersediaan' }).click();
  await page.getByRole('heading', { name: 'Booking', level: 1 }).waitFor();
}

const offeredTimes = (page: Page) => page.locator('.booking-time span').allTextContents();
const fitsTheWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('booking on the site', () => {
  for (const js of [false, true]) {
    const time = js ? '11.00' : '10.00';
    it(`books a haircut at ${time} tomorrow in WITA ${js ? 'with' : 'without'} JavaScript at 390 px`, async () => {
      const { page, close } = await visit(ctx.browser, salon.home, { viewport: PHONE, js });
      const whatsapp = await catchWhatsapp(page);
      await page.locator('#booking h2').waitFor({ state: 'visible' });
      expect(await page.locator('#booking .section-title').textContent()).toBe('Booking');
      // The services template's main button leads to the page where a time can be booked.
      const lead = page.locator('.hero-actions .button--primary');
      expect(await lead.textContent()).toBe('Booking');
      expect(await lead.getAttribute('href')).toBe(`/${salon.slug}/booking`);
      expect(await fitsTheWidth(page)).toBe(true);
      if (SHOTS && !js)
        await page.locator('#booking').screenshot({ path: `${SHOTS}/booking-section-390.png` });

      await pickAndSee(page, tomorrow());
      expect(new URL(page.url()).pathname).toBe(`/${salon.slug}/booking`);
      const times = await offeredTimes(page);
      // Each time names the site's zone, as the WhatsApp message does.
      expect(times[0]).toBe('09.00 WITA');
      expect(times).toContain(`${time} WITA`);
      expect(await fitsTheWidth(page)).toBe(true);

      await page.locator('.booking-time', { hasText: time }).click();
      await page.getByLabel('Nama', { exact: true }).fill(js ? 'Dewi' : 'Sari');
      await page.locator('#booking-whatsapp').fill(js ? '0812-3456-7002' : '0812-3456-7001');
      if (SHOTS && !js) await page.screenshot({ path: `${SHOTS}/booking-page-390.png`, fullPage: true });
      await page.getByRole('button', { name: 'Kirim lewat WhatsApp' }).click();
      await expect.poll(whatsapp).toContain('https://wa.me/6281122223333?text=');
      await page.waitForURL(/^https:\/\/wa\.me\//);
      const text = new URL(whatsapp()).searchParams.get('text') ?? '';
      expect(text).toContain('Halo Salon Ayu Bali, saya ingin booking Potong Rambut');
      expect(text).toContain(`pukul ${time} WITA`);
      expect(text).toMatch(/Kode booking: [A-Z2-9]{6}$/);

      // The owner accepts; the time is no longer offered to anyone.
      const booking = (await salon.api.get<Booking[]>('/admin/bookings')).data.find(
        (row) => row.start === `${tomorrow()}T${time.replace('.', ':')}:00+08:00`,
      );
      expect(booking?.status).toBe('pending');
      expect((await salon.api.post(`/admin/bookings/${booking!.id}/confirm`, {})).status).toBe(200);
      await page.goto(`${salon.home}/booking?offering=${haircut}&date=${tomorrow()}`);
      expect(await offeredTimes(page)).not.toContain(`${time} WITA`);
      await close();
    });
  }

  it('sends the customer back with a clear message when the time was taken meanwhile', async () => {
    const { page, close } = await visit(
      ctx.browser,
      `${salon.home}/booking?offering=${haircut}&date=${tomorrow()}`,
      {
        viewport: PHONE,
        js: false,
      },
    );
    await page.locator('.booking-time', { hasText: '14.00' }).click();
    await page.getByLabel('Nama', { exact: true }).fill('Budi');
    await page.locator('#booking-whatsapp').fill('0812-3456-7003');
    // Someone else takes 14:00 before Budi sends.
    const other = await ctx.t.api(`/api/public/${salon.slug}/bookings`, {
      method: 'POST',
      json: {
        offering_id: haircut,
        start: `${tomorrow()}T14:00`,
        customer_name: 'Rina',
        customer_whatsapp: '0812-3456-7004',
      },
    });
    expect(other.status).toBe(201);
    await page.getByRole('button', { name: 'Kirim lewat WhatsApp' }).click();
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('alert').textContent()).toBe(
      'Maaf, jam itu baru saja diambil orang lain. Pilih jam lain yang masih kosong.',
    );
    expect(await offeredTimes(page)).not.toContain('14.00 WITA');
    await close();
  });

  it('books a homestay room for two nights without JavaScript at 390 px', async () => {
    const { page, close } = await visit(ctx.browser, homestay.home, { viewport: PHONE, js: false });
    const whatsapp = await catchWhatsapp(page);
    const checkIn = addDays(tomorrow(), 3);
    await page.locator('#booking').getByLabel('Layanan').selectOption(String(room));
    expect(await page.locator('#booking option:checked').textContent()).toBe('Kamar Melati · per malam');
    await page.locator('#booking').getByLabel('Tanggal').fill(checkIn);
    await page.locator('#booking').getByRole('button', { name: 'Cek ketersediaan' }).click();
    await page.getByLabel('Berapa malam').waitFor();
    await page.getByLabel('Berapa malam').selectOption(addDays(checkIn, 2));
    await page.getByLabel('Nama', { exact: true }).fill('Wayan');
    await page.locator('#booking-whatsapp').fill('+61 412 345 678');
    expect(await fitsTheWidth(page)).toBe(true);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/booking-nights-390.png`, fullPage: true });
    await page.getByRole('button', { name: 'Kirim lewat WhatsApp' }).click();
    await expect.poll(whatsapp).toContain('https://wa.me/6281344445555?text=');
    await page.waitForURL(/^https:\/\/wa\.me\//);
    expect(new URL(whatsapp()).searchParams.get('text')).toContain('Kamar Melati pada');
    expect(new URL(whatsapp()).searchParams.get('text')).toContain('(2 malam)');
    const stay = (await homestay.api.get<Booking[]>('/admin/bookings')).data[0];
    expect(stay).toMatchObject({
      unit: 'night',
      customer_whatsapp: '61412345678',
      start: `${checkIn}T14:00:00+08:00`,
      end: `${addDays(checkIn, 2)}T12:00:00+08:00`,
    });
    // The two nights are held: that check-in is full now.
    await page.goto(`${homestay.home}/booking?offering=${room}&date=${checkIn}`);
    await page.getByText('Tanggal ini sudah penuh. Coba tanggal lain.').waitFor();
    await close();
  });

  it('keeps a 120-character word in an offering and in the form inside a 320 px phone', async () => {
    const word = 'Perawatan'.repeat(14).slice(0, 120);
    const [category] = await list(salon, 'menu/categories');
    const long = (await create(salon, 'menu/items', { category_id: category!.id, name: word, price: 75000 }))
      .id;
    const { page, close } = await visit(
      ctx.browser,
      `${salon.home}/booking?offering=${long}&date=${tomorrow()}`,
      {
        viewport: { width: 320, height: 700 },
        js: false,
      },
    );
    await page.locator('.booking-time').first().waitFor();
    await page.getByLabel('Nama', { exact: true }).fill(word);
    expect(await fitsTheWidth(page)).toBe(true);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/booking-page-320-long.png`, fullPage: true });
    await close();
  });

  it('speaks English on an English site, without JavaScript, inside a 320 px phone', async () => {
    const { page, close } = await visit(ctx.browser, surf.home, {
      viewport: { width: 320, height: 700 },
      js: false,
    });
    const whatsapp = await catchWhatsapp(page);
    const section = page.locator('#booking');
    await section.getByLabel('Service').selectOption(String(lesson));
    await section.getByLabel('Date').fill(tomorrow());
    await section.getByRole('button', { name: 'Check availability' }).click();
    await page.getByRole('heading', { name: 'Booking', level: 1 }).waitFor();
    await page.getByText('Pick a time').waitFor();
    expect((await offeredTimes(page)).length).toBeGreaterThan(0);
    await page.locator('.booking-time').first().click();
    await page.getByLabel('Name', { exact: true }).fill('Jack');
    await page.locator('#booking-whatsapp').fill('+61 412 345 678');
    expect(await fitsTheWidth(page)).toBe(true);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/booking-page-en-320.png`, fullPage: true });
    await page.getByRole('button', { name: 'Send on WhatsApp' }).click();
    await expect.poll(whatsapp).toContain('https://wa.me/6281566667777?text=');
    const text = new URL(whatsapp()).searchParams.get('text') ?? '';
    expect(text).toContain('Hello Kuta Surf School, I would like to book Surf Lesson on');
    expect(text).toContain('WITA');
    await close();
  });
});
