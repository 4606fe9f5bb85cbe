import { eq, newsArticles, webSettings } from '@webku/db';
import { describe, expect, it } from 'vitest';
import { dialog, openAdmin, useAdminSite } from './support/admin';

const ctx = useAdminSite('Kopi Batas');
const SHOTS = process.env.SHOTS_DIR;

// Text past the rich-text limits comes from a backup or from before the limits: the editor says so,
// and an over-limit edit is refused in the form with the contract's message before any request.
describe('rich-text limits in the admin editors', () => {
  it('the legal tab shows the limits, warns about a flagged text and refuses an over-limit edit', async () => {
    await ctx.t.webku.db
      .update(webSettings)
      .set({ terms_and_conditions_over_limits: true })
      .where(eq(webSettings.company_id, ctx.owner.companyId));
    for (const width of [390, 1280]) {
      const page = await openAdmin(ctx, 'web-settings', width);
      await page.getByRole('tab', { name: 'Legal' }).click();
      const notes = page.getByRole('note');
      await notes.first().waitFor();
      expect(await notes.count()).toBe(1);
      expect(await notes.first().innerText()).toContain('Teks yang tersimpan melebihi batas');
      expect(await page.getByText('Maksimal 100.000 karakter termasuk format').count()).toBe(2);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/legal-${width}.png`, fullPage: true });
      await page.context().close();
    }

    const page = await openAdmin(ctx, 'web-settings');
    await page.getByRole('tab', { name: 'Legal' }).click();
    const editor = page.getByRole('textbox', { name: 'Syarat dan Ketentuan' });
    await editor.waitFor();
    // 2,600 paragraphs: 5,200 tags, past the tag limit (the editor itself never nests deeper than a few).
    await editor.evaluate((element) => {
      element.innerHTML = '<p>Pasal</p>'.repeat(2_600);
    });
    await editor.press('End');
    await page.keyboard.type(' baru');
    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET' && request.url().includes('/api/admin/web-settings'))
        writes.push(request.url());
    });
    await page.getByRole('button', { name: 'Save Settings', exact: true }).click();
    await page.getByText('Syarat dan ketentuan: maksimal 5.000 tag format').waitFor();
    expect(writes).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/legal-refused-1280.png` });
    await page.context().close();
  });

  it('the news dialog warns about a flagged article', async () => {
    await ctx.t.webku.db
      .update(newsArticles)
      .set({ content_over_limits: true })
      .where(eq(newsArticles.company_id, ctx.owner.companyId));
    const page = await openAdmin(ctx, 'news', 390);
    await page
      .getByRole('button', { name: /^Ubah / })
      .first()
      .click();
    const edit = dialog(page, 'Ubah artikel');
    await edit.getByRole('note').waitFor();
    expect(await edit.getByRole('note').innerText()).toContain('Semua katanya tetap tersimpan');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/news-390.png`, fullPage: true });
    await page.context().close();
  });
});
