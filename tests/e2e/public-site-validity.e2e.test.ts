import { describe, expect, it } from 'vitest';
import { rawHtml, VIEWPORTS, visit } from './support/public-site';
import { seriousAxeViolations, validateHtml } from './support/public-site-checks';
import {
  breakTemplate,
  createSite,
  type SiteCompany,
  setWebSettings,
  usePublicSiteServer,
} from './support/public-site-fixtures';

// Both templates' pages and the three error pages: valid HTML (W3C Nu validator) and no serious or
// critical axe-core violation at 390 and 1280 px, also with a dialog and the mobile menu open.
let coffee: SiteCompany;
let classic: SiteCompany;
let broken: SiteCompany;

const ctx = usePublicSiteServer(async (t) => {
  [coffee, classic, broken] = await Promise.all([
    createSite(t, 'Kopi Valid'),
    createSite(t, 'Classic Valid', 'classic-website', 'english'),
    createSite(t, 'Toko Rusak'),
  ]);
  await setWebSettings(coffee, {
    // Quill's own classes, kept by the sanitizer and styled by the templates.
    privacy_policy:
      '<h2 class="ql-align-center">Ringkasan</h2><p class="ql-indent-2">Menjorok dua tingkat.</p>' +
      '<p><span class="ql-size-large">Besar</span> dan <span class="ql-size-small">kecil</span>.</p>' +
      '<ol><li class="ql-indent-1">Butir</li></ol>',
    terms_and_conditions: null,
  });
  await breakTemplate(t, broken, 'neon-nightclub');
});

const pages = () => ({
  'coffee-home': coffee.home,
  'coffee-privacy': `${coffee.home}/privacy-policy`,
  'coffee-terms-empty': `${coffee.home}/terms-and-conditions`,
  'classic-home': classic.home,
  'classic-terms': `${classic.home}/terms-and-conditions`,
  'company-not-found': `${ctx.t.url}/toko-yang-tidak-ada`,
  'page-not-found': `${coffee.home}/tidak-ada`,
  'template-not-found': broken.home,
});

describe.each(VIEWPORTS)('Quill classes in a policy page at $width px', (viewport) => {
  it('indents, sizes and aligns like the editor, without overflowing', async () => {
    const { page, close } = await visit(ctx.browser, `${coffee.home}/privacy-policy`, { viewport });
    const style = (selector: string) =>
      page.$eval(selector, (el) => {
        const css = getComputedStyle(el);
        const parent = getComputedStyle(el.parentElement!);
        return {
          indent: Number.parseFloat(css.marginLeft) / Number.parseFloat(css.fontSize),
          scale: Number.parseFloat(css.fontSize) / Number.parseFloat(parent.fontSize),
          align: css.textAlign,
        };
      });
    const step = viewport.width < 768 ? 1.25 : 3;
    expect((await style('.prose p.ql-indent-2')).indent).toBeCloseTo(2 * step);
    expect((await style('.prose li.ql-indent-1')).indent).toBeCloseTo(step);
    expect((await style('.prose .ql-size-large')).scale).toBeCloseTo(1.5);
    expect((await style('.prose .ql-size-small')).scale).toBeCloseTo(0.75);
    expect((await style('.prose h2.ql-align-center')).align).toBe('center');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    await close();
  });
});

describe('W3C Nu validator', () => {
  it('finds no error in any public page', async () => {
    const documents: Record<string, string> = {};
    for (const [name, url] of Object.entries(pages())) documents[name] = (await rawHtml(url)).html;
    expect(documents['template-not-found']).toContain('Template Not Found');
    expect(await validateHtml(documents)).toEqual([]);
  });
});

describe.each(VIEWPORTS)('axe-core at $width px', (viewport) => {
  it('finds no serious or critical violation on any public page', async () => {
    const found: Record<string, unknown> = {};
    for (const [name, url] of Object.entries(pages())) {
      const { page, close } = await visit(ctx.browser, url, { viewport });
      const violations = await seriousAxeViolations(page);
      if (violations.length > 0) found[name] = violations;
      await close();
    }
    expect(found).toEqual({});
  });

  it('finds none with a dialog, the menu tabs or the mobile menu in use', async () => {
    const found: Record<string, unknown> = {};
    const coffeePage = await visit(ctx.browser, coffee.home, { viewport });
    await coffeePage.page.locator('#merchandise [data-dialog-open]').first().click();
    await coffeePage.page.locator('dialog[open]').waitFor();
    found.coffeeDialog = await seriousAxeViolations(coffeePage.page);
    await coffeePage.page.keyboard.press('Escape');
    await coffeePage.page.evaluate(() => window.scrollTo(0, 400));
    await coffeePage.page.waitForFunction(() => document.querySelector('.is-scrolled'));
    found.coffeeScrolled = await seriousAxeViolations(coffeePage.page);
    if (viewport.width < 768) {
      await coffeePage.page.locator('.nav-toggle').click();
      found.coffeeMobileMenu = await seriousAxeViolations(coffeePage.page);
    }
    await coffeePage.close();

    const classicPage = await visit(ctx.browser, classic.home, { viewport });
    await classicPage.page.locator('#menu [role="tab"]').nth(1).click();
    found.classicTab = await seriousAxeViolations(classicPage.page);
    await classicPage.page.locator('#menu [role="tabpanel"]:visible .item-card').first().click();
    await classicPage.page.locator('dialog[open]').waitFor();
    found.classicDialog = await seriousAxeViolations(classicPage.page);
    await classicPage.close();
    expect(Object.fromEntries(Object.entries(found).filter(([, v]) => (v as unknown[]).length > 0))).toEqual(
      {},
    );
  });

  it('finds none without JavaScript (every panel listed, dialogs by :target)', async () => {
    const found: Record<string, unknown> = {};
    // The dialog is named by the item's id, which depends on how the three sites' inserts interleaved.
    const html = await (await fetch(classic.home)).text();
    const dialog = html.match(/<dialog[^>]* id="(merchandise-\d+)"/)?.[1];
    expect(dialog).toBeDefined();
    for (const url of [coffee.home, classic.home, `${classic.home}#${dialog}`]) {
      const { page, close } = await visit(ctx.browser, url, { viewport, withoutEnhancement: true });
      expect(await page.evaluate(() => document.documentElement.className)).toBe('');
      const violations = await seriousAxeViolations(page);
      if (violations.length > 0) found[url] = violations;
      await close();
    }
    expect(found).toEqual({});
  });
});
