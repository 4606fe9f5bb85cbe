import { existsSync } from 'node:fs';
import {
  type Browser,
  type BrowserContextOptions,
  chromium,
  type Page,
  type Response,
} from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** A custom domain; the browser resolves every *.test name to this machine (`--host-resolver-rules`). */
export const CUSTOM_DOMAIN = 'kopi.test';

export type Viewport = { width: number; height: number };
export const PHONE: Viewport = { width: 390, height: 844 };
export const LAPTOP: Viewport = { width: 1280, height: 900 };
export const VIEWPORTS: readonly Viewport[] = [PHONE, LAPTOP];

// Debian's Chromium driven by playwright-core; never a downloaded browser. *.localhost already resolves
// to loopback in Chromium; custom domains under .test are mapped here.
export async function launchSiteBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM))
    throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium`);
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--host-resolver-rules=MAP *.test 127.0.0.1',
    ],
  });
}

export type SitePage = {
  page: Page;
  /** Uncaught page errors and console errors, e.g. a failed enhancement script. */
  errors: string[];
  /** alert(), confirm() and prompt() the page tried to show (dismissed). */
  dialogs: string[];
  /** Every URL the main frame navigated to. */
  navigations: string[];
  close: () => Promise<void>;
};

export type OpenOptions = {
  viewport?: Viewport;
  js?: boolean;
  /** 'reduce' makes scrolling instant and stops the carousel autoplay: deterministic interactions. */
  reducedMotion?: 'reduce' | 'no-preference';
  /** Script on, but the site's enhancement script never arrives: the no-JS page, and axe can still run. */
  withoutEnhancement?: boolean;
  context?: BrowserContextOptions;
};

/** A fresh context (own viewport, JS switch) with one page watched for errors, dialogs and navigations. */
export async function openPage(browser: Browser, options: OpenOptions = {}): Promise<SitePage> {
  const context = await browser.newContext({
    viewport: options.viewport ?? LAPTOP,
    javaScriptEnabled: options.js ?? true,
    reducedMotion: options.reducedMotion ?? 'reduce',
    locale: 'id-ID',
    ...options.context,
  });
  // Nothing on a public page may reach the internet; outside links are answered locally.
  await context.route(/^https?:\/\/(?!localhost|127\.0\.0\.1|[\w-]+\.localhost|[\w.-]+\.test[:/])/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>outside</title><p>outside</p>' }),
  );
  if (options.withoutEnhancement) await context.route(/\/_site\/enhance\.js/, (route) => route.abort());
  const page = await context.newPage();
  const watched: SitePage = { page, errors: [], dialogs: [], navigations: [], close: () => context.close() };
  page.on('pageerror', (error) => watched.errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') watched.errors.push(message.text());
  });
  page.on('dialog', (dialog) => {
    watched.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => undefined);
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) watched.navigations.push(frame.url());
  });
  return watched;
}

/** Opens a context, goes to the URL and hands back the page and the main response. */
export async function visit(
  browser: Browser,
  url: string,
  options: OpenOptions = {},
): Promise<SitePage & { response: Response | null }> {
  const site = await openPage(browser, options);
  const response = await site.page.goto(url, { waitUntil: 'load' });
  return { ...site, response };
}

/** The HTML exactly as the server sent it (no script has touched it). */
export async function rawHtml(url: string): Promise<{ status: number; html: string }> {
  const res = await fetch(url);
  return { status: res.status, html: await res.text() };
}

/** Every `application/ld+json` block of a raw HTML document, parsed. */
export function jsonLdBlocks(html: string): Record<string, unknown>[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  return blocks.map((match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>);
}

/** ids of the top-level sections of <main>, in page order. */
export function sectionOrder(page: Page): Promise<string[]> {
  return page.$$eval('main > section', (sections) =>
    sections.map((section) => section.id || section.className.split(' ')[0] || ''),
  );
}

/** Scrolls the window and waits until the scroll handler had a frame to run. */
export async function scrollWindowTo(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await page.waitForFunction((top) => Math.abs(window.scrollY - top) < 2, y);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
}

/** Where an element's top sits in the viewport (0 = the top edge). */
export function topInViewport(page: Page, selector: string): Promise<number> {
  return page.$eval(selector, (element) => element.getBoundingClientRect().top);
}
