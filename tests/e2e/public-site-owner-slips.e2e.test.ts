import { formatRupiah, TEMPLATES, type WebSettings } from '@webku/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useAdminSite } from './support/admin';
import { PHONE } from './support/public-site';

const ctx = useAdminSite('Kopi Senja');

async function settings(patch: Partial<WebSettings>) {
  const { id } = (await ctx.owner.api.get<WebSettings>('/admin/web-settings')).data;
  await ctx.owner.api.put(`/admin/web-settings/${id}`, patch);
}

async function phonePage(): Promise<Page> {
  const context = await ctx.browser.newContext({ viewport: PHONE, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto(`${ctx.t.url}/${ctx.owner.slug}`);
  return page;
}

// What a finger on the element's middle would touch: the element itself (or something inside it).
function touchable(page: Page, selector: string) {
  return page.$eval(selector, (element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && element.contains(hit);
  });
}

describe('the floating WhatsApp button leaves room at 390 px', () => {
  for (const template of TEMPLATES) {
    it(`${template}: at the bottom of the menu, the last "Pesan" is clickable and not covered`, async () => {
      await settings({ whatsapp_number: '081234567890', template_selected: template });
      const page = await phonePage();
      const last = page.locator('#menu [data-order-add]:visible').last();
      await last.waitFor();
      await last.evaluate((element) => element.setAttribute('data-last-order', ''));
      // The visitor scrolls until the menu's bottom edge meets the screen's bottom edge.
      await page.$eval('#menu', (menu) =>
        window.scrollTo(0, menu.getBoundingClientRect().bottom + window.scrollY - window.innerHeight),
      );
      await page.waitForFunction(() => window.scrollY > 0);
      const room = await page.$eval('#menu', (menu) => {
        const float = document.querySelector('.whatsapp-float')!.getBoundingClientRect();
        const contentBottom =
          menu.getBoundingClientRect().bottom - parseFloat(getComputedStyle(menu).paddingBottom);
        return float.top - contentBottom;
      });
      // A gap between the menu's last row and the button: neither the finger nor the shadow reaches it.
      expect(room).toBeGreaterThanOrEqual(16);
      expect(await touchable(page, '[data-last-order]')).toBe(true);
      await page.locator('[data-last-order]').click({ trial: true });
      await page.context().close();
    });
  }
});

describe('one way to ask for each offering', () => {
  it('a bookable service shows "Booking" only, which opens the booking page with it picked', async () => {
    await settings({ whatsapp_number: '081234567890', template_selected: 'layanan-jasa' });
    const items = (await ctx.owner.api.get<{ id: number; name: string }[]>('/admin/menu/items')).data;
    const [walkIn, ...bookable] = items;
    const res = await ctx.owner.api.put('/admin/bookings/settings', {
      is_active: true,
      offerings: items.map((item) => ({
        id: item.id,
        is_bookable: item !== walkIn,
        unit: 'time',
        duration_minutes: 60,
      })),
    });
    expect(res.status).toBe(200);
    const page = await phonePage();
    const row = (name: string) => page.locator('#menu li', { hasText: name }).first();
    for (const item of bookable) {
      expect(
        await row(item.name)
          .getByRole('link', { name: /^Pesan/ })
          .count(),
      ).toBe(0);
      expect(
        await row(item.name)
          .getByRole('link', { name: `Booking: ${item.name}` })
          .count(),
      ).toBe(1);
    }
    expect(
      await row(walkIn!.name)
        .getByRole('link', { name: /^Booking/ })
        .count(),
    ).toBe(0);
    expect(await row(walkIn!.name).locator('[data-order-add]').count()).toBe(1);

    const [first] = bookable;
    await row(first!.name)
      .getByRole('link', { name: `Booking: ${first!.name}` })
      .click();
    await page.waitForURL(/\/booking\?offering=\d+$/);
    expect(await page.getByLabel('Layanan').inputValue()).toBe(String(first!.id));
    await page.context().close();
  });
});

describe('a quantity is typed', () => {
  it('20 boxes: the visitor types 20 in the order list at 390 px, and the message says 20x', async () => {
    await ctx.owner.api.put('/admin/bookings/settings', { is_active: false });
    await settings({ whatsapp_number: '081234567890', template_selected: 'minimalis-coffee-shop' });
    const page = await phonePage();
    const add = page.locator('#menu [data-order-add]:visible').first();
    const name = (await add.getAttribute('data-order-name')) ?? '';
    const price = Number(await add.getAttribute('data-order-price'));
    await add.click();
    await page.locator('[data-order-bar]').click();
    const order = page.getByRole('dialog', { name: 'Pesanan Anda' });
    const quantity = order.getByRole('textbox', { name: `Jumlah ${name}` });
    expect(await quantity.getAttribute('inputmode')).toBe('numeric');
    await quantity.fill('20');
    await expect.poll(() => page.locator('[data-order-count]').first().textContent()).toBe('20');
    const send = order.getByRole('link', { name: 'Kirim pesanan via WhatsApp' });
    await expect
      .poll(async () => new URL((await send.getAttribute('href')) ?? '').searchParams.get('text'))
      .toContain(`20x ${name} @ ${formatRupiah(price)} = ${formatRupiah(price * 20)}`);

    // Bounded: more than 99 is 99, letters are not a number, and leaving the field shows what counts.
    await quantity.fill('150');
    await quantity.blur();
    await expect.poll(() => quantity.inputValue()).toBe('99');
    await quantity.fill('x');
    await quantity.blur();
    await expect.poll(() => quantity.inputValue()).toBe('99');
    // 0 takes the line away, as '−' does.
    await quantity.fill('0');
    await quantity.blur();
    await expect.poll(() => order.locator('.order-line').count()).toBe(0);
    await page.context().close();
  });
});
