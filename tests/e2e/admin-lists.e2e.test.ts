import { describe, expect, it } from 'vitest';
import { dialog, expectPublic, openAdmin, publicHtml, saveAndWait, useAdminSite } from './support/admin';

const ctx = useAdminSite('Kopi Daftar');

describe('list editors show on the public page right after saving', () => {
  it('menu: adds a category and a priced item, then deletes both after confirming', async () => {
    const page = await openAdmin(ctx, 'menu');
    await page.getByRole('heading', { name: /^Kategori/ }).waitFor();

    await page.getByRole('button', { name: 'Tambah kategori' }).first().click();
    const addCategory = dialog(page, 'Tambah kategori');
    await addCategory.getByLabel('Nama', { exact: true }).fill('Kue Tradisional');
    await saveAndWait(page, 'Simpan', /\/api\/admin\/menu\/categories$/);
    await addCategory.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Tambah item' }).first().click();
    const addItem = dialog(page, 'Tambah item menu');
    await addItem.getByLabel('Nama', { exact: true }).fill('Klepon Pandan');
    await addItem.getByLabel('Kategori', { exact: true }).selectOption({ label: 'Kue Tradisional' });
    await addItem.getByLabel('Harga (Rp)').fill('18500');
    await saveAndWait(page, 'Simpan', /\/api\/admin\/menu\/items$/);
    await addItem.waitFor({ state: 'detached' });

    const html = await expectPublic(ctx, (h) => h.includes('Klepon Pandan'), 'the new item');
    expect(html).toContain('Kue Tradisional');
    expect(html).toMatch(/Rp(\s|&nbsp;|\u00a0)*18\.500/);

    // The category cannot go while it holds an item.
    const deleteCategory = page.getByRole('button', { name: /^Hapus Kue Tradisional/ });
    await expect.poll(() => deleteCategory.isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Hapus Klepon Pandan' }).first().click();
    const confirmItem = dialog(page, 'Hapus item menu?');
    await confirmItem.getByText('This action cannot be undone.').waitFor();
    await saveAndWait(page, 'Hapus', /\/api\/admin\/menu\/items\/\d+$/);
    await confirmItem.waitFor({ state: 'detached' });
    await expectPublic(ctx, (h) => !h.includes('Klepon Pandan'), 'the item gone');

    await expect.poll(() => deleteCategory.first().isDisabled()).toBe(false);
    await deleteCategory.first().click();
    const confirmCategory = dialog(page, 'Hapus kategori?');
    await confirmCategory.getByText('This action cannot be undone.').waitFor();
    await saveAndWait(page, 'Hapus', /\/api\/admin\/menu\/categories\/\d+$/);
    await confirmCategory.waitFor({ state: 'detached' });
    await expectPublic(ctx, (h) => !h.includes('Kue Tradisional'), 'the category gone');
    await page.context().close();
  });

  it('merchandise: a new item appears', async () => {
    const page = await openAdmin(ctx, 'merchandise');
    await page.getByRole('button', { name: 'Tambah merchandise' }).first().click();
    const add = dialog(page, 'Tambah merchandise');
    await add.getByLabel('Nama', { exact: true }).fill('Tumbler Kopi Daftar');
    await add.getByLabel('Harga (Rp)').fill('85000');
    await saveAndWait(page, 'Simpan', /\/api\/admin\/merchandise$/);
    await add.waitFor({ state: 'detached' });
    await expectPublic(ctx, (h) => h.includes('Tumbler Kopi Daftar'), 'the merchandise');
    await page.context().close();
  });

  it('news: a new article appears', async () => {
    const page = await openAdmin(ctx, 'news');
    await page.getByRole('button', { name: 'Tulis artikel' }).first().click();
    const add = dialog(page, 'Tulis artikel');
    await add.getByLabel('Judul', { exact: true }).fill('Promo Kemerdekaan Diskon 17%');
    await add.getByLabel('Deskripsi Singkat').fill('Semua kopi susu diskon selama Agustus.');
    const content = add.getByRole('textbox', { name: 'Isi Artikel' });
    await content.click();
    await content.pressSequentially('Datang dan rayakan bersama kami.');
    await saveAndWait(page, 'Simpan', /\/api\/admin\/news$/);
    await add.waitFor({ state: 'detached' });
    await expectPublic(ctx, (h) => h.includes('Promo Kemerdekaan Diskon 17%'), 'the article');
    await page.context().close();
  });

  it('stores: Monday set to Closed shows Closed', async () => {
    // The site is Indonesian, so the public page says 'Tutup' where the spec's English says 'Closed'.
    expect(await publicHtml(ctx)).not.toContain('>Tutup<');
    const page = await openAdmin(ctx, 'stores');
    await page
      .getByRole('button', { name: /^Ubah / })
      .first()
      .click();
    const edit = dialog(page, 'Ubah toko');
    await edit.getByRole('button', { name: 'Tutup hari Senin' }).click();
    await expect.poll(() => edit.getByLabel('Senin', { exact: true }).inputValue()).toBe('Closed');
    await saveAndWait(page, 'Simpan', /\/api\/admin\/stores\/\d+$/);
    await edit.waitFor({ state: 'detached' });
    const html = await expectPublic(ctx, (h) => />Tutup</.test(h), 'Tutup');
    expect(html).toMatch(/<dt>Senin<\/dt><dd>Tutup<\/dd>/);
    await page.context().close();
  });
});
