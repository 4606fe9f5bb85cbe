import { readFileSync } from 'node:fs';
import { isValidText, richTextExcess } from '@webku/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { jsonLdBlocks, LAPTOP, PHONE, rawHtml, type SitePage, visit } from './support/public-site';
import {
  create,
  createSite,
  list,
  type SiteCompany,
  setFooter,
  setHero,
  setSection,
  setWebSettings,
  update,
  usePublicSiteServer,
} from './support/public-site-fixtures';

// Hostile owner input through the admin API, rendered in Chromium: nothing may run. The corpus goes in
// as it is (alert() would open a dialog) and as canary variants that set window.__xss instead.
const corpus = (
  JSON.parse(readFileSync(new URL('../fixtures/xss-payloads.json', import.meta.url), 'utf8')) as {
    payloads: { payload: string }[];
  }
).payloads.map((entry) => entry.payload);
const canary = (payload: string) =>
  payload.replace(/\b(?:alert|prompt|confirm)\s*(?:\([^)]*\)|`[^`]*`)/gi, 'window.__xss=1');
const canaries = corpus.map(canary);

// Aimed at the places this renderer writes owner text: attributes, <title>, meta, JSON-LD.
const BREAKOUTS = [
  '</script><script>window.__xss=1</script>',
  '"><img src=x onerror="window.__xss=1">',
  "'><svg onload=window.__xss=1>",
  '</title><script>window.__xss=1</script>',
  '<!--<script>window.__xss=1//-->',
  '\u2028</script><img src=x onerror=window.__xss=1>',
  '{{constructor.constructor("window.__xss=1")()}}',
  '<a href="javascript:window.__xss=1">klik</a>',
];
const pick = (index: number) => BREAKOUTS[index % BREAKOUTS.length]!;

// The policy pages take every payload that fits the rich-text limits (unclosed tags add up to the
// nesting limit) and holds no control character (those are refused whole); each payload also goes into
// a news article of its own.
const withinLimits = (payloads: string[]) =>
  payloads.reduce((kept, payload) => {
    const next = kept ? `${kept}\n${payload}` : payload;
    return richTextExcess(next) || !isValidText(payload) ? kept : next;
  }, '');

let site: SiteCompany;
const accepted = { news: 0, items: 0, rejected: 0 };

const ctx = usePublicSiteServer(async (t) => {
  site = await createSite(t, 'Kopi Aman');
  const text = (value: string, max: number) => value.slice(0, max);
  const tryCreate = async (collection: 'news' | 'menu/items', body: Record<string, unknown>) => {
    try {
      await create(site, collection, body);
      accepted[collection === 'news' ? 'news' : 'items'] += 1;
    } catch {
      accepted.rejected += 1;
    }
  };
  for (const [index, payload] of corpus.entries()) {
    await tryCreate('news', {
      title: text(canaries[index]!, 200),
      description: text(payload, 500),
      content: payload,
      category: text(pick(index), 60),
      is_published: true,
      display_order: index + 10,
    });
  }
  const category = await create(site, 'menu/categories', {
    name: pick(0),
    display_order: 0,
    is_active: true,
  });
  for (const [index, payload] of canaries.entries()) {
    await tryCreate('menu/items', {
      category_id: category.id,
      name: text(payload, 120),
      description: text(payload, 1000),
      price: index,
      is_active: true,
      is_best_seller: index % 2 === 0,
    });
  }
  const half = Math.ceil(canaries.length / 2);
  await setWebSettings(site, {
    website_title: pick(0),
    website_description: pick(1),
    meta_keywords: pick(2),
    meta_author: pick(3),
    og_title: pick(4),
    og_description: pick(5),
    navigation_logo_placeholder: pick(1),
    navigation_menu_text: text(pick(2), 40),
    navigation_news_text: text(pick(4), 40),
    privacy_policy: withinLimits(canaries.slice(0, half)),
    terms_and_conditions: withinLimits(corpus.slice(half)),
  });
  await setHero(site, {
    shop_name: pick(0),
    sub_name: pick(1),
    tagline: pick(2),
    cta_text: text(pick(3), 60),
  });
  await setFooter(site, { shop_name: pick(1), tagline: pick(0), address: pick(2), copyright_text: pick(3) });
  for (const section of ['menu', 'merchandise', 'news', 'stores'] as const) {
    await setSection(site, section, { title: pick(section.length), description: pick(section.length + 1) });
  }
  const [store] = await list(site, 'stores');
  await update(site, 'stores', store!, { name: pick(0), address: pick(1), city: text(pick(2), 80) });
  const [product] = await list(site, 'merchandise');
  const images = (product!.images as { image_url: string }[]).map((image, index) => ({
    image_url: image.image_url,
    alt_text: pick(index),
  }));
  await update(site, 'merchandise', product!, { name: pick(1), description: pick(2), images });
});

// What must be true of the page after every payload had its chance to fire.
// The server's CSP (script-src 'self') is a second wall: an injected handler must not even reach it.
async function expectNothingRan({ page, dialogs, navigations, errors }: SitePage, url: string) {
  await page.waitForTimeout(300);
  expect(dialogs).toEqual([]);
  expect(errors.filter((error) => error.includes('Content Security Policy'))).toEqual([]);
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(navigations.filter((nav) => nav !== url)).toEqual([]);
  expect(await injectedMarkup(page)).toEqual([]);
}

// Elements and attributes that could carry script; the site's own inline SVG icons are allowed.
function injectedMarkup(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    const urlAttributes = ['href', 'src', 'srcset', 'action', 'formaction', 'xlink:href', 'poster', 'data'];
    urlAttributes.push('data-stage-src', 'data-stage-srcset');
    // Read through the prototypes: a clobbering payload (<input name=attributes>) cannot fool them.
    const tagOf = Object.getOwnPropertyDescriptor(Element.prototype, 'tagName')!.get!;
    const names = Element.prototype.getAttributeNames;
    const read = Element.prototype.getAttribute;
    const classes = Object.getOwnPropertyDescriptor(Element.prototype, 'classList')!.get!;
    for (const element of document.querySelectorAll('*')) {
      const tag = String(tagOf.call(element)).toLowerCase();
      if (['iframe', 'object', 'embed', 'form', 'input', 'math', 'base', 'frame'].includes(tag))
        found.push(tag);
      if (tag === 'svg' && !(classes.call(element) as DOMTokenList).contains('icon')) found.push('svg');
      if (tag === 'style' && element.parentNode !== document.head) found.push('style in body');
      if (tag === 'script') {
        const type = read.call(element, 'type');
        const src = read.call(element, 'src') ?? '';
        if (type !== 'application/ld+json' && !src.startsWith('/_site/enhance.js')) found.push('script');
      }
      for (const name of names.call(element)) {
        // Browsers ignore blanks and control characters inside a URL scheme; so does this check.
        const value = [...(read.call(element, name) ?? '')]
          .filter((char) => char.charCodeAt(0) > 0x20)
          .join('')
          .toLowerCase();
        if (name.startsWith('on')) found.push(`${tag}[${name}]`);
        if (urlAttributes.includes(name) && /^(?:javascript|vbscript|data:text)/.test(value))
          found.push(`${tag}[${name}=${value}]`);
      }
    }
    return found;
  });
}

describe('XSS payloads from the admin API', () => {
  it('stored at least 50 payloads in text and rich-text fields', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(50);
    expect(accepted.news).toBeGreaterThanOrEqual(50);
    expect(accepted.items).toBeGreaterThanOrEqual(50);
  });

  it('runs nothing on the home page, with every dialog opened and the page scrolled', async () => {
    for (const viewport of [LAPTOP, PHONE]) {
      const visited = await visit(ctx.browser, site.home, { viewport });
      const { page } = visited;
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        // Every dialog shown at once (non-modal) renders its content; then all are closed.
        const dialogs = [...document.querySelectorAll('dialog')];
        for (const dialog of dialogs) dialog.show();
        await new Promise((resolve) => setTimeout(resolve, 200));
        for (const dialog of dialogs) dialog.close();
      });
      // Real clicks through the page's own handlers: a product, an article and a menu row.
      for (const trigger of ['#merchandise [data-dialog-open]', '#news [data-dialog-open]']) {
        await page.locator(trigger).first().click();
        await page.locator('dialog[open]').waitFor();
        await page.keyboard.press('Escape');
        await page.locator('dialog[open]').waitFor({ state: 'detached' });
      }
      await page.locator('#menu details').first().locator('.menu-row-button').nth(3).click();
      await expectNothingRan(visited, site.home);
      expect(await page.locator('#news dialog').count()).toBeGreaterThanOrEqual(accepted.news);
      await visited.close();
    }
  });

  it('runs nothing on the policy pages', async () => {
    for (const path of ['/privacy-policy', '/terms-and-conditions']) {
      const visited = await visit(ctx.browser, `${site.home}${path}`);
      expect(await visited.page.locator('.policy-body .prose').count()).toBe(1);
      await expectNothingRan(visited, `${site.home}${path}`);
      await visited.close();
    }
  });

  it('keeps the head and the JSON-LD intact in the raw HTML', async () => {
    const { html } = await rawHtml(site.home);
    expect(html.match(/<script\b/g)).toHaveLength(2);
    const [ld] = jsonLdBlocks(html);
    expect(ld?.name).toBe(pick(0));
    expect(ld?.description).toBe(pick(1));
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('<img');
    expect(head).not.toContain('<svg');
    expect(head.match(/<title>/g)).toHaveLength(1);
  });
});
