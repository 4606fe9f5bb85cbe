import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { openAdmin, publicHtml, useAdminSite } from './support/admin';
import { decodeQr } from './support/admin-images';

const ctx = useAdminSite('Kopi Kode');
const DRIVE_URL = 'https://drive.google.com/file/d/1AbCdEfGhIjKlMnOpQrStUvWxYz012345/view?usp=sharing';

describe('menu section Google Drive link', () => {
  it('makes a QR code that encodes the saved URL, on screen, in the download and in storage', async () => {
    const page = await openAdmin(ctx, 'menu');
    await page.getByRole('button', { name: /Pengaturan Bagian/ }).click();
    await page.getByLabel('Google Drive Menu URL').fill(DRIVE_URL);

    const qr = page.getByRole('img', { name: `Kode QR untuk ${DRIVE_URL}` });
    await qr.waitFor();
    const src = (await qr.getAttribute('src')) ?? '';
    expect(src).toMatch(/^data:image\/png;base64,/);
    expect(await decodeQr(src)).toBe(DRIVE_URL);

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Unduh PNG' }).click();
    const file = await (await download).path();
    expect(await decodeQr(await readFile(file))).toBe(DRIVE_URL);

    const saved = page.waitForResponse(
      (res) => res.url().endsWith('/api/admin/menu/settings') && res.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Save Settings' }).click();
    expect((await saved).status()).toBeLessThan(300);

    const stored = await ctx.owner.api.get<{
      google_drive_menu_url: string;
      google_drive_menu_qr_code: string;
    }>('/admin/menu/settings');
    expect(stored.data.google_drive_menu_url).toBe(DRIVE_URL);
    expect(await decodeQr(stored.data.google_drive_menu_qr_code)).toBe(DRIVE_URL);

    // After a reload the form shows the saved link, and its QR still decodes to it.
    await page.reload();
    await page.getByRole('button', { name: /Pengaturan Bagian/ }).click();
    await expect.poll(() => page.getByLabel('Google Drive Menu URL').inputValue()).toBe(DRIVE_URL);
    const again = await page.getByRole('img', { name: `Kode QR untuk ${DRIVE_URL}` }).getAttribute('src');
    expect(await decodeQr(again ?? '')).toBe(DRIVE_URL);
    // The public menu section links to the saved file.
    expect(await publicHtml(ctx)).toContain(DRIVE_URL.split('?')[0]);
    await page.context().close();
  });
});

describe('admin on a 390 px phone', () => {
  it('hides the sidebar behind the menu button, and the menu navigates between editors', async () => {
    const page = await openAdmin(ctx, '', 390);
    const openMenu = page.getByRole('button', { name: 'Buka menu admin' });
    await openMenu.waitFor();
    // The desktop sidebar is not shown; the only navigation is inside the closed sheet.
    await expect.poll(() => page.getByRole('navigation', { name: 'Menu admin' }).count()).toBe(0);

    await openMenu.click();
    const sheet = page.getByRole('dialog', { name: 'Menu admin' });
    await sheet.waitFor();
    await sheet.getByRole('link', { name: 'Footer' }).click();
    await page.waitForURL(`${ctx.t.url}/${ctx.owner.slug}/admin/footer`);
    await sheet.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { level: 1, name: 'Footer' }).waitFor();

    await openMenu.click();
    await sheet.getByRole('link', { name: 'Stores' }).click();
    await page.waitForURL(`${ctx.t.url}/${ctx.owner.slug}/admin/stores`);
    await sheet.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { level: 1, name: 'Stores' }).waitFor();

    // The page does not scroll sideways at phone width.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // Escape closes the sheet without navigating.
    await openMenu.click();
    await sheet.waitFor();
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'hidden' });
    expect(page.url()).toBe(`${ctx.t.url}/${ctx.owner.slug}/admin/stores`);
    await page.context().close();
  });
});
