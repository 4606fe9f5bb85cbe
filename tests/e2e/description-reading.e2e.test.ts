import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PublicPayload } from '@webku/contract';
import { companies, descriptionPhrases, eq } from '@webku/db';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server/test-server';
import { launchBrowser, newPage } from './support/browser';

const SHOTS = process.env.SCREENSHOT_DIR ?? join(tmpdir(), 'webku-description-shots');
mkdirSync(SHOTS, { recursive: true });

let t: TestServer;
let browser: Browser;
let slug: string;
let token: string;

beforeAll(async () => {
  t = await startTestServer();
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await t?.close();
});

// The phrases the reader left are the reader's business (its rules change and are tested apart): this test
// puts two of its own in their place, as the generation job stores them, to drive the card.
async function leavePhrases(companyId: number) {
  const { db } = t.webku;
  await db.delete(descriptionPhrases).where(eq(descriptionPhrases.company_id, companyId));
  await db.insert(descriptionPhrases).values([
    { company_id: companyId, text: 'antar jemput motor', price: 25_000, display_order: 1 },
    { company_id: companyId, text: 'xyzzy kosong', price: null, display_order: 2 },
  ]);
}

const card = (page: Page) => page.getByRole('region', { name: 'Dari deskripsi Anda' });
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

async function openDashboard(width: number): Promise<Page> {
  const page = await newPage(browser, width);
  await page.addInitScript((value) => localStorage.setItem('auth_token', value), token);
  await page.goto(`${t.url}/${slug}/admin`);
  await card(page).waitFor();
  return page;
}

async function publicPayload(): Promise<PublicPayload> {
  const res = await fetch(`${t.url}/api/public/${slug}/data`);
  return ((await res.json()) as { data: PublicPayload }).data;
}

describe('“Dari deskripsi Anda” on the dashboard', () => {
  it('signs in, sets up the site and shows what was read with the phrases left to place', async () => {
    const page = await newPage(browser, 390);
    await page.goto(`${t.url}/`);
    await page.getByRole('button', { name: 'Masuk dengan Google' }).click();
    await page.getByRole('heading', { name: 'Masuk tanpa Google' }).waitFor();
    await page.getByLabel('Nama').fill('Pak Joko');
    await page.getByLabel('Email').fill('joko@bengkeljoko.id');
    await page.getByRole('button', { name: 'Masuk' }).click();

    await page.waitForURL(`${t.url}/onboarding`);
    await page.getByLabel(/Nama Brand/i).fill('Bengkel Joko');
    await page.getByLabel(/Jenis Usaha/i).fill('Bengkel motor');
    await page.getByLabel(/Bahasa/i).selectOption('indonesia');
    await page.getByText('Layanan Jasa').click();
    // "Pesan sekarang 20rb" is no offering: the reader leaves it, with its price, for the owner.
    await page
      .getByLabel(/Deskripsi/i)
      .fill('Servis ringan 50rb dan ganti oli 35rb di Bekasi. Pesan sekarang 20rb.');
    await page.getByRole('button', { name: /Generate/i }).click();
    await page.waitForURL(/\/bengkel-joko\/admin$/, { timeout: 30_000 });
    slug = 'bengkel-joko';
    token = (await page.evaluate(() => localStorage.getItem('auth_token')))!;
    await page.context().close();

    // What the generator itself left reaches the card.
    const generated = await openDashboard(390);
    await card(generated).getByText('“Pesan sekarang”').waitFor();
    await card(generated).getByText('Rp 20.000').waitFor();
    await generated.context().close();

    const [company] = await t.webku.db.select().from(companies).where(eq(companies.slug, slug));
    await leavePhrases(company!.id);
    const names = (await publicPayload()).menu_categories.flatMap((c) => c.menu_items.map((i) => i.name));
    expect(names).not.toContain('Antar Jemput Motor');

    for (const width of [390, 1280]) {
      const dashboard = await openDashboard(width);
      const region = card(dashboard);
      await region.getByText(/^Dari deskripsi Anda kami memasang \d+ layanan/).waitFor();
      await region.getByText('Belum kami pasang:').waitFor();
      await region.getByText('“antar jemput motor”').waitFor();
      await region.getByText('Rp 25.000').waitFor();
      await region.getByText('Tanpa harga').waitFor();
      await region.getByRole('button', { name: 'Tambahkan “xyzzy kosong”' }).waitFor();
      await region.getByRole('button', { name: 'Abaikan “antar jemput motor”' }).waitFor();
      const step = dashboard.locator('[data-step="description_phrases"]');
      await step.getByText('2 hal dari deskripsi Anda belum kami pasang — tambahkan atau abaikan.').waitFor();
      expect(await step.getAttribute('data-done')).toBe('false');
      expect(await pageWidth(dashboard)).toBeLessThanOrEqual(width);
      await dashboard.screenshot({
        path: join(SHOTS, `description-reading-full-${width}.png`),
        fullPage: true,
      });
      // The checklist's step brings the card into view.
      await step.getByRole('link').click();
      await dashboard.waitForURL(/#dari-deskripsi$/);
      // Below the sticky header (64 px), the card's scroll margin above it; polled while the scroll is smooth.
      const top = async () => Math.round((await region.boundingBox())?.y ?? -1);
      await expect.poll(async () => (await top()) >= 64 && (await top()) < 120).toBe(true);
      await dashboard.screenshot({ path: join(SHOTS, `description-reading-${width}.png`) });
      await dashboard.context().close();
    }
  });

  it('adds one phrase to the menu, which the public page shows, and dismisses the other for good', async () => {
    const page = await openDashboard(390);
    const region = card(page);

    const added = page.waitForResponse(
      (res) =>
        /\/description-reading\/phrases\/\d+\/add$/.test(res.url()) && res.request().method() === 'POST',
    );
    await region.getByRole('button', { name: 'Tambahkan “antar jemput motor”' }).click();
    expect((await added).status()).toBe(201);
    await region.getByText('“antar jemput motor”').waitFor({ state: 'detached' });
    await page.getByText('“Antar Jemput Motor” ditambahkan ke Menu').waitFor();

    const site = await newPage(browser, 390);
    await site.goto(`${t.url}/${slug}`);
    await site.getByText('Antar Jemput Motor').first().waitFor();
    await site.context().close();
    const items = (await publicPayload()).menu_categories.flatMap((c) => c.menu_items);
    expect(items.find((item) => item.name === 'Antar Jemput Motor')).toMatchObject({ price: 25_000 });

    const dismissed = page.waitForResponse((res) => /\/phrases\/\d+\/dismiss$/.test(res.url()));
    await region.getByRole('button', { name: 'Abaikan “xyzzy kosong”' }).click();
    expect((await dismissed).status()).toBe(200);
    await region.getByText('“xyzzy kosong”').waitFor({ state: 'detached' });
    await region.getByText('Belum kami pasang:').waitFor({ state: 'detached' });

    await page.reload();
    await region.getByText(/^Dari deskripsi Anda kami memasang/).waitFor();
    await page.locator('[data-step="description_phrases"][data-done="true"]').waitFor();
    await expect.poll(() => region.getByText('xyzzy kosong').count()).toBe(0);
    expect(await region.getByText('Belum kami pasang:').count()).toBe(0);
    await page.screenshot({ path: join(SHOTS, 'description-reading-done-390.png') });
    await page.context().close();
    const names = (await publicPayload()).menu_categories.flatMap((c) => c.menu_items.map((i) => i.name));
    expect(names).not.toContain('Xyzzy Kosong');
  });
});
