import { describe, expect, it } from 'vitest';
import { openPage, PHONE, scrollWindowTo } from './support/public-site';
import { createSite, type SiteCompany, usePublicSiteServer } from './support/public-site-fixtures';

let site: SiteCompany;
const ctx = usePublicSiteServer(async (t) => {
  site = await createSite(t, 'Kopi Bening');
});

const navStyle = (page: import('playwright-core').Page) =>
  page.locator('[data-nav]').evaluate((el) => {
    const style = getComputedStyle(el);
    return { background: style.backgroundColor, blur: style.backdropFilter };
  });

describe('coffee navigation over the hero', () => {
  it('is clear with no blur from the first paint, before the script has run, and solid after 50 px', async () => {
    const { page, close } = await openPage(ctx.browser, { viewport: PHONE });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/_site\/enhance\.js/, async (route) => {
      await held;
      await route.continue();
    });
    // A deferred script runs before DOMContentLoaded: the page is read while the script is held back.
    await page.goto(site.home, { waitUntil: 'commit' });
    await page.locator('#menu').waitFor({ state: 'attached' });
    expect(await page.evaluate(() => document.documentElement.classList.contains('js'))).toBe(false);
    expect(await navStyle(page)).toEqual({ background: 'rgba(0, 0, 0, 0)', blur: 'none' });
    release();
    await page.waitForFunction(() => document.documentElement.classList.contains('js'));
    await scrollWindowTo(page, 60);
    await expect.poll(async () => (await navStyle(page)).blur).toContain('blur');
    await expect.poll(async () => (await navStyle(page)).background).not.toBe('rgba(0, 0, 0, 0)');
    await close();
  });

  it('stays solid without JavaScript, where nothing can follow the scroll', async () => {
    const { page, close } = await openPage(ctx.browser, { viewport: PHONE, js: false });
    await page.goto(site.home);
    const style = await navStyle(page);
    expect(style.background).not.toBe('rgba(0, 0, 0, 0)');
    expect(style.blur).toContain('blur');
    await close();
  });
});
