import { describe, expect, it } from 'vitest';
import { dialog, expectPublic, openAdmin, saveAndWait, useAdminSite } from './support/admin';

const ctx = useAdminSite('Kopi Rupiah');
const RUPIAH_SPACE = '(?:\\s|&nbsp;|\\u00a0)*';

describe('prices are typed the way Indonesians write them', () => {
  it('typing "12.500" groups as it is typed and shows "Rp 12.500" on the public page', async () => {
    const page = await openAdmin(ctx, 'menu');
    await page.getByRole('button', { name: 'Tambah item' }).first().click();
    const add = dialog(page, 'Tambah item menu');
    await add.getByLabel('Nama', { exact: true }).fill('Kopi Tubruk Rupiah');
    await add.getByLabel('Kategori', { exact: true }).selectOption({ index: 1 });
    const price = add.getByLabel('Harga (Rp)');
    // "5.5" meant as five and a half thousand reads as 55: the field says so before anything is saved.
    await price.pressSequentially('5.5');
    expect(await price.inputValue()).toBe('55');
    await add.getByText(/^Harga ini terbaca Rp 55\. Jika maksudnya ribuan/).waitFor();
    await price.fill('');
    await price.pressSequentially('12500');
    expect(await price.inputValue()).toBe('12.500');
    await price.fill('');
    await price.pressSequentially('12.500');
    expect(await price.inputValue()).toBe('12.500');
    await add.getByText(/^Harga ini terbaca/).waitFor({ state: 'detached' });
    await saveAndWait(page, 'Simpan', /\/api\/admin\/menu\/items$/);
    await add.waitFor({ state: 'detached' });
    const html = await expectPublic(ctx, (h) => h.includes('Kopi Tubruk Rupiah'), 'the new item');
    expect(html).toMatch(new RegExp(`Rp${RUPIAH_SPACE}12\\.500<`));
    await page.context().close();
  });

  it('"25k" and "100rb", as the setup form reads them, are taken by the price box at 390 px', async () => {
    const page = await openAdmin(ctx, 'menu', 390);
    for (const [name, written, shown] of [
      ['Es Kopi Rupiah 25k', '25k', '25\\.000'],
      ['Nasi Kotak Rupiah', '100rb', '100\\.000'],
    ] as const) {
      await page.getByRole('button', { name: 'Tambah item' }).first().click();
      const add = dialog(page, 'Tambah item menu');
      await add.getByLabel('Nama', { exact: true }).fill(name);
      await add.getByLabel('Kategori', { exact: true }).selectOption({ index: 1 });
      await add.getByLabel('Harga (Rp)').fill(written);
      await saveAndWait(page, 'Simpan', /\/api\/admin\/menu\/items$/);
      await add.waitFor({ state: 'detached' });
      const html = await expectPublic(ctx, (h) => h.includes(name), name);
      expect(html).toMatch(new RegExp(`${name}[\\s\\S]*?Rp${RUPIAH_SPACE}${shown}<`));
    }
    await page.context().close();
  });

  it('a price it cannot read is refused with a message naming the field, and nothing is saved', async () => {
    const page = await openAdmin(ctx, 'merchandise', 390);
    await page.getByRole('button', { name: 'Tambah merchandise' }).first().click();
    const add = dialog(page, 'Tambah merchandise');
    await add.getByLabel('Nama', { exact: true }).fill('Tumbler Rupiah');
    const price = add.getByLabel('Harga (Rp)');
    await price.fill('18000.50');
    let posted = false;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/admin/merchandise')) posted = true;
    });
    await add.getByRole('button', { name: 'Simpan' }).click();
    await add.getByText(/^Harga tidak terbaca: tulis angka rupiah seperti 12\.500/).waitFor();
    expect(await price.getAttribute('aria-invalid')).toBe('true');
    expect(posted).toBe(false);

    await price.fill('Rp 85.000,50');
    expect(await price.inputValue()).toBe('85.000,50');
    await saveAndWait(page, 'Simpan', /\/api\/admin\/merchandise$/);
    await add.waitFor({ state: 'detached' });
    const html = await expectPublic(ctx, (h) => h.includes('Tumbler Rupiah'), 'the merchandise');
    expect(html).toMatch(new RegExp(`Rp${RUPIAH_SPACE}85\\.001<`));
    await page.context().close();
  });
});
