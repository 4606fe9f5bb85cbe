import { describe, expect, it } from 'vitest';
import { LAPTOP, scrollWindowTo, sectionOrder, topInViewport, VIEWPORTS, visit } from './support/public-site';
import {
  create,
  createSite,
  list,
  type SiteCompany,
  setFooter,
  setSection,
  setWebSettings,
  update,
  usePublicSiteServer,
} from './support/public-site-fixtures';

// minimalis-coffee-shop in Debian Chromium: every section with its fallbacks, the accordion, the
// carousels, the dialogs and the sticky bar (the mobile menu and the call to action: public-site-modes).
const DRIVE_URL = 'https://drive.google.com/file/d/menu-kopi-senja/view';
let senja: SiteCompany;
let menuImages: { category: string; item: string; noImageItem: string };

const ctx = usePublicSiteServer(async (t) => {
  // English: this file checks the spec's texts word for word (Indonesian sites: public-site-language).
  senja = await createSite(t, 'Kopi Senja', 'minimalis-coffee-shop', 'english');
  await setWebSettings(senja, {
    navigation_menu_text: null,
    navigation_merchandise_text: null,
    navigation_news_text: null,
    navigation_stores_text: null,
    terms_and_conditions: '<p><br></p>',
  });
  await setSection(senja, 'menu', { title: 'Menu Kami', google_drive_menu_url: DRIVE_URL });
  await setSection(senja, 'stores', { title: null });
  await setFooter(senja, { copyright_year: null, copyright_text: null });
  await create(senja, 'menu/categories', { name: 'Menu Musiman', display_order: 99, is_active: true });
  const [first] = await list(senja, 'menu/categories');
  const items = (await list(senja, 'menu/items')).filter((item) => item.category_id === first!.id);
  await update(senja, 'menu/items', items[0]!, { is_best_seller: true, is_recommended: true });
  await update(senja, 'menu/items', items[1]!, { price: 0, is_best_seller: false, is_recommended: false });
  await update(senja, 'menu/items', items[2]!, { image: null });
  menuImages = {
    category: String(first!.image),
    item: String(items[1]!.image),
    noImageItem: String(items[2]!.name),
  };
  const merchandise = await list(senja, 'merchandise');
  await update(senja, 'merchandise', merchandise.at(-1)!, { images: [], description: null });
  const stores = await list(senja, 'stores');
  const hours = (stores[0]!.opening_hours as { day_of_week: string }[]).map((hour) =>
    hour.day_of_week === 'sunday'
      ? { day_of_week: 'sunday', is_closed: true, opening_time: null, closing_time: null }
      : hour,
  );
  await update(senja, 'stores', stores[0]!, { opening_hours: hours });
  await update(senja, 'stores', stores[1]!, { google_map_url: null });
});

const open = (viewport = LAPTOP, path = '') => visit(ctx.browser, `${senja.home}${path}`, { viewport });

