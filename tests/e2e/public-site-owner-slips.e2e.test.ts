import { TEMPLATES, type WebSettings } from '@webku/contract';
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
