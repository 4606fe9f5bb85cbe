import { eq, heroSections } from '@webku/db';
import { describe, expect, it } from 'vitest';
import {
  adminClient,
  expectRejected,
  publicData,
  useOwnerWithSite,
} from '../../../../../tests/support/server/owner-with-site';

const site = useOwnerWithSite();

const hero = {
  background_image: 'https://images.example.id/hero.jpg',
  logo: '/uploads/logo.png',
  shop_name: 'Kopi Senja',
  sub_name: 'Sejak 2015',
  tagline: 'Kopi susu gula aren terbaik di Bandung',
  cta_text: 'Lihat Menu',
  cta_link: '#menu',
};

describe('admin hero', () => {
  it('reads the generated hero section', async () => {
    const res = await site.api.get('/admin/hero');
    expect(res.status).toBe(200);
    expect(res.data.shop_name).toBe('Kopi Senja');
    expect(res.data).not.toHaveProperty('company_id');
  });

  it('answers 404 Bagian hero tidak ditemukan when the company has none, and PUT creates it', async () => {
    await site.t.webku.db.delete(heroSections).where(eq(heroSections.company_id, site.owner.companyId));
    const missing = await site.api.get('/admin/hero');
    expect(missing).toMatchObject({ status: 404, message: 'Bagian hero tidak ditemukan' });

    const saved = await site.api.put('/admin/hero', hero);
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject(hero);
    expect((await site.api.get('/admin/hero')).data).toMatchObject(hero);
  });

  it('updates the hero, keeping fields the body leaves out, and shows it on the public site at once', async () => {
    await site.api.put('/admin/hero', hero);
    await publicData(site.t, site.owner.slug);
    const saved = await site.api.put('/admin/hero', { tagline: 'Baru: es kopi pandan', cta_link: null });
    expect(saved.data).toMatchObject({ ...hero, tagline: 'Baru: es kopi pandan', cta_link: null });
    const payload = await publicData(site.t, site.owner.slug);
    expect(payload.hero_section).toMatchObject({ tagline: 'Baru: es kopi pandan', cta_link: null });
  });

  it('serves the saved tagline on the very next page view, with its cached page dropped', async () => {
    const page = () => site.t.api(`/${site.owner.slug}`, { headers: { 'accept-encoding': 'br' } });
    const before = await page();
    expect(await before.text()).not.toContain('Es kopi pandan datang');
    expect((await page()).headers.get('etag')).toBe(before.headers.get('etag'));
    expect((await site.api.put('/admin/hero', { tagline: 'Es kopi pandan datang' })).status).toBe(200);
    const after = await page();
    expect(after.headers.get('content-encoding')).toBe('br');
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    expect(await after.text()).toContain('Es kopi pandan datang');
  });

  it('saves a button link typed without https:// as an https link', async () => {
    const saved = await site.api.put('/admin/hero', { cta_link: 'www.tokopedia.com/rotimangujang' });
    expect(saved.data.cta_link).toBe('https://www.tokopedia.com/rotimangujang');
    expect((await publicData(site.t, site.owner.slug)).hero_section?.cta_link).toBe(
      'https://www.tokopedia.com/rotimangujang',
    );
  });

  it.each([
    ['cta_link', { cta_link: 'javascript:alert(1)' }],
    ['cta_link', { cta_link: 'data:text/html,<script>x.com' }],
    ['background_image', { background_image: 'ftp://images.example.id/a.jpg' }],
    ['logo', { logo: '//evil.example/logo.png' }],
    ['shop_name', { shop_name: 'x'.repeat(500) }],
  ])('rejects a bad %s with 422 naming the field and saves nothing', async (field, body) => {
    const before = (await site.api.get('/admin/hero')).data;
    expectRejected(await site.api.put('/admin/hero', body), field);
    expect((await site.api.get('/admin/hero')).data).toEqual(before);
  });

  it('answers 401 without a token', async () => {
    const anonymous = adminClient(site.t, undefined);
    expect((await anonymous.get('/admin/hero')).status).toBe(401);
    expect((await anonymous.put('/admin/hero', hero)).status).toBe(401);
  });
});
