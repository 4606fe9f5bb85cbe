import type { Browser, Page, Request } from 'playwright-core';

export type ScriptFile = { path: string; bytes: number };
export type ScriptWeight = { bytes: number; requests: number; files: ScriptFile[] };
export type ScriptTally = {
  /** Scripts fetched so far; pass it to `weight` to count only what came after. */
  mark: () => number;
  weight: (from?: number) => Promise<ScriptWeight>;
};

/**
 * The first screen's budget of compressed JavaScript: what a phone downloads before the dashboard. It was
 * 120 KB, then 122 while React's runtime (~59 KB of it) was in the admin; on Preact's compatibility layer
 * (decision 047) the dashboard measured 72.1 KB, so the budget is issue 38's 90 KB.
 */
export const ADMIN_FIRST_SCREEN_BUDGET_KB = 90;

const isScript = (request: Request) =>
  request.resourceType() === 'script' || /\.m?js$/.test(new URL(request.url()).pathname);

// Counts every script the page fetches over the network (modulepreloads included), by the bytes that
// crossed the wire: headers plus the body as the server sent it (brotli or gzip, as Chromium asks).
export function tallyScripts(page: Page): ScriptTally {
  const fetched: Promise<ScriptFile>[] = [];
  page.on('requestfinished', (request) => {
    if (!isScript(request)) return;
    fetched.push(
      request.sizes().then((sizes) => ({
        path: new URL(request.url()).pathname,
        bytes: sizes.responseBodySize + sizes.responseHeadersSize,
      })),
    );
  });
  return {
    mark: () => fetched.length,
    weight: async (from = 0) => {
      const files = await Promise.all(fetched.slice(from));
      return { bytes: files.reduce((sum, file) => sum + file.bytes, 0), requests: files.length, files };
    },
  };
}

export const kilobytes = (bytes: number) => bytes / 1024;

/**
 * A fresh browser context (empty cache) signed in with `token`, opening the admin dashboard at `adminUrl`
 * and waiting until its counts are on screen and the network has been quiet for half a second.
 */
export async function openDashboardCounted(
  browser: Browser,
  adminUrl: string,
  token: string,
  width: number,
): Promise<{ page: Page; scripts: ScriptTally }> {
  const context = await browser.newContext({ viewport: { width, height: 844 }, locale: 'id-ID' });
  const page = await context.newPage();
  const scripts = tallyScripts(page);
  await page.addInitScript((value) => localStorage.setItem('auth_token', value), token);
  await page.goto(adminUrl, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  return { page, scripts };
}
