import type { Template, WebLanguage } from '@webku/contract';
import { eq, footerSettings } from '@webku/db';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TestServer } from '../support/server/test-server';
import { visit } from './support/public-site';
import {
  createSite,
  type SiteCompany,
  setFooter,
  setHero,
  setSection,
  setWebSettings,
  updateAll,
  usePublicSiteServer,
} from './support/public-site-fixtures';

// One unbroken 120-character word (or the field's maximum) in every owner text of every template:
// nothing may push the page wider than a 320 or 390 px phone, and every price stays on screen.
const word = (length = 120) => 'Rendangdagingsapibumbupadangasli'.repeat(5).slice(0, length);
const url = (length = 120) => `https://example.com/${word(length - 20)}`;
const SECTIONS = ['menu', 'merchandise', 'news', 'stores'] as const;

async function fillEveryText(site: SiteCompany, db: TestServer['webku']['db']): Promise<void> {
  await setWebSettings(site, {
    navigation_logo_placeholder: word(60),
    navigation_menu_text: word(40),
    navigation_merchandise_text: word(40),
    navigation_news_text: word(40),
    navigation_stores_text: word(40),
    privacy_policy: `<p>${word()} ${url()}</p>`,
  });
  await setHero(site, { shop_name: word(), sub_name: word(), tagline: word(), cta_text: word(60) });
  await site.api.put('/admin/about', { title: word(80), text: `${word()}\n\n${word()} ${url()}` });
  for (const section of SECTIONS) await setSection(site, section, { title: word(), description: word() });
  await setSection(site, 'menu', { google_drive_menu_url: url() });
  await updateAll(site, 'menu/categories', () => ({ name: word(80) }));
  await updateAll(site, 'menu/items', () => ({ name: word(), description: word() }));
  await updateAll(site, 'merchandise', () => ({ name: word(), description: word() }));
  await updateAll(site, 'news', () => ({
    title: word(),
    category: word(60),
    description: word(),
    content: `<p>${word()}</p><p><a href="${url()}">${url()}</a></p>`,
  }));
  await updateAll(site, 'stores', () => ({ name: word(), address: word(), city: word(80) }));
  await setFooter(site, {
    shop_name: word(),
    tagline: word(),
    address: word(),
    email: `${word(100)}@example.com`,
    copyright_text: word(),
    // A long profile address: the footer's Instagram link must be on Instagram since social links are checked.
    instagram_url: url().replace('https://example.com/', 'https://www.instagram.com/'),
  });
  // A 40-digit phone is refused since phones are checked; one saved before that must still fit the page.
  await db
    .update(footerSettings)
    .set({ phone: '6281234567890'.repeat(3).slice(0, 40) })
    .where(eq(footerSettings.company_id, site.companyId));
}

let coffee: SiteCompany;
let classic: SiteCompany;
let services: SiteCompany;
let shop: SiteCompany;

const ctx = usePublicSiteServer(async (t) => {
  const make = async (brand: string, template: Template, language: WebLanguage) => {
    const site = await createSite(t, brand, template, language);
    await fillEveryText(site, t.webku.db);
    return site;
  };
  [coffee, classic, services, shop] = await Promise.all([
    make('Rumah Makan Panjang', 'minimalis-coffee-shop', 'indonesia'),
    make('Long Words Diner', 'classic-website', 'english'),
    make('Long Words Repair', 'layanan-jasa', 'english'),
    make('Toko Kata Panjang', 'katalog-toko', 'indonesia'),
  ]);
});

const overflow = (page: Page) =>
  page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));

// Every rendered price inside the viewport, horizontally, with a real width.
const pricesOffScreen = (page: Page, scope: string) =>
  page.locator(`${scope} :is(.price, .price-badge)`).evaluateAll((prices) =>
    prices
      .filter((price) => price.getClientRects().length > 0)
      .map((price) => price.getBoundingClientRect())
      .filter((box) => box.width === 0 || box.left < 0 || box.right > window.innerWidth)
      .map((box) => `${Math.round(box.left)}..${Math.round(box.right)}`),
  );

