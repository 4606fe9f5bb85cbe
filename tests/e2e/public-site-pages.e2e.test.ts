import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { jsonLdBlocks, LAPTOP, PHONE, rawHtml, topInViewport, visit } from './support/public-site';
import {
  breakTemplate,
  createSite,
  list,
  type SiteCompany,
  setWebSettings,
  update,
  usePublicSiteServer,
} from './support/public-site-fixtures';

// The head (meta, Open Graph, Twitter card, canonical, icon, lang), the JSON-LD as the server sent it,
// the policy pages and the three public error pages.
let lereng: SiteCompany;
let plain: SiteCompany;

const ctx = usePublicSiteServer(async (t) => {
  [lereng, plain] = await Promise.all([
    createSite(t, 'Kopi Lereng'),
    createSite(t, 'Plain Works', 'classic-website', 'english'),
  ]);
  await setWebSettings(lereng, {
    website_title: 'Kopi Lereng | Kedai Kopi Merapi',
    website_description: 'Kopi arabika dari lereng Gunung Merapi, diseduh setiap pagi.',
    meta_keywords: 'kopi, arabika, merapi',
    meta_author: 'Tim Kopi Lereng',
    meta_robots: 'index,follow',
    og_title: 'Kopi Lereng – Kedai Kopi',
    og_description: 'Seduhan manual dan kopi susu di Yogyakarta.',
    og_image: '/media/builtin/coffee/hero.svg',
    og_type: 'website',
    favicon_icon_file: '/media/builtin/coffee/favicon.svg',
    terms_and_conditions: '<p><br></p>',
  });
  await setWebSettings(plain, {
    website_title: null,
    website_description: null,
    meta_keywords: null,
    meta_author: null,
    meta_robots: null,
    og_title: null,
    og_description: null,
    og_image: null,
    favicon_icon_file: null,
    privacy_policy: null,
  });
});

// The 1200×630 JPEG served for shared links, on the page's own origin.
const SHARE_PICTURE = /^http:\/\/localhost:\d+\/media\/og\/\d+\.jpg\?v=[\w-]+$/;

const head = (page: Page) =>
  page.evaluate(() => {
    const meta = (key: string) =>
      document.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content') ?? null;
    const keys = ['description', 'keywords', 'author', 'robots', 'twitter:card', 'twitter:title'];
    const more = [
      'twitter:description',
      'twitter:image',
      'og:title',
      'og:description',
      'og:image',
      'og:type',
    ];
    return {
      lang: document.documentElement.lang,
      title: document.title,
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
      icon: document.querySelector('link[rel="icon"]')?.getAttribute('href'),
      ...Object.fromEntries(
        [...keys, ...more, 'og:url', 'og:site_name', 'og:locale'].map((k) => [k, meta(k)]),
      ),
    } as Record<string, string | null>;
  });

describe('head and structured data', () => {
  it('sets every head tag from the web settings', async () => {
    const { page, close } = await visit(ctx.browser, lereng.home);
    const origin = ctx.t.url;
    expect(await head(page)).toEqual({
      lang: 'id',
      title: 'Kopi Lereng | Kedai Kopi Merapi',
      canonical: `${origin}/kopi-lereng`,
      icon: '/media/builtin/coffee/favicon.svg',
      description: 'Kopi arabika dari lereng Gunung Merapi, diseduh setiap pagi.',
      keywords: 'kopi, arabika, merapi',
      author: 'Tim Kopi Lereng',
      robots: 'index,follow',
      'twitter:card': 'summary_large_image',
      'twitter:title': 'Kopi Lereng – Kedai Kopi',
      'twitter:description': 'Seduhan manual dan kopi susu di Yogyakarta.',
      'twitter:image': expect.stringMatching(SHARE_PICTURE),
      'og:title': 'Kopi Lereng – Kedai Kopi',
      'og:description': 'Seduhan manual dan kopi susu di Yogyakarta.',
      'og:image': expect.stringMatching(SHARE_PICTURE),
      'og:type': 'website',
      'og:url': `${origin}/kopi-lereng`,
      'og:site_name': 'Kopi Lereng',
      'og:locale': 'id_ID',
    });
    const icon = await page.request.get(`${origin}/media/builtin/coffee/favicon.svg`);
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toContain('image/svg+xml');
    await close();
  });

  it('falls back to the company for unset head fields', async () => {
    const { page, close } = await visit(ctx.browser, `${plain.home}/terms-and-conditions`);
    const tags = await head(page);
    expect(tags).toMatchObject({
      lang: 'en',
      title: 'Terms and Conditions | Plain Works',
      canonical: `${ctx.t.url}/plain-works/terms-and-conditions`,
      keywords: null,
      author: 'Plain Works',
      robots: 'index,follow',
      'og:locale': 'en_US',
      'og:site_name': 'Plain Works',
    });
    expect(tags.icon).toMatch(/^data:image\/svg\+xml,/);
    expect(tags.description).toBeTruthy();
    // og:image is the JPEG made from the hero background.
    expect(tags['og:image']).toMatch(SHARE_PICTURE);
    const picture = await page.request.get(tags['og:image']!);
    expect(picture.headers()['content-type']).toBe('image/jpeg');
    await close();
  });

  it('describes the business and each active store in JSON-LD in the raw HTML', async () => {
    const stores = await list(lereng, 'stores');
    await update(lereng, 'stores', stores[2]!, { is_active: false });
    const { status, html } = await rawHtml(lereng.home);
    expect(status).toBe(200);
    const blocks = jsonLdBlocks(html);
    expect(blocks).toHaveLength(1);
    type Hours = { '@type': string; dayOfWeek: string[]; opens: string; closes: string };
    type Place = { name: string; address: object; openingHoursSpecification: Hours[] };
    const ld = blocks[0] as Record<string, unknown> & { department: Place[]; sameAs: string[] };
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'CafeOrCoffeeShop',
      name: 'Kopi Lereng',
      url: `${ctx.t.url}/kopi-lereng`,
      priceRange: '$$',
      address: { '@type': 'PostalAddress', addressCountry: 'ID' },
    });
    expect(ld.telephone).toMatch(/^\+62/);
    expect(ld.sameAs).toHaveLength(3);
    expect(ld.department.map((store) => store.name)).toEqual([stores[0]!.name, stores[1]!.name]);
    for (const store of ld.department) {
      expect(store.address).toMatchObject({ '@type': 'PostalAddress', addressCountry: 'ID' });
      expect(store.openingHoursSpecification.length).toBeGreaterThan(0);
      for (const spec of store.openingHoursSpecification) {
        expect(spec['@type']).toBe('OpeningHoursSpecification');
        expect(spec.dayOfWeek[0]).toMatch(/^https:\/\/schema\.org\/[A-Z][a-z]+day$/);
        expect(spec.opens).toMatch(/^\d{2}:\d{2}$/);
        expect(spec.closes).toMatch(/^\d{2}:\d{2}$/);
      }
    }
    await update(lereng, 'stores', stores[2]!, { is_active: true });
  });
});

