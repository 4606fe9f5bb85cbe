import {
  addDays,
  addMonths,
  type BookingSettings,
  type DescriptionReading,
  dayOfWeek,
  siteDay,
} from '@webku/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type OwnerWithSite, ownerWithSite } from '../support/server/owner-with-site';
import { openAdmin, useAdminSite } from './support/admin';
import { newPage } from './support/browser';

// Three businesses that sell time, each from its setup to a request the owner accepts in WhatsApp, at
// 390 px: a yoga studio's class with seats, a homestay's nights and a kos's months. The owner sets each up
// in the admin's booking screen; the customer books on the public booking form.
const ctx = useAdminSite('Yoga Ubud', {
  business_type: 'Studio yoga',
  template_selected: 'layanan-jasa',
  short_description: 'Kelas Hatha 100rb, kelas Vinyasa 120rb di Ubud.',
});
const SHOTS = process.env.SCREENSHOT_DIR;
const ZONE = 'Asia/Jakarta';
const tomorrow = () => addDays(siteDay(Date.now(), ZONE), 1);

const fitsTheWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function withWhatsapp(owner: OwnerWithSite) {
  const { data } = await owner.api.get<{ id: number }>('/admin/web-settings');
  const res = await owner.api.put(`/admin/web-settings/${data.id}`, {
    whatsapp_number: '0811-2222-3333',
    time_zone: ZONE,
  });
  expect(res.status, res.message).toBe(200);
}

// The owner opens Booking at 390 px, switches it on and lets `setUp` fill the offering's row, then saves.
async function ownerSetsUp(owner: OwnerWithSite, name: string, setUp: (page: Page) => Promise<void>) {
  await withWhatsapp(owner);
  const page = await openAdmin({ ...ctx, owner }, 'booking', 390);
  const toggle = page.getByRole('switch', { name: 'Terima booking lewat website' });
  await toggle.click();
  await page.getByText('Booking dibuka').waitFor();
  await setUp(page);
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await page.getByText('Pengaturan booking disimpan').waitFor();
  expect(await fitsTheWidth(page)).toBe(true);
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/booking-settings-${name}-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `${SHOTS}/booking-settings-${name}-1280.png`, fullPage: true });
  }
  await page.context().close();
  return (await owner.api.get<BookingSettings>('/admin/bookings/settings')).data;
}

// The customer on a phone: the booking page with the offering and day picked, `choose` fills the
// time or the length, then name and number; the request leaves for WhatsApp.
async function customerBooks(
  owner: OwnerWithSite,
  name: string,
  query: string,
  choose: (page: Page) => Promise<unknown>,
) {
  const page = await newPage(ctx.browser, 390);
  let asked = '';
  await page.context().route('https://wa.me/**', (route) => {
    asked = route.request().url();
    return route.fulfill({ status: 200, contentType: 'text/plain', body: 'WhatsApp' });
  });
  await page.goto(`${ctx.t.url}/${owner.slug}/booking?${query}`);
  await page.getByRole('heading', { name: 'Booking', level: 1 }).waitFor();
  await choose(page);
  await page.getByLabel('Nama', { exact: true }).fill(`Tamu ${name}`);
  await page.locator('#booking-whatsapp').fill('0812-3456-7001');
  expect(await fitsTheWidth(page)).toBe(true);
  // Long words and the smallest phones: nothing runs past the screen at 320 px either.
  await page.setViewportSize({ width: 320, height: 720 });
  expect(await fitsTheWidth(page)).toBe(true);
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/booking-form-${name}-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `${SHOTS}/booking-form-${name}-1280.png`, fullPage: true });
  }
  await page.getByRole('button', { name: 'Kirim lewat WhatsApp' }).click();
  await expect.poll(() => asked).toContain('https://wa.me/6281122223333?text=');
  await page.context().close();
  return new URL(asked).searchParams.get('text') ?? '';
}

// The owner accepts the request in the admin at 390 px; the confirmation opens WhatsApp to the customer.
async function ownerAccepts(owner: OwnerWithSite, customer: string, period: RegExp) {
  const page = await openAdmin({ ...ctx, owner }, 'booking', 390);
  const row = page.getByRole('listitem').filter({ hasText: `Tamu ${customer}` });
  await row.getByText('Menunggu').waitFor();
  await row.getByText(period).waitFor();
  await page.context().route(/wa\.me/, (route) => route.fulfill({ body: 'WhatsApp' }));
  const [chat] = await Promise.all([
    page.context().waitForEvent('page'),
    row.getByRole('button', { name: /^Terima/ }).click(),
  ]);
  await expect.poll(() => chat.url()).toMatch(/^https:\/\/wa\.me\/6281234567001\?text=/);
  await row.getByText('Diterima', { exact: true }).waitFor();
  expect(await fitsTheWidth(page)).toBe(true);
  const text = new URL(chat.url()).searchParams.get('text') ?? '';
  await page.context().close();
  return text;
}

