import type { PublicPayload } from '@webku/contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOidc } from '../fakes/oidc-provider';
import { startTestServer, type TestServer } from '../support/server/test-server';
import { launchBrowser, newPage } from './support/browser';

let oidc: Awaited<ReturnType<typeof startFakeOidc>>;
let t: TestServer;
let browser: Browser;

beforeAll(async () => {
  oidc = await startFakeOidc();
  t = await startTestServer(oidc.env);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await t?.close();
  await oidc?.stop();
});

describe('an owner’s first five minutes', () => {
  it('signs in with Google, sets up the website, waits for generation and lands in the admin', async () => {
    oidc.signInAs({ email: 'dewi@kopidewi.id', name: 'Dewi Lestari' });
    const page = await newPage(browser, 390);
    await page.goto(`${t.url}/`);
    await page.getByRole('button', { name: 'Masuk dengan Google' }).click();

    await page.waitForURL(`${t.url}/onboarding`);
    expect(new URL(page.url()).search).toBe('');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('auth_token'))).toBeTruthy();
    await page.getByText('Setup Website Anda').waitFor();

    await page.getByLabel(/Nama Brand/i).fill('Kopi Dewi');
    await page.getByLabel(/Jenis Usaha/i).fill('Kedai kopi');
    await page.getByLabel(/Bahasa/i).selectOption('indonesia');
    await page.getByText('Minimalis Coffee Shop').click();
    await page
      .getByLabel(/Deskripsi/i)
      .fill('Kopi susu gula aren dan roti bakar untuk teman kerja di Yogyakarta.');
    await page.getByRole('button', { name: /Generate/i }).click();

    await page.waitForURL(/\/generating-web-content$/);
    await page.waitForURL(`${t.url}/kopi-dewi/admin`, { timeout: 20_000 });
    await page.getByText('Kopi Dewi').first().waitFor();

    const res = await fetch(`${t.url}/api/public/kopi-dewi/data`);
    const { data } = (await res.json()) as { data: PublicPayload };
    expect(data.company.name).toBe('Kopi Dewi');
    // The site says what the owner said: their drink and toast on the menu in their words, their city under
    // the name people use ("Jogja" for Yogyakarta), no invented contacts.
    expect(data.hero_section?.tagline).toContain('Jogja');
    const items = data.menu_categories.flatMap((category) => category.menu_items.map((item) => item.name));
    expect(items).toEqual(expect.arrayContaining(['Kopi Susu Gula Aren', 'Roti Bakar']));
    expect(data.stores.map((store) => [store.city, store.address])).toEqual([['Jogja', null]]);
    expect(data.footer_settings).toMatchObject({
      phone: null,
      email: null,
      instagram_url: null,
      copyright_year: null,
    });
  });

  it('gives an anonymous visitor the landing without the admin app, and a signed-in owner the app', async () => {
    const page = await newPage(browser, 390);
    const scripts: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
    });
    await page.goto(`${t.url}/`);
    await page.getByRole('button', { name: 'Masuk dengan Google' }).waitFor();
    await page.waitForLoadState('networkidle');
    // The landing script and the few constants it shares with the app; no React, no admin app.
    expect(scripts[0]).toMatch(/^\/assets\/landing-[\w-]+\.js$/);
    expect(scripts.length).toBeLessThanOrEqual(2);
    const bytes = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js'))
        .reduce((sum, entry) => sum + (entry as PerformanceResourceTiming).encodedBodySize, 0),
    );
    expect(bytes).toBeLessThan(4096);

    const { token } = await t.signUp('sudah-masuk@example.id');
    await page.evaluate((value) => localStorage.setItem('auth_token', value), token);
    await page.reload();
    await page.getByRole('link', { name: 'Buka Admin' }).waitFor();
    expect(scripts.some((path) => /^\/assets\/app-[\w-]+\.js$/.test(path))).toBe(true);
  });

  it('shows the setup form error and sends nothing when a field is empty', async () => {
    oidc.signInAs({ email: 'kosong@example.id', name: 'Kosong' });
    const page = await newPage(browser);
    let generateCalls = 0;
    page.on('request', (req) => {
      if (req.url().includes('/template-data-dummies/generate')) generateCalls++;
    });
    await page.goto(`${t.url}/`);
    await page.getByRole('button', { name: 'Masuk dengan Google' }).click();
    await page.waitForURL(`${t.url}/onboarding`);
    await page.getByLabel(/Nama Brand/i).fill('Toko Kosong');
    await page.getByRole('button', { name: /Generate/i }).click();
    await page.getByText('Semua field harus diisi').waitFor();
    expect(generateCalls).toBe(0);
  });

  it('proposes the template that fits the business type and keeps the one the owner picks', async () => {
    oidc.signInAs({ email: 'budi@laspagar.id', name: 'Budi Santoso' });
    const page = await newPage(browser, 390);
    await page.goto(`${t.url}/`);
    await page.getByRole('button', { name: 'Masuk dengan Google' }).click();
    await page.waitForURL(`${t.url}/onboarding`);
    const option = (name: string) => page.locator('label').filter({ hasText: name });
    const radio = (name: string) => option(name).getByRole('radio');
    const badge = 'Disarankan untuk usaha Anda';
    const proposalFor = (words: string) =>
      page.waitForResponse((res) => res.url().includes('/template-proposal') && res.url().includes(words));

    // A workshop: the service template is proposed and preselected.
    const workshop = proposalFor('las');
    await page.getByLabel(/Jenis Usaha/i).fill('Bengkel las');
    expect((await workshop).status()).toBe(200);
    await option('Layanan Jasa').getByText(badge).waitFor();
    await expect.poll(() => radio('Layanan Jasa').isChecked()).toBe(true);
    expect(await option('Minimalis Coffee Shop').getByText(badge).count()).toBe(0);

    // The owner picks another one; a new business type moves the badge but not their choice.
    await option('Minimalis Coffee Shop').click();
    const bakery = proposalFor('roti');
    await page.getByLabel(/Jenis Usaha/i).fill('Toko roti');
    await bakery;
    const garage = proposalFor('motor');
    await page.getByLabel(/Jenis Usaha/i).fill('Bengkel motor');
    await garage;
    await option('Layanan Jasa').getByText(badge).waitFor();
    expect(await radio('Minimalis Coffee Shop').isChecked()).toBe(true);
    expect(await radio('Layanan Jasa').isChecked()).toBe(false);
    await page.context().close();
  });

  it('shows the limit when a pasted brand name is longer than the setup form takes', async () => {
    oidc.signInAs({ email: 'panjang@example.id', name: 'Panjang' });
    const page = await newPage(browser, 390);
    await page.goto(`${t.url}/`);
    await page.getByRole('button', { name: 'Masuk dengan Google' }).click();
    await page.waitForURL(`${t.url}/onboarding`);
    const name = page.getByLabel(/Nama Brand/i);
    await name.fill('R'.repeat(300));
    expect(await name.inputValue()).toHaveLength(80);
    await page.getByText('80/80 karakter (maksimal 80 karakter)').waitFor();
    expect(await name.getAttribute('aria-describedby')).toContain('brand_name-count');
    await page.context().close();
  });

  it('sends visitors without a session from the admin back to the landing page', async () => {
    const page = await newPage(browser);
    await page.goto(`${t.url}/kopi-dewi/admin`);
    await page.waitForURL(`${t.url}/`);
    await page.getByRole('button', { name: 'Masuk dengan Google' }).waitFor();
  });

  it('shows the not-found screen for unknown paths', async () => {
    const page = await newPage(browser);
    await page.goto(`${t.url}/halaman/yang/tidak/ada`);
    await page.getByText('Oops! Page not found').waitFor();
    await page.getByRole('link', { name: 'Return to Home' }).waitFor();
  });
});
