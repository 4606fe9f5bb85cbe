import { API, type Store, type WebSettings } from '@webku/contract';
import { visitPlatformClicks } from '@webku/db';
import { describe, expect, it } from 'vitest';
import { dialog, openAdmin, saveAndWait, useAdminSite } from './support/admin';
import { seriousAxeViolations, validateHtml } from './support/public-site-checks';

const ctx = useAdminSite('Kopi Klik');
const SHOTS = process.env.SCREENSHOT_DIR;
const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const GOFOOD = 'https://gofood.co.id/bandung/restaurant/kopi-klik-braga-4f1c2';
const TOKOPEDIA = 'https://www.tokopedia.com/kopiklik';
const REVIEW = 'https://g.page/r/CKopiKlik/review';
const STORE_GRAB = 'https://food.grab.com/id/id/restaurant/kopi-klik-dago/6-C2XKJ';

describe('taps on platform links, and links per store', () => {
  it('the owner pastes GoFood, Tokopedia and a review link at 390 px; GoFood pasted as Shopee is refused', async () => {
    const page = await openAdmin(ctx, 'web-settings', 390);
    await page.getByRole('button', { name: 'Tambah tautan' }).click();
    await page.getByLabel('Tautan GoFood', { exact: true }).fill(GOFOOD);
    await page.getByRole('button', { name: 'Tambah tautan' }).click();
    await page.getByRole('combobox', { name: 'Platform' }).nth(1).selectOption('shopee');
    await page.getByLabel('Tautan Shopee', { exact: true }).fill(GOFOOD);
    await page
      .getByText('Tautan ini alamat GoFood, bukan Shopee: pilih GoFood atau tempel tautan Shopee Anda')
      .waitFor();
    await page.getByRole('button', { name: 'Simpan tautan' }).click();
    await page.getByText('Periksa tautan yang ditandai merah.').waitFor();
    expect((await ctx.owner.api.get<WebSettings>('/admin/web-settings')).data.order_links).toEqual([]);

    // Pasting a Tokopedia address over the wrong one picks Tokopedia by itself.
    await page.getByLabel('Tautan Shopee', { exact: true }).fill(TOKOPEDIA);
    await page.getByLabel('Tautan Tokopedia', { exact: true }).waitFor();
    await page.getByLabel('Tautan ulasan Google (opsional)').fill(REVIEW);
    await saveAndWait(page, 'Simpan tautan', /\/api\/admin\/web-settings\/\d+$/);
    const saved = (await ctx.owner.api.get<WebSettings>('/admin/web-settings')).data;
    expect(saved.order_links).toEqual([
      { platform: 'gofood', url: GOFOOD },
      { platform: 'tokopedia', url: TOKOPEDIA },
    ]);
    expect(saved.google_review_url).toBe(REVIEW);
    await page.context().close();
  });

  it('a store gets its own GrabFood link in the store dialog at 390 px, refused while it is no platform’s', async () => {
    const page = await openAdmin(ctx, 'stores', 390);
    await page
      .getByRole('button', { name: /^Ubah / })
      .first()
      .click();
    const edit = dialog(page, 'Ubah toko');
    await edit.getByLabel('Nama', { exact: true }).fill('Kopi Klik Dago');
    await edit.getByRole('button', { name: 'Tambah tautan' }).click();
    await edit.getByLabel('Tautan GoFood', { exact: true }).fill('https://kopiklik.example/pesan');
    await edit
      .getByText('Tautan ini bukan alamat GoFood: salin tautan toko Anda dari aplikasi atau situs GoFood')
      .waitFor();
    await edit.getByLabel('Tautan GoFood', { exact: true }).fill(STORE_GRAB);
    await edit.getByLabel('Tautan GrabFood', { exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    if (SHOTS) await edit.screenshot({ path: `${SHOTS}/admin-store-links-390.png` });
    await saveAndWait(page, 'Simpan', /\/api\/admin\/stores\/\d+$/);
    await edit.waitFor({ state: 'detached' });
    const [store] = (await ctx.owner.api.get<Store[]>('/admin/stores')).data;
    expect(store).toMatchObject({
      name: 'Kopi Klik Dago',
      order_links: [{ platform: 'grabfood', url: STORE_GRAB }],
    });
    await page.context().close();
  });

  it('the public page at 390 px shows them with their marks, asks no one else, and counts a GoFood tap', async () => {
    const visitor = await ctx.browser.newContext({
      viewport: { width: 390, height: 844 },
      userAgent: PHONE_UA,
      locale: 'id-ID',
    });
    // The platforms' pages opened by a tap are answered here: the visitor's tab leaves the site there.
    await visitor.route(
      /^https:\/\/(gofood\.co\.id|food\.grab\.com|www\.tokopedia\.com|g\.page)\//,
      (route) => route.fulfill({ body: 'platform' }),
    );
    const page = await visitor.newPage();
    const hosts = new Set<string>();
    page.on('request', (request) => hosts.add(new URL(request.url()).host));
    const beacons: unknown[] = [];
    const beaconPath = `/api${API.public.visits(ctx.owner.slug)}`;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === beaconPath) beacons.push(JSON.parse(request.postData() ?? ''));
    });
    await page.goto(`${ctx.t.url}/${ctx.owner.slug}`, { waitUntil: 'networkidle' });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');

    const siteLinks = page.getByRole('navigation', { name: 'Pesan juga di' }).getByRole('link');
    expect(await siteLinks.allInnerTexts()).toEqual(['GoFood', 'Tokopedia']);
    for (const link of await siteLinks.all()) {
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(await link.locator('svg').count()).toBe(1);
    }
    expect(await siteLinks.first().locator('svg path').count()).toBe(1);
    const review = page.getByRole('link', { name: 'Beri ulasan di Google' });
    expect(await review.count()).toBe(1);
    expect(await review.getAttribute('href')).toBe(REVIEW);

    // The store's own link sits in that store's card.
    const card = page.locator('article.store-card', { hasText: 'Kopi Klik Dago' });
    const storeLink = card.getByRole('list', { name: 'Kopi Klik Dago juga ada di' }).getByRole('link');
    expect(await storeLink.allInnerTexts()).toEqual(['GrabFood']);
    expect(await storeLink.getAttribute('href')).toBe(STORE_GRAB);
    expect(await storeLink.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await storeLink.locator('svg path').count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    if (SHOTS) {
      await card.scrollIntoViewIfNeeded();
      await card.screenshot({ path: `${SHOTS}/public-store-links-390.png` });
    }

    expect(await seriousAxeViolations(page)).toEqual([]);
    // Everything the page asked for came from the site itself.
    expect([...hosts]).toEqual([new URL(ctx.t.url).host]);

    const popup = page.waitForEvent('popup');
    await siteLinks.first().click();
    await (await popup).close();
    await expect.poll(() => beacons).toContainEqual({ type: 'link_click', platform: 'gofood' });
    expect(beacons.filter((b) => (b as { type: string }).type === 'link_click')).toHaveLength(1);
    await visitor.close();

    await expect
      .poll(async () => {
        await ctx.t.webku.visits.flush();
        const rows = await ctx.t.webku.db.select().from(visitPlatformClicks);
        return rows.map((row) => [row.platform, row.clicks]);
      })
      .toEqual([['gofood', 1]]);
  });

  it('the dashboard shows the tap as a GoFood click, and the linked platforms at zero', async () => {
    for (const width of [390, 1280]) {
      const admin = await openAdmin(ctx, '', width);
      const gofood = admin.locator('[data-visits-click="gofood"]');
      await gofood.waitFor();
      expect(await gofood.innerText()).toMatch(/^Klik ke GoFood\s+1$/);
      expect(await admin.locator('[data-visits-click]').allInnerTexts()).toEqual([
        expect.stringMatching(/^Klik ke GoFood\s+1$/),
        expect.stringMatching(/^Klik ke GrabFood\s+0$/),
        expect.stringMatching(/^Klik ke Tokopedia\s+0$/),
        expect.stringMatching(/^Klik ke ulasan Google\s+0$/),
      ]);
      expect(await admin.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
        true,
      );
      if (SHOTS)
        await admin
          .locator('#visits-heading')
          .locator('xpath=../..')
          .screenshot({ path: `${SHOTS}/visits-clicks-${width}.png` });
      await admin.context().close();
    }
  });

  it('the store card with its links at 1280 px', async () => {
    const page = await ctx.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${ctx.t.url}/${ctx.owner.slug}`, { waitUntil: 'networkidle' });
    const card = page.locator('article.store-card', { hasText: 'Kopi Klik Dago' });
    await card.getByRole('link', { name: 'GrabFood' }).waitFor({ state: 'visible' });
    if (SHOTS) {
      await card.scrollIntoViewIfNeeded();
      await page.locator('#contact').screenshot({ path: `${SHOTS}/public-store-links-1280.png` });
    }
    await page.close();
  });

  it('both templates stay valid HTML with a store’s links and review button', async () => {
    const [store] = (await ctx.owner.api.get<Store[]>('/admin/stores')).data;
    await ctx.owner.api.put(`/admin/stores/${store!.id}`, { ...store, google_review_url: REVIEW });
    const { id } = (await ctx.owner.api.get<WebSettings>('/admin/web-settings')).data;
    const pages: Record<string, string> = {};
    for (const template of ['minimalis-coffee-shop', 'classic-website']) {
      await ctx.owner.api.put(`/admin/web-settings/${id}`, { template_selected: template });
      pages[template] = await (await fetch(`${ctx.t.url}/${ctx.owner.slug}`)).text();
      expect(pages[template]).toContain('class="store-link"');
      expect(pages[template].match(/data-platform="google_review"/g)).toHaveLength(2);
    }
    expect(await validateHtml(pages)).toEqual([]);
    if (SHOTS) {
      // The classic template (the last one set above), its store card at both widths.
      for (const width of [390, 1280]) {
        const page = await ctx.browser.newPage({ viewport: { width, height: 900 } });
        await page.goto(`${ctx.t.url}/${ctx.owner.slug}`, { waitUntil: 'networkidle' });
        const card = page.locator('article.store-card', { hasText: 'Kopi Klik Dago' });
        await card.scrollIntoViewIfNeeded();
        await card.screenshot({ path: `${SHOTS}/public-classic-store-links-${width}.png` });
        await page.close();
      }
    }
  }, 180_000);
});
