import { API, type BioLinks, type WebSettings } from '@webku/contract';
import { visitBioClicks } from '@webku/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAdminSite } from './support/admin';
import { seriousAxeViolations } from './support/public-site-checks';

const ctx = useAdminSite('Kopi Tautan');
const SHOTS = process.env.SCREENSHOT_DIR;
const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const GOFOOD = 'https://gofood.co.id/bandung/restaurant/kopi-tautan-braga-4f1c2';
const CATALOGUE = 'https://katalog.example.com/kopi-tautan';

// The owner's admin at a width, allowed to use the clipboard ("Salin link").
async function openBioLinks(width: number) {
  const context = await ctx.browser.newContext({
    viewport: { width, height: 900 },
    locale: 'id-ID',
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const page = await context.newPage();
  await page.addInitScript((token) => localStorage.setItem('auth_token', token), ctx.owner.token);
  await page.goto(`${ctx.t.url}/${ctx.owner.slug}/admin/link-bio`);
  await page.getByRole('heading', { name: 'Link Bio', level: 1 }).waitFor();
  await page.getByTestId('bio-button-row').first().waitFor();
  return page;
}

const rowLabels = (page: Awaited<ReturnType<typeof openBioLinks>>) =>
  page.getByTestId('bio-button-row').locator('p.font-medium').allInnerTexts();

beforeAll(async () => {
  const { id } = (await ctx.owner.api.get<WebSettings>('/admin/web-settings')).data;
  const saved = await ctx.owner.api.put(`/admin/web-settings/${id}`, {
    whatsapp_number: '0812-3456-7890',
    order_links: [{ platform: 'gofood', url: GOFOOD }],
  });
  expect(saved.status).toBe(200);
});

describe('Link Bio', () => {
  it('the owner reorders, refuses a javascript: link, adds one, saves and copies the link at 390 px', async () => {
    const page = await openBioLinks(390);
    const before = await rowLabels(page);
    expect(before.slice(0, 2)).toEqual(['Chat WhatsApp', expect.any(String)]);
    expect(before).toContain('GoFood');

    // GoFood to the top.
    for (let i = before.indexOf('GoFood'); i > 0; i--)
      await page.getByRole('button', { name: 'Naikkan GoFood' }).click();
    await expect.poll(() => rowLabels(page).then((labels) => labels[0])).toBe('GoFood');

    // A javascript: address is refused with a message naming the field; nothing is added.
    await page.getByLabel('Nama tautan').fill('Katalog');
    await page.getByLabel('Alamat (https://)').fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Tambah tautan' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Alamat tautan "Katalog" harus diawali https://' })
      .waitFor();
    expect(await rowLabels(page)).not.toContain('Katalog');

    await page.getByLabel('Alamat (https://)').fill(CATALOGUE);
    await page.getByRole('button', { name: 'Tambah tautan' }).click();
    await expect.poll(() => rowLabels(page).then((labels) => labels.at(-1))).toBe('Katalog');
    // The preview follows before saving.
    await page.getByTestId('bio-preview').getByText('Katalog').waitFor();
    // Hide WhatsApp from the page.
    await page.getByRole('switch', { name: 'Tampilkan Chat WhatsApp' }).click();

    const answer = page.waitForResponse(
      (res) =>
        new URL(res.url()).pathname === `/api${API.admin.bioLinks}` && res.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Simpan', exact: true }).click();
    expect((await answer).status()).toBe(200);
    const saved = (await ctx.owner.api.get<BioLinks>(API.admin.bioLinks)).data;
    expect(saved.buttons[0]).toMatchObject({ key: 'gofood', url: GOFOOD, is_visible: true });
    expect(saved.buttons.at(-1)).toMatchObject({ key: 'custom', label: 'Katalog', url: CATALOGUE });
    expect(saved.buttons.find((b) => b.key === 'whatsapp')?.is_visible).toBe(false);

    // "Salin link" puts the page's address on the clipboard; its QR code is drawn.
    await page.getByRole('button', { name: 'Salin link' }).click();
    await page.getByText('Link disalin.', { exact: false }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${ctx.t.url}/${ctx.owner.slug}/links`,
    );
    await page.getByRole('img', { name: `Kode QR untuk ${ctx.t.url}/${ctx.owner.slug}/links` }).waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-link-bio-390.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.context().close();
  });

  it('a visitor at 390 px gets the page without any script it needs, light, and a GoFood tap is counted', async () => {
    const visitor = await ctx.browser.newContext({
      viewport: { width: 390, height: 844 },
      userAgent: PHONE_UA,
      locale: 'id-ID',
    });
    await visitor.route(/^https:\/\/gofood\.co\.id\//, (route) => route.fulfill({ body: 'GoFood' }));
    const page = await visitor.newPage();
    const beacons: unknown[] = [];
    const beaconPath = `/api${API.public.visits(ctx.owner.slug)}`;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === beaconPath) beacons.push(JSON.parse(request.postData() ?? ''));
    });
    await page.goto(`${ctx.t.url}/${ctx.owner.slug}/links`, { waitUntil: 'networkidle' });
    const buttons = page.locator('a.bio-button');
    expect((await buttons.allInnerTexts())[0]).toBe('GoFood');
    expect(await buttons.allInnerTexts()).toContain('Katalog');
    expect(await buttons.allInnerTexts()).not.toContain('Chat WhatsApp');
    const transferred = await page.evaluate(() =>
      [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].reduce(
        (sum, entry) => sum + (entry as PerformanceResourceTiming).transferSize,
        0,
      ),
    );
    expect(transferred).toBeGreaterThan(0);
    expect(transferred).toBeLessThanOrEqual(15 * 1024);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/public-link-bio-390.png`, fullPage: true });

    await buttons.first().click();
    await page.waitForURL(GOFOOD);
    await expect.poll(() => beacons).toContainEqual({ type: 'bio_click', button: 'gofood' });
    await visitor.close();
    await expect
      .poll(async () => {
        await ctx.t.webku.visits.flush();
        const rows = await ctx.t.webku.db.select().from(visitBioClicks);
        return rows.map((row) => [row.button, row.clicks]);
      })
      .toEqual([['gofood', 1]]);

    // The owner sees it against the button.
    const admin = await openBioLinks(1280);
    await admin
      .getByTestId('bio-button-row')
      .filter({ hasText: 'GoFood' })
      .getByText('1 klik dalam 28 hari')
      .waitFor();
    if (SHOTS) await admin.screenshot({ path: `${SHOTS}/admin-link-bio-1280.png`, fullPage: true });
    await admin.context().close();
  });

  it('works without JavaScript: every button is a plain link', async () => {
    const context = await ctx.browser.newContext({
      viewport: { width: 390, height: 844 },
      javaScriptEnabled: false,
    });
    await context.route(/^https:\/\/katalog\.example\.com\//, (route) => route.fulfill({ body: 'katalog' }));
    const page = await context.newPage();
    await page.goto(`${ctx.t.url}/${ctx.owner.slug}/links`);
    await page.getByRole('link', { name: 'Katalog' }).click();
    await page.waitForURL(CATALOGUE);
    await context.close();
  });
});
