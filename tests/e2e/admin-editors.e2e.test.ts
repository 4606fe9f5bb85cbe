import { describe, expect, it } from 'vitest';
import { expectPublic, openAdmin, saveAndWait, useAdminSite } from './support/admin';

const ctx = useAdminSite('Kopi Editor');

describe('single-record editors show on the public page right after saving', () => {
  it('hero: a new tagline', async () => {
    const page = await openAdmin(ctx, 'hero');
    const tagline = page.getByLabel('Tagline', { exact: true });
    await tagline.waitFor();
    await tagline.fill('Kopi pagi yang bikin semangat kerja');
    await saveAndWait(page, 'Save Changes', /\/api\/admin\/hero$/);
    await expectPublic(ctx, (html) => html.includes('Kopi pagi yang bikin semangat kerja'), 'the tagline');
    await page.context().close();
  });

  it('footer: a new phone number', async () => {
    const page = await openAdmin(ctx, 'footer');
    const phone = page.getByLabel('Telepon', { exact: true });
    await phone.waitFor();
    await phone.fill('0812-3456-7890');
    await saveAndWait(page, 'Simpan Perubahan', /\/api\/admin\/footer$/);
    await expectPublic(ctx, (html) => html.includes('0812-3456-7890'), 'the phone');
    await page.context().close();
  });

  it('web settings: updating the existing record changes the <title>', async () => {
    const before = await ctx.owner.api.get<{ id: number } | null>('/admin/web-settings');
    expect(before.data?.id).toBeTruthy();
    const page = await openAdmin(ctx, 'web-settings');
    const title = page.getByLabel('Judul Website', { exact: true });
    await title.waitFor();
    await title.fill('Kopi Editor — Kedai Kopi Bandung');
    await saveAndWait(page, 'Save Settings', /\/api\/admin\/web-settings/);
    await expectPublic(
      ctx,
      (html) => /<title>Kopi Editor — Kedai Kopi Bandung/.test(html),
      'the new <title>',
    );
    const after = await ctx.owner.api.get<{ id: number } | null>('/admin/web-settings');
    expect(after.data?.id).toBe(before.data?.id);
    await page.context().close();
  });

  it('web settings: the legal tab replaces an old generated policy with the standard texts', async () => {
    const record = await ctx.owner.api.get<Record<string, unknown> & { id: number }>('/admin/web-settings');
    const { id, company_id: _company, created_at: _created, updated_at: _updated, ...fields } = record.data;
    const old = '<p>Situs ini menggunakan cookie yang diperlukan. Pesanan dibayar lunas di muka.</p>';
    await ctx.owner.api.put(`/admin/web-settings/${id}`, { ...fields, privacy_policy: old });
    const policy = async () => (await fetch(`${ctx.t.url}/${ctx.owner.slug}/privacy-policy`)).text();
    await expect.poll(policy).toContain('dibayar lunas di muka');

    const page = await openAdmin(ctx, 'web-settings');
    await page.getByRole('tab', { name: 'Legal' }).click();
    await page.getByRole('button', { name: 'Pakai teks standar' }).click();
    await page
      .getByRole('dialog', { name: 'Pakai teks standar?' })
      .getByRole('button', { name: 'Ganti teks' })
      .click();
    await page.getByText('Teks standar sudah dimasukkan').waitFor();
    await saveAndWait(page, 'Save Settings', /\/api\/admin\/web-settings/);
    await expect.poll(policy).toContain('Kunjungan ke situs ini dihitung tanpa cookie.');
    expect(await policy()).not.toContain('dibayar lunas di muka');
    await page.context().close();
  });

  it('section settings: switching merchandise off hides the section', async () => {
    const merch = (html: string) => /id="merchandise"/.test(html);
    expect(merch(await expectPublic(ctx, merch, 'the merchandise section'))).toBe(true);
    const page = await openAdmin(ctx, 'section-settings');
    await page.getByRole('tab', { name: 'Merchandise Section' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Merchandise Section' });
    const visible = panel.getByRole('switch', { name: 'Section Visible' });
    await expect.poll(() => visible.getAttribute('aria-checked')).toBe('true');
    await visible.click();
    await expect.poll(() => visible.getAttribute('aria-checked')).toBe('false');
    const answer = page.waitForResponse((res) => /merchandise\/settings/.test(res.url()));
    await panel.getByRole('button', { name: 'Save Settings' }).click();
    expect((await answer).status()).toBeLessThan(300);
    await expectPublic(ctx, (html) => !merch(html), 'no merchandise section');
    await page.context().close();
  });
});
