import { describe, expect, it } from 'vitest';
import { CUSTOM_DOMAIN, LAPTOP, PHONE, topInViewport, type Viewport, visit } from './support/public-site';
import {
  activateCustomDomain,
  createSite,
  type SiteCompany,
  setHero,
  usePublicSiteServer,
} from './support/public-site-fixtures';

// Mode A on the company subdomain and on a custom domain, the mobile menu, the call to action, and every
// page without JavaScript.
let coffee: SiteCompany;
let classic: SiteCompany;
let port: string;

const ctx = usePublicSiteServer(async (t) => {
  port = new URL(t.url).port;
  [coffee, classic] = await Promise.all([
    createSite(t, 'Kopi Merapi'),
    createSite(t, 'Kopi Domain', 'classic-website', 'english'),
  ]);
});

const open = (site: SiteCompany, viewport: Viewport) => visit(ctx.browser, site.home, { viewport });
const subdomain = (path = '/') => `http://kopi-merapi.localhost:${port}${path}`;

describe('Mode A', () => {
  it('serves the site at / on the company subdomain with root-relative links', async () => {
    const { page, response, close } = await visit(ctx.browser, subdomain());
    expect(response?.status()).toBe(200);
    expect(await page.locator('h1').textContent()).toBe('Kopi Merapi');
    expect(await page.locator('.nav-desktop .nav-link').first().getAttribute('href')).toBe('#menu');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${ctx.t.url}/kopi-merapi`);
    const privacy = page.locator('footer a', { hasText: 'Kebijakan Privasi' });
    expect(await privacy.getAttribute('href')).toBe('/privacy-policy');
    await privacy.click();
    await page.waitForURL(subdomain('/privacy-policy'));
    expect(await page.locator('h1').textContent()).toBe('Kebijakan Privasi');
    expect(await page.locator('.nav-brand').getAttribute('href')).toBe('/');
    const menu = page.locator('.nav-desktop .nav-link').first();
    expect(await menu.getAttribute('href')).toBe('/#menu');
    await menu.click();
    await page.waitForURL(subdomain('/#menu'));
    await expect.poll(async () => Math.abs((await topInViewport(page, '#menu')) - 80)).toBeLessThan(30);

    await page.goto(subdomain('/terms-and-conditions'));
    expect(await page.locator('h1').textContent()).toBe('Syarat dan Ketentuan');
    const missing = await page.goto(subdomain('/tidak-ada'));
    expect(missing?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe('Page Not Found');
    expect(await page.getByRole('link', { name: 'Kembali ke beranda' }).getAttribute('href')).toBe('/');
    await page.goto(subdomain('/robots.txt'));
    expect(await page.locator('body').innerText()).toContain(`Sitemap: ${ctx.t.url}/kopi-merapi/sitemap.xml`);
    await close();
  });

  it('serves the site on an active custom domain, with or without www.', async () => {
    await activateCustomDomain(ctx.t, classic, CUSTOM_DOMAIN);
    for (const host of [CUSTOM_DOMAIN, `www.${CUSTOM_DOMAIN}`]) {
      const { page, response, close } = await visit(ctx.browser, `http://${host}:${port}/`, {
        viewport: PHONE,
      });
      expect(response?.status(), host).toBe(200);
      expect(await page.locator('h1').textContent()).toBe('Kopi Domain');
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
        `https://${CUSTOM_DOMAIN}`,
      );
      expect(await page.locator('meta[property="og:url"]').getAttribute('content')).toBe(
        `https://${CUSTOM_DOMAIN}`,
      );
      await page.goto(`http://${host}:${port}/terms-and-conditions`);
      expect(await page.locator('h1').textContent()).toBe('Terms and Conditions');
      expect(await page.locator('.nav-sheet .nav-link').first().getAttribute('href')).toBe('/#menu');
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
        `https://${CUSTOM_DOMAIN}/terms-and-conditions`,
      );
      await page.goto(`http://${host}:${port}/sitemap.xml`);
      expect(await page.content()).toContain(`https://${CUSTOM_DOMAIN}/privacy-policy`);
      await close();
    }
    // The platform address moves to the custom domain (302 outside production), or at least names it canonical.
    const platform = await fetch(classic.home, { redirect: 'manual' });
    if (platform.status === 302) expect(platform.headers.get('location')).toBe(`https://${CUSTOM_DOMAIN}/`);
    else expect(await platform.text()).toContain(`<link rel="canonical" href="https://${CUSTOM_DOMAIN}"`);
    // A domain without an active subscription is no company's.
    const unknown = await visit(ctx.browser, `http://lain.test:${port}/`);
    expect(unknown.response?.status()).toBe(404);
    expect(await unknown.page.locator('h1').textContent()).toBe('Company Not Found');
    await unknown.close();
  });
});

