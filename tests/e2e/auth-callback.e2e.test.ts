import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server/test-server';
import { launchBrowser, newPage } from './support/browser';

let t: TestServer;
let browser: Browser;
beforeAll(async () => {
  [t, browser] = await Promise.all([startTestServer(), launchBrowser()]);
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await t?.close();
});

// Every toast the page ever shows, even one replaced a moment later.
async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { toastsSeen: string[] }).toastsSeen = seen;
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('[data-toast-title]')) {
        const text = toast.textContent ?? '';
        if (!seen.includes(text)) seen.push(text);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { toastsSeen: string[] }).toastsSeen);
}

describe('the sign-in callback', () => {
  it('shows the message of a failure the server reports with success=false', async () => {
    const page = await newPage(browser, 390);
    const toasts = await recordToasts(page);
    await page.goto(
      `${t.url}/auth/callback?success=false&message=${encodeURIComponent('Email belum terdaftar')}`,
    );
    await page.waitForURL(`${t.url}/`);
    await expect.poll(toasts).toEqual(['Email belum terdaftar']);
    await page.context().close();
  });

  it('says "signed in" only after the server accepted the token', async () => {
    const page = await newPage(browser, 390);
    const toasts = await recordToasts(page);
    await page.goto(`${t.url}/auth/callback?success=true&token=ditolak-server&user_id=1`);
    await page.waitForURL(`${t.url}/`);
    await expect.poll(toasts).toContain('Gagal memeriksa status pengguna');
    expect(await toasts()).not.toContain('Berhasil masuk dengan Google!');
    await page.context().close();

    const { token } = await t.signUp();
    const ok = await newPage(browser, 390);
    const okToasts = await recordToasts(ok);
    await ok.goto(`${t.url}/auth/callback?success=true&token=${token}&user_id=1`);
    await ok.waitForURL(/\/onboarding$/);
    await expect.poll(okToasts).toContain('Berhasil masuk dengan Google!');
    await ok.context().close();
  });

  it('the development sign-in says it was not Google', async () => {
    const { token } = await t.signUp();
    const page = await newPage(browser, 390);
    const toasts = await recordToasts(page);
    await page.goto(`${t.url}/auth/callback?success=true&token=${token}&user_id=1&provider=dev-sandbox`);
    await page.waitForURL(/\/onboarding$/);
    await expect.poll(toasts).toContain('Berhasil masuk (mode pengembangan)');
    expect(await toasts()).not.toContain('Berhasil masuk dengan Google!');
    await page.context().close();
  });
});
