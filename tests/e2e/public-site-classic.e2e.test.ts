import { describe, expect, it } from 'vitest';
import { LAPTOP, PHONE, sectionOrder, VIEWPORTS, visit } from './support/public-site';
import {
  create,
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

// classic-website in Debian Chromium (tabs, grid, featured news, contact, column footer), the classic
// 'Main Store' fallback, and sections switched off on a single-category coffee site.
let classic: SiteCompany;
let empty: SiteCompany;
let quiet: SiteCompany;
let plainItem: string;

const ctx = usePublicSiteServer(async (t) => {
  [classic, empty, quiet] = await Promise.all([
    createSite(t, 'Usaha Klasik', 'classic-website', 'english'),
    createSite(t, 'Toko Kosong', 'classic-website', 'english'),
    createSite(t, 'Kopi Sepi'),
  ]);
  await setWebSettings(classic, { navigation_news_text: 'Stories', navigation_menu_text: null });
  await setHero(classic, { cta_text: null });
  await setSection(classic, 'stores', { title: null, description: 'Visit one of our three stores.' });
  await create(classic, 'menu/categories', { name: 'Seasonal', display_order: 99, is_active: true });
  const [first] = await list(classic, 'menu/categories');
  const items = (await list(classic, 'menu/items')).filter((item) => item.category_id === first!.id);
  await update(classic, 'menu/items', items[0]!, { is_best_seller: true, is_recommended: true });
  await update(classic, 'menu/items', items[1]!, { price: 0, description: null });
  plainItem = String(items[1]!.name);

  await updateAll(empty, 'stores', () => ({ is_active: false }));
  await setSection(empty, 'stores', { title: null });
  await setSection(empty, 'news', { is_active: false });

  await setSection(quiet, 'merchandise', { is_active: false });
  await setSection(quiet, 'news', { is_active: false });
  await updateAll(quiet, 'menu/categories', (_row, index) => (index === 0 ? null : { is_active: false }));
  await setWebSettings(quiet, { navigation_menu_text: 'Daftar Menu', navigation_stores_text: 'Lokasi' });
  await setHero(quiet, { tagline: null });
});

const open = (site: SiteCompany, viewport = LAPTOP) => visit(ctx.browser, site.home, { viewport });
const isOpen = (dialog: import('playwright-core').Locator) =>
  dialog.evaluate((el) => (el as HTMLDialogElement).open);

describe.each(VIEWPORTS)('classic-website at $width px', (viewport) => {
  it('renders the split hero, tabs, grid, featured news, contact and column footer', async () => {
    const { page, errors, close } = await open(classic, viewport);
    expect(await sectionOrder(page)).toEqual(['hero', 'menu', 'merchandise', 'news', 'contact']);
    expect(await page.locator('.nav-desktop .nav-link').allTextContents()).toEqual([
      'Menu',
      'Merchandise',
      'Stories',
      'Stores',
    ]);
    expect(await page.locator('.hero--split .hero-cta').textContent()).toBe('Get Started');

    const tabs = page.locator('#menu [role="tab"]');
    expect(await tabs.count()).toBe(5);
    expect(await tabs.first().getAttribute('aria-selected')).toBe('true');
    expect(await page.locator('#menu [role="tabpanel"]:visible').count()).toBe(1);
    const cards = page.locator('#menu [role="tabpanel"]').first().locator('.item-card');
    expect(await cards.nth(0).locator('.pill').allTextContents()).toEqual([
      '★ Best Seller',
      '👍 Recommended',
    ]);
    expect(await cards.nth(0).locator('.price-badge').textContent()).toMatch(/^Rp \d{1,3}(\.\d{3})*$/);
    expect(await cards.nth(1).locator('.price-badge').count()).toBe(0);

    expect(await page.locator('#merchandise [data-carousel]').count()).toBe(0);
    expect(await page.locator('#merchandise .card-grid > li').count()).toBe(6);
    expect(await page.locator('#news .article-card--featured').count()).toBe(1);
    expect(await page.locator('#news .news-layout .card-grid > li').count()).toBe(5);

    const contact = page.locator('#contact');
    expect(await contact.locator('h2').textContent()).toBe('Contact');
    expect(await contact.locator('.section-lead').textContent()).toBe('Visit one of our three stores.');
    expect(await contact.locator('.store-grid').getAttribute('class')).toContain('store-grid--3');
    expect(await contact.locator('.open-badge').count()).toBe(0);
    expect(await contact.locator('.hours-row').first().textContent()).toMatch(
      /^Monday\d{2}:\d{2} - \d{2}:\d{2}$/,
    );

    const footer = page.locator('footer.footer--columns');
    expect(await footer.locator('.footer-heading').allTextContents()).toEqual([
      'Quick Links',
      'Contact Info',
      'Follow Us',
    ]);
    expect(await footer.locator('.footer-links a').allTextContents()).toEqual([
      'Menu',
      'Merchandise',
      'Stories',
      'Stores',
      'Privacy Policy',
      'Terms & Conditions',
    ]);
    expect(await footer.locator('.social-list--labelled a').allTextContents()).toEqual([
      'Instagram',
      'Facebook',
      'TikTok',
    ]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    expect(errors).toEqual([]);
    await close();
  });

  it('switches tabs by click and by arrow keys, and shows an empty category', async () => {
    const { page, close } = await open(classic, viewport);
    const tabs = page.locator('#menu [role="tab"]');
    const selected = () => tabs.evaluateAll((all) => all.findIndex((tab) => tab.ariaSelected === 'true'));
    const visiblePanel = () =>
      page
        .locator('#menu [role="tabpanel"]')
        .evaluateAll((all) => all.findIndex((panel) => !(panel as HTMLElement).hidden));
    await tabs.nth(1).click();
    expect(await selected()).toBe(1);
    expect(await visiblePanel()).toBe(1);
    await page.keyboard.press('ArrowRight');
    expect(await selected()).toBe(2);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tab');
    await page.keyboard.press('ArrowLeft');
    expect(await selected()).toBe(1);
    await page.keyboard.press('End');
    expect(await selected()).toBe(4);
    expect(await visiblePanel()).toBe(4);
    expect(await page.locator('#menu [role="tabpanel"]:visible .empty-note').textContent()).toBe(
      'No items available in this category',
    );
    await page.keyboard.press('ArrowRight');
    expect(await selected()).toBe(0);
    await page.keyboard.press('ArrowLeft');
    expect(await selected()).toBe(4);
    await page.keyboard.press('Home');
    expect(await selected()).toBe(0);
    expect(await tabs.evaluateAll((all) => all.map((tab) => (tab as HTMLElement).tabIndex))).toEqual([
      0, -1, -1, -1, -1,
    ]);
    await close();
  });

  it('opens the menu item and product dialogs and closes them', async () => {
    const { page, close } = await open(classic, viewport);
    const card = page.locator('#menu .item-card').first();
    const dialog = page.locator(`dialog#${await card.getAttribute('data-dialog-open')}`);
    await card.click();
    await expect.poll(() => dialog.evaluate((el) => el.matches(':modal'))).toBe(true);
    expect(await dialog.locator('.dialog-image').count()).toBe(1);
    expect(await dialog.locator('.price').textContent()).toMatch(/^Rp /);
    expect(await dialog.locator('.dialog-text').textContent()).toBeTruthy();
    await dialog.locator('[data-dialog-close]').click();
    await expect.poll(() => isOpen(dialog)).toBe(false);

    const plain = page.locator('#menu .item-card', { hasText: plainItem });
    const plainDialog = page.locator(`dialog#${await plain.getAttribute('data-dialog-open')}`);
    await plain.click();
    await expect.poll(() => isOpen(plainDialog)).toBe(true);
    expect(await plainDialog.locator('.dialog-text').count()).toBe(0);
    expect(await plainDialog.innerText()).not.toContain('No description');
    expect(await plainDialog.locator('.price').count()).toBe(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => isOpen(plainDialog)).toBe(false);

    await page.locator('#merchandise .product-card').nth(1).click();
    const product = page.locator('dialog[open]');
    expect(await product.locator('.gallery-slide').count()).toBe(3);
    expect(await product.locator('.gallery-thumb').count()).toBe(3);
    await page.keyboard.press('Escape');
    expect(await page.locator('dialog[open]').count()).toBe(0);

    await page.locator('#news .article-card--featured').click();
    expect(await page.locator('dialog[open] .prose').count()).toBe(1);
    await page.locator('dialog[open] [data-dialog-close]').click();
    expect(await page.locator('dialog[open]').count()).toBe(0);
    await close();
  });
});

describe('store fallbacks and switched-off sections', () => {
  it('lays out two columns for fewer than three stores', async () => {
    const [, , third] = await list(classic, 'stores');
    await update(classic, 'stores', third!, { is_active: false });
    const { page, close } = await open(classic);
    expect(await page.locator('#contact .store-card').count()).toBe(2);
    expect(await page.locator('#contact .store-grid').getAttribute('class')).toContain('store-grid--2');
    await close();
    await update(classic, 'stores', third!, { is_active: true });
  });

  it('shows the Main Store card, without hours nobody gave, when the classic site has no store', async () => {
    const { page, close } = await open(empty, PHONE);
    const contact = page.locator('#contact');
    expect(await contact.locator('h2').textContent()).toBe('Contact');
    const card = contact.locator('.store-card--main');
    expect(await card.locator('.card-title').textContent()).toBe('Main Store');
    expect(await card.locator('.hours').count()).toBe(0);
    expect(await card.textContent()).not.toContain('8:00');
    expect(await card.locator('.store-line').count()).toBe(3);
    // News is switched off: no section, no nav link, no Quick Link.
    expect(await sectionOrder(page)).toEqual(['hero', 'menu', 'merchandise', 'contact']);
    expect(await page.locator('.nav-link', { hasText: 'News' }).count()).toBe(0);
    expect(await page.locator('.footer-links a').allTextContents()).not.toContain('News');
    await close();
  });

  it('drops switched-off sections with their links and shows a single category as one panel', async () => {
    for (const viewport of VIEWPORTS) {
      const { page, close } = await open(quiet, viewport);
      expect(await sectionOrder(page)).toEqual(['hero', 'menu', 'contact']);
      expect(
        await page.locator('#merchandise, #news, dialog[id^="merchandise-"], dialog[id^="news-"]').count(),
      ).toBe(0);
      const links = page.locator('.nav-desktop .nav-link');
      expect(await links.allTextContents()).toEqual(['Daftar Menu', 'Lokasi']);
      expect(await page.locator('.nav-sheet .nav-link').allTextContents()).toEqual(['Daftar Menu', 'Lokasi']);
      expect(await page.locator('#menu details').count()).toBe(0);
      expect(await page.locator('#menu .menu-single .menu-category-title').textContent()).toBe(
        'Kopi Susu Signature',
      );
      expect(await page.locator('#menu .menu-single .menu-row').count()).toBe(6);
      // The hero tagline falls back to the company description.
      expect(await page.locator('.hero-tagline').textContent()).toBe(
        'Tempat ngopi santai untuk teman kerja.',
      );
      await close();
    }
  });
});
