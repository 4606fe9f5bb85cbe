import { describe, expect, it } from 'vitest';
import { photoJpeg } from '../fixtures/images/make-images';
import { dialog, expectPublic, openAdmin, saveAndWait, useAdminSite } from './support/admin';

const ctx = useAdminSite('Kopi Bergambar');

describe('the rich-text editor takes images from the library', () => {
  it('uploads a picture from the editor into the article, and the public page shows it', async () => {
    const page = await openAdmin(ctx, 'news', 390);
    await page.getByRole('button', { name: 'Tulis artikel' }).first().click();
    const add = dialog(page, 'Tulis artikel');
    await add.getByLabel('Judul', { exact: true }).fill('Latte Art Baru');
    const content = add.getByRole('textbox', { name: 'Isi Artikel' });
    await content.click();
    await content.pressSequentially('Lihat hasilnya:');

    await add.getByRole('button', { name: 'Sisipkan gambar' }).click();
    const picker = dialog(page, 'Pilih gambar');
    const input = picker.locator('input[type="file"]');
    expect(await input.getAttribute('accept')).toBe('image/png,image/gif,image/jpeg,image/bmp,image/x-icon');
    const uploaded = page.waitForResponse((res) => res.url().endsWith('/api/admin/upload/images'));
    await input.setInputFiles({
      name: 'latte-art.jpg',
      mimeType: 'image/jpeg',
      buffer: await photoJpeg(640, 480),
    });
    expect((await uploaded).status()).toBe(201);
    await picker.getByRole('button', { name: 'Pakai latte-art.jpg' }).click();
    await picker.waitFor({ state: 'detached' });
    const inserted = add.locator('.ql-editor img');
    await inserted.waitFor();
    const src = await inserted.getAttribute('src');
    expect(src).toMatch(/^\/media\/u\/\d+\/news\/[\w.-]+$/);

    await saveAndWait(page, 'Simpan', /\/api\/admin\/news$/);
    await add.waitFor({ state: 'detached' });
    await expectPublic(ctx, (h) => h.includes(`<img src="${src}"`), 'the picture inside the article');
    const image = await fetch(new URL(src!, ctx.t.url));
    expect(image.status).toBe(200);
    await page.context().close();
  });
});
