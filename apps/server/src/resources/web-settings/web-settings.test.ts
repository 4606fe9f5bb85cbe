import type { WebSettings } from '@webku/contract';
import { eq, webSettings } from '@webku/db';
import { describe, expect, it } from 'vitest';
import {
  expectRejected,
  publicData,
  useOwnerWithSite,
} from '../../../../../tests/support/server/owner-with-site';
import {
  EDITOR_HTML,
  expectEditorMarkupKept,
  expectHostileMarkupGone,
  HOSTILE_HTML,
} from '../../../../../tests/support/server/rich-text-samples';

const site = useOwnerWithSite();

const get = () => site.api.get<WebSettings>('/admin/web-settings');
const put = (id: number, body: Record<string, unknown>) =>
  site.api.put<WebSettings>(`/admin/web-settings/${id}`, body);

const settings = {
  website_title: 'Kopi Senja',
  website_description: 'Kedai kopi di Bandung',
  meta_keywords: 'kopi, bandung',
  og_image: 'https://images.example.id/og.jpg',
  navigation_menu_text: 'Menu Kami',
  template_selected: 'classic-website',
  title_text_font_family: 'Playfair Display, serif',
};

describe('admin web settings', () => {
  it("offers today's standard legal pages for the caller's company, without saving them", async () => {
    const before = (await get()).data;
    const res = await site.api.get<{ terms_and_conditions: string; privacy_policy: string }>(
      '/admin/web-settings/legal-template',
    );
    expect(res.status).toBe(200);
    const name = (await publicData(site.t, site.owner.slug)).company.name;
    expect(res.data.terms_and_conditions).toContain(`${name} adalah usaha`);
    expect(res.data.privacy_policy).toContain('Kunjungan ke situs ini dihitung tanpa cookie.');
    expect(res.data.privacy_policy).not.toContain('cookie yang diperlukan');
    expect((await get()).data).toEqual(before);
  });

  it('reads the generated settings with their id', async () => {
    const res = await get();
    expect(res.status).toBe(200);
    expect(res.data.id).toEqual(expect.any(Number));
    expect(res.data.template_selected).toBe('minimalis-coffee-shop');
    expect(res.data).not.toHaveProperty('company_id');
  });

  it('answers 409 to a POST while settings exist', async () => {
    expect(await site.api.post('/admin/web-settings', settings)).toMatchObject({
      status: 409,
      message: 'Pengaturan website sudah ada',
    });
  });

  it('updates by id and shows the change on the cached public site at once', async () => {
    const { id } = (await get()).data;
    await publicData(site.t, site.owner.slug);
    const res = await put(id, settings);
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ ...settings, id });
    expect((await publicData(site.t, site.owner.slug)).web_settings).toMatchObject(settings);
  });

  it('answers 404 for an id that is not the caller’s record', async () => {
    const { id } = (await get()).data;
    expect(await put(id + 1000, settings)).toMatchObject({
      status: 404,
      message: 'Pengaturan website tidak ditemukan',
    });
  });

  it('answers a body with no known field with the stored settings unchanged, and 404 for another id', async () => {
    const before = (await get()).data;
    for (const body of [{}, { unknown_field: 'x' }]) {
      expect(await put(before.id, body)).toMatchObject({ status: 200, data: before });
    }
    expect(await put(before.id + 1000, {})).toMatchObject({
      status: 404,
      message: 'Pengaturan website tidak ditemukan',
    });
    expect((await get()).data).toEqual(before);
  });

  it('keeps the editor formatting in terms and privacy policy', async () => {
    const { id } = (await get()).data;
    const res = await put(id, { terms_and_conditions: EDITOR_HTML, privacy_policy: EDITOR_HTML });
    expectEditorMarkupKept(res.data.terms_and_conditions);
    expectEditorMarkupKept(res.data.privacy_policy);
  });

  it('strips scripts, handlers, javascript: URLs, iframes and styles from terms and privacy policy', async () => {
    const { id } = (await get()).data;
    const res = await put(id, { terms_and_conditions: HOSTILE_HTML, privacy_policy: HOSTILE_HTML });
    expectHostileMarkupGone(res.data.terms_and_conditions);
    expectHostileMarkupGone(res.data.privacy_policy);
    expect((await get()).data.terms_and_conditions).toBe(res.data.terms_and_conditions);
  });

  it.each([
    ['template_selected', { template_selected: 'neon' }],
    ['title_text_font_family', { title_text_font_family: 'Comic Sans MS' }],
    ['og_image', { og_image: 'javascript:alert(1)' }],
    ['favicon_icon_file', { favicon_icon_file: 'ftp://x.id/f.ico' }],
    ['website_title', { website_title: 'x'.repeat(500) }],
  ])('rejects a bad %s with 422 naming the field', async (field, body) => {
    const { id } = (await get()).data;
    expectRejected(await put(id, body), field);
  });

  it('answers 404 Pengaturan website tidak ditemukan when none exist, and POST creates them with defaults', async () => {
    await site.t.webku.db.delete(webSettings).where(eq(webSettings.company_id, site.owner.companyId));
    expect(await get()).toMatchObject({ status: 404, message: 'Pengaturan website tidak ditemukan' });
    const created = await site.api.post<WebSettings>('/admin/web-settings', {
      website_title: 'Baru',
      privacy_policy: '<p>ok</p><script>x</script>',
    });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({
      id: expect.any(Number),
      website_title: 'Baru',
      template_selected: 'minimalis-coffee-shop',
      title_text_font_family: 'Comfortaa, sans-serif',
      privacy_policy: '<p>ok</p>',
    });
    expect((await get()).data.id).toBe(created.data.id);
    expect((await publicData(site.t, site.owner.slug)).web_settings).toMatchObject({ website_title: 'Baru' });
  });
});
