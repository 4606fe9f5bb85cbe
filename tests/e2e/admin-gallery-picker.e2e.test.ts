import { describe, expect, it } from 'vitest';
import { dialog, openAdmin, useAdminSite } from './support/admin';

const ctx = useAdminSite('Bengkel Jaya');

describe('the gallery\'s "Pilih gambar" on a phone', () => {
  it('one tap opens the picker at 390 px, even right after the empty photo field lost focus', async () => {
    const page = await openAdmin(ctx, 'gallery', 390);
    await page.getByRole('button', { name: 'Tambah foto' }).first().click();
    const add = dialog(page, 'Tambah foto');
    // The owner was in the photo's address box, which is required and still empty.
    await add.getByLabel('Foto', { exact: true }).focus();
    const button = add.getByRole('button', { name: 'Pilih gambar' });
    const box = (await button.boundingBox())!;
    // One tap where the button is: a message appearing on the way must not move it from under the finger.
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(() => page.getByRole('dialog', { name: 'Pilih gambar' }).isVisible()).toBe(true);
    await page.context().close();
  });
});
