import { describe, expect, it } from 'vitest';
import { useAdminSite } from './support/admin';
import { ADMIN_FIRST_SCREEN_BUDGET_KB, kilobytes, openDashboardCounted } from './support/script-weight';

const ctx = useAdminSite('Kopi Ringan');

// Measured in Chromium, not timed: the compressed bytes of every script the signed-in dashboard fetches.
describe('the admin’s first screen on a phone', () => {
  it(`fetches at most ${ADMIN_FIRST_SCREEN_BUDGET_KB} KB of compressed JavaScript, no editor among it`, async () => {
    const adminUrl = `${ctx.t.url}/${ctx.owner.slug}/admin`;
    const { page, scripts } = await openDashboardCounted(ctx.browser, adminUrl, ctx.owner.token, 390);
    const first = await scripts.weight();
    const list = first.files.map((file) => `${file.path} ${file.bytes}`).join('\n');
    expect(kilobytes(first.bytes), list).toBeLessThanOrEqual(ADMIN_FIRST_SCREEN_BUDGET_KB);
    expect(first.files.map((file) => file.path).join(' ')).not.toMatch(/menu-page|rich-text-editor|quill/);

    // The Menu editor's code arrives when the owner opens it.
    const before = scripts.mark();
    await page.getByRole('button', { name: 'Buka menu admin' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Menu', exact: true }).click();
    await page.getByRole('heading', { name: 'Menu', level: 1 }).waitFor();
    const opened = await scripts.weight(before);
    expect(opened.files.map((file) => file.path).join(' ')).toMatch(/menu-page/);
    await page.context().close();
  });
});
