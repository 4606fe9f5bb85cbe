import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dialog, openAdmin, useAdminSite } from './support/admin';

const ctx = useAdminSite('Kopi Toast');

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('element has no box');
  return found;
}

// A failing save keeps the dialog open and shows an error toast next to it.
async function failNext(page: Page, pattern: RegExp, method: string) {
  await page.route(pattern, (route) =>
    route.request().method() === method
      ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Server sibuk"}' })
      : route.fallback(),
  );
}

async function expectToastClearOf(page: Page, targets: Locator[]) {
  const toast = page.locator('[data-toast]').first();
  await toast.waitFor();
  // The toast fades in; measure where it comes to rest.
  await page.waitForTimeout(600);
  const toastBox = await box(toast);
  for (const target of targets)
    expect(overlaps(toastBox, await box(target)), (await target.textContent()) ?? '').toBe(false);
}

describe('on a phone, toasts never cover a dialog’s actions', () => {
  it('at 390 px: the merchandise dialog’s Simpan and the delete confirmation stay visible', async () => {
    const page = await openAdmin(ctx, 'merchandise', 390);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Tambah merchandise' }).first().click();
    const add = dialog(page, 'Tambah merchandise');
    await add.getByLabel('Nama', { exact: true }).fill('Tumbler Toast');
    await failNext(page, /\/api\/admin\/merchandise$/, 'POST');
    await add.getByRole('button', { name: 'Simpan' }).click();
    await expectToastClearOf(page, [
      add.getByRole('button', { name: 'Simpan' }),
      add.getByRole('button', { name: 'Batal' }),
    ]);
    await page.screenshot({ path: '/work/notes/shots/h-ownerux/toast-over-dialog-390.png' });

    // Saved for real: the "saved" toast is still up when the owner opens a delete confirmation right after.
    await page.unrouteAll();
    await add.getByRole('button', { name: 'Simpan' }).click();
    await add.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Hapus Tumbler Toast' }).first().click();
    const confirm = dialog(page, 'Hapus merchandise?');
    await expectToastClearOf(page, [
      confirm.getByRole('button', { name: 'Hapus' }),
      confirm.getByRole('button', { name: 'Batal' }),
      confirm.getByText('This action cannot be undone.'),
    ]);
    await page.screenshot({ path: '/work/notes/shots/h-ownerux/toast-over-confirm-390.png' });
    await page.context().close();
  });
});
