import type { PublicPayload, SectionSetting, SectionType } from '@webku/contract';
import { and, eq, sectionSettings } from '@webku/db';
import { describe, expect, it } from 'vitest';
import {
  expectRejected,
  publicData,
  useOwnerWithSite,
} from '../../../../../tests/support/server/owner-with-site';
import { defaultSectionSetting } from '../../site-content/singletons';

const site = useOwnerWithSite();

const SECTIONS: SectionType[] = ['menu', 'merchandise', 'news', 'stores'];
const path = (type: SectionType) => `/admin/${type}/settings`;
const onSite = (site: PublicPayload, type: SectionType) => site[`${type}_section_settings`];
const QR = 'data:image/png;base64,iVBORw0KGgo=';

describe.each(SECTIONS)('admin %s section settings', (type) => {
  it('reads the generated settings', async () => {
    const res = await site.api.get<SectionSetting>(path(type));
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ section_type: type, is_active: true });
    expect(res.data.title).toBeTruthy();
  });

  it('saves title, description and visibility, and the cached public site shows them at once', async () => {
    await publicData(site.t, site.owner.slug);
    const saved = await site.api.put<SectionSetting>(path(type), {
      section_type: type,
      title: `Judul ${type}`,
      description: 'Deskripsi baru',
      is_active: true,
    });
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({
      section_type: type,
      title: `Judul ${type}`,
      description: 'Deskripsi baru',
    });
    expect(onSite(await publicData(site.t, site.owner.slug), type)).toMatchObject({ title: `Judul ${type}` });

    await site.api.put(path(type), { is_active: false });
    expect(onSite(await publicData(site.t, site.owner.slug), type)).toBeNull();
    expect((await site.api.get<SectionSetting>(path(type))).data).toMatchObject({
      is_active: false,
      title: `Judul ${type}`,
    });
    await site.api.put(path(type), { is_active: true });
  });

  it('answers the defaults when the section was never saved, and PUT creates it', async () => {
    await site.t.webku.db
      .delete(sectionSettings)
      .where(
        and(eq(sectionSettings.company_id, site.owner.companyId), eq(sectionSettings.section_type, type)),
      );
    const res = await site.api.get(path(type));
    expect(res.status).toBe(200);
    expect(res.data).toEqual(defaultSectionSetting(type));
    expect(res.data).toMatchObject({ section_type: type, is_active: true, title: null });
    const saved = await site.api.put<SectionSetting>(path(type), { title: 'Dibuat' });
    expect(saved.data).toMatchObject({ title: 'Dibuat', is_active: true });
  });

  it.each([
    ['section_type', { section_type: type === 'news' ? 'menu' : 'news' }],
    ['section_type', { section_type: 'footer' }],
    ['is_active', { is_active: 'ya' }],
    ['title', { title: 'x'.repeat(500) }],
  ])('rejects a bad %s with 422 naming the field', async (field, body) => {
    expectRejected(await site.api.put(path(type), body), field);
  });
});

describe('Google Drive menu link', () => {
  it('is saved with its QR code on the menu section', async () => {
    const saved = await site.api.put<SectionSetting>('/admin/menu/settings', {
      google_drive_menu_url: 'https://drive.google.com/file/d/abc/view',
      google_drive_menu_qr_code: QR,
    });
    expect(saved.data).toMatchObject({
      google_drive_menu_url: 'https://drive.google.com/file/d/abc/view',
      google_drive_menu_qr_code: QR,
    });
    expect((await publicData(site.t, site.owner.slug)).menu_section_settings).toMatchObject({
      google_drive_menu_qr_code: QR,
    });
  });

  it('is ignored on the other sections', async () => {
    const saved = await site.api.put<SectionSetting>('/admin/news/settings', {
      google_drive_menu_url: 'https://drive.google.com/file/d/abc/view',
    });
    expect(saved.data.google_drive_menu_url).toBeNull();
  });

  it.each([
    ['google_drive_menu_url', { google_drive_menu_url: 'javascript:alert(1)' }],
    ['google_drive_menu_qr_code', { google_drive_menu_qr_code: 'data:text/html;base64,PHNjcmlwdD4=' }],
  ])('rejects a bad %s with 422', async (field, body) => {
    expectRejected(await site.api.put('/admin/menu/settings', body), field);
  });
});
