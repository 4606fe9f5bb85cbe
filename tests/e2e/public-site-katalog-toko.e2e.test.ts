import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LAPTOP, PHONE, rawHtml, sectionOrder, VIEWPORTS, type Viewport, visit } from './support/public-site';
import { seriousAxeViolations } from './support/public-site-checks';
import {
  type Collection,
  createSite,
  list,
  type SiteCompany,
  setHero,
  setSection,
  setWebSettings,
  update,
  usePublicSiteServer,
} from './support/public-site-fixtures';
import { sendOrder } from './support/send-order';

// katalog-toko in Debian Chromium: the compact hero, the catalogue with its anchor filters, featured
// products and 'Pesan' on every product, sold-out items, WhatsApp ordering and QRIS, policy pages, and a
// shop with a single product of each kind.
const NUMBER = '6281234567890';
let shop: SiteCompany;
let small: SiteCompany;
let soldOutName: string;

const ctx = usePublicSiteServer(async (t) => {
  [shop, small] = await Promise.all([
    createSite(t, 'Toko Batik Sekar', 'katalog-toko'),
    createSite(t, 'Toko Kecil', 'katalog-toko'),
  ]);
  const selling = {
    whatsapp_number: NUMBER,
    is_whatsapp_order_enabled: true,
    qris_image: '/media/builtin/retail/favicon.svg',
    qris_merchant_name: 'TOKO BATIK SEKAR',
  };
  await Promise.all([setWebSettings(shop, selling), setWebSettings(small, selling)]);
  // Left empty, the button and the stores heading show the template's own default texts.
  await setHero(shop, { cta_text: null });
  await setSection(shop, 'stores', { title: null });
  const [first] = await list(shop, 'menu/categories');
  const items = (await list(shop, 'menu/items')).filter((item) => item.category_id === first!.id);
  const plain = items.find((item) => !item.is_best_seller && !item.is_recommended)!;
  await shop.api.put(`/admin/menu/items/${plain.id}/sold-out`, { sold_out: true });
  soldOutName = String(plain.name);

  // The small shop: one category with one product, one merchandise item, one article, one store.
  const categories = await list(small, 'menu/categories');
  for (const category of categories.slice(1))
    await update(small, 'menu/categories', category, { is_active: false });
  const kept = (await list(small, 'menu/items')).filter((item) => item.category_id === categories[0]!.id);
  for (const item of kept.slice(1)) await update(small, 'menu/items', item, { is_active: false });
  const hide: [Collection, Record<string, boolean>][] = [
    ['merchandise', { is_active: false }],
    ['news', { is_published: false }],
    ['stores', { is_active: false }],
  ];
  for (const [collection, patch] of hide) {
    for (const row of (await list(small, collection)).slice(1)) await update(small, collection, row, patch);
  }
});

const open = (site: SiteCompany, viewport: Viewport = LAPTOP, js = true) =>
  visit(ctx.browser, site.home, { viewport, js });

const columns = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((node) => getComputedStyle(node).gridTemplateColumns.split(' ').length);

const visibleGroups = (page: Page) =>
  page
    .locator('#menu .catalogue-group')
    .evaluateAll((all) =>
      all.filter((group) => (group as HTMLElement).offsetParent !== null).map((group) => group.id),
    );

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function stubWhatsapp(context: BrowserContext) {
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  );
}

async function openedWhatsapp(page: Page, click: () => Promise<void>): Promise<URL> {
  const popup = page.waitForEvent('popup');
  await click();
  const tab = await popup;
  await tab.waitForLoadState();
  const url = new URL(tab.url());
  await tab.close();
  return url;
}

