import { eq, webSettings } from '@webku/db';
import { describe, expect, it } from 'vitest';
import { siteChanged } from '../support/server/site-changed';
import { openAdmin, saveAndWait, useAdminSite } from './support/admin';

const ctx = useAdminSite('Kopi Baru');

describe('web settings that do not exist yet', () => {
  it('opens an empty form on the 404, creates the record on save, then updates that same record', async () => {
    await ctx.t.webku.db.delete(webSettings).where(eq(webSettings.company_id, ctx.owner.companyId));
    await siteChanged(ctx.t.webku, ctx.owner.companyId);

    const page = await openAdmin(ctx, 'web-settings');
    const title = page.getByLabel('Judul Website', { exact: true });
    await title.waitFor();
    expect(await title.inputValue()).toBe('');
    // A 404 is not a failure here: no 'Failed to load web settings' toast.
    expect(await page.getByText('Failed to load web settings').count()).toBe(0);

    await title.fill('Kopi Baru — Dibuat dari Nol');
    const created = await saveAndWait(page, 'Save Settings', /\/api\/admin\/web-settings$/);
    expect(created.request().method()).toBe('POST');
    await page.getByText('Web settings saved successfully!').waitFor();
    const [row] = await ctx.t.webku.db
      .select()
      .from(webSettings)
      .where(eq(webSettings.company_id, ctx.owner.companyId));
    expect(row?.website_title).toBe('Kopi Baru — Dibuat dari Nol');

    await title.fill('Kopi Baru — Diperbarui');
    const updated = await saveAndWait(page, 'Save Settings', /\/api\/admin\/web-settings\/\d+$/);
    expect(updated.request().method()).toBe('PUT');
    expect(new URL(updated.url()).pathname).toBe(`/api/admin/web-settings/${row!.id}`);
    const html = await (await fetch(`${ctx.t.url}/${ctx.owner.slug}`)).text();
    expect(html).toContain('<title>Kopi Baru — Diperbarui');
    await page.context().close();
  });
});
