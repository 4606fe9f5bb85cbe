import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, type BookingSettings, DAYS_OF_WEEK, siteDay } from '@webku/contract';
import { companies, eq, footerSettings, stores, webSettings } from '@webku/db';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectPublic, openAdmin, saveAndWait, useAdminSite } from './support/admin';
import { newPage } from './support/browser';

const SHOTS = process.env.SCREENSHOT_DIR ?? join(tmpdir(), 'webku-dashboard-shots');
mkdirSync(SHOTS, { recursive: true });

const ctx = useAdminSite('Kopi Daftar');

const step = (page: Page, key: string) => page.locator(`[data-step="${key}"]`);

async function submitAndWait(page: Page, scope: ReturnType<Page['locator']>, apiPath: RegExp) {
  const answer = page.waitForResponse(
    (res) => apiPath.test(new URL(res.url()).pathname) && res.request().method() !== 'GET',
  );
  await scope.locator('button[type="submit"]').click();
  expect((await answer).status()).toBeLessThan(300);
}

async function storeHours() {
  const [store] = await ctx.t.webku.db
    .select()
    .from(stores)
    .where(eq(stores.company_id, ctx.owner.companyId))
    .orderBy(stores.display_order, stores.id);
  return store!.opening_hours;
}

describe('dashboard checklist', () => {
  it('asks for the number once, in the WhatsApp tab, and every contact on the site uses it', async () => {
    const { db } = ctx.t.webku;
    await db
      .update(footerSettings)
      .set({ phone: null })
      .where(eq(footerSettings.company_id, ctx.owner.companyId));
    await db.update(stores).set({ whatsapp_number: null }).where(eq(stores.company_id, ctx.owner.companyId));
    await db
      .update(webSettings)
      .set({ whatsapp_number: null })
      .where(eq(webSettings.company_id, ctx.owner.companyId));
    const page = await openAdmin(ctx, '', 390);
    await expect.poll(() => step(page, 'phone').getAttribute('data-done')).toBe('false');
    await expect
      .poll(() => page.locator('[data-count="menu_items"]').innerText())
      .toMatch(/\d+ item, \d+ aktif/);
    await step(page, 'phone').getByText('Satu nomor untuk tombol WhatsApp, footer dan kartu toko').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await step(page, 'phone').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'checklist-phone-not-set-390.png') });

    // The step opens the WhatsApp & QRIS tab, where the one number lives.
    await step(page, 'phone').getByRole('link').click();
    await page.waitForURL(/\/admin\/web-settings\?tab=order$/);
    const number = page.getByLabel('Nomor WhatsApp usaha');
    await number.waitFor({ state: 'visible' });
    await page.getByText('tombol WhatsApp, pesanan, telepon di footer dan kartu toko memakainya').waitFor();
    await number.fill('0812-7777-8888');
    await saveAndWait(page, 'Save Settings', /\/api\/admin\/web-settings\/\d+$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: join(SHOTS, 'whatsapp-tab-390.png') });

    await page.goto(`${ctx.t.url}/${ctx.owner.slug}/admin`);
    await expect.poll(() => step(page, 'phone').getAttribute('data-done')).toBe('true');
    await step(page, 'phone').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'checklist-phone-set-390.png') });

    // The footer and a store without its own number show it; the footer editor says so.
    const html = await expectPublic(ctx, (h) => h.includes('tel:+6281277778888'), 'the number in the footer');
    expect(html).toContain('+62 812-7777-8888');
    expect(html).toMatch(
      /<a href="https:\/\/wa\.me\/6281277778888\?text=Halo%20[^"]*" [^>]*>Chat WhatsApp<\/a>/,
    );
    await page.goto(`${ctx.t.url}/${ctx.owner.slug}/admin/footer`);
    await page.getByText('Kosong: website menampilkan nomor WhatsApp usaha +62 812-7777-8888.').waitFor();
    await page.context().close();
  });
});

