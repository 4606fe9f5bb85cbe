import { eq, footerSettings } from '@webku/db';
import { describe, expect, it } from 'vitest';
import {
  expectRejected,
  publicData,
  useOwnerWithSite,
} from '../../../../../tests/support/server/owner-with-site';

const site = useOwnerWithSite();

const footer = {
  shop_name: 'Kopi Senja',
  tagline: 'Ngopi sore di Bandung',
  instagram_url: 'https://instagram.com/kopisenja',
  facebook_url: null,
  tiktok_url: 'https://www.tiktok.com/@kopisenja',
  address: 'Jl. Braga 12, Bandung',
  phone: '+62 812 3456 7890',
  email: 'halo@kopisenja.id',
  copyright_year: '2019-2025',
  copyright_text: 'Hak cipta dilindungi',
};

describe('admin footer', () => {
  it('reads the generated footer with its id', async () => {
    const res = await site.api.get('/admin/footer');
    expect(res.status).toBe(200);
    expect(res.data.id).toEqual(expect.any(Number));
    expect(res.data).not.toHaveProperty('company_id');
  });

  it('answers 409 to a POST while a footer exists', async () => {
    const res = await site.api.post('/admin/footer', footer);
    expect(res).toMatchObject({ status: 409, message: 'Pengaturan footer sudah ada' });
  });

  it('updates the footer with PUT and shows it on the cached public site at once', async () => {
    await publicData(site.t, site.owner.slug);
    const res = await site.api.put('/admin/footer', footer);
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject(footer);
    expect((await site.api.get('/admin/footer')).data).toMatchObject(footer);
    expect((await publicData(site.t, site.owner.slug)).footer_settings).toMatchObject(footer);
  });

  it('answers a body with no known field with the stored footer unchanged', async () => {
    const before = (await site.api.get('/admin/footer')).data;
    for (const body of [{}, { unknown_field: 'x' }]) {
      expect(await site.api.put('/admin/footer', body)).toMatchObject({ status: 200, data: before });
    }
    expect((await site.api.get('/admin/footer')).data).toEqual(before);
  });

  it('stores a numeric copyright year as text', async () => {
    expect((await site.api.put('/admin/footer', { copyright_year: 2025 })).data.copyright_year).toBe('2025');
  });

  it('saves a social address typed without https:// as an https link, also on the public site', async () => {
    const res = await site.api.put('/admin/footer', { instagram_url: 'instagram.com/rotimangujang' });
    expect(res.data.instagram_url).toBe('https://instagram.com/rotimangujang');
    expect((await publicData(site.t, site.owner.slug)).footer_settings?.instagram_url).toBe(
      'https://instagram.com/rotimangujang',
    );
  });

  it('answers 404 when there is no footer, and POST then creates it with 201', async () => {
    await site.t.webku.db.delete(footerSettings).where(eq(footerSettings.company_id, site.owner.companyId));
    expect(await site.api.get('/admin/footer')).toMatchObject({
      status: 404,
      message: 'Pengaturan footer tidak ditemukan',
    });
    expect((await site.api.put('/admin/footer', footer)).status).toBe(404);
    expect((await site.api.put('/admin/footer', {})).status).toBe(404);
    const created = await site.api.post('/admin/footer', footer);
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({ ...footer, id: expect.any(Number) });
    expect((await publicData(site.t, site.owner.slug)).footer_settings).toMatchObject(footer);
  });

  it.each([
    ['email', { email: 'halo@' }],
    ['email', { email: 'bukan email' }],
    ['instagram_url', { instagram_url: 'javascript:alert(1)' }],
    ['facebook_url', { facebook_url: 'facebook kopisenja' }],
    ['tiktok_url', { tiktok_url: 'data:text/html,x.com' }],
    ['instagram_url', { instagram_url: 'kopi.senja' }],
    ['facebook_url', { facebook_url: 'instagram.com/kopisenja' }],
    ['phone', { phone: '0'.repeat(100) }],
    ['phone', { phone: 'abc' }],
    ['copyright_year', { copyright_year: '20266' }],
  ])('rejects a bad %s with 422 naming the field and saves nothing', async (field, body) => {
    const before = (await site.api.get('/admin/footer')).data;
    expectRejected(await site.api.put('/admin/footer', body), field);
    expect((await site.api.get('/admin/footer')).data).toEqual(before);
  });
});
