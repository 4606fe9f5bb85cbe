import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PublicPayload } from '@webku/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { publicData } from '../support/server/owner-with-site';
import { expectPublic, openAdmin, useAdminSite } from './support/admin';

const ctx = useAdminSite('Kopi Senja');
const SHOTS = process.env.SCREENSHOT_DIR ?? join(tmpdir(), 'webku-data-shots');
mkdirSync(SHOTS, { recursive: true });

const firstItem = async () => (await publicData(ctx.t, ctx.owner.slug)).menu_categories[0]!.menu_items[0]!;
type Item = PublicPayload['menu_categories'][number]['menu_items'][number];
// Dialogs fade in: a screenshot waits until the animation is over.
const settle = (page: Page) => page.waitForTimeout(400);

describe('Data & Cadangan', () => {
  it('downloads a backup and restores it after showing the counts per section', async () => {
    const original = await firstItem();
    const page = await openAdmin(ctx, 'data');
    await page.getByRole('heading', { name: 'Data & Cadangan' }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Unduh cadangan' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^webku-${ctx.owner.slug}-\\d{4}-\\d{2}-\\d{2}\\.zip$`),
    );
    const file = join(SHOTS, 'cadangan.zip');
    await download.saveAs(file);

    // A change after the backup, which restoring the backup takes back.
    await ctx.owner.api.put<Item>(`/admin/menu/items/${original.id}`, {
      ...original,
      name: 'Nama Setelah Cadangan',
    });
    await expectPublic(ctx, (html) => html.includes('Nama Setelah Cadangan'), 'the renamed item');

    await page.getByLabel('Berkas cadangan (.zip)').setInputFiles(file);
    const dialog = page.getByRole('dialog', { name: 'Pulihkan dari cadangan?' });
    await dialog.waitFor();
    await expect(dialog.getByRole('row', { name: /Item menu/ }).textContent()).resolves.toMatch(/\d+\s*\d+/);
    await settle(page);
    await page.screenshot({ path: join(SHOTS, 'import-confirm-1280.png') });
    await dialog.getByRole('button', { name: 'Ganti isi website' }).click();
    await page.getByText('Cadangan dipulihkan').waitFor();

    await expectPublic(
      ctx,
      (html) => html.includes(original.name) && !html.includes('Nama Setelah Cadangan'),
      'the item from the backup',
    );
    await page.getByText('Sebelum memulihkan cadangan').first().waitFor();
    await page.screenshot({ path: join(SHOTS, 'data-1280.png'), fullPage: true });
    await page.close();
  });

  it('restores a deleted item from Riwayat perubahan, and it is back on the public page', async () => {
    // A name found nowhere else on the page.
    const item = { ...(await firstItem()), name: 'Kopi Uji Pemulihan' };
    await ctx.owner.api.put<Item>(`/admin/menu/items/${item.id}`, item);
    await ctx.owner.api.delete(`/admin/menu/items/${item.id}`);
    await expectPublic(ctx, (html) => !html.includes(item.name), 'the item gone');

    const page = await openAdmin(ctx, 'data', 390);
    const history = page.getByRole('list', { name: 'Riwayat perubahan' });
    const entry = history.getByRole('listitem').filter({ hasText: 'Sebelum menghapus' }).first();
    await entry.getByRole('button', { name: 'Pulihkan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Kembalikan isi website?' });
    await dialog.waitFor();
    await settle(page);
    await page.screenshot({ path: join(SHOTS, 'restore-confirm-390.png') });
    await dialog.getByRole('button', { name: 'Kembalikan' }).click();
    await page.getByText('Isi website dikembalikan').waitFor();

    await expectPublic(ctx, (html) => html.includes(item.name), 'the restored item');
    await page.getByText('Sebelum memulihkan riwayat').first().waitFor();
    await page.screenshot({ path: join(SHOTS, 'data-390.png'), fullPage: true });

    await page.getByLabel(/untuk mengonfirmasi/).fill(ctx.owner.slug);
    await page.getByRole('button', { name: 'Hapus akun' }).click();
    await page.getByRole('dialog', { name: 'Hapus akun selamanya?' }).waitFor();
    await settle(page);
    await page.screenshot({ path: join(SHOTS, 'delete-confirm-390.png') });
    await page.close();
  });
});
