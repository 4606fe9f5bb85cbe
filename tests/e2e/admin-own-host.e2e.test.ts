import { eq, users } from '@webku/db';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOidc } from '../fakes/oidc-provider';
import { type OwnerWithSite, ownerWithSite } from '../support/server/owner-with-site';
import { startTestServer, type TestServer } from '../support/server/test-server';
import { launchBrowser, newPage } from './support/browser';

// The admin on the owner's own host: /admin there signs in on the platform and comes back with a
// one-time code, never with a token in an address.
let oidc: Awaited<ReturnType<typeof startFakeOidc>>;
let t: TestServer;
let browser: Browser;
let kopi: OwnerWithSite;
let roti: OwnerWithSite;

beforeAll(async () => {
  oidc = await startFakeOidc();
  t = await startTestServer(oidc.env);
  kopi = await ownerWithSite(t, 'Kopi Senja');
  roti = await ownerWithSite(t, 'Roti Budi');
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await t?.close();
  await oidc?.stop();
});

async function emailOf(owner: OwnerWithSite) {
  const [user] = await t.webku.db.select().from(users).where(eq(users.id, owner.userId));
  return user!.email;
}

describe('the admin on kopi-senja.localhost', () => {
  it('signs the owner in on the platform and opens the admin on their own host', async () => {
    const port = new URL(t.url).port;
    const siteOrigin = `http://kopi-senja.localhost:${port}`;
    oidc.signInAs({ email: await emailOf(kopi), name: 'Pemilik Kopi', sub: 'kopi-owner' });
    const page = await newPage(browser);
    const visited: string[] = [];
    page.on('request', (req) => visited.push(req.url()));

    await page.goto(`${siteOrigin}/admin`);
    await page.waitForURL(`${t.url}/auth/host-sign-in?host=kopi-senja.localhost`);
    await page.getByText('Masuk untuk membuka admin di').waitFor();
    await page.screenshot({ path: 'screenshots/host-sign-in-1280.png' });
    await page.locator('[data-action="google-sign-in"]').click();

    await page.waitForURL(`${siteOrigin}/admin`, { timeout: 30_000 });
    await page
      .getByRole('heading', { name: /Dashboard|Beranda|Kopi Senja/i })
      .first()
      .waitFor();
    // The host holds its own session; the code is gone from the address bar.
    const hostToken = await page.evaluate(() => localStorage.getItem('auth_token'));
    expect(hostToken).toBeTruthy();
    expect(page.url()).toBe(`${siteOrigin}/admin`);
    const toHost = visited.filter((url) => url.startsWith(siteOrigin));
    expect(toHost.some((url) => url.includes('/admin/auth/finish?code='))).toBe(true);
    expect(toHost.filter((url) => url.includes('token'))).toEqual([]);

    // The host's session is this host's alone: the platform refuses it.
    const onPlatform = await fetch(`${t.url}/api/auth/me`, {
      headers: { authorization: `Bearer ${hostToken}` },
    });
    expect(onPlatform.status).toBe(401);
    // Reloading keeps the owner signed in on the host.
    await page.reload();
    await page.waitForURL(`${siteOrigin}/admin`);
    expect(visited.filter((url) => url.includes('/auth/host-sign-in')).length).toBe(1);
  });

  it('refuses another owner who signs in there', async () => {
    const port = new URL(t.url).port;
    const siteOrigin = `http://kopi-senja.localhost:${port}`;
    oidc.signInAs({ email: await emailOf(roti), name: 'Pemilik Roti', sub: 'roti-owner' });
    const page = await newPage(browser, 390);
    const visited: string[] = [];
    page.on('request', (req) => visited.push(req.url()));

    await page.goto(`${siteOrigin}/admin`);
    await page.locator('[data-action="google-sign-in"]').click();
    await page.getByText('Akun ini bukan pemilik situs kopi-senja.localhost').waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).origin).toBe(t.url);
    expect(visited.some((url) => url.includes('/admin/auth/finish'))).toBe(false);
    await page.getByRole('button', { name: 'Keluar dan masuk dengan akun lain' }).waitFor();
    // The sign-in's success toast does not stand next to the refusal.
    await expect.poll(() => page.getByText('Berhasil masuk dengan Google!').count()).toBe(0);
    await page.screenshot({ path: 'screenshots/host-sign-in-refused-390.png', fullPage: true });
  });

  it('refuses a finish link whose code was already used or made up', async () => {
    const port = new URL(t.url).port;
    const page = await newPage(browser);
    await page.goto(`http://kopi-senja.localhost:${port}/admin/auth/finish?code=tebakan`);
    await page.getByText('Kode masuk tidak berlaku').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    expect(new URL(page.url()).search).toBe('');
    await page.getByRole('link', { name: 'Coba masuk lagi' }).waitFor();
  });
});