describe('businesses that sell time book end to end at 390 px', () => {
  it('a yoga studio: a class at a fixed time with 12 seats, the seats left shown, the owner accepts', async () => {
    const day = tomorrow();
    const settings = await ownerSetsUp(ctx.owner, 'yoga', async (page) => {
      await page.getByLabel(/^Tempat sendiri: .*Hatha/).fill('12');
      await page.getByRole('button', { name: /^Tambah jadwal\s*: .*Hatha/ }).click();
      await page.getByLabel('Hari kelas 1').first().selectOption(dayOfWeek(day));
      await page.getByLabel('Jam kelas 1').first().fill('07:00');
    });
    const hatha = settings.offerings.find((offering) => offering.name.includes('Hatha'))!;
    expect(hatha).toMatchObject({
      places: 12,
      class_times: [{ day_of_week: dayOfWeek(day), time: '07:00' }],
    });
    const message = await customerBooks(
      ctx.owner,
      'yoga',
      `offering=${hatha.id}&date=${day}`,
      async (page) => {
        // Only the class's time, with its seats left as the server counts them.
        expect(await page.locator('.booking-time span').allInnerTexts()).toEqual([
          '07.00 WIB\nsisa 12 tempat',
        ]);
        await page.locator('.booking-time').first().click();
      },
    );
    expect(message).toContain(`saya ingin booking ${hatha.name}`);
    const answer = await ownerAccepts(ctx.owner, 'yoga', /07\.00/);
    expect(answer).toContain(hatha.name);
    expect(answer).toContain('07.00 WIB');
  });

  it('a homestay: a room type with its own rooms booked for two nights, the owner accepts', async () => {
    const homestay = await ownerWithSite(ctx.t, 'Homestay Komodo', {
      business_type: 'Homestay',
      template_selected: 'layanan-jasa',
      short_description: 'Kamar Double 350rb, Family Room 600rb semalam di Labuan Bajo.',
    });
    const settings = await ownerSetsUp(homestay, 'homestay', async (page) => {
      await page.getByText('Tamu memilih jumlah malam').first().waitFor();
      await page.getByLabel(/^Jumlah kamar: .*Double/).fill('3');
    });
    const double = settings.offerings.find((offering) => offering.name.includes('Double'))!;
    expect(double).toMatchObject({ unit: 'night', places: 3 });
    const checkIn = tomorrow();
    const message = await customerBooks(
      homestay,
      'homestay',
      `offering=${double.id}&date=${checkIn}`,
      (page) => page.getByLabel('Berapa malam').selectOption(addDays(checkIn, 2)),
    );
    expect(message).toContain('(2 malam)');
    expect(await ownerAccepts(homestay, 'homestay', /2 malam/)).toContain('(2 malam)');
  });

  it('a kos: a room by the month, from next month for two months, the owner accepts', async () => {
    const kos = await ownerWithSite(ctx.t, 'Kos Putri Melati', {
      business_type: 'Kos putri',
      template_selected: 'layanan-jasa',
      short_description: 'Kamar AC 1,2jt per bulan, kamar kipas 800rb per bulan dekat UGM Yogyakarta.',
    });
    const settings = await ownerSetsUp(kos, 'kos', async (page) => {
      await page.getByText('Penyewa memilih bulan mulai dan jumlah bulan').first().waitFor();
      await page.getByLabel(/^Jumlah kamar: .*AC/).fill('4');
      await page.getByLabel('Bisa dipesan sampai (hari ke depan)').fill('90');
    });
    const ac = settings.offerings.find((offering) => offering.name.includes('AC'))!;
    expect(ac).toMatchObject({ unit: 'month', places: 4 });
    const first = addMonths(tomorrow(), 1);
    const message = await customerBooks(kos, 'kos', `offering=${ac.id}&date=${first}`, async (page) => {
      await page.getByText('Mulai bulan').waitFor();
      await page.getByLabel('Berapa bulan').selectOption(addMonths(first, 2));
    });
    expect(message).toContain('(2 bulan)');
    expect(await ownerAccepts(kos, 'kos', /2 bulan/)).toContain('(2 bulan)');
  });

  it("speaks of the studio's own offer in the editors' helper texts, never of food and drink", async () => {
    const { data } = await ctx.owner.api.get<DescriptionReading>('/admin/description-reading');
    expect(data.summary?.wording).toBe('classes');
    const page = await openAdmin(ctx, 'menu', 390);
    await page.getByText('Kelas-kelas Anda beserta jadwal, harga dan fotonya.').waitFor();
    expect(await page.getByText(/makanan dan minuman|tumbler/).count()).toBe(0);
    expect(await fitsTheWidth(page)).toBe(true);
    await page.context().close();
  });
});