describe.each(VIEWPORTS)('katalog-toko at $width px', (viewport) => {
  it('renders every section in the template’s order, the catalogue first after a compact hero', async () => {
    const { page, errors, close } = await open(shop, viewport);
    expect(await sectionOrder(page)).toEqual(['hero', 'menu', 'merchandise', 'about', 'news', 'contact']);
    expect(await page.locator('.hero--compact .hero-cta').textContent()).toBe('Lihat Katalog');
    expect(await page.locator('.hero--compact .hero-cta').getAttribute('href')).toBe('#menu');
    expect(await page.locator('#contact h2').textContent()).toBe('Kunjungi Toko Kami');

    const chips = page.locator('#menu .catalogue-filters .chip');
    const groups = page.locator('#menu .catalogue-group');
    expect(await chips.count()).toBe((await groups.count()) + 1);
    expect(await chips.first().textContent()).toBe('Semua');
    expect(await groups.first().getAttribute('id')).toBe('menu-featured');
    const featured = groups.first().locator('.product-tile');
    expect(await featured.count()).toBeGreaterThan(0);
    for (const pills of await featured.locator('.badges').all())
      expect(await pills.textContent()).toMatch(/Terlaris|Rekomendasi/);
    expect(await groups.first().locator('.price-badge').first().textContent()).toMatch(
      /^Rp \d{1,3}(\.\d{3})*$/,
    );
    expect(await page.locator('#menu .product-tile [data-order-add]').first().textContent()).toBe('Pesan');
    expect(await page.locator('#merchandise .orderable [data-order-add]').first().textContent()).toBe(
      'Pesan',
    );

    // Two products across on a phone, four on a laptop; pictures square, cropped, never stretched.
    const across = viewport === PHONE ? 2 : 4;
    expect(await columns(page, '#menu .catalogue-group:not(#menu-featured) .product-grid')).toBe(across);
    expect(await columns(page, '#merchandise .card-grid')).toBe(across);
    const image = page.locator('#menu .product-media img').first();
    const box = (await image.boundingBox())!;
    expect(Math.abs(box.width - box.height)).toBeLessThan(2);
    expect(await image.evaluate((node) => getComputedStyle(node).objectFit)).toBe('cover');

    expect(await page.locator('#news .article-card--featured').count()).toBe(1);
    expect(await page.locator('#contact .store-card .hours-row').count()).toBeGreaterThan(0);
    expect(await page.locator('footer .footer-links a').allTextContents()).toEqual([
      'Kebijakan Privasi',
      'Syarat & Ketentuan',
    ]);
    expect(await overflow(page)).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it('greys a sold-out product and leaves it nothing to order', async () => {
    const { page, close } = await open(shop, viewport);
    const tile = page.locator('#menu .catalogue-group:not(#menu-featured) .product-tile', {
      hasText: soldOutName,
    });
    expect(await tile.getAttribute('class')).toContain('is-sold-out');
    expect(await tile.locator('.sold-out-tag').textContent()).toBe('Habis');
    expect(await tile.locator('[data-order-add]').count()).toBe(0);
    expect(await tile.locator('img').evaluate((node) => getComputedStyle(node).filter)).toBe('grayscale(1)');
    expect(await page.locator('#menu-featured .product-tile', { hasText: soldOutName }).count()).toBe(0);
    await close();
  });
});

describe('navigation and filters', () => {
  it('the navigation links land on their sections', async () => {
    const { page, close } = await open(shop, LAPTOP);
    const links = page.locator('.nav-desktop .nav-link');
    const hrefs = await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(['#menu', '#merchandise', '#about', '#news', '#contact']);
    for (const [index, href] of hrefs.entries()) {
      await links.nth(index).click();
      await page.waitForURL(`${shop.home}${href}`);
      await expect
        .poll(() => page.locator(href!).evaluate((node) => Math.round(node.getBoundingClientRect().top)))
        .toBeLessThan(120);
    }
    await close();
  });

  for (const js of [true, false]) {
    it(`a category chip shows only its products, 'Semua' all of them (script ${js ? 'on' : 'off'})`, async () => {
      const { page, close } = await open(shop, PHONE, js);
      const all = await visibleGroups(page);
      expect(all.length).toBeGreaterThan(2);
      const chip = page.locator('#menu .chip').nth(2);
      const target = (await chip.getAttribute('href'))!;
      await chip.click();
      await page.waitForURL(`${shop.home}${target}`);
      expect(await visibleGroups(page)).toEqual([target.slice(1)]);
      // The chips stay on screen under the navigation bar, so the next choice is one tap away.
      const chipsTop = await page
        .locator('#menu .catalogue-filters')
        .evaluate((node) => node.getBoundingClientRect().top);
      expect(chipsTop).toBeGreaterThanOrEqual(0);
      expect(chipsTop).toBeLessThan(100);
      await page.locator('#menu .chip', { hasText: 'Semua' }).click();
      await page.waitForURL(`${shop.home}#menu`);
      expect(await visibleGroups(page)).toEqual(all);
      await close();
    });
  }
});

describe('ordering, QRIS and policy pages', () => {
  it('a visitor orders a product through WhatsApp and opens the QRIS', async () => {
    const context = await ctx.browser.newContext({ viewport: PHONE, locale: 'id-ID' });
    await stubWhatsapp(context);
    const page = await context.newPage();
    await page.goto(shop.home);
    const add = page.locator('#menu .catalogue-group:not(#menu-featured) [data-order-add]').first();
    const name = (await add.getAttribute('data-order-name'))!;
    await add.click();
    const bar = page.locator('[data-order-bar]');
    await bar.waitFor();
    expect(await bar.locator('[data-order-count]').textContent()).toBe('1');
    await bar.click();
    const order = page.getByRole('dialog', { name: 'Pesanan Anda' });
    await order.waitFor();
    await order.getByRole('link', { name: 'Bayar dengan QRIS' }).click();
    const qris = page.getByRole('dialog', { name: 'Bayar dengan QRIS' });
    await qris.waitFor();
    await qris.getByText('TOKO BATIK SEKAR', { exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await qris.waitFor({ state: 'hidden' });

    // Back to the order list, from wherever the QRIS left it.
    await page.keyboard.press('Escape');
    await order.waitFor({ state: 'hidden' });
    await bar.click();
    await order.waitFor();
    const url = await sendOrder(page, order);
    expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${NUMBER}`);
    expect(url.searchParams.get('text')).toContain(`- 1x ${name} @ Rp `);
    await context.close();
  });

  it('without JavaScript, "Pesan" opens a one-item WhatsApp message', async () => {
    const context = await ctx.browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    await stubWhatsapp(context);
    const page = await context.newPage();
    await page.goto(shop.home);
    const add = page.locator('#menu .product-tile [data-order-add]').first();
    const name = (await add.getAttribute('data-order-name'))!;
    const url = await openedWhatsapp(page, () => add.click());
    expect(url.searchParams.get('text')).toContain(`- 1x ${name} @ Rp `);
    await context.close();
  });

  it('serves the policy pages with the shop’s navigation and footer', async () => {
    for (const [path, title] of [
      ['privacy-policy', 'Kebijakan Privasi'],
      ['terms-and-conditions', 'Syarat dan Ketentuan'],
    ] as const) {
      const { page, response, close } = await visit(ctx.browser, `${shop.home}/${path}`, { viewport: PHONE });
      expect(response?.status()).toBe(200);
      expect(await page.locator('h1.policy-title').textContent()).toBe(title);
      expect(await page.locator('.nav-brand').getAttribute('href')).toBe(`/${shop.slug}`);
      expect(await page.locator('footer .footer-copyright').count()).toBe(1);
      await close();
    }
  });

  it('describes the shop for search engines and counts visits', async () => {
    const { html } = await rawHtml(shop.home);
    expect(html).toContain('<meta name="description"');
    expect(html).toContain('<script type="application/ld+json">');
    expect(html).toMatch(/<meta name="theme-color" content="#0b6e4f"\/>/);
    expect(html).toMatch(/<script src="[^"]+" defer="" data-stats="\/api\/public\/[^"]+"><\/script>/);
  });
});

describe('a shop with one product of each kind', () => {
  it('centres the single product, merchandise item, article and store, with no filters to choose from', async () => {
    for (const viewport of VIEWPORTS) {
      const { page, close } = await open(small, viewport);
      expect(await page.locator('#menu .catalogue-filters').count()).toBe(0);
      expect(await page.locator('#menu-featured').count()).toBe(0);
      const tile = (await page.locator('#menu .product-tile').boundingBox())!;
      const container = (await page.locator('#menu .container').boundingBox())!;
      expect(await page.locator('#menu .product-tile').count()).toBe(1);
      expect(Math.abs(tile.x + tile.width / 2 - (container.x + container.width / 2))).toBeLessThan(2);
      expect(tile.width).toBeLessThanOrEqual(300);
      const merch = (await page.locator('#merchandise .orderable').boundingBox())!;
      expect(Math.abs(merch.x + merch.width / 2 - (container.x + container.width / 2))).toBeLessThan(2);
      expect(await page.locator('#news .article-card').count()).toBe(1);
      expect(await page.locator('#contact .store-card').count()).toBe(1);
      expect(await overflow(page)).toBe(0);
      await close();
    }
  });

  it('nothing overflows at 320 and 390 px', async () => {
    for (const site of [shop, small]) {
      for (const width of [320, 390]) {
        const { page, close } = await open(site, { width, height: 800 });
        expect(await overflow(page)).toBe(0);
        await close();
      }
    }
  });
});
