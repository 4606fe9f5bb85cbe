import { join } from 'node:path';
import type { AdminMenuItem } from '@webku/contract';
import { eq, menuCategories, menuItems, stores } from '@webku/db';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { siteChanged } from '../support/server/site-changed';
import { expectPublic, openAdmin, useAdminSite } from './support/admin';

const ctx = useAdminSite('Studio Nada', {
  business_type: 'Les musik',
  short_description: 'Les piano untuk anak dan dewasa di Bandung.',
  template_selected: 'layanan-jasa',
});
const SHOTS = process.env.SCREENSHOT_DIR;

// The teacher's own class with her price, and one class generation placed as an example, without one.
beforeAll(async () => {
  const { db } = ctx.t.webku;
  const companyId = ctx.owner.companyId;
  await db.delete(menuCategories).where(eq(menuCategories.company_id, companyId));
  const [category] = await db
    .insert(menuCategories)
    .values({ company_id: companyId, name: 'Kelas Musik', slug: 'kelas-musik' })
    .returning();
  await db.insert(menuItems).values([
    {
      company_id: companyId,
      category_id: category!.id,
      name: 'Les Piano Anak',
      price: 350_000,
      display_order: 1,
    },
    {
      company_id: companyId,
      category_id: category!.id,
      name: 'Les Vokal',
      price: 0,
      display_order: 2,
      is_example: true,
    },
  ]);
  await db.update(stores).set({ opening_hours: [] }).where(eq(stores.company_id, companyId));
  await siteChanged(ctx.t.webku, companyId);
}, 60_000);

const adminItems = async () => (await ctx.owner.api.get<AdminMenuItem[]>('/admin/menu/items')).data;
const exampleMark = (page: Page) => page.getByTitle('Contoh dari kami, belum Anda pilih');
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('menu suggestions and example items', () => {
  it('shows the "contoh" mark and the suggestions at 390 px; a tap adds the item, another keeps the example', async () => {
    const page = await openAdmin(ctx, 'menu', 1280);
    const panel = page.getByRole('region', { name: 'Saran untuk menu Anda' });
    const guitar = panel.getByRole('button', { name: /^Tambah Les Gitar/ });
    await guitar.waitFor();
    await panel.getByText('biasanya Rp 250.000 – Rp 600.000').first().waitFor();
    await exampleMark(page).filter({ visible: true }).waitFor();
    if (SHOTS) {
      await panel.scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(SHOTS, 'suggest-menu-1280.png') });
    }

    await page.setViewportSize({ width: 390, height: 844 });
    await exampleMark(page).filter({ visible: true }).waitFor();
    const keep = page.getByRole('button', { name: 'Pakai Les Vokal' });
    await keep.waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    if (SHOTS) await page.screenshot({ path: join(SHOTS, 'suggest-menu-390.png'), fullPage: true });

    const added = page.waitForResponse(
      (res) => res.url().endsWith('/api/admin/menu/suggestions') && res.request().method() === 'POST',
    );
    await guitar.click();
    expect((await added).status()).toBe(201);
    await guitar.waitFor({ state: 'detached' });
    await page
      .getByRole('region', { name: 'Item menu' })
      .getByText('Les Gitar', { exact: true })
      .filter({ visible: true })
      .waitFor();
    await page.getByText('Belum ada harga').filter({ visible: true }).first().waitFor();
    expect((await adminItems()).find((item) => item.name === 'Les Gitar')).toMatchObject({
      price: 0,
      is_example: false,
    });
    // The other suggestions stay; the added one does not come back with the reloaded list.
    await panel.getByRole('button', { name: /^Tambah Les Drum/ }).waitFor();
    await expect.poll(() => panel.getByRole('button', { name: /^Tambah Les Gitar/ }).count()).toBe(0);

    const confirmed = page.waitForResponse((res) =>
      /\/api\/admin\/menu\/items\/\d+\/confirm$/.test(res.url()),
    );
    await keep.click();
    expect((await confirmed).status()).toBe(200);
    await keep.waitFor({ state: 'detached' });
    await expect.poll(() => exampleMark(page).count()).toBe(0);
    expect((await adminItems()).find((item) => item.name === 'Les Vokal')).toMatchObject({
      is_example: false,
    });

    await page.context().close();

    // The site shows the new class without a price and no trace of the mark.
    const html = await expectPublic(ctx, (text) => text.includes('Les Gitar'), 'the added class');
    expect(html).not.toMatch(/>\s*contoh\s*</i);
    expect(html).not.toContain('250.000');
  });

  it('the dashboard asks for the missing prices and the opening hours', async () => {
    const unpriced = (await adminItems()).filter((item) => item.is_active && item.price === 0).length;
    expect(unpriced).toBeGreaterThan(0);
    for (const width of [390, 1280]) {
      const page = await openAdmin(ctx, '', width);
      const prices = page.locator('[data-step="menu_prices"]');
      await prices
        .getByText(`${unpriced} item belum ada harganya — pengunjung website tidak melihat harga item itu.`)
        .waitFor();
      expect(await prices.getAttribute('data-done')).toBe('false');
      const hours = page.locator('[data-step="opening_hours"]');
      await hours.getByText('Jam buka belum diisi — website tidak menampilkan jam buka.').waitFor();
      expect(await pageWidth(page)).toBeLessThanOrEqual(width);
      if (SHOTS) {
        await prices.scrollIntoViewIfNeeded();
        await page.screenshot({ path: join(SHOTS, `suggest-dashboard-${width}.png`), fullPage: true });
      }
      await page.context().close();
    }
  });
});