describe('store hours suggestion', () => {
  it('saves no hours the owner did not accept, and the suggested ones once accepted', async () => {
    await ctx.t.webku.db
      .update(stores)
      .set({ opening_hours: [] })
      .where(eq(stores.company_id, ctx.owner.companyId));
    const page = await openAdmin(ctx, 'stores');
    const editFirst = async () => {
      await page
        .getByRole('button', { name: /^(Edit|Ubah) / })
        .first()
        .click();
      const form = page.getByRole('dialog');
      await form.locator('#hours-monday').waitFor();
      return form;
    };

    let form = await editFirst();
    expect(await form.locator('#hours-monday').inputValue()).toBe('');
    // The public site shows no hours for a store without them; the editor says so.
    await form.getByText('Jam buka belum diisi, jadi website tidak menampilkan jam buka.').waitFor();
    await form.locator('#hours-sunday').fill('tutup');
    await form.getByRole('button', { name: 'Buka hari Minggu' }).waitFor();
    await form.locator('#hours-sunday').fill('');
    await form.locator('#store-city').fill('Bandung');
    await submitAndWait(page, form, /\/api\/admin\/stores\/\d+$/);
    await form.waitFor({ state: 'detached' });
    expect(await storeHours()).toEqual([]);

    form = await editFirst();
    await form.getByRole('button', { name: 'Pakai 09:00 - 21:00' }).click();
    expect(await form.locator('#hours-sunday').inputValue()).toBe('09:00 - 21:00');
    await submitAndWait(page, form, /\/api\/admin\/stores\/\d+$/);
    await form.waitFor({ state: 'detached' });
    const hours = await storeHours();
    expect(hours).toHaveLength(7);
    expect(hours[0]).toEqual({
      day_of_week: 'monday',
      opening_time: '09:00',
      closing_time: '21:00',
      is_closed: false,
    });
    await page.context().close();
  });
});

describe('long company name', () => {
  it('wraps in the dashboard summary instead of widening the page on a phone', async () => {
    const long = 'K'.repeat(80);
    const [before] = await ctx.t.webku.db
      .update(companies)
      .set({ name: long })
      .where(eq(companies.id, ctx.owner.companyId))
      .returning({ id: companies.id });
    expect(before).toBeDefined();
    try {
      const page = await openAdmin(ctx, '', 390);
      await page.getByText(`Ringkasan isi website ${long}.`).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.context().close();
    } finally {
      await ctx.t.webku.db
        .update(companies)
        .set({ name: 'Kopi Daftar' })
        .where(eq(companies.id, ctx.owner.companyId));
    }
  });
});

describe('built-in images', () => {
  it('can be picked again in the image picker', async () => {
    const page = await openAdmin(ctx, 'hero');
    const field = page.getByLabel('Gambar Latar', { exact: true });
    await field.waitFor();
    await page.getByRole('button', { name: 'Pilih gambar' }).first().click();
    const picker = page.getByRole('dialog');
    await picker.getByRole('tab', { name: 'Gambar bawaan' }).click();
    await picker.getByRole('button', { name: 'Pakai Kategori 1' }).click();
    await picker.waitFor({ state: 'detached' });
    await expect.poll(() => field.inputValue()).toBe('/media/builtin/coffee/category-1.svg');
    await page.context().close();
  });
});

