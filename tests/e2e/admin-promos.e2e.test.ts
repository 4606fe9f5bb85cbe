import { mkdirSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dialog, openAdmin, saveAndWait, useAdminSite } from './support/admin';
import { LAPTOP, PHONE, visit } from './support/public-site';

// Screenshots for people to look at, outside the repository.
const SHOTS = '/tmp/webku-shots/promos';
mkdirSync(SHOTS, { recursive: true });
const ctx = useAdminSite('Kopi Senja Bali');

// The server runs in this process: faking Date fakes its clock (Playwright and the browser keep theirs).
afterEach(() => {
  vi.useRealTimers();
});

describe('Promo, from the admin to the public site', () => {
  it('the owner adds a promo on a phone; it shows until its last day in WITA and is gone the day after, without a save', async () => {
    const { id } = (await ctx.owner.api.get<{ id: number }>('/admin/web-settings')).data;
    await ctx.owner.api.put(`/admin/web-settings/${id}`, { time_zone: 'Asia/Makassar' });

    const admin = await openAdmin(ctx, 'promos', PHONE.width);
    await admin.getByRole('heading', { name: 'Promo', exact: true }).waitFor();
    await admin.getByRole('button', { name: 'Tambah promo' }).first().click();
    const form = dialog(admin, 'Tambah promo');
    await form.getByLabel('Judul', { exact: true }).fill('Diskon Akhir Tahun');
    await form
      .getByLabel('Keterangan', { exact: true })
      .fill('Semua kopi susu potong harga, khusus Desember.');
    await form.getByRole('button', { name: 'Pilih gambar' }).first().click();
    const picker = dialog(admin, 'Pilih gambar');
    await picker.getByRole('tab', { name: 'Gambar bawaan' }).click();
    await picker
      .getByRole('button', { name: /^Pakai / })
      .first()
      .click();
    await picker.waitFor({ state: 'detached' });
    await expect.poll(() => form.getByLabel('Gambar', { exact: true }).inputValue()).toMatch(/^\/media\//);
    await form.getByLabel(/^Harga/).fill('25000');
    await form.getByLabel(/^Berlaku sampai/).fill('2026-12-20');
    await form.screenshot({ path: `${SHOTS}/admin-dialog-${PHONE.width}.png` });
    await saveAndWait(admin, 'Simpan', /\/api\/admin\/promos$/);
    await form.waitFor({ state: 'detached' });
    // Phones show the list as cards, laptops as a table: the one drawn is visible.
    await admin.getByText('Diskon Akhir Tahun').filter({ visible: true }).waitFor();
    await admin.screenshot({ path: `${SHOTS}/admin-list-${PHONE.width}.png`, fullPage: true });
    await admin.setViewportSize(LAPTOP);
    await admin.screenshot({ path: `${SHOTS}/admin-list-${LAPTOP.width}.png`, fullPage: true });
    await admin.context().close();

    const home = `${ctx.t.url}/${ctx.owner.slug}`;
    const shown = async (viewport = PHONE) => {
      const site = await visit(ctx.browser, home, { viewport });
      const count = await site.page.locator('#promo .promo-card').count();
      return { ...site, count };
    };
    vi.useFakeTimers({ toFake: ['Date'] });
    // 23:59 WITA on its last day (15:59 UTC): shown, with its price and its day.
    vi.setSystemTime(new Date('2026-12-20T15:59:00Z'));
    for (const viewport of [PHONE, LAPTOP]) {
      const { page, count, errors, close } = await shown(viewport);
      expect(count).toBe(1);
      const card = page.locator('#promo .promo-card');
      await expect.poll(() => card.locator('.promo-price').innerText()).toBe('Rp 25.000');
      await expect.poll(() => card.locator('.promo-until').innerText()).toBe('Berlaku sampai 20 Desember');
      expect(await page.locator('nav a[href="#promo"]').count()).toBeGreaterThan(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await page.locator('#promo').screenshot({ path: `${SHOTS}/public-${viewport.width}.png` });
      expect(errors).toEqual([]);
      await close();
    }

    // 00:00 WITA the day after (16:00 UTC, still the 20th in WIB): gone, with its link, though nothing was saved.
    vi.setSystemTime(new Date('2026-12-20T16:00:00Z'));
    const after = await shown();
    expect(after.count).toBe(0);
    expect(await after.page.locator('#promo').count()).toBe(0);
    expect(await after.page.locator('a[href="#promo"]').count()).toBe(0);
    await after.close();
  }, 180_000);

  it('two and three promos fit a 320 px phone and a laptop, long words included', async () => {
    const more = [
      { title: 'Paket Berdua', text: 'Dua kopi susu dan satu roti bakar.', price: 45000 },
      { title: 'Kopisusugularenspesial'.repeat(3).slice(0, 80), text: 'Tanpa batas waktu.', price: null },
    ];
    const home = `${ctx.t.url}/${ctx.owner.slug}`;
    for (const [index, promo] of more.entries()) {
      const res = await ctx.owner.api.post('/admin/promos', {
        ...promo,
        image: '/media/builtin/coffee/category-1.svg',
      });
      expect(res.status).toBe(201);
      for (const viewport of [{ width: 320, height: 700 }, PHONE, LAPTOP]) {
        const { page, close } = await visit(ctx.browser, home, { viewport });
        await expect.poll(() => page.locator('#promo .promo-card').count()).toBe(index + 2);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          viewport.width,
        );
        await page
          .locator('#promo')
          .screenshot({ path: `${SHOTS}/public-${index + 2}-${viewport.width}.png` });
        await close();
      }
    }
  }, 120_000);
});
