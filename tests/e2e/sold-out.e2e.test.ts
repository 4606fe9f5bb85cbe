import type { MenuItem, MerchandiseItem, PublicPayload, WebSettings } from '@webku/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openAdmin, saveAndWait, useAdminSite } from './support/admin';
import { seriousAxeViolations } from './support/public-site-checks';

const ctx = useAdminSite('Kopi Senja');
const SHOTS = process.env.SCREENSHOT_DIR;

// The first item of the first category: the one a visitor sees first on both templates.
async function firstMenuItem(): Promise<MenuItem> {
  const res = await fetch(`${ctx.t.url}/api/public/${ctx.owner.slug}/data`);
  const { data } = (await res.json()) as { data: PublicPayload };
  return data.menu_categories[0]!.menu_items[0]!;
}

async function tapSwitch(page: Page, name: string, path: RegExp) {
  const answer = page.waitForResponse((res) => path.test(new URL(res.url()).pathname));
  await page.getByRole('switch', { name: `Habis: ${name}` }).click();
  expect((await answer).status()).toBe(200);
}

describe('"Habis" on an item', () => {
  let item: MenuItem;
  let merch: MerchandiseItem;

  it('the owner taps "Habis" on a menu item and a merchandise item in the lists at 390 px', async () => {
    const { id } = (await ctx.owner.api.get<WebSettings>('/admin/web-settings')).data;
    await ctx.owner.api.put(`/admin/web-settings/${id}`, { whatsapp_number: '081234567890' });
    item = await firstMenuItem();

    // A visitor put the item in the order list before it sold out.
    const visitor = await ctx.browser.newContext({ viewport: { width: 390, height: 844 } });
    const shop = await visitor.newPage();
    await shop.goto(`${ctx.t.url}/${ctx.owner.slug}`);
    await shop.locator(`[data-order-add="menu-${item.id}"]:visible`).first().click();
    await expect.poll(() => shop.locator('[data-order-count]').first().textContent()).toBe('1');

    const page = await openAdmin(ctx, 'menu', 390);
    await tapSwitch(page, item.name, new RegExp(`/menu/items/${item.id}/sold-out$`));
    const tomorrow = page.getByRole('checkbox', { name: 'Tersedia lagi besok pagi (06.00)' });
    await tomorrow.waitFor();
    await expect.poll(() => page.getByText('Habis', { exact: true }).count()).toBeGreaterThan(0);
    // Sold out for the day is what the tap means unless the owner says otherwise: back at 06:00 WIB.
    await expect.poll(() => tomorrow.isChecked()).toBe(true);
    const storedUntil = async () => {
      const items = (await ctx.owner.api.get<MenuItem[]>('/admin/menu/items')).data;
      return items.find((i) => i.id === item.id)?.sold_out_until ?? null;
    };
    expect(await storedUntil()).toMatch(/T23:00:00\.000Z$/);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-menu-habis-default-390.png`, fullPage: false });

    // "Until I switch it back" is one more tap, and can be taken back.
    await tomorrow.uncheck();
    await expect.poll(storedUntil).toBeNull();
    await expect.poll(() => tomorrow.isChecked()).toBe(false);
    expect(
      (await ctx.owner.api.get<MenuItem[]>('/admin/menu/items')).data.find((i) => i.id === item.id),
    ).toMatchObject({ sold_out: true, sold_out_until: null });
    await tomorrow.check();
    await expect.poll(storedUntil).toMatch(/T23:00:00\.000Z$/);
    await tomorrow.uncheck();
    await expect.poll(() => tomorrow.isChecked()).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= 390)).toBe(true);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-menu-habis-390.png`, fullPage: false });

    merch = (await ctx.owner.api.get<MerchandiseItem[]>('/admin/merchandise')).data[0]!;
    await page.goto(`${ctx.t.url}/${ctx.owner.slug}/admin/merchandise`);
    await tapSwitch(page, merch.name, new RegExp(`/merchandise/${merch.id}/sold-out$`));
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-merchandise-habis-390.png` });
    await page.setViewportSize({ width: 1280, height: 900 });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-merchandise-habis-1280.png` });
    await page.context().close();

    // The visitor's next page view: the item has left the order list, and nothing can add it back.
    await shop.reload();
    await expect.poll(() => shop.locator('[data-order-count]').first().textContent()).toBe('0');
    expect(await shop.locator(`[data-order-add="menu-${item.id}"]`).count()).toBe(0);
    await visitor.close();
  });

  for (const template of ['minimalis-coffee-shop', 'classic-website']) {
    it(`${template}: the items are greyed with "Habis" and out of the WhatsApp order`, async () => {
      const { id } = (await ctx.owner.api.get<WebSettings>('/admin/web-settings')).data;
      await ctx.owner.api.put(`/admin/web-settings/${id}`, { template_selected: template });
      const context = await ctx.browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await page.goto(`${ctx.t.url}/${ctx.owner.slug}`);

      expect(await page.locator(`[data-order-add="menu-${item.id}"]`).count()).toBe(0);
      expect(await page.locator(`[data-order-add="merchandise-${merch.id}"]`).count()).toBe(0);
      // Other items are still orderable.
      expect(await page.locator('[data-order-add]').count()).toBeGreaterThan(2);

      const menuTag = page.locator('#menu .sold-out-tag:visible').first();
      await menuTag.scrollIntoViewIfNeeded();
      expect(await menuTag.textContent()).toBe('Habis');
      const greyed = page.locator('#menu .is-sold-out:visible').first();
      expect(await greyed.textContent()).toContain(item.name);
      const price = greyed.locator('.price, .price-badge').first();
      expect(await price.evaluate((node) => getComputedStyle(node).textDecorationLine)).toBe('line-through');
      const image = greyed.locator('img');
      if ((await image.count()) > 0)
        expect(await image.first().evaluate((node) => getComputedStyle(node).filter)).toBe('grayscale(1)');
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/public-${template}-menu-habis-390.png` });

      const merchCard = page.locator('#merchandise .is-sold-out').first();
      await merchCard.scrollIntoViewIfNeeded();
      expect(await merchCard.textContent()).toContain(merch.name);
      expect(await page.locator('#merchandise .sold-out-tag:visible').first().textContent()).toBe('Habis');
      expect(
        await merchCard
          .locator('img')
          .first()
          .evaluate((node) => getComputedStyle(node).filter),
      ).toBe('grayscale(1)');
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/public-${template}-merch-habis-390.png` });
      expect(await seriousAxeViolations(page)).toEqual([]);
      await context.close();
    });
  }

  it('the owner picks the site\'s zone in Web Settings at 390 px, and "Habis" comes back at 06:00 there', async () => {
    const page = await openAdmin(ctx, 'web-settings', 390);
    const zone = page.getByLabel('Zona waktu website');
    await zone.waitFor();
    // The site is in Bandung: WIB, proposed from the store's city until the owner picks one.
    expect(await zone.inputValue()).toBe('Asia/Jakarta');
    await expect
      .poll(() => page.getByText('Diusulkan dari kota toko Anda', { exact: false }).count())
      .toBe(1);
    await zone.selectOption({
      label: 'WITA (Bali, Nusa Tenggara, Sulawesi, Kalimantan Selatan, Timur & Utara)',
    });
    await zone.scrollIntoViewIfNeeded();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-time-zone-390.png` });
    await saveAndWait(page, 'Save Settings', /\/admin\/web-settings\/\d+$/);
    await expect.poll(() => page.getByText('Zona waktu pilihan Anda.').count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= 390)).toBe(true);
    const stored = (await ctx.owner.api.get<WebSettings>('/admin/web-settings')).data;
    expect(stored).toMatchObject({ time_zone: 'Asia/Makassar', time_zone_chosen: true });

    // The item is still "Habis" from the first test: one tap puts it on sale, the next marks it again.
    await page.goto(`${ctx.t.url}/${ctx.owner.slug}/admin/menu`);
    await tapSwitch(page, item.name, new RegExp(`/menu/items/${item.id}/sold-out$`));
    await tapSwitch(page, item.name, new RegExp(`/menu/items/${item.id}/sold-out$`));
    const until = async () =>
      (await ctx.owner.api.get<MenuItem[]>('/admin/menu/items')).data.find((i) => i.id === item.id)
        ?.sold_out_until ?? null;
    // 06:00 WITA is 22:00 UTC.
    await expect.poll(until).toMatch(/T22:00:00\.000Z$/);
    await expect
      .poll(() => page.getByRole('checkbox', { name: 'Tersedia lagi besok pagi (06.00)' }).isChecked())
      .toBe(true);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-menu-habis-wita-390.png` });
    await page.context().close();
  });

  it('switched back, the item is orderable again', async () => {
    const page = await openAdmin(ctx, 'menu', 390);
    await tapSwitch(page, item.name, new RegExp(`/menu/items/${item.id}/sold-out$`));
    await page.context().close();
    const html = await (await fetch(`${ctx.t.url}/${ctx.owner.slug}`)).text();
    expect(html).toContain(`data-order-add="menu-${item.id}"`);
  });
});