describe('policy pages', () => {
  it('shows the stored content with the template’s navigation and footer', async () => {
    for (const viewport of [PHONE, LAPTOP]) {
      const { page, close } = await visit(ctx.browser, `${lereng.home}/privacy-policy`, { viewport });
      expect(await page.locator('h1.policy-title').textContent()).toBe('Kebijakan Privasi');
      expect(await page.locator('.policy-body .prose h2').count()).toBeGreaterThan(3);
      expect(await page.locator('.policy-body').innerText()).toContain(
        'Data pribadi hanya sampai kepada Kopi Lereng bila Anda sendiri memilih untuk mengirimkannya',
      );
      expect(await page.locator('[data-nav]').getAttribute('data-nav')).toBe('solid');
      expect(await page.locator('.nav-brand').getAttribute('href')).toBe('/kopi-lereng');
      const hrefs = await page
        .locator('.nav-desktop .nav-link')
        .evaluateAll((all) => all.map((a) => a.getAttribute('href')));
      expect(hrefs).toEqual([
        '/kopi-lereng#menu',
        '/kopi-lereng#merchandise',
        '/kopi-lereng#news',
        '/kopi-lereng#contact',
      ]);
      expect(await page.locator('footer .footer-copyright').count()).toBe(1);
      if (viewport === LAPTOP) {
        await page.locator('.nav-desktop .nav-link').nth(2).click();
        await page.waitForURL(`${lereng.home}#news`);
        await expect.poll(async () => Math.abs((await topInViewport(page, '#news')) - 80)).toBeLessThan(30);
      }
      await close();
    }
  });

  it('says Content Not Available for an empty policy and hides its footer link', async () => {
    const { page, close } = await visit(ctx.browser, `${lereng.home}/terms-and-conditions`);
    expect(await page.locator('h1.policy-title').textContent()).toBe('Syarat dan Ketentuan');
    expect(await page.locator('.policy-empty').textContent()).toBe('Konten belum tersedia');
    expect(await page.locator('footer .footer-links a').allTextContents()).toEqual(['Kebijakan Privasi']);
    await close();
    const english = await visit(ctx.browser, `${plain.home}/privacy-policy`);
    expect(await english.page.locator('h1').textContent()).toBe('Privacy Policy');
    expect(await english.page.locator('.policy-empty').textContent()).toBe('Content Not Available');
    expect(await english.page.locator('footer .footer-links a').allTextContents()).not.toContain(
      'Privacy Policy',
    );
    await english.close();
  });
});

describe('error pages', () => {
  it('answers Company Not Found (404) for an unknown slug or subdomain', async () => {
    const port = new URL(ctx.t.url).port;
    for (const url of [`${ctx.t.url}/toko-tidak-ada`, `http://toko-tidak-ada.localhost:${port}/`]) {
      const { page, response, close } = await visit(ctx.browser, url, { viewport: PHONE });
      expect(response?.status(), url).toBe(404);
      expect(await page.locator('h1').textContent()).toBe('Company Not Found');
      expect(await page.title()).toBe('Company Not Found');
      await close();
    }
  });

  it('answers Page Not Found (404) with a link home', async () => {
    const { page, response, close } = await visit(ctx.browser, `${lereng.home}/halaman-lain`);
    expect(response?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe('Page Not Found');
    await page.getByRole('link', { name: 'Kembali ke beranda' }).click();
    await page.waitForURL(lereng.home);
    expect(await page.locator('h1').textContent()).toBe('Kopi Lereng');
    await close();
  });

  it('answers Template Not Found (503) for an unknown template', async () => {
    await breakTemplate(ctx.t, plain, 'neon-nightclub');
    for (const path of ['', '/privacy-policy']) {
      const { page, response, close } = await visit(ctx.browser, `${plain.home}${path}`);
      expect(response?.status()).toBe(503);
      expect(await page.locator('h1').textContent()).toBe('Template Not Found');
      await close();
    }
    await breakTemplate(ctx.t, plain, 'classic-website');
    expect((await rawHtml(plain.home)).status).toBe(200);
  });
});
