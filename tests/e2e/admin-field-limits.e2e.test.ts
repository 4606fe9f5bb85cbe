import { describe, expect, it } from 'vitest';
import { dialog, openAdmin, useAdminSite } from './support/admin';

// Limits show before they are hit, a negative price is refused, no "saved" toast next to an error.
const ctx = useAdminSite('Kopi Batas');
const SHOTS = process.env.SCREENSHOT_DIR;

describe('admin fields carry their limits', () => {
  it.each([390, 1280])(
    'at %i px: typing past 120 characters stops at 120 and says so; a negative price is refused',
    async (width) => {
      const page = await openAdmin(ctx, 'menu', width);
      await page.getByRole('button', { name: 'Tambah item' }).first().click();
      const form = dialog(page, 'Tambah item menu');
      const name = form.getByLabel('Nama', { exact: true });
      expect(await name.getAttribute('maxlength')).toBe('120');

      await name.pressSequentially('Kopi susu gula aren '.repeat(5));
      expect(await name.inputValue()).toHaveLength(100);
      await form.getByText('100/120 karakter').waitFor();
      await name.pressSequentially('x'.repeat(40));
      expect(await name.inputValue()).toHaveLength(120);
      await form.getByText('120/120 karakter (maksimal 120 karakter)').waitFor();

      const price = form.getByLabel('Harga (Rp)');
      await price.fill('-5000');
      let posted = false;
      page.on('request', (req) => {
        if (req.method() === 'POST' && req.url().endsWith('/api/admin/menu/items')) posted = true;
      });
      await form.getByRole('button', { name: 'Simpan' }).click();
      const message = form.getByText('Harga tidak boleh negatif');
      await message.waitFor();
      expect(await price.getAttribute('aria-invalid')).toBe('true');
      expect(await price.getAttribute('aria-describedby')).toContain(await message.getAttribute('id'));
      expect(posted).toBe(false);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/item-dialog-errors-${width}.png` });
      await page.context().close();
    },
  );

  it('a long text area shows its counter near the limit (hero tagline, 300)', async () => {
    const page = await openAdmin(ctx, 'hero');
    const tagline = page.getByLabel('Tagline', { exact: true });
    await tagline.fill('');
    expect(await tagline.getAttribute('maxlength')).toBe('300');
    await tagline.pressSequentially('a'.repeat(239));
    expect(await page.getByText(/\/300 karakter/).count()).toBe(0);
    await tagline.pressSequentially('b');
    await page.getByText('240/300 karakter').waitFor();
    await page.context().close();
  });

  it('a "saved" toast goes away when a validation error shows up', async () => {
    const page = await openAdmin(ctx, 'footer');
    const phone = page.getByLabel('Telepon', { exact: true });
    await phone.fill('0812-1111-2222');
    await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
    const saved = page.getByText('Footer configuration updated successfully');
    await saved.waitFor();
    const email = page.getByLabel('Email', { exact: true });
    await email.fill('bukan-email');
    await email.blur();
    await page.getByText(/^Email harus berupa alamat email yang valid/).waitFor();
    await saved.waitFor({ state: 'detached' });
    await page.context().close();
  });
});
