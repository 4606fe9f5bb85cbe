import { createServer, request, type Server } from 'node:http';
import type { DbHandle } from '@webku/db';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOidc } from '../fakes/oidc-provider';
import { openTestDb } from '../support/db/test-db';
import { freePort } from '../support/server/free-port';
import { type OwnerWithSite, ownerWithSite } from '../support/server/owner-with-site';
import { startTestServer, type TestServer } from '../support/server/test-server';
import { launchBrowser, newPage } from './support/browser';

const SHOTS = process.env.SCREENSHOT_DIR;
const KASIR = 'rina.kasir@example.id';

// Two instances on one database behind a proxy that sends each request to the next one in turn.
let handle: DbHandle;
let instances: TestServer[];
let proxy: Server;
let base: string;
let owner: OwnerWithSite;
let browser: Browser;
let oidc: Awaited<ReturnType<typeof startFakeOidc>>;

beforeAll(async () => {
  handle = await openTestDb();
  oidc = await startFakeOidc();
  const port = await freePort();
  base = `http://localhost:${port}`;
  // Both instances answer for the proxy's address and sign in with the (fake) Google over OIDC.
  const env = { ...oidc.env, PUBLIC_BASE_URL: base };
  instances = [await startTestServer(env, { handle }), await startTestServer(env, { handle })];
  owner = await ownerWithSite(instances[0]!, 'Warung Bu Tini');
  let next = 0;
  proxy = createServer((req, res) => {
    const target = new URL(instances[next++ % 2]!.url);
    const upstream = request(
      { host: '127.0.0.1', port: target.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(port, '127.0.0.1', resolve));
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => proxy?.close(resolve));
  for (const instance of instances ?? []) await instance.close();
  await handle?.close();
  await oidc?.stop();
});

async function adminPage(token: string, width: number, sub = ''): Promise<Page> {
  const page = await newPage(browser, width);
  await page.addInitScript((value) => localStorage.setItem('auth_token', value), token);
  await page.goto(`${base}/${owner.slug}/admin${sub ? `/${sub}` : ''}`);
  return page;
}

describe("the owner's team", () => {
  let kasirToken: string;
  let kasirPage: Page;
  let ownerPage: Page;

  it('the owner invites a Kasir on the Tim screen', async () => {
    ownerPage = await adminPage(owner.token, 1280, 'tim');
    await ownerPage.getByLabel('Email').fill(KASIR);
    await ownerPage.getByRole('combobox', { name: 'Peran', exact: true }).selectOption('cashier');
    await ownerPage.getByRole('button', { name: 'Undang' }).click();
    await ownerPage.getByText(`Undangan untuk ${KASIR} dibuat`).waitFor();
    await ownerPage.getByText('Diundang sebagai Kasir').waitFor();
    if (SHOTS) await ownerPage.screenshot({ path: `${SHOTS}/team-invited-1280.png`, fullPage: true });
  });

  it('the Kasir signs in with Google on a phone, lands on "Stok & Habis", marks an item "Habis", and sees no menu editor', async () => {
    oidc.signInAs({ email: KASIR, name: 'Rina' });
    kasirPage = await newPage(browser, 390);
    // Every call the Kasir's screens make is one their role may make: none is refused.
    const refusedCalls: string[] = [];
    kasirPage.on('response', (res) => {
      if (res.status() === 403) refusedCalls.push(res.url());
    });
    await kasirPage.goto(`${base}/`);
    await kasirPage.getByRole('button', { name: 'Masuk dengan Google' }).click();
    await kasirPage.waitForURL(new RegExp(`/${owner.slug}/admin/stok$`));
    kasirToken = (await kasirPage.evaluate(() => localStorage.getItem('auth_token')))!;
    await kasirPage.getByRole('heading', { name: 'Stok & Habis' }).waitFor();
    const item = (await owner.api.get<{ id: number; name: string }[]>('/admin/menu/items')).data[0]!;
    const answer = kasirPage.waitForResponse((res) => res.url().endsWith(`/menu/items/${item.id}/sold-out`));
    await kasirPage.getByRole('switch', { name: `Habis: ${item.name}` }).click();
    expect((await answer).status()).toBe(200);
    await kasirPage.getByText(`“${item.name}” ditandai habis`).waitFor();
    if (SHOTS) await kasirPage.screenshot({ path: `${SHOTS}/team-kasir-stok-390.png`, fullPage: true });

    // The menu holds only what a Kasir may open.
    await kasirPage.getByRole('button', { name: 'Buka menu admin' }).click();
    const nav = kasirPage.getByRole('navigation', { name: 'Menu admin' }).last();
    await nav.getByRole('link', { name: 'Booking' }).waitFor();
    const links = await nav.getByRole('link').allTextContents();
    expect(links).toEqual(['Stok & Habis', 'Booking', 'Pesanan', 'Data & Cadangan']);
    if (SHOTS) await kasirPage.screenshot({ path: `${SHOTS}/team-kasir-menu-390.png` });
    await nav.getByRole('link', { name: 'Booking' }).click();
    await kasirPage.getByRole('heading', { name: 'Booking', level: 1 }).waitFor();
    await kasirPage.waitForLoadState('networkidle');
    await kasirPage.getByRole('button', { name: 'Buka menu admin' }).click();
    await nav.getByRole('link', { name: 'Data & Cadangan' }).click();
    await kasirPage.getByText(/Website Warung Bu Tini tetap ada/).waitFor();
    expect(refusedCalls).toEqual([]);
    // Typing the menu editor's address opens their own screen instead, and the server refuses its calls.
    await kasirPage.goto(`${base}/${owner.slug}/admin/menu`);
    await kasirPage.waitForURL(/\/admin\/stok$/);
    const refused = await fetch(`${base}/api/admin/menu/items/${item.id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${kasirToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Diubah kasir' }),
    });
    expect(refused.status).toBe(403);
  });

  it("the owner reads the Kasir's change under their name, removes them, and their next request is refused on both instances", async () => {
    await ownerPage.reload();
    const record = ownerPage.getByRole('list', { name: 'Catatan aktivitas' });
    await record.getByText(/^Menandai “.+” Habis \(Menu\)$/).waitFor();
    await expect
      .poll(() => record.locator('li').first().textContent())
      .toMatch(/Habis \(Menu\)Rina \(Kasir\)/);
    // The same screen on the owner's phone: nothing scrolls sideways.
    await ownerPage.setViewportSize({ width: 390, height: 844 });
    await expect
      .poll(() => ownerPage.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(390);
    if (SHOTS) await ownerPage.screenshot({ path: `${SHOTS}/team-390.png`, fullPage: true });
    await ownerPage.setViewportSize({ width: 1280, height: 900 });
    await ownerPage.getByRole('button', { name: 'Keluarkan' }).click();
    await ownerPage.getByRole('dialog').getByRole('button', { name: 'Keluarkan' }).click();
    await ownerPage.getByText(/dikeluarkan dari tim$/).waitFor();
    if (SHOTS) await ownerPage.screenshot({ path: `${SHOTS}/team-removed-1280.png`, fullPage: true });

    for (const instance of instances) {
      const res = await fetch(`${instance.url}/api/admin/menu/items`, {
        headers: { authorization: `Bearer ${kasirToken}` },
      });
      expect(res.status).toBe(401);
    }
    // On the phone, the next screen sends the Kasir back to sign in.
    await kasirPage.reload();
    await expect.poll(() => kasirPage.url()).not.toMatch(/\/admin/);
  });
});

describe('a Pengelola', () => {
  it("opens every screen in their menu without a refused call, and sees none of the owner's", async () => {
    const email = 'dimas.pengelola@example.id';
    expect((await owner.api.post('/admin/team/invitations', { email, role: 'manager' })).status).toBe(201);
    const { token } = await instances[0]!.signUp(email);
    const page = await newPage(browser, 1280);
    const refused: string[] = [];
    page.on('response', (res) => {
      if (res.status() === 403) refused.push(res.url());
    });
    await page.addInitScript((value) => localStorage.setItem('auth_token', value), token);
    await page.goto(`${base}/${owner.slug}/admin`);
    const nav = page.getByRole('navigation', { name: 'Menu admin' }).first();
    await nav.getByRole('link', { name: 'Dashboard' }).waitFor();
    const labels = await nav.getByRole('link').allTextContents();
    expect(labels).not.toContain('Tim');
    expect(labels).not.toContain('Custom Domain & Hosting');
    expect(labels).toContain('Stok & Habis');
    expect(labels.length).toBeGreaterThan(10);
    for (const label of labels) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
    }
    // The owner's own-domain step is not on their checklist.
    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await page.getByText('Lengkapi website Anda').waitFor();
    expect(await page.getByText('Domain sendiri').count()).toBe(0);
    expect(refused).toEqual([]);

    // Invited by a second business too, they switch between the two from the header.
    const salon = await ownerWithSite(instances[1]!, 'Salon Ayu', {}, { goods: false });
    expect((await salon.api.post('/admin/team/invitations', { email, role: 'cashier' })).status).toBe(201);
    await page.reload();
    const switcher = page.getByRole('combobox', { name: 'Pilih usaha' });
    await switcher.waitFor();
    expect(await switcher.locator('option').allTextContents()).toEqual([
      'Warung Bu Tini (Pengelola)',
      'Salon Ayu (Kasir)',
    ]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/team-switcher-1280.png` });
    await switcher.selectOption({ label: 'Salon Ayu (Kasir)' });
    await page.waitForURL(new RegExp(`/${salon.slug}/admin/stok$`));
    await page.getByRole('heading', { name: 'Stok & Habis' }).waitFor();
    expect(refused).toEqual([]);
  });
  it('after an invitation is made, the owner has a ready WhatsApp message with the link, at 390 px', async () => {
    const invited = 'dedi.kasir@example.id';
    const page = await adminPage(owner.token, 390, 'tim');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
    await page.getByLabel('Email').fill(invited);
    await page.getByRole('button', { name: 'Undang' }).click();
    const send = page.getByRole('link', { name: 'Kirim lewat WhatsApp' });
    await send.waitFor();
    const message = `Halo! Anda saya undang ke tim Warung Bu Tini di Webku sebagai Kasir. Buka ${base}/${owner.slug}/admin lalu masuk dengan Google memakai ${invited}. Undangan berlaku 7 hari.`;
    const href = new URL((await send.getAttribute('href')) ?? '');
    expect(href.origin).toBe('https://wa.me');
    expect(href.searchParams.get('text')).toBe(message);
    await page.getByRole('button', { name: 'Salin pesan' }).click();
    await page.getByText('Pesan disalin').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(message);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= 390)).toBe(true);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/team-invite-message-390.png`, fullPage: true });
    await page.context().close();
  });
});
