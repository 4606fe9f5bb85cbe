import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { type OwnerWithSite, ownerWithSite } from '../../support/server/owner-with-site';
import { startTestServer, type TestServer } from '../../support/server/test-server';
import { launchBrowser, newPage } from './browser';

export type AdminContext = { t: TestServer; owner: OwnerWithSite; browser: Browser };

// One server, one owner with a generated site and one Chromium per test file. Read the fields inside tests.
export function useAdminSite(brandName?: string, setup?: Parameters<typeof ownerWithSite>[2]): AdminContext {
  const context = {} as AdminContext;
  beforeAll(async () => {
    context.t = await startTestServer();
    context.owner = await ownerWithSite(context.t, brandName, setup);
    context.browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await context.browser?.close();
    await context.t?.close();
  });
  return context;
}

// A signed-in admin page: the owner's session token is in localStorage before the app boots.
export async function openAdmin(ctx: AdminContext, sub = '', width = 1280): Promise<Page> {
  const page = await newPage(ctx.browser, width);
  await page.addInitScript((token) => localStorage.setItem('auth_token', token), ctx.owner.token);
  await page.goto(`${ctx.t.url}/${ctx.owner.slug}/admin${sub ? `/${sub}` : ''}`);
  await page.waitForURL(new RegExp(`/${ctx.owner.slug}/admin`));
  return page;
}

/** The public page's HTML, as a visitor fetches it. */
export async function publicHtml(ctx: AdminContext): Promise<string> {
  const res = await fetch(`${ctx.t.url}/${ctx.owner.slug}`);
  expect(res.status).toBe(200);
  return res.text();
}

/** Waits (briefly) until the public page matches; a save shows up on the next page view. */
export async function expectPublic(ctx: AdminContext, check: (html: string) => boolean, what: string) {
  let html = '';
  for (let attempt = 0; attempt < 20; attempt++) {
    html = await publicHtml(ctx);
    if (check(html)) return html;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`public page never showed ${what}`);
}

/** Clicks the save button and waits for the write request to answer 2xx. */
export async function saveAndWait(page: Page, button: string, apiPath: RegExp) {
  const answer = page.waitForResponse(
    (res) => apiPath.test(new URL(res.url()).pathname) && res.request().method() !== 'GET',
  );
  await page.getByRole('button', { name: button, exact: true }).click();
  const res = await answer;
  expect(res.status(), `${res.request().method()} ${res.url()}`).toBeLessThan(300);
  return res;
}

/** The open modal dialog (add/edit forms, confirmations). */
export function dialog(page: Page, title: string | RegExp) {
  return page.getByRole('dialog', { name: title });
}
