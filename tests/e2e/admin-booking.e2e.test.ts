import { addDays, type BookingSettings, type BookingTime, DAY_NAMES_ID, DAYS_OF_WEEK } from '@webku/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openAdmin, useAdminSite } from './support/admin';

const ctx = useAdminSite('Salon Ayu', {
  business_type: 'Salon rambut',
  template_selected: 'layanan-jasa',
  short_description: 'Potong rambut 50rb, creambath 80rb, smoothing 250rb di Denpasar.',
});
const SHOTS = process.env.SCREENSHOT_DIR;

async function saveWebSettings(values: Record<string, unknown>) {
  const { data } = await ctx.owner.api.get<{ id: number }>('/admin/web-settings');
  const res = await ctx.owner.api.put(`/admin/web-settings/${data.id}`, values);
  expect(res.status, res.message).toBe(200);
}

// A customer asks for the first free time of the first bookable offering, from two days on.
async function customerAsks(name: string, whatsapp: string) {
  const { data } = await ctx.owner.api.get<BookingSettings>('/admin/bookings/settings');
  const offering = data.offerings.find((candidate) => candidate.is_bookable)!;
  const today = new Date().toISOString().slice(0, 10);
  for (let ahead = 2; ahead < 10; ahead++) {
    const date = addDays(today, ahead);
    const slots = await ctx.t.api(
      `/api/public/${ctx.owner.slug}/booking-slots?offering=${offering.id}&date=${date}`,
    );
    const free = ((await slots.json()) as { data: BookingTime[] }).data[0];
    if (!free) continue;
    const res = await ctx.t.api(`/api/public/${ctx.owner.slug}/bookings`, {
      method: 'POST',
      json: { offering_id: offering.id, start: free.start, customer_name: name, customer_whatsapp: whatsapp },
    });
    expect(res.status).toBe(201);
    return free.start;
  }
  throw new Error('no free time in the coming week');
}

// How the admin words a closed day: 'Jumat, 25 Des 2026'.
const closedDayText = (day: string) =>
  new Intl.DateTimeFormat('id-ID', {
    weekday: 'long',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));

const fitsTheWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('Booking', () => {
  it('refuses to switch on without the WhatsApp number and shows the way to fill it', async () => {
    await saveWebSettings({ whatsapp_number: '' });
    const page = await openAdmin(ctx, 'booking');
    await page.getByRole('heading', { name: 'Booking', level: 1 }).waitFor();
    await page.getByText('Belum ada permintaan booking').waitFor();
    const toggle = page.getByRole('switch', { name: 'Terima booking lewat website' });
    await toggle.click();
    await page.getByRole('alert').filter({ hasText: 'Nomor WhatsApp di Pengaturan Web' }).waitFor();
    await page.getByRole('link', { name: 'Buka Web Settings' }).waitFor();
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await page.context().close();
  });

  for (const [width, customer, whatsapp] of [
    [390, 'Sari', '0812-3456-7001'],
    [1280, 'Budi', '0812-3456-7002'],
  ] as const) {
    it(`at ${width} px the owner switches on, saves the settings and accepts a request`, async () => {
      await saveWebSettings({ whatsapp_number: '0811-2222-3333' });
      const page = await openAdmin(ctx, '', width);
      if (width < 768) await page.getByRole('button', { name: 'Buka menu admin' }).click();
      await page.getByRole('link', { name: 'Booking', exact: true }).click();
      await page.getByRole('heading', { name: 'Booking', level: 1 }).waitFor();
      await page
        .getByText('Mengikuti jam buka toko')
        .or(page.getByText('09.00 - 17.00 setiap hari'))
        .waitFor();

      const toggle = page.getByRole('switch', { name: 'Terima booking lewat website' });
      if ((await toggle.getAttribute('aria-checked')) === 'false') {
        await toggle.click();
        await page.getByText('Booking dibuka').waitFor();
      }
      await page.getByLabel('Jumlah tempat sekaligus').fill('2');
      await page.getByRole('button', { name: 'Simpan', exact: true }).click();
      await page.getByText('Pengaturan booking disimpan').waitFor();
      expect((await ctx.owner.api.get<BookingSettings>('/admin/bookings/settings')).data.capacity).toBe(2);

      const start = await customerAsks(customer, whatsapp);
      await page.reload();
      const row = page.getByRole('listitem').filter({ hasText: customer });
      await row.getByText('Menunggu').waitFor();
      const [, month, day, hour, minute] = /^\d{4}-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(start)!;
      const months = ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'];
      await row.getByText(`${Number(day)} ${months[Number(month) - 1]} · ${hour}.${minute}`).waitFor();
      expect(await fitsTheWidth(page)).toBe(true);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-booking-${width}.png`, fullPage: true });

      await page.context().route(/wa\.me/, (route) => route.fulfill({ body: 'WhatsApp' }));
      const [chat] = await Promise.all([
        page.context().waitForEvent('page'),
        row.getByRole('button', { name: /^Terima/ }).click(),
      ]);
      await expect.poll(() => chat.url()).toMatch(/^https:\/\/wa\.me\/6281234567\d+\?text=/);
      // The toast names the customer too: the badge is the exact word.
      await row.getByText('Diterima', { exact: true }).waitFor();
      await page.getByRole('link', { name: 'Buka WhatsApp' }).waitFor();
      expect(await row.getByRole('button', { name: /^Tolak/ }).count()).toBe(0);
      expect(await fitsTheWidth(page)).toBe(true);
      await page.context().close();
    });
  }

  it('at 390 px the owner adds a booking taken by phone, and a full time is refused in the dialog', async () => {
    await saveWebSettings({ whatsapp_number: '0811-2222-3333' });
    const page = await openAdmin(ctx, 'booking', 390);
    await page.getByRole('heading', { name: 'Booking', level: 1 }).waitFor();
    // A free time on the stores' hours, some days ahead.
    const { data } = await ctx.owner.api.get<BookingSettings>('/admin/bookings/settings');
    const offering = data.offerings[0]!;
    let free: BookingTime | undefined;
    for (let ahead = 5; !free && ahead < 14; ahead++) {
      const date = addDays(new Date().toISOString().slice(0, 10), ahead);
      const res = await ctx.t.api(
        `/api/public/${ctx.owner.slug}/booking-slots?offering=${offering.id}&date=${date}`,
      );
      free = ((await res.json()) as { data: BookingTime[] }).data[0];
    }
    const [day, time] = [free!.start.slice(0, 10), free!.start.slice(11, 16)];
    const addAt = async (name: string) => {
      await page.getByRole('button', { name: 'Tambah booking' }).click();
      const dialog = page.getByRole('dialog', { name: 'Tambah booking' });
      await dialog.getByLabel('Tanggal').fill(day);
      await dialog.getByLabel('Jam').fill(time);
      await dialog.getByLabel('Nama').fill(name);
      await dialog.getByLabel('Nomor WhatsApp').fill('0812-5555-0000');
      await dialog.getByRole('button', { name: 'Simpan booking' }).click();
      return dialog;
    };
    await addAt('Bu Ani');
    const row = page.getByRole('listitem').filter({ hasText: 'Bu Ani' });
    await row.getByText('Diterima', { exact: true }).waitFor();
    expect(await fitsTheWidth(page)).toBe(true);
    // The capacity was set to 2 earlier: a third booking at that time is refused where it was typed.
    await addAt('Pak Budi');
    await page
      .getByRole('listitem')
      .filter({ hasText: 'Pak Budi' })
      .getByText('Diterima', { exact: true })
      .waitFor();
    const dialog = await addAt('Pak Candra');
    await dialog.getByRole('alert').waitFor();
    expect(await dialog.getByRole('alert').textContent()).toContain('baru saja diambil');
    expect(await dialog.getByLabel('Nama').inputValue()).toBe('Pak Candra');
    await page.context().close();
  });

  it('at 390 px the owner sets their own hours, closes a weekday and a date, and the site follows', async () => {
    await saveWebSettings({ whatsapp_number: '0811-2222-3333' });
    expect((await ctx.owner.api.put('/admin/bookings/settings', { is_active: true })).status).toBe(200);
    const page = await openAdmin(ctx, 'booking', 390);
    await page.getByRole('heading', { name: 'Jam booking' }).waitFor();
    await page.getByRole('radio', { name: /Atur jam booking sendiri/ }).check();
    await page.getByLabel('Senin', { exact: true }).fill('13:00 - 17:00');
    await page.getByRole('button', { name: 'Pakai jam hari Senin untuk setiap hari' }).click();
    const today = new Date().toISOString().slice(0, 10);
    const [closedDate, closedWeekday, open] = [addDays(today, 3), addDays(today, 4), addDays(today, 5)];
    const weekday = DAYS_OF_WEEK[(new Date(`${closedWeekday}T00:00:00Z`).getUTCDay() + 6) % 7]!;
    await page.getByRole('button', { name: `Tutup hari ${DAY_NAMES_ID[weekday]}` }).click();
    await page.getByLabel('Tanggal tutup baru').fill(closedDate);
    await page.getByRole('button', { name: 'Tambah tanggal tutup' }).click();
    const chips = page.getByRole('list', { name: 'Tanggal tutup' });
    await chips.getByText(closedDayText(closedDate)).waitFor();
    expect(await fitsTheWidth(page)).toBe(true);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-booking-hours-390.png`, fullPage: true });
    await page.getByRole('button', { name: 'Simpan', exact: true }).click();
    await page.getByText('Pengaturan booking disimpan').waitFor();

    const { data } = await ctx.owner.api.get<BookingSettings>('/admin/bookings/settings');
    expect(data.hours_source).toBe('own');
    expect(data.closed_days).toEqual([closedDate]);
    expect(data.hours.find((hour) => hour.day_of_week === weekday)?.is_closed).toBe(true);
    const offering = data.offerings.find((candidate) => candidate.is_bookable)!;
    const startsOn = async (date: string) => {
      const res = await ctx.t.api(
        `/api/public/${ctx.owner.slug}/booking-slots?offering=${offering.id}&date=${date}`,
      );
      expect(res.status).toBe(200);
      return ((await res.json()) as { data: BookingTime[] }).data.map((time) => time.start.slice(11, 16));
    };
    expect(await startsOn(closedDate)).toEqual([]);
    expect(await startsOn(closedWeekday)).toEqual([]);
    const times = await startsOn(open);
    expect(times[0]).toBe('13:00');
    expect(times.every((time) => time >= '13:00' && time < '17:00')).toBe(true);

    // The date is taken off again, and the hours go back to the stores'.
    await page.reload();
    await chips.getByRole('button', { name: `Hapus tanggal tutup ${closedDayText(closedDate)}` }).click();
    await page.getByRole('radio', { name: /Ikuti jam buka toko/ }).check();
    await page.getByRole('button', { name: 'Simpan', exact: true }).click();
    await page.getByText('Pengaturan booking disimpan').waitFor();
    const after = (await ctx.owner.api.get<BookingSettings>('/admin/bookings/settings')).data;
    expect(after.closed_days).toEqual([]);
    expect(after.hours_source).not.toBe('own');
    expect((await startsOn(closedDate)).length).toBeGreaterThan(0);
    await page.context().close();
  });
});
