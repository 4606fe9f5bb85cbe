import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectPublic, openAdmin, saveAndWait, useAdminSite } from './support/admin';

const SHOTS = process.env.SCREENSHOT_DIR ?? join(tmpdir(), 'webku-about-shots');
mkdirSync(SHOTS, { recursive: true });

// The spec's two templates keep their sections as they are; the service template shows About us.
const ctx = useAdminSite('Bengkel Las Jaya', { template_selected: 'layanan-jasa' });
const hasAbout = (html: string) => html.includes('id="about"');

describe('"Tentang Kami" on a phone', () => {
  it('the owner writes the text: it shows on the public page with its nav link; cleared, it is gone', async () => {
    const page = await openAdmin(ctx, 'about', 390);
    await page.getByRole('heading', { name: 'Tentang Kami', level: 1 }).waitFor();
    const text = page.getByLabel('Teks', { exact: true });
    await text.waitFor();
    // Generated from the setup form's description, nothing else.
    expect(await text.inputValue()).toBe('Kopi susu gula aren dan manual brew di Bandung.');

    await text.fill('Bengkel las keluarga sejak 2010.\n\nPagar, kanopi dan teralis, dikerjakan rapi.');
    await saveAndWait(page, 'Simpan', /\/api\/admin\/about$/);
    await page.getByText('Tentang Kami tersimpan', { exact: true }).waitFor();
    const html = await expectPublic(ctx, (h) => h.includes('Pagar, kanopi dan teralis'), 'the about text');
    expect(html).toMatch(/<a[^>]*href="#about"[^>]*>Tentang Kami<\/a>/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: join(SHOTS, 'about-editor-390.png'), fullPage: true });

    await text.fill('');
    await page.getByText('tidak tampil di website selama teksnya kosong').waitFor();
    await saveAndWait(page, 'Simpan', /\/api\/admin\/about$/);
    await page.getByText('Tentang Kami tersimpan; bagian ini tersembunyi sampai ada teks').waitFor();
    const hidden = await expectPublic(ctx, (h) => !hasAbout(h), 'no about section');
    expect(hidden).not.toContain('href="#about"');
    expect(hidden).not.toContain('Pagar, kanopi');
    await page.context().close();
  });

  it('an over-long text is refused in the editor in Indonesian, naming the field, and nothing is saved', async () => {
    const before = (await ctx.owner.api.get('/admin/about')).data;
    const page = await openAdmin(ctx, 'about', 1280);
    const text = page.getByLabel('Teks', { exact: true });
    await text.waitFor();
    await text.evaluate((element) => element.removeAttribute('maxlength'));
    await text.fill('a'.repeat(2001));
    await page.getByRole('button', { name: 'Simpan', exact: true }).click();
    await page.getByText('Teks maksimal 2000 karakter').first().waitFor();
    expect((await ctx.owner.api.get('/admin/about')).data).toEqual(before);
    await page.screenshot({ path: join(SHOTS, 'about-editor-1280.png'), fullPage: true });
    await page.context().close();
  });
});
