import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LAPTOP, PHONE, sectionOrder, VIEWPORTS, type Viewport, visit } from './support/public-site';
import { seriousAxeViolations, validateHtml } from './support/public-site-checks';
import {
  createSite,
  list,
  type SiteCompany,
  setHero,
  setSection,
  setWebSettings,
  update,
  updateAll,
  usePublicSiteServer,
} from './support/public-site-fixtures';
import { sendOrder } from './support/send-order';

// layanan-jasa in Debian Chromium: the price list right after the hero, WhatsApp as the hero's main
// button, today's hours, address and area served in the band under it, locations with their hours.
const NUMBER = '6281234567890';
const GOFOOD = 'https://gofood.co.id/bandung/restaurant/bengkel-maju-4f1c2';
let shop: SiteCompany;
let few: SiteCompany;
let soldOut: string;
let unpriced: string;

const ctx = usePublicSiteServer(async (t) => {
  [shop, few] = await Promise.all([
    createSite(t, 'Bengkel Maju', 'layanan-jasa'),
    createSite(t, 'Jahit Rapi', 'layanan-jasa', 'english'),
  ]);
  await setWebSettings(shop, {
    whatsapp_number: '0812 3456 7890',
    qris_image: '/media/builtin/services/hero.svg',
    qris_merchant_name: 'BENGKEL MAJU',
    order_links: [{ platform: 'gofood', url: GOFOOD }],
  });
  const items = await list(shop, 'menu/items');
  soldOut = String(items[0]!.name);
  unpriced = String(items[1]!.name);
  const answer = await shop.api.put(`/admin/menu/items/${items[0]!.id}/sold-out`, { sold_out: true });
  expect(answer.status).toBe(200);
  await update(shop, 'menu/items', items[1]!, { price: 0 });
  // The generator writes the kind's own button text and stores title; cleared, the template's defaults show.
  await Promise.all([setHero(shop, { cta_text: null }), setHero(few, { cta_text: null })]);
  await setSection(shop, 'stores', { title: null });

  // The English site keeps one of everything: one category with one service, one store, article, product.
  await updateAll(few, 'menu/categories', (_row, index) => (index === 0 ? null : { is_active: false }));
  const [category] = await list(few, 'menu/categories');
  const services = (await list(few, 'menu/items')).filter((item) => item.category_id === category!.id);
  for (const item of services.slice(1)) await update(few, 'menu/items', item, { is_active: false });
  for (const collection of ['stores', 'news', 'merchandise'] as const) {
    for (const row of (await list(few, collection)).slice(1))
      await few.api.delete(`/admin/${collection}/${row.id}`);
  }
});

const open = (site: SiteCompany, viewport: Viewport = LAPTOP, js = true) =>
  visit(ctx.browser, site.home, { viewport, js });

async function stubWhatsapp(context: BrowserContext) {
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  );
}

const noOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe.each(VIEWPORTS)('layanan-jasa at $width px', (viewport) => {
  it('renders the hero, the price list first, locations, products, news and the column footer', async () => {
    const { page, errors, close } = await open(shop, viewport);
    expect(await sectionOrder(page)).toEqual(['hero', 'menu', 'contact', 'about', 'merchandise', 'news']);
    const hero = page.locator('.hero--statement');
    const whatsapp = hero.locator('.hero-whatsapp');
    expect(await whatsapp.textContent()).toBe('Tanya / Pesan via WhatsApp');
    expect(new URL((await whatsapp.getAttribute('href'))!).pathname).toBe(`/${NUMBER}`);
    expect(await hero.locator('.hero-cta').textContent()).toBe('Lihat Daftar Harga');
    expect(await hero.locator('.hero-cta').getAttribute('href')).toBe('#menu');

    // The band: today's hours of the first store (07.00–22.00 every day), its address, the cities.
    const band = hero.locator('.info-band');
    expect(await band.locator('dt').allTextContents()).toEqual(['Jam buka', 'Alamat', 'Area layanan']);
    expect(await band.locator('dd').allTextContents()).toEqual([
      'Buka hari ini 07.00–22.00',
      'Jl. Braga No. 12, Sumur Bandung, Kota Bandung 40111',
      'Bandung, Jakarta Selatan dan Surabaya',
    ]);

    const rows = page.locator('#menu .price-row');
    expect(await rows.count()).toBeGreaterThan(4);
    const row = (name: string) => rows.filter({ has: page.getByText(name, { exact: true }) });
    const first = row(soldOut);
    expect(await first.getAttribute('class')).toContain('is-sold-out');
    expect(await first.locator('.sold-out-tag').textContent()).toBe('Habis');
    expect(await first.locator('[data-order-add]').count()).toBe(0);
    const asking = row(unpriced);
    expect(await asking.locator('.price-ask').textContent()).toBe('Tanya harga');
    expect(await asking.locator('.price').count()).toBe(0);
    // Prices sit at the right edge of their row.
    const priced = rows.nth(2);
    const [rowBox, priceBox] = [await priced.boundingBox(), await priced.locator('.price').boundingBox()];
    expect(Math.abs(rowBox!.x + rowBox!.width - (priceBox!.x + priceBox!.width))).toBeLessThan(2);

    const contact = page.locator('#contact');
    expect(await contact.locator('h2').textContent()).toBe('Lokasi & Jam Buka');
    expect(await contact.locator('.store-grid--locations > li').count()).toBe(3);
    expect(await contact.locator('.hours-row').count()).toBe(21);
    expect(await page.locator('footer.footer--columns .order-link').getAttribute('href')).toBe(GOFOOD);
    expect(await noOverflow(page)).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it('the navigation anchors land on their sections', async () => {
    const { page, close } = await open(shop, viewport);
    const links = page.locator(viewport.width < 768 ? '.nav-sheet .nav-link' : '.nav-desktop .nav-link');
    const hrefs = await links.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href')));
    expect(hrefs).toEqual(['#menu', '#contact', '#about', '#merchandise', '#news']);
    for (const [index, href] of hrefs.entries()) {
      if (viewport.width < 768) await page.locator('.nav-toggle').click();
      await links.nth(index).click();
      await expect.poll(() => page.evaluate(() => window.location.hash)).toBe(href);
      await expect
        .poll(() => page.locator(href!).evaluate((node) => Math.round(node.getBoundingClientRect().top)))
        .toBeLessThan(120);
    }
    // A category of the price list is a plain anchor too.
    const category = page.locator('.price-jump-link').first();
    if ((await category.count()) > 0) {
      const target = (await category.getAttribute('href'))!;
      await category.click();
      await expect
        .poll(() => page.locator(target).evaluate((node) => Math.round(node.getBoundingClientRect().top)))
        .toBeLessThan(120);
    }
    await close();
  });

  it('one of everything is laid out as designed, not as a lone card in a grid', async () => {
    const { page, errors, close } = await open(few, viewport);
    expect(await sectionOrder(page)).toEqual(['hero', 'menu', 'contact', 'about', 'merchandise', 'news']);
    // No WhatsApp number: the owner's button is the main one, and nothing invents a number.
    expect(await page.locator('.hero-whatsapp').count()).toBe(0);
    expect(await page.locator('.hero-cta').getAttribute('class')).toContain('button--primary');
    expect(await page.locator('.hero-cta').textContent()).toBe('See Price List');
    expect(await page.locator('a[href*="wa.me"]').count()).toBe(0);
    expect(await page.locator('.info-band dt').allTextContents()).toEqual([
      'Opening hours',
      'Address',
      'Area served',
    ]);
    expect(await page.locator('.info-band dd').first().textContent()).toBe('Open today 07:00–22:00');
    expect(await page.locator('#menu .price-row').count()).toBe(1);
    expect(await page.locator('.price-jump').count()).toBe(0);

    const main = (await page.locator('main').boundingBox())!;
    const centre = (box: { x: number; width: number }) => box.x + box.width / 2;
    const group = (await page.locator('.price-group').boundingBox())!;
    const store = (await page.locator('.store-card').boundingBox())!;
    const product = (await page.locator('#merchandise .card-grid > li').boundingBox())!;
    for (const box of [group, store, product]) expect(Math.abs(centre(box) - centre(main))).toBeLessThan(2);
    if (viewport.width >= 1024) {
      expect(group.width).toBeLessThanOrEqual(760);
      // The store is one row: picture, address and the week's hours side by side.
      const picture = (await page.locator('.store-card .card-media').boundingBox())!;
      const hours = (await page.locator('.store-card .hours').boundingBox())!;
      expect(picture.x + picture.width).toBeLessThanOrEqual(hours.x);
      expect(Math.abs(picture.y - store.y)).toBeLessThan(2);
      expect(
        await page
          .locator('#news .article-card--featured')
          .evaluate((node) => getComputedStyle(node).display),
      ).toBe('grid');
    }
    expect(await noOverflow(page)).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('layanan-jasa ordering, QRIS, policy pages and statistics', () => {
  it('a service is ordered through WhatsApp; the sold-out one cannot be', async () => {
    const context = await ctx.browser.newContext({ viewport: PHONE, reducedMotion: 'reduce' });
    await stubWhatsapp(context);
    const page = await context.newPage();
    await page.goto(shop.home);
    const add = page.locator('#menu [data-order-add]').first();
    const name = (await add.getAttribute('data-order-name'))!;
    expect(name).not.toBe(soldOut);
    await add.click();
    await expect.poll(() => page.locator('[data-order-count]').first().textContent()).toBe('1');
    expect(await page.locator(`[data-order-name="${soldOut}"]`).count()).toBe(0);
    await page.locator('[data-order-bar]').click();
    const order = page.getByRole('dialog', { name: 'Pesanan Anda' });
    await order.waitFor();
    const url = await sendOrder(page, order);
    expect(url.pathname).toBe(`/${NUMBER}`);
    expect(url.searchParams.get('text')).toContain(`1x ${name}`);
    await context.close();
  });

  it('the footer opens the QRIS dialog', async () => {
    const { page, close } = await open(shop, PHONE);
    await page.getByRole('link', { name: 'Bayar dengan QRIS' }).first().click();
    const qris = page.getByRole('dialog', { name: 'Bayar dengan QRIS' });
    await qris.waitFor();
    await qris.getByText('BENGKEL MAJU', { exact: true }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await close();
  });

  it('privacy and terms pages open from the footer in the template', async () => {
    const { page, close } = await open(shop, PHONE);
    for (const [label, path] of [
      ['Kebijakan Privasi', 'privacy-policy'],
      ['Syarat & Ketentuan', 'terms-and-conditions'],
    ] as const) {
      await page.goto(shop.home);
      await page.locator('footer').getByRole('link', { name: label }).click();
      await page.waitForURL(`${shop.home}/${path}`);
      expect(await page.locator('body').getAttribute('class')).toContain('site--layanan-jasa');
      expect(await page.locator('main h1').count()).toBe(1);
    }
    await close();
  });

  it('without JavaScript the page works: anchors, a one-item WhatsApp order, the week in the band', async () => {
    const { page, close } = await open(shop, PHONE, false);
    const add = page.locator('#menu [data-order-add]').first();
    expect(new URL((await add.getAttribute('href'))!).pathname).toBe(`/${NUMBER}`);
    expect(await page.locator('[data-today-hours]').textContent()).toBe('Buka hari ini 07.00–22.00');
    expect(await noOverflow(page)).toBe(true);
    await close();
  });

  it('nothing overflows at 320 px and the tap targets are at least 44 px tall', async () => {
    const { page, close } = await open(shop, { width: 320, height: 640 });
    expect(await noOverflow(page)).toBe(true);
    const small = await page
      .locator(
        '.hero a, .info-band a, .price-jump-link, .price-row .order-add, .store-card .button, .map-toggle',
      )
      .evaluateAll((nodes) =>
        nodes
          .map((node) => ({ text: node.textContent, height: node.getBoundingClientRect().height }))
          .filter((box) => box.height > 0 && box.height < 44),
      );
    expect(small).toEqual([]);
    await close();
  });

  it('the page is valid HTML and carries the statistics beacon', async () => {
    const html = await (await fetch(shop.home)).text();
    expect(html).toContain('data-stats=');
    expect(await validateHtml({ 'layanan-jasa': html })).toEqual([]);
  }, 180_000);
});
