import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOidc } from '../fakes/oidc-provider';
import { type OwnerWithSite, ownerWithSite } from '../support/server/owner-with-site';
import { startTestServer, type TestServer } from '../support/server/test-server';
import { launchBrowser, newPage } from './support/browser';

// Single-site mode: every host serves one company, so the sign-in screens live on that host too.
let oidc: Awaited<ReturnType<typeof startFakeOidc>>;
let t: TestServer;
let browser: Browser;
let owner: OwnerWithSite;

beforeAll(async () => {
  oidc = await startFakeOidc();
  t = await startTestServer({ ...oidc.env, SINGLE_SITE_SLUG: 'kopi-senja' });
  owner = await ownerWithSite(t, 'Kopi Senja');
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await t?.close();
  await oidc?.stop();
});

describe('single-site mode', () => {
  it('serves the sign-in screens on its own host', async () => {
    for (const path of ['/auth/host-sign-in?host=localhost', '/auth/callback', '/admin/auth/finish']) {
      expect((await fetch(`${t.url}${path}`)).status, path).toBe(200);
    }
  });

  it('signs the owner in from /admin and opens the admin there', async () => {
    const email = (await (await t.api('/api/auth/me', { token: owner.token })).json()) as {
      data: { user: { email: string } };
    };
    oidc.signInAs({ email: email.data.user.email, name: 'Pemilik Kopi', sub: 'kopi-single' });
    const page = await newPage(browser);
    const visited: string[] = [];
    page.on('request', (req) => visited.push(req.url()));
    await page.goto(`${t.url}/admin`);
    await page.waitForURL(`${t.url}/auth/host-sign-in?host=localhost`);
    await page.locator('[data-action="google-sign-in"]').click();
    await page.waitForURL(`${t.url}/admin`, { timeout: 30_000 });
    await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();
    // The same one-time code step as on any owner's host.
    expect(visited.some((url) => url.startsWith(`${t.url}/admin/auth/finish?code=`))).toBe(true);
    const token = await page.evaluate(() => localStorage.getItem('auth_token'));
    const me = await t.api('/api/auth/me', { token: token ?? '' });
    expect(me.status).toBe(200);
  });
});
