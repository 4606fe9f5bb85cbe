import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { dialog, expectPublic, openAdmin, saveAndWait, useAdminSite } from './support/admin';
import { libraryUploads } from './support/admin-images';

const ctx = useAdminSite('Kopi Galeri');

type Listing = {
  images?: Record<string, { filename: string; original_name?: string | null; full_url: string }[]>;
};
// The library labels each upload with its name on the owner's device.
const label = (image: { filename: string; original_name?: string | null }) =>
  image.original_name ?? image.filename;

async function heroImages() {
  const res = await ctx.owner.api.get<Listing>('/admin/upload/images/list?category=hero');
  expect(res.status).toBe(200);
  return res.data.images?.hero ?? [];
}

describe('image library and the hero background picker', () => {
  it('uploads a JPEG, a transparent PNG and a 12 MP photo, then picks one as the hero background', async () => {
    const files = await libraryUploads();
    const page = await openAdmin(ctx, 'assets');
    await page.getByRole('heading', { name: 'Pustaka Gambar' }).waitFor();
    await page.getByRole('tab', { name: 'Hero' }).click();

    const uploaded = page.waitForResponse(
      (res) => res.url().endsWith('/api/admin/upload/images') && res.request().method() === 'POST',
      { timeout: 45_000 },
    );
    await page.locator('input[type="file"]').setInputFiles(files);
    expect((await uploaded).status()).toBeLessThan(300);
    await page.getByText('3 images uploaded and compressed successfully').waitFor({ timeout: 15_000 });

    const images = await heroImages();
    expect(images).toHaveLength(3);
    const grid = page.getByRole('tabpanel');
    const stems = images.map((image) => label(image).replace(/\.\w+$/, '')).sort();
    expect(stems).toEqual(['foto-12mp', 'kedai-depan', 'logo-transparan']);
    for (const image of images) await grid.getByRole('img', { name: label(image), exact: true }).waitFor();

    // Every stored file is at most 1 MB and the 12 MP photo is scaled down.
    const stored = await Promise.all(
      images.map(async (image) => {
        const res = await fetch(new URL(image.full_url, ctx.t.url));
        expect(res.status).toBe(200);
        const bytes = Buffer.from(await res.arrayBuffer());
        return { image, bytes, meta: await sharp(bytes).metadata() };
      }),
    );
    for (const { bytes } of stored) expect(bytes.length).toBeLessThanOrEqual(1024 * 1024);
    const formats = stored.map(({ meta }) => `${meta.format}:${meta.width}x${meta.height}:${meta.hasAlpha}`);
    // A transparent PNG is re-encoded as WebP (or PNG) with its alpha channel kept.
    expect(stored.filter(({ meta }) => meta.hasAlpha).length, formats.join(' ')).toBe(1);
    const widest = Math.max(...stored.map(({ meta }) => meta.width ?? 0));
    expect(widest).toBeLessThan(4000);
    await page.context().close();

    // The hero editor's picker opens on the Hero folder; the chosen photo becomes the background.
    const chosen = stored.find(({ meta }) => !meta.hasAlpha && (meta.width ?? 0) === widest)!.image;
    const hero = await openAdmin(ctx, 'hero');
    const field = hero.getByLabel('Gambar Latar', { exact: true });
    await field.waitFor();
    await hero.getByRole('button', { name: 'Pilih gambar' }).first().click();
    const picker = dialog(hero, 'Pilih gambar');
    await picker.getByRole('button', { name: `Pakai ${label(chosen)}` }).click();
    await picker.waitFor({ state: 'detached' });
    await expect.poll(() => field.inputValue()).toBe(chosen.full_url);
    await saveAndWait(hero, 'Save Changes', /\/api\/admin\/hero$/);

    const path = new URL(chosen.full_url, ctx.t.url).pathname;
    expect(path).toMatch(/^\/media\/u\//);
    const html = await expectPublic(
      ctx,
      (h) => /<img[^>]*class="hero-image"[^>]*>/.exec(h)?.[0].includes(path) ?? false,
      'the chosen hero image',
    );
    const heroImg = /<img[^>]*class="hero-image"[^>]*>/.exec(html)![0];
    expect(heroImg).toContain('/media/u/');
    await hero.context().close();
  }, 120_000);

  it("says why an upload was refused under the spec's failure toast", async () => {
    const page = await openAdmin(ctx, 'assets');
    await page.getByRole('heading', { name: 'Pustaka Gambar' }).waitFor();
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'daftar-menu.png', mimeType: 'image/png', buffer: Buffer.from('bukan gambar') });
    const toast = page.locator('[data-toast]', { hasText: 'Failed to upload images' });
    await toast.waitFor();
    await expect
      .poll(() => toast.textContent())
      .toContain('Hanya gambar JPEG, PNG, WebP, GIF atau AVIF yang diterima');
    await page.context().close();
  });
});
