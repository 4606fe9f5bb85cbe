import type { WebSettings } from '@webku/contract';
import { describe, expect, it } from 'vitest';
import { ownerWithSite } from '../support/server/owner-with-site';
import { openAdmin, useAdminSite } from './support/admin';
import { seriousAxeViolations, validateHtml } from './support/public-site-checks';

const ctx = useAdminSite('Kopi Senja');
const SHOTS = process.env.SCREENSHOT_DIR;
const GOFOOD = 'https://gofood.co.id/bandung/restaurant/kopi-senja-braga-4f1c2';
const TOKOPEDIA = 'https://www.tokopedia.com/kopisenja';

describe('"Pesan juga di" links', () => {
  it('the owner pastes a GoFood and a Tokopedia link at 390 px; GoFood pasted as Shopee is refused', async () => {
    const page = await openAdmin(ctx, 'web-settings', 390);
    await page.getByRole('button', { name: 'Tambah tautan' }).click();
    await page.getByLabel('Tautan GoFood', { exact: true }).fill(GOFOOD);
    await page.getByRole('button', { name: 'Tambah tautan' }).click();
    // The second row starts on the next platform; the pasted address switches it to Tokopedia.
    await page.getByLabel('Tautan GrabFood', { exact: true }).fill(TOKOPEDIA);
    await page.getByLabel('Tautan Tokopedia', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Tambah tautan' }).click();
    const third = page.getByRole('combobox', { name: 'Platform' }).nth(2);
    await third.selectOption('shopee');
    await page.getByLabel('Tautan Shopee', { exact: true }).fill(GOFOOD);
    const refusal = page.getByText(
      'Tautan ini alamat GoFood, bukan Shopee: pilih GoFood atau tempel tautan Shopee Anda',
    );
    await refusal.waitFor();
    await page.getByRole('button', { name: 'Simpan tautan' }).click();
    await page.getByText('Periksa tautan yang ditandai merah.').waitFor();
    expect((await ctx.owner.api.get<WebSettings>('/admin/web-settings')).data.order_links).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-order-links-refused-390.png`, fullPage: true });

    await page.getByRole('button', { name: 'Hapus tautan Shopee' }).click();
    const saved = page.waitForResponse((res) => /\/api\/admin\/web-settings\/\d+$/.test(res.url()));
    await page.getByRole('button', { name: 'Simpan tautan' }).click();
    expect((await saved).status()).toBe(200);
    expect((await ctx.owner.api.get<WebSettings>('/admin/web-settings')).data.order_links).toEqual([
      { platform: 'gofood', url: GOFOOD },
      { platform: 'tokopedia', url: TOKOPEDIA },
    ]);
    await page.context().close();
  });

  for (const template of ['minimalis-coffee-shop', 'classic-website']) {
    it(`${template} at 390 px shows them with their marks and asks no one else for anything`, async () => {
      const { id } = (await ctx.owner.api.get<WebSettings>('/admin/web-settings')).data;
      await ctx.owner.api.put(`/admin/web-settings/${id}`, { template_selected: template });
      const context = await ctx.browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const origins = new Set<string>();
      page.on('request', (request) => origins.add(new URL(request.url()).origin));
      await page.goto(`${ctx.t.url}/${ctx.owner.slug}`, { waitUntil: 'networkidle' });
      const links = page.getByRole('navigation', { name: 'Pesan juga di' }).getByRole('link');
      await links.first().scrollIntoViewIfNeeded();
      expect(await links.allInnerTexts()).toEqual(['GoFood', 'Tokopedia']);
      expect(await links.first().getAttribute('href')).toBe(GOFOOD);
      expect(await links.first().getAttribute('rel')).toBe('noopener noreferrer');
      expect(await links.first().locator('svg path').count()).toBe(1);
      expect([...origins]).toEqual([ctx.t.url]);
      expect(await seriousAxeViolations(page)).toEqual([]);
      if (SHOTS) {
        await page.locator('#footer').screenshot({
          path: `${SHOTS}/public-${template}-order-links-390.png`,
        });
      }
      await context.close();
    });
  }

  it('both templates stay valid HTML with the links, the review button and an item "Habis"', async () => {
    const { id } = (await ctx.owner.api.get<WebSettings>('/admin/web-settings')).data;
    await ctx.owner.api.put(`/admin/web-settings/${id}`, {
      google_review_url: 'https://g.page/r/CbX3kopisenja/review',
    });
    const [item] = (await ctx.owner.api.get<{ id: number }[]>('/admin/menu/items')).data;
    await ctx.owner.api.put(`/admin/menu/items/${item!.id}/sold-out`, { sold_out: true });
    const pages: Record<string, string> = {};
    for (const template of ['minimalis-coffee-shop', 'classic-website']) {
      await ctx.owner.api.put(`/admin/web-settings/${id}`, { template_selected: template });
      pages[template] = await (await fetch(`${ctx.t.url}/${ctx.owner.slug}`)).text();
      expect(pages[template]).toContain('Beri ulasan di Google');
      expect(pages[template]).toContain('class="sold-out-tag"');
    }
    expect(await validateHtml(pages)).toEqual([]);
  });
  it('an address pasted without https:// still picks its platform at 390 px, and the fix is said in its name', async () => {
    const page = await openAdmin(ctx, 'web-settings', 390);
    await page.getByRole('button', { name: 'Tambah tautan' }).click();
    const pasted = page.getByRole('textbox', { name: /^Tautan (?!ulasan)/ }).last();
    await pasted.fill('shopee.co.id/kopisenja');
    await page.getByLabel('Tautan Shopee', { exact: true }).waitFor();
    await page.getByText('Tautan Shopee harus alamat lengkap yang diawali https://').waitFor();
    expect(await page.getByText(/^Tautan GoFood harus/).count()).toBe(0);
    await page.context().close();
  });

  it("a new row starts on the kind's own platform at 390 px: Instagram for a salon, Shopee for a batik shop", async () => {
    const kinds = [
      {
        brand: 'Salon Ayu',
        type: 'Salon kecantikan',
        text: 'Potong rambut 50rb, creambath 80rb di Medan.',
        first: 'Instagram',
      },
      {
        brand: 'Batik Laweyan',
        type: 'Toko batik',
        text: 'Kemeja batik tulis 350rb, kain batik cap 150rb di Solo.',
        first: 'Shopee',
      },
    ];
    for (const kind of kinds) {
      const owner = await ownerWithSite(ctx.t, kind.brand, {
        business_type: kind.type,
        short_description: kind.text,
      });
      const page = await openAdmin({ ...ctx, owner }, 'web-settings', 390);
      await page.getByRole('button', { name: 'Tambah tautan' }).click();
      await page.getByLabel(`Tautan ${kind.first}`, { exact: true }).waitFor();
      await page.context().close();
    }
  });
});