async function expectFits(page: Page, where: string) {
  const { scrollWidth, innerWidth } = await overflow(page);
  expect(scrollWidth, `${where}: page width`).toBeLessThanOrEqual(innerWidth);
}

describe.each([320, 390])('a 120-character word at %i px', (width) => {
  const viewport = { width, height: 760 };

  it('minimalis-coffee-shop: no sideways scroll, every price of every category visible', async () => {
    const { page, errors, close } = await visit(ctx.browser, coffee.home, { viewport });
    await expectFits(page, 'home');
    expect(
      await page.locator('.nav-toggle').evaluate((el) => el.getBoundingClientRect().right),
    ).toBeLessThanOrEqual(width);
    const categories = page.locator('#menu details.menu-category');
    const count = await categories.count();
    expect(count).toBeGreaterThan(1);
    for (let index = 0; index < count; index++) {
      await categories.nth(index).evaluate((details) => {
        (details as HTMLDetailsElement).open = true;
      });
      expect(await categories.nth(index).locator('.price').count()).toBeGreaterThan(0);
      expect(await pricesOffScreen(page, `#menu details.menu-category:nth-child(${index + 1})`)).toEqual([]);
      await expectFits(page, `category ${index + 1}`);
    }
    await page.locator('#merchandise .product-card').first().click();
    const dialog = page.locator('dialog[open]');
    await dialog.waitFor();
    expect(await pricesOffScreen(page, 'dialog[open]')).toEqual([]);
    expect(await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await page.keyboard.press('Escape');
    await page.locator('#news .article-card').first().click();
    expect(await page.locator('dialog[open]').evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  it('classic-website: no sideways scroll, every price of every tab visible', async () => {
    const { page, errors, close } = await visit(ctx.browser, classic.home, { viewport });
    await expectFits(page, 'home');
    const tabs = page.locator('#menu [role="tab"]');
    const count = await tabs.count();
    expect(count).toBeGreaterThan(1);
    for (let index = 0; index < count; index++) {
      await tabs.nth(index).click();
      expect(await page.locator('#menu [role="tabpanel"]:visible .price-badge').count()).toBeGreaterThan(0);
      expect(await pricesOffScreen(page, '#menu [role="tabpanel"]:not([hidden])')).toEqual([]);
      await expectFits(page, `tab ${index + 1}`);
    }
    expect(await pricesOffScreen(page, '#merchandise')).toEqual([]);
    await page.locator('#menu [role="tabpanel"]:visible .item-card').first().click();
    const dialog = page.locator('dialog[open]');
    await dialog.waitFor();
    expect(await pricesOffScreen(page, 'dialog[open]')).toEqual([]);
    expect(await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  it.each([
    ['layanan-jasa', () => services],
    ['katalog-toko', () => shop],
  ])('%s: no sideways scroll, About us shown, every price visible, dialogs fit', async (_, site) => {
    const { page, errors, close } = await visit(ctx.browser, site().home, { viewport });
    await expectFits(page, 'home');
    expect(await page.locator('#about').count()).toBe(1);
    expect(await pricesOffScreen(page, '#menu')).toEqual([]);
    expect(await pricesOffScreen(page, '#merchandise')).toEqual([]);
    for (const target of ['#merchandise [data-dialog-open]', '#news [data-dialog-open]']) {
      await page.locator(target).first().click();
      const dialog = page.locator('dialog[open]');
      await dialog.waitFor();
      expect(await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.locator('dialog[open]').count()).toBe(0);
    }
    expect(errors).toEqual([]);
    await close();
  });

  it('the policy page and the no-script page fit too', async () => {
    for (const site of [coffee, classic, services, shop]) {
      const policy = await visit(ctx.browser, `${site.home}/privacy-policy`, { viewport });
      await expectFits(policy.page, `${site.slug} privacy policy`);
      await policy.close();
      const noScript = await visit(ctx.browser, site.home, { viewport, js: false });
      await expectFits(noScript.page, `${site.slug} without script`);
      expect(await pricesOffScreen(noScript.page, '#menu')).toEqual([]);
      await noScript.close();
    }
  });
});
