import { describe, expect, it } from 'vitest';
import { testJpeg } from '../support/server/backup-archives';
import { upload } from '../support/server/upload';
import { dialog, openAdmin, saveAndWait, useAdminSite } from './support/admin';
import { newPage } from './support/browser';

const ctx = useAdminSite('Kopi Gambar Dipakai');
const SHOTS = '/work/notes/shots/h-ownerux';

describe('an image the site shows is never silently broken', () => {
  it('deleting an image a news article shows asks, lists the article, and the public page has no broken image', async () => {
    const res = await upload(
      ctx.t,
      ctx.owner.token,
      '/api/admin/upload/image',
      [{ bytes: await testJpeg(), name: 'promo-akhir-pekan.jpg' }],
      { category: 'news' },
    );
    const image = ((await res.json()) as { data: { full_url: string } }).data;
    const created = await ctx.owner.api.post<{ id: number }>('/admin/news', {
      title: 'Promo Akhir Pekan',
      description: 'Diskon kopi susu setiap Sabtu.',
      thumbnail: image.full_url,
      is_published: true,
    });
    expect(created.status).toBe(201);

    for (const width of [390, 1280]) {
      const page = await openAdmin(ctx, 'assets', width);
      await page.getByRole('tab', { name: 'News' }).click();
      await page.getByText('dipakai di berita “Promo Akhir Pekan”').waitFor();
      await page.screenshot({ path: `${SHOTS}/library-dipakai-di-${width}.png`, fullPage: true });
      await page.context().close();
    }

    const page = await openAdmin(ctx, 'assets', 390);
    await page.getByRole('tab', { name: 'News' }).click();
    await page.getByRole('button', { name: 'Hapus promo-akhir-pekan.jpg' }).click();
    const confirm = dialog(page, 'Hapus gambar?');
    await confirm.getByText('Gambar ini dipakai di:').waitFor();
    expect(await confirm.getByRole('listitem').allTextContents()).toEqual(['berita “Promo Akhir Pekan”']);
    await page.screenshot({ path: `${SHOTS}/library-delete-in-use-390.png` });
    await saveAndWait(page, 'Hapus', /\/api\/admin\/upload\/image\/delete$/);
    await confirm.waitFor({ state: 'detached' });
    await page.getByText('Belum ada gambar', { exact: false }).first().waitFor();
    await page.context().close();

    const visitor = await newPage(ctx.browser, 390);
    await visitor.goto(`${ctx.t.url}/${ctx.owner.slug}`);
    await visitor.getByText('Promo Akhir Pekan').first().waitFor();
    const sources = await visitor
      .locator('img')
      .evaluateAll((nodes) => (nodes as HTMLImageElement[]).map((img) => img.currentSrc || img.src));
    expect(sources.join(' ')).not.toContain(image.full_url);
    // Every image of the page loads: scroll them into view (lazy ones) and check they decoded.
    const broken = await visitor.locator('img').evaluateAll(async (nodes) => {
      const imgs = nodes as HTMLImageElement[];
      for (const img of imgs) img.loading = 'eager';
      await Promise.all(imgs.map((img) => img.decode().catch(() => undefined)));
      return imgs.filter((img) => img.naturalWidth === 0).map((img) => img.currentSrc || img.src);
    });
    expect(broken).toEqual([]);
    await visitor.context().close();
  });
});