describe('not-found page', () => {
  it('answers an unknown admin route with status 404 and the not-found page', async () => {
    const page = await newPage(ctx.browser);
    const response = await page.goto(`${ctx.t.url}/${ctx.owner.slug}/admin/tidak-ada`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Oops! Page not found' }).waitFor();
    await page.getByText('404', { exact: true }).waitFor({ state: 'visible' });
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL(`${ctx.t.url}/`);
    await page.context().close();
  });
});

describe('dashboard row sections', () => {
  it('suggests the sections that suit the business while empty, and counts them once filled', async () => {
    const page = await openAdmin(ctx, '', 390);
    // A coffee shop: customers' words suit it; questions and answers are in the menu only.
    const reviews = page.locator('[data-row-section="testimonials"]');
    await expect.poll(() => reviews.innerText()).toContain('Cocok untuk usaha Anda, belum diisi');
    expect(await page.locator('[data-row-section="faq"]').count()).toBe(0);
    await page.screenshot({ path: join(SHOTS, 'row-sections-suggested-390.png'), fullPage: true });

    await ctx.owner.api.post('/admin/faq', {
      question: 'Ada colokan listrik?',
      answer: 'Ada di setiap meja.',
    });
    await page.reload();
    await expect
      .poll(() => page.locator('[data-row-section="faq"]').innerText())
      .toContain('1 isi, 1 tampil di website');
    await reviews.getByRole('link', { name: 'Isi Kata Pelanggan' }).click();
    await page.waitForURL(/\/admin\/testimonials$/);
    await page.getByRole('heading', { name: 'Kata Pelanggan', level: 1 }).waitFor();
  });
});

describe('dashboard bookings', () => {
  it('shows the waiting request at the site’s time and the weeks, on a phone and a computer', async () => {
    const before = await openAdmin(ctx, '', 390);
    await before
      .locator('[data-count="menu_items"]')
      .getByText(/\d+ item/)
      .waitFor();
    expect(await before.locator('[data-dashboard-bookings]').count()).toBe(0);
    await before.context().close();

    const { data: web } = await ctx.owner.api.get<{ id: number }>('/admin/web-settings');
    const saved = await ctx.owner.api.put(`/admin/web-settings/${web.id}`, {
      whatsapp_number: '0812-7777-8888',
      time_zone: 'Asia/Makassar',
    });
    expect(saved.status).toBe(200);
    const on = await ctx.owner.api.put<BookingSettings>('/admin/bookings/settings', {
      is_active: true,
      lead_minutes: 0,
      hours: DAYS_OF_WEEK.map((day) => ({
        day_of_week: day,
        opening_time: '09:00',
        closing_time: '17:00',
        is_closed: false,
      })),
    });
    expect(on.status, on.message).toBe(200);
    const offering = on.data.offerings[0]!;
    const tomorrow = addDays(siteDay(Date.now(), 'Asia/Makassar'), 1);
    const asked = await ctx.t.api(`/api/public/${ctx.owner.slug}/bookings`, {
      method: 'POST',
      json: {
        offering_id: offering.id,
        start: `${tomorrow}T10:00:00+08:00`,
        customer_name: 'Wayan Sudarsana',
        customer_whatsapp: '0812-3456-7001',
      },
    });
    expect(asked.status).toBe(201);

    for (const width of [390, 1280]) {
      const page = await openAdmin(ctx, '', width);
      const card = page.locator('[data-dashboard-bookings]');
      await card.locator('[data-bookings-waiting="1"]').waitFor();
      const text = await card.innerText();
      expect(text).toMatch(/1\s*permintaan menunggu jawaban/);
      expect(text).toContain(`Wayan Sudarsana · ${offering.name}`);
      // 10.00 in WITA whatever the browser's zone.
      expect(text).toMatch(/(Senin|Selasa|Rabu|Kamis|Jumat|Sabtu|Minggu), \d{1,2} \w{3} · 10\.00/);
      for (const label of ['Diminta', 'Diterima', 'Terlewat', 'Pekan ini']) expect(text).toContain(label);
      expect(await page.locator('[data-bookings-week]').count()).toBe(4);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await card.scrollIntoViewIfNeeded();
      await card.screenshot({ path: join(SHOTS, `bookings-card-${width}.png`) });
      if (width === 390) {
        await card.getByRole('link', { name: 'Buka Booking' }).click();
        await page.waitForURL(/\/admin\/booking$/);
        await page.getByRole('heading', { name: 'Booking', level: 1 }).waitFor();
      }
      await page.context().close();
    }
  });
});
