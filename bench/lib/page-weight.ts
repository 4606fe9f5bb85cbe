import { chromium } from 'playwright-core';

export type PageWeight = {
  html: number;
  css: number;
  js: number;
  font: number;
  image: number;
  total: number;
  requests: number;
  hero: { url: string; type: string; bytes: number; lazy: boolean; preloaded: boolean };
  otherImages: number;
  lazyImagesWithSize: number;
  /** Path and query of every request made to the page's own server (the visit beacon included). */
  ownRequests: string[];
};

// Loads the page like a phone would (no scrolling) and adds up what crossed the wire per resource type.
export async function measurePageWeight(url: string, width: number): Promise<PageWeight> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
  });
  const page = await browser.newPage({ viewport: { width, height: 915 }, deviceScaleFactor: 1 });
  const sizes: { url: string; type: string; bytes: number }[] = [];
  page.on('requestfinished', async (request) => {
    const s = await request.sizes();
    sizes.push({
      url: request.url(),
      type: request.resourceType(),
      bytes: s.responseBodySize + s.responseHeadersSize,
    });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const facts = await page.evaluate(() => {
    const hero = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
    const preloads = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')];
    const others = [...document.querySelectorAll<HTMLImageElement>('img')].filter((img) => img !== hero);
    return {
      heroUrl: hero?.currentSrc ?? '',
      heroLazy: hero?.loading === 'lazy',
      heroPreloaded: preloads.length > 0,
      otherImages: others.length,
      lazyWithSize: others.filter(
        (img) => img.loading === 'lazy' && img.getAttribute('width') && img.getAttribute('height'),
      ).length,
    };
  });
  await browser.close();
  const sum = (type: string) => sizes.filter((s) => s.type === type).reduce((a, s) => a + s.bytes, 0);
  const hero = sizes.find((s) => s.url === facts.heroUrl);
  return {
    html: sum('document'),
    css: sum('stylesheet'),
    js: sum('script'),
    font: sum('font'),
    image: sum('image'),
    total: sizes.reduce((a, s) => a + s.bytes, 0),
    requests: sizes.length,
    hero: {
      url: new URL(facts.heroUrl || url).pathname + new URL(facts.heroUrl || url).search,
      type: facts.heroUrl.split('?')[0]?.split('.').pop() ?? '',
      bytes: hero?.bytes ?? 0,
      lazy: facts.heroLazy,
      preloaded: facts.heroPreloaded,
    },
    otherImages: facts.otherImages,
    lazyImagesWithSize: facts.lazyWithSize,
    ownRequests: sizes
      .map((s) => new URL(s.url))
      .filter((u) => u.origin === new URL(url).origin)
      .map((u) => u.pathname + u.search),
  };
}
