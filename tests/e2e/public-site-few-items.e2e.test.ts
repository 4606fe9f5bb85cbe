import type { Template } from '@webku/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LAPTOP, PHONE, type Viewport, visit } from './support/public-site';
import {
  type Collection,
  createSite,
  list,
  type SiteCompany,
  usePublicSiteServer,
} from './support/public-site-fixtures';

// Screenshots for people to look at, outside the repository.
const SHOTS = '/work/notes/shots/h-ownerux';
const ctx = usePublicSiteServer();

// Keeps the first `count` rows and deletes the rest, as the owner of a small shop has.
async function keep(site: SiteCompany, collection: Collection, count: number) {
  const rows = await list(site, collection);
  for (const row of rows.slice(count)) await site.api.delete(`/admin/${collection}/${row.id}`);
}

type Box = { x: number; y: number; width: number; height: number };

function boxes(page: Page, selector: string): Promise<Box[]> {
  return page.locator(selector).evaluateAll((nodes) =>
    nodes.map((node) => {
      const { x, y, width, height } = node.getBoundingClientRect();
      return { x, y, width, height };
    }),
  );
}

const centre = (boxList: Box[]) => {
  const left = Math.min(...boxList.map((b) => b.x));
  const right = Math.max(...boxList.map((b) => b.x + b.width));
  return (left + right) / 2;
};

async function open(site: SiteCompany, template: Template, count: number, viewport: Viewport) {
  const visited = await visit(ctx.browser, site.home, { viewport });
  const { page } = visited;
  for (const id of ['merchandise', 'news', 'contact']) {
    await page.locator(`#${id}`).screenshot({
      path: `${SHOTS}/few-${template}-${count}-${id}-${viewport.width}.png`,
    });
  }
  return visited;
}

describe.each(['minimalis-coffee-shop', 'classic-website'] as const)('%s with few items', (template) => {
  it('one and two stores, news articles and merchandise items look designed', async () => {
    const site = await createSite(
      ctx.t,
      template === 'classic-website' ? 'Klasik Kecil' : 'Kopi Kecil',
      template,
    );
    for (const count of [2, 1]) {
      for (const collection of ['stores', 'news', 'merchandise'] as const)
        await keep(site, collection, count);

      const phone = await open(site, template, count, PHONE);
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
      await phone.close();

      const { page, close } = await open(site, template, count, LAPTOP);
      const pageCentre = LAPTOP.width / 2;
      // Merchandise: one or two cards centred, never a lone card at the left of an empty row.
      const products = await boxes(page, '#merchandise .product-card');
      expect(products).toHaveLength(count);
      expect(Math.abs(centre(products) - pageCentre)).toBeLessThan(4);

      const articles = await boxes(page, '#news .article-card');
      const [newsBox] = await boxes(page, '#news .container');
      // News: an article standing alone is a row across the section, not a third of it.
      if (count === 1 || template === 'classic-website')
        for (const article of articles) expect(article.width).toBeGreaterThan(newsBox!.width * 0.7);
      else expect(Math.abs(centre(articles) - pageCentre)).toBeLessThan(4);

      const stores = await boxes(page, '#contact .store-card');
      expect(stores).toHaveLength(count);
      expect(Math.abs(centre(stores) - pageCentre)).toBeLessThan(4);
      for (const store of stores) expect(store.width).toBeLessThanOrEqual(960);
      if (count === 1) {
        // One store: its picture beside the address and hours, not a 700 px tall banner above them.
        const [image] = await boxes(page, '#contact .store-card .card-media');
        const [body] = await boxes(page, '#contact .store-card .card-body');
        expect(image!.x + image!.width).toBeLessThanOrEqual(body!.x + 1);
        expect(image!.height).toBeLessThanOrEqual(stores[0]!.height + 1);
        expect(stores[0]!.height).toBeLessThan(800);
      }
      await close();
    }
  });
});