describe('navigation and call to action', () => {
  it('uses the hamburger menu below 768 px and the link bar above', async () => {
    const phone = await open(coffee, PHONE);
    const { page } = phone;
    await page.locator('.nav-desktop').waitFor({ state: 'hidden' });
    const toggle = page.locator('.nav-toggle');
    await toggle.waitFor({ state: 'visible' });
    await toggle.click();
    const sheet = page.locator('.nav-sheet');
    await sheet.waitFor({ state: 'visible' });
    // Labels from the web settings (the content pack's Indonesian ones).
    expect(await sheet.locator('.nav-link').allTextContents()).toEqual([
      'Menu',
      'Merchandise',
      'Berita',
      'Toko',
    ]);
    await sheet.getByRole('link', { name: 'Berita' }).click();
    await expect.poll(() => page.locator('[data-nav-mobile]').getAttribute('open')).toBeNull();
    await expect.poll(() => page.evaluate(() => window.location.hash)).toBe('#news');
    await expect.poll(async () => Math.abs((await topInViewport(page, '#news')) - 80)).toBeLessThan(30);
    await toggle.click();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('[data-nav-mobile]').getAttribute('open')).toBeNull();
    await phone.close();

    const laptop = await open(coffee, LAPTOP);
    await laptop.page.locator('.nav-toggle').waitFor({ state: 'hidden' });
    await laptop.page.locator('.nav-desktop .nav-link').first().waitFor({ state: 'visible' });
    await laptop.close();
  });

  it('scrolls to an #anchor, navigates to a URL and falls back to the menu', async () => {
    await setHero(coffee, { cta_text: 'Baca Kabar', cta_link: '#news' });
    let site = await open(coffee, PHONE);
    await site.page.getByRole('link', { name: 'Baca Kabar' }).click();
    await expect.poll(() => site.page.evaluate(() => window.location.hash)).toBe('#news');
    await expect.poll(async () => Math.abs((await topInViewport(site.page, '#news')) - 80)).toBeLessThan(30);
    await site.close();

    await setHero(coffee, { cta_text: 'Pesan Online', cta_link: 'https://example.com' });
    site = await open(coffee, LAPTOP);
    await site.page.getByRole('link', { name: 'Pesan Online' }).click();
    await site.page.waitForURL('https://example.com/');
    await site.close();

    await setHero(coffee, { cta_text: null, cta_link: null });
    site = await open(coffee, LAPTOP);
    const cta = site.page.locator('.hero-cta');
    // The template default in the site's language ('See Our Menu' on English sites).
    expect(await cta.textContent()).toBe('Lihat Menu');
    expect(await cta.getAttribute('href')).toBe('#menu');
    await cta.click();
    await expect.poll(async () => Math.abs((await topInViewport(site.page, '#menu')) - 80)).toBeLessThan(30);
    // The brand scrolls back to the top.
    await site.page.locator('.nav-brand').click();
    await expect.poll(() => site.page.evaluate(() => window.scrollY)).toBe(0);
    await site.close();
  });
});

describe('without JavaScript', () => {
  it('shows the coffee page whole: nav, accordion, anchors and dialogs through :target', async () => {
    for (const viewport of [PHONE, LAPTOP]) {
      const { page, close } = await visit(ctx.browser, coffee.home, { viewport, js: false });
      expect(await page.evaluate(() => document.documentElement.className)).toBe('');
      for (const id of ['menu', 'merchandise', 'news', 'contact']) {
        await page.locator(`#${id} h2`).waitFor({ state: 'visible' });
      }
      // Nav readable on the hero (solid), and its links are plain anchors.
      const navBg = await page.locator('[data-nav]').evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(navBg).not.toBe('rgba(0, 0, 0, 0)');
      if (viewport === PHONE) {
        await page.locator('.nav-toggle').click();
        await page.locator('.nav-sheet a[href="#contact"]').click();
      } else {
        await page.locator('.nav-desktop a[href="#contact"]').click();
      }
      await page.waitForURL(`${coffee.home}#contact`);
      await expect.poll(async () => Math.abs((await topInViewport(page, '#contact')) - 80)).toBeLessThan(30);

      // Native <details>: the first category is open and another one opens on click.
      const categories = page.locator('#menu details.menu-category');
      await categories.first().locator('.menu-row').first().waitFor({ state: 'visible' });
      await categories.nth(1).locator('summary').click();
      await categories.nth(1).locator('.menu-row').first().waitFor({ state: 'visible' });

      // A product card is a link to its dialog, shown by :target; the close link goes back. The dialog is
      // named by the item's id, which depends on how the two sites' inserts interleaved.
      const card = page.locator('#merchandise .product-card').first();
      const target = await card.getAttribute('href');
      expect(target).toMatch(/^#merchandise-\d+$/);
      await card.click();
      await page.waitForURL(`${coffee.home}${target}`);
      const dialog = page.locator(`dialog${target}`);
      await dialog.waitFor({ state: 'visible' });
      expect(await dialog.locator('.dialog-title').textContent()).toBe('Tote Bag Kanvas');
      await dialog.locator('.dialog-close').click();
      await page.waitForURL(`${coffee.home}#merchandise`);
      await dialog.waitFor({ state: 'hidden' });
      await close();
    }
  });

  it('lists every classic menu category and keeps the policy pages readable', async () => {
    const { page, close } = await visit(ctx.browser, `http://www.${CUSTOM_DOMAIN}:${port}/`, { js: false });
    await page.locator('[role="tablist"]').waitFor({ state: 'hidden' });
    const panels = page.locator('#menu [role="tabpanel"]');
    expect(await panels.count()).toBe(4);
    for (const panel of await panels.all()) {
      await panel.locator('.tab-panel-title').waitFor({ state: 'visible' });
      await panel.locator('.item-card').first().waitFor({ state: 'visible' });
    }
    await page.locator('footer').getByRole('link', { name: 'Privacy Policy' }).click();
    await page.waitForURL(`http://www.${CUSTOM_DOMAIN}:${port}/privacy-policy`);
    expect(await page.locator('.policy-body .prose').innerText()).toContain('Kopi Domain');
    await page.locator('.nav-desktop .nav-link').last().click();
    await page.waitForURL(`http://www.${CUSTOM_DOMAIN}:${port}/#contact`);
    await page.locator('#contact h2').waitFor({ state: 'visible' });
    await close();
  });
});
