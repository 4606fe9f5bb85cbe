import type { Template } from '@webku/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { visit } from './support/public-site';
import {
  createSite,
  list,
  type SiteCompany,
  update,
  usePublicSiteServer,
} from './support/public-site-fixtures';

// What a new owner saw on a phone: a large price wrapped inside its badge ("Rp / 74.436.000"), and
// "Rekomendasi" broken inside the word on the shop template's two-column grid at 320 px.
const SHOTS = process.env.SCREENSHOT_DIR;
const TEMPLATES: readonly Template[] = [
  'minimalis-coffee-shop',
  'classic-website',
  'layanan-jasa',
  'katalog-toko',
];
const LARGE_PRICE = 74_436_000;
const sites = new Map<Template, SiteCompany>();

const ctx = usePublicSiteServer(async (t) => {
  await Promise.all(
    TEMPLATES.map(async (template) => {
      const site = await createSite(t, `Harga Besar ${template}`, template);
      for (const item of await list(site, 'menu/items'))
        await update(site, 'menu/items', item, { price: LARGE_PRICE });
      // The first product has no description: its dialog shows none.
      for (const [index, item] of (await list(site, 'merchandise')).entries())
        await update(site, 'merchandise', item, {
          price: LARGE_PRICE,
          images: undefined,
          ...(index === 0 ? { description: null } : {}),
        });
      sites.set(template, site);
    }),
  );
});

// Prices drawn on more than one line: each rendered price's text, with the number of lines it takes.
const wrappedPrices = (page: Page) =>
  page.locator(':is(.price, .price-badge)').evaluateAll((prices) =>
    prices
      .filter((price) => price.getClientRects().length > 0)
      .map((price) => {
        const range = document.createRange();
        range.selectNodeContents(price);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.bottom)));
        const clipped =
          price.scrollWidth > price.clientWidth + 1 && getComputedStyle(price).display !== 'inline';
        return { text: price.textContent ?? '', lines: lines.size, clipped };
      })
      .filter((price) => price.lines > 1 || price.clipped),
  );

// Words of the cards' badges and titles drawn over two lines (split inside the word).
const brokenWords = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((elements) =>
    elements.flatMap((element) => {
      if (element.getClientRects().length === 0) return [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const broken: string[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/[\p{L}\p{N}.]+/gu)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.bottom)));
          if (lines.size > 1) broken.push(match[0]);
        }
      }
      return broken;
    }),
  );

describe.each(TEMPLATES)('%s on a phone', (template) => {
  it.each([390, 320])('at %i px every price stays on one line, whole', async (width) => {
    const site = sites.get(template)!;
    const { page, errors, close } = await visit(ctx.browser, site.home, { viewport: { width, height: 844 } });
    for (const details of await page.locator('#menu details').all())
      await details.evaluate((el) => el.setAttribute('open', ''));
    await expect.poll(() => page.locator(':is(.price, .price-badge):visible').count()).toBeGreaterThan(0);
    const firstPrice = page.locator('#menu :is(.price, .price-badge):visible').first();
    await firstPrice.evaluate((el) => el.closest('li, article, .card, .price-row')?.scrollIntoView());
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/price-${template}-${width}.png` });
    expect(await wrappedPrices(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(await brokenWords(page, ':is(.badges, .card-title, .product-name, .price-badge, .price)')).toEqual(
      [],
    );

    // An item's dialog: its price on one line, and no placeholder where the owner wrote no description.
    const card = page.locator('#merchandise [data-dialog-open]').first();
    if ((await card.count()) > 0) {
      await card.click();
      const dialog = page.locator('dialog[open]');
      await dialog.waitFor();
      expect(await wrappedPrices(page)).toEqual([]);
      expect(await dialog.innerText()).not.toMatch(/Belum ada deskripsi|No description/);
      if (SHOTS && width === 390) await page.screenshot({ path: `${SHOTS}/dialog-${template}-390.png` });
    }
    expect(errors).toEqual([]);
    await close();
  });
});
