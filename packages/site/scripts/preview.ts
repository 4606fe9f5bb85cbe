import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { renderBuiltinImageSvg } from '@webku/content-packs';
import { chromium, type Page } from 'playwright-core';
import { build } from 'vite';
import { check, checkClassic, checkCoffee, checkMobileMenu, noOverflow } from './preview-checks';
import { checkWithoutScript } from './preview-checks-nojs';
import { previewPages } from './preview-pages';
import { startPreviewServer } from './preview-server';
import { pageSizes } from './preview-sizes';

// Renders the fixture with both templates, serves it, screenshots it at 390 and 1280 px and clicks through it.
// `npx tsx packages/site/scripts/preview.ts [--serve]`
const PAGES_DIR = '/tmp/site-preview';
const SHOTS_DIR = '/tmp/site-shots';
const PORT = 4791;

// Full-page captures do not scroll, so lazy images are switched to eager and awaited first.
async function loadLazyImages(page: Page) {
  await page.evaluate(() => {
    for (const image of document.querySelectorAll('img[loading="lazy"]'))
      (image as HTMLImageElement).loading = 'eager';
  });
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  await page.waitForTimeout(200);
}

// Tall pages are also cut into screen-sized parts, which are easier to look at closely.
async function screenshotParts(page: Page, prefix: string, width: number) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const part = width < 768 ? 1100 : 900;
  for (let y = 0, i = 1; y < height; y += part, i++) {
    const clip = { x: 0, y, width, height: Math.min(part, height - y) };
    await page.screenshot({ path: `${prefix}-${String(i).padStart(2, '0')}.png`, fullPage: true, clip });
  }
}

async function main() {
  await build({
    configFile: fileURLToPath(new URL('../vite.enhance.config.ts', import.meta.url)),
    logLevel: 'warn',
  });
  await mkdir(PAGES_DIR, { recursive: true });
  await mkdir(`${SHOTS_DIR}/parts`, { recursive: true });
  await mkdir(`${SHOTS_DIR}/interactions`, { recursive: true });
  const pages = previewPages();
  for (const page of pages) await writeFile(`${PAGES_DIR}/${page.name}.html`, page.html);
  for (const name of ['minimalis-coffee-shop', 'classic-website']) {
    for (const line of pageSizes(pages.find((page) => page.name === name)!.html))
      console.info(`${name}: ${line}`);
  }
  const server = await startPreviewServer(PAGES_DIR, renderBuiltinImageSvg, PORT);
  console.info(`serving ${PAGES_DIR} on http://127.0.0.1:${PORT}/`);
  if (process.argv.includes('--serve')) return;

  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
  });
  const checks: { name: string; ok: boolean; detail?: string }[] = [];
  try {
    for (const width of [390, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: width < 768 ? 844 : 800 } });
      const page = await context.newPage();
      page.on('pageerror', (error) =>
        checks.push({ name: `page error at ${width}`, ok: false, detail: error.message }),
      );
      for (const { name } of pages) {
        await page.goto(`http://127.0.0.1:${PORT}/${name}.html`);
        await loadLazyImages(page);
        await page.screenshot({ path: `${SHOTS_DIR}/${name}-${width}.png`, fullPage: true });
        await screenshotParts(page, `${SHOTS_DIR}/parts/${name}-${width}`, width);
      }
      const shot = async (name: string) => {
        await page.screenshot({ path: `${SHOTS_DIR}/interactions/${name}-${width}.png` });
      };
      await page.goto(`http://127.0.0.1:${PORT}/minimalis-coffee-shop.html`);
      await checkCoffee(page, checks, shot);
      if (width < 768) await checkMobileMenu(page, checks, `coffee ${width}`, shot);
      await page.goto(`http://127.0.0.1:${PORT}/classic-website.html`);
      await checkClassic(page, checks, shot);
      if (width < 768) await checkMobileMenu(page, checks, `classic ${width}`, shot);
      await context.close();
    }
    const narrow = await browser.newPage({ viewport: { width: 320, height: 640 } });
    for (const { name } of pages) {
      await narrow.goto(`http://127.0.0.1:${PORT}/${name}.html`);
      await check(checks, `320 px: ${name} does not overflow`, () => noOverflow(narrow));
    }
    await narrow.close();
    const noScript = await browser.newContext({
      viewport: { width: 390, height: 844 },
      javaScriptEnabled: false,
    });
    const page = await noScript.newPage();
    await checkWithoutScript(page, checks, `http://127.0.0.1:${PORT}`, async (name) => {
      await page.screenshot({ path: `${SHOTS_DIR}/interactions/${name}-390.png` });
    });
    await noScript.close();
  } finally {
    await browser.close();
    server.close();
  }
  for (const result of checks)
    console.info(
      `${result.ok ? 'ok  ' : 'FAIL'} ${result.name}${result.detail ? ` (${result.detail})` : ''}`,
    );
  if (checks.some((result) => !result.ok)) process.exitCode = 1;
}

await main();