describe.each(VIEWPORTS)('minimalis-coffee-shop at $width px', (viewport) => {
  it('renders every section in order with the spec’s fallbacks', async () => {
    const { page, errors, close } = await open(viewport);
    expect(await sectionOrder(page)).toEqual(['hero', 'menu', 'merchandise', 'news', 'contact']);
    expect(await page.locator('footer.footer--simple').count()).toBe(1);

    // Navigation labels fall back to Menu, Merchandise, News, Stores; Stores targets #contact.
    const links = page.locator('.nav-desktop .nav-link');
    expect(await links.allTextContents()).toEqual(['Menu', 'Merchandise', 'News', 'Stores']);
    expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))).toEqual([
      '#menu',
      '#merchandise',
      '#news',
      '#contact',
    ]);

    const hero = page.locator('.hero--full-bleed');
    await expect.poll(() => hero.locator('h1').textContent()).toBe('Kopi Senja');
    expect(await hero.locator('.hero-image').getAttribute('src')).toBe('/media/builtin/coffee/hero.svg');

    // Menu: an accordion, the first category open, badges, hidden zero price, the Drive link, empty category.
    const menu = page.locator('#menu');
    expect(await menu.locator('details.menu-category').count()).toBe(5);
    expect(await menu.locator('details.menu-category[open]').count()).toBe(1);
    expect(await menu.locator('details.menu-category').first().getAttribute('open')).not.toBeNull();
    const firstRows = menu.locator('details.menu-category').first().locator('.menu-row');
    expect(await firstRows.nth(0).locator('.pill').allTextContents()).toEqual([
      '★ Best Seller',
      '👍 Recommended',
    ]);
    expect(await firstRows.nth(0).locator('.price').textContent()).toMatch(/^Rp \d{1,3}(\.\d{3})*$/);
    expect(await firstRows.nth(1).locator('.price').count()).toBe(0);
    expect(await menu.locator('.count-badge').first().textContent()).toMatch(/^6 /);
    await expect.poll(() => menu.locator('details').last().textContent()).toContain('Menu Musiman');
    expect(await menu.locator('details').last().locator('.empty-note').textContent()).toBe(
      'No items available in this category',
    );
    const drive = menu.getByRole('link', { name: 'Menu Kami Detail' });
    expect(await drive.getAttribute('href')).toBe(DRIVE_URL);
    expect(await drive.getAttribute('target')).toBe('_blank');

    // Merchandise and news are carousels; an item without images says so.
    expect(await page.locator('#merchandise [data-carousel] .carousel-slide').count()).toBe(6);
    expect(await page.locator('#merchandise .media-empty').textContent()).toBe('No images available');
    expect(await page.locator('#news [data-carousel] .carousel-slide').count()).toBe(6);
    expect(await page.locator('#news .carousel-slide time').first().getAttribute('datetime')).toMatch(
      /^\d{4}-\d{2}-\d{2}$/,
    );

    // Stores: 'Our Stores', the open/closed pill (by the clock: public-site-language), 'Closed', hours, map.
    const stores = page.locator('#contact');
    expect(await stores.locator('h2').textContent()).toBe('Our Stores');
    expect(await stores.locator('.store-card').count()).toBe(3);
    for (const badge of await stores.locator('.open-badge').all())
      expect(['Now Open', 'Closed']).toContain(await badge.textContent());
    expect(await stores.locator('.open-badge').count()).toBe(3);
    const firstHours = stores.locator('.store-card').first().locator('.hours-row');
    expect(await firstHours.last().textContent()).toBe('SundayClosed');
    expect(await firstHours.first().locator('dd').textContent()).toMatch(/^\d{2}:\d{2} - \d{2}:\d{2}$/);
    const buttons = stores.locator('.store-card .button:not([data-map-embed])');
    expect(await buttons.allTextContents()).toEqual(['View on Map', 'Visit Store', 'View on Map']);
    // One button per card; a store with an address offers its map on the photo, not as a second,
    // near-identical button. Nothing is asked of Google before the tap.
    for (const card of await stores.locator('.store-card').all()) {
      expect(await card.locator('.button').count()).toBe(1);
      expect(await card.locator('.card-media [data-map-embed]').count()).toBe(1);
    }
    expect(await stores.locator('[data-map-embed]').allTextContents()).toEqual([
      'Show map',
      'Show map',
      'Show map',
    ]);
    expect(await page.locator('iframe').count()).toBe(0);
    expect(await buttons.nth(1).getAttribute('href')).toMatch(/^https:\/\/www\.google\.com\/maps\/search\//);

    // Footer: defaults for the copyright, socials, and only the policy link that has content.
    const footer = page.locator('footer');
    const year = new Date(Date.now() + 7 * 3_600_000).getUTCFullYear();
    expect(await footer.locator('.footer-copyright').textContent()).toBe(`© ${year} Kopi Senja.`);
    expect(await footer.locator('.social-link').count()).toBe(3);
    expect(await footer.locator('.footer-links a').allTextContents()).toEqual(['Privacy Policy']);
    expect(await footer.locator('.footer-links a').getAttribute('href')).toBe(
      `/${senja.slug}/privacy-policy`,
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    expect(errors).toEqual([]);
    await close();
  });

  it('opens a single category at a time and shows the tapped item in the image', async () => {
    const { page, close } = await open(viewport);
    const categories = page.locator('#menu details.menu-category');
    await categories.nth(1).locator('summary').click();
    await expect
      .poll(() => categories.evaluateAll((all) => all.map((d) => (d as HTMLDetailsElement).open)))
      .toEqual([false, true, false, false, false]);
    await categories.nth(1).locator('summary').click();
    await expect.poll(() => page.locator('#menu details[open]').count()).toBe(0);
    await categories.nth(0).locator('summary').click();
    const panel = categories.nth(0);
    const stage = panel.locator('.menu-stage-image');
    expect(await stage.getAttribute('src')).toBe(menuImages.category);
    await panel.locator('.menu-row-button').nth(1).click();
    await expect.poll(() => stage.getAttribute('src')).toBe(menuImages.item);
    // An item without its own image falls back to the category image.
    await panel.locator('.menu-row-button', { hasText: menuImages.noImageItem }).click();
    await expect.poll(() => stage.getAttribute('src')).toBe(menuImages.category);
    expect(await panel.locator('.menu-row-button.is-active').count()).toBe(1);
    await close();
  });

  it('loops the carousels with the arrows', async () => {
    const { page, close } = await open(viewport);
    for (const section of ['#merchandise', '#news']) {
      const track = page.locator(`${section} [data-carousel-track]`);
      const position = () =>
        track.evaluate((el) => ({ left: el.scrollLeft, max: el.scrollWidth - el.clientWidth }));
      await track.scrollIntoViewIfNeeded();
      expect((await position()).max).toBeGreaterThan(0);
      await page.locator(`${section} [data-carousel-prev]`).click();
      await expect.poll(async () => (await position()).max - (await position()).left).toBeLessThan(5);
      await page.locator(`${section} [data-carousel-next]`).click();
      await expect.poll(async () => (await position()).left).toBe(0);
      await page.locator(`${section} [data-carousel-next]`).click();
      await expect.poll(async () => (await position()).left).toBeGreaterThan(0);
    }
    await close();
  });

  it('opens the merchandise and news dialogs and closes them by button and Escape', async () => {
    const { page, close } = await open(viewport);
    const trigger = page.locator('#merchandise [data-dialog-open]').first();
    const dialogId = await trigger.getAttribute('data-dialog-open');
    const dialog = page.locator(`dialog#${dialogId}`);
    await trigger.click();
    await expect.poll(() => dialog.evaluate((el) => el.matches(':modal'))).toBe(true);
    expect(await dialog.locator('.dialog-title').textContent()).toBe('Canvas Tote Bag');
    expect(await dialog.locator('.price').textContent()).toBe('Rp 89.000');
    expect(await dialog.locator('.gallery-slide').count()).toBe(2);
    // The tapped thumbnail stays highlighted through the whole smooth scroll, frame by frame.
    const highlighted = await dialog.evaluate(async (el) => {
      const current = () =>
        el.querySelector('[data-gallery-thumb][aria-current]')?.getAttribute('data-gallery-thumb');
      el.querySelector<HTMLElement>('[data-gallery-thumb="1"]')!.click();
      const seen = new Set<string | null | undefined>();
      for (let frame = 0; frame < 60; frame++) {
        await new Promise(requestAnimationFrame);
        seen.add(current());
      }
      return [...seen];
    });
    expect(highlighted).toEqual(['1']);
    await dialog.locator('[data-dialog-close]').click();
    await expect.poll(() => dialog.evaluate((el) => (el as HTMLDialogElement).open)).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-dialog-open'))).toBe(
      dialogId,
    );

    const bare = page.locator('#merchandise [data-dialog-open]').last();
    await bare.click();
    const bareDialog = page.locator(`dialog#${await bare.getAttribute('data-dialog-open')}`);
    await expect.poll(() => bareDialog.evaluate((el) => (el as HTMLDialogElement).open)).toBe(true);
    expect(await bareDialog.locator('.gallery-empty').textContent()).toBe('No images available');
    // No description: no line at all, never a placeholder the owner did not write.
    expect(await bareDialog.locator('.dialog-text').count()).toBe(0);
    expect(await bareDialog.innerText()).not.toContain('No description');
    await page.keyboard.press('Escape');
    await expect.poll(() => bareDialog.evaluate((el) => (el as HTMLDialogElement).open)).toBe(false);

    await page.locator('#news [data-dialog-open]').first().click();
    const news = page.locator('dialog#news-1');
    await expect.poll(() => news.evaluate((el) => (el as HTMLDialogElement).open)).toBe(true);
    expect(await news.locator('.dialog-title').textContent()).toBe('Welcome to Kopi Senja');
    expect(await news.locator('.prose p').count()).toBeGreaterThan(1);
    expect(await news.locator('time').count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => news.evaluate((el) => (el as HTMLDialogElement).open)).toBe(false);
    await close();
  });

  it('turns the bar solid after 50 px of scroll', async () => {
    const { page, close } = await open(viewport);
    const nav = page.locator('[data-nav]');
    const scrolled = () => nav.evaluate((el) => el.classList.contains('is-scrolled'));
    expect(await scrolled()).toBe(false);
    // Clear over the hero from the first paint (no blur), until 50 px of scroll.
    await expect
      .poll(() => nav.evaluate((el) => getComputedStyle(el).backgroundColor))
      .toBe('rgba(0, 0, 0, 0)');
    await scrollWindowTo(page, 40);
    expect(await scrolled()).toBe(false);
    await scrollWindowTo(page, 60);
    await expect.poll(scrolled).toBe(true);
    // The background fades in (a transition): poll until it has left transparent.
    await expect
      .poll(() => nav.evaluate((el) => getComputedStyle(el).backgroundColor))
      .not.toBe('rgba(0, 0, 0, 0)');
    await scrollWindowTo(page, 1200);
    expect(await topInViewport(page, '[data-nav]')).toBe(0);
    await scrollWindowTo(page, 0);
    await expect.poll(scrolled).toBe(false);
    await close();
  });
});
