import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type PublicPayload, TEMPLATE_MANIFESTS, type WebSettings } from '@webku/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectPublic, openAdmin, saveAndWait, useAdminSite } from './support/admin';
import { seriousAxeViolations } from './support/public-site-checks';
import { sendOrder } from './support/send-order';

const SHOTS = process.env.SCREENSHOT_DIR ?? join(tmpdir(), 'webku-two-languages-shots');
mkdirSync(SHOTS, { recursive: true });

const ctx = useAdminSite('Warung Ubud', {
  business_type: 'Warung makan',
  short_description: 'Nasi campur 35rb, nasi goreng 30rb, es kelapa muda 15rb di Ubud, Bali.',
});
const NUMBER = '6281234567890';
const TAGLINE_EN = 'Balinese home cooking in the middle of Ubud';
const DESCRIPTION_EN = 'Rice with chicken, vegetables and sambal matah';

async function publicItem() {
  const res = await ctx.t.api(`/api/public/${ctx.owner.slug}/data`);
  const payload = ((await res.json()) as { data: PublicPayload }).data;
  return payload.menu_categories.flatMap((category) => category.menu_items)[0]!;
}

// The visitor's page at 390 px: its language, and no sideways scroll.
async function expectPage(page: Page, lang: string) {
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(lang);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

describe('one site in Indonesian and English', () => {
  it('the owner turns English on and fills two fields; a phone visitor reads, switches and orders in English', async () => {
    const { data } = await ctx.owner.api.get<WebSettings>('/admin/web-settings');
    expect(
      (await ctx.owner.api.put(`/admin/web-settings/${data.id}`, { whatsapp_number: NUMBER })).status,
    ).toBe(200);

    // Web settings: the second language is the one the site is not in.
    const settings = await openAdmin(ctx, 'web-settings', 390);
    const second = settings.getByLabel('Bahasa kedua', { exact: true });
    await second.waitFor();
    expect(await second.locator('option').allTextContents()).toEqual(['Tidak ada (satu bahasa)', 'English']);
    await second.selectOption('english');
    await saveAndWait(settings, 'Save Settings', /\/api\/admin\/web-settings\/\d+$/);
    await settings.context().close();

    // The hero's tagline in English, right under the Indonesian one.
    const hero = await openAdmin(ctx, 'hero', 390);
    const tagline = hero.getByLabel('Tagline (English)', { exact: true });
    await tagline.waitFor();
    await tagline.fill(TAGLINE_EN);
    await saveAndWait(hero, 'Save Changes', /\/api\/admin\/hero$/);
    await hero.screenshot({ path: join(SHOTS, 'hero-editor-english-390.png'), fullPage: true });
    await hero.context().close();

    // A menu item's description in English, in its dialog.
    const item = await publicItem();
    const menu = await openAdmin(ctx, 'menu', 390);
    await menu
      .getByRole('button', { name: `Ubah ${item.name}` })
      .first()
      .click();
    const dialog = menu.getByRole('dialog');
    const description = dialog.getByLabel('Deskripsi (English)', { exact: true });
    await description.waitFor();
    await description.fill(DESCRIPTION_EN);
    await saveAndWait(menu, 'Simpan', /\/api\/admin\/menu\/items\/\d+$/);
    await menu.context().close();
    await expectPublic(ctx, (html) => html.includes(`href="/${ctx.owner.slug}/en"`), 'the link to English');

    const context = await ctx.browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
    await context.route('https://wa.me/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }),
    );
    const page = await context.newPage();
    await page.goto(`${ctx.t.url}/${ctx.owner.slug}/en`);
    await expectPage(page, 'en');
    await page.getByText(TAGLINE_EN).first().waitFor();
    await page.getByText(DESCRIPTION_EN).first().waitFor();
    // Untranslated: the item keeps its name, and the shop's name is the Indonesian one.
    await page.getByText(item.name).first().waitFor();
    await page.screenshot({ path: join(SHOTS, 'public-english-390.png'), fullPage: true });

    // To Indonesian and back, by the header's link, with no script needed.
    await page.getByRole('link', { name: 'ID: Bahasa Indonesia' }).click();
    await page.waitForURL(new RegExp(`/${ctx.owner.slug}$`));
    await expectPage(page, 'id');
    expect(await page.getByText(TAGLINE_EN).count()).toBe(0);
    await page.getByRole('link', { name: 'EN: English' }).click();
    await page.waitForURL(new RegExp(`/${ctx.owner.slug}/en$`));
    await expectPage(page, 'en');

    // The order goes out in English.
    await page.locator('[data-order-add]:visible').first().click();
    const bar = page.locator('[data-order-bar]');
    await bar.waitFor();
    await bar.click();
    const order = page.getByRole('dialog');
    await order.waitFor();
    const text = (await sendOrder(page, order)).searchParams.get('text') ?? '';
    expect(text).toMatch(/^Hello .+, I would like to order:/);
    await context.close();
  });

  it('each template shows both languages at 390 px, with the language link in reach and nothing sideways', async () => {
    const { data } = await ctx.owner.api.get<WebSettings>('/admin/web-settings');
    const page = await ctx.browser.newPage({ viewport: { width: 390, height: 844 } });
    for (const template of TEMPLATE_MANIFESTS) {
      const saved = await ctx.owner.api.put(`/admin/web-settings/${data.id}`, {
        template_selected: template.id,
      });
      expect(saved.status).toBe(200);
      for (const [path, lang, link] of [
        ['/en', 'en', 'ID: Bahasa Indonesia'],
        ['', 'id', 'EN: English'],
      ] as const) {
        await page.goto(`${ctx.t.url}/${ctx.owner.slug}${path}`);
        await expectPage(page, lang);
        const switcher = page.getByRole('link', { name: link });
        await switcher.waitFor();
        const box = (await switcher.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(390);
        expect(box.height).toBeGreaterThanOrEqual(44);
        // axe finds nothing serious on either language's page (the language link's name included).
        expect(await seriousAxeViolations(page)).toEqual([]);
        await page.screenshot({ path: join(SHOTS, `${template.id}-${lang}-390.png`), fullPage: true });
      }
    }
    await page.close();
  });
});
