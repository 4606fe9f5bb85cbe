import { about as aboutSection, type PublicPayload, type WebSettings } from '@webku/contract';
import { eq, oneRowTable } from '@webku/db';
import { describe, expect, it } from 'vitest';
import {
  adminClient,
  expectRejected,
  publicData,
  useOwnerWithSite,
} from '../../../../../tests/support/server/owner-with-site';

const site = useOwnerWithSite();

const about = {
  title: 'Cerita Kami',
  text: 'Kopi Senja lahir di garasi rumah.\n\nSekarang kami menyangrai sendiri setiap Senin.',
  image: '/media/builtin/coffee/hero.svg',
};

describe('admin about section', () => {
  it("starts with no text on the spec's templates: the page is the spec's until the owner writes", async () => {
    const res = await site.api.get('/admin/about');
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ title: 'Tentang Kami', text: null, image: null });
    expect((await publicData(site.t, site.owner.slug)).about_section).toBeNull();
    const html = await (await site.t.api(`/${site.owner.slug}`)).text();
    expect(html).not.toContain('id="about"');
    expect(html).not.toContain('href="#about"');
  });

  it('reads as empty, not 404, for a company that never saved it; PUT creates it', async () => {
    const aboutSections = oneRowTable(aboutSection);
    await site.t.webku.db.delete(aboutSections).where(eq(aboutSections.company_id, site.owner.companyId));
    expect(await site.api.get('/admin/about')).toMatchObject({
      status: 200,
      data: { title: null, text: null, image: null },
    });
    const fresh = await site.t.api(`/api/public/${site.owner.slug}/no-cache-data`);
    expect(((await fresh.json()) as { data: PublicPayload }).data.about_section).toBeNull();
    const saved = await site.api.put('/admin/about', about);
    expect(saved).toMatchObject({ status: 200, data: about });
    expect((await site.api.get('/admin/about')).data).toEqual(about);
  });

  it('shows a save on the public payload and page at once, and hides the section when the text is cleared', async () => {
    await site.api.put('/admin/about', about);
    expect((await publicData(site.t, site.owner.slug)).about_section).toEqual(about);
    const page = async () => (await site.t.api(`/${site.owner.slug}`)).text();
    // Every template shows it once it has text: the coffee template right after the hero, the service
    // template after its locations.
    const coffee = await page();
    expect(coffee).toContain('Sekarang kami menyangrai sendiri setiap Senin.');
    expect(coffee.indexOf('<section id="about"')).toBeGreaterThan(coffee.indexOf('<section class="hero'));
    expect(coffee.indexOf('<section id="about"')).toBeLessThan(coffee.indexOf('<section id="menu"'));
    const { id } = (await site.api.get<WebSettings>('/admin/web-settings')).data;
    await site.api.put(`/admin/web-settings/${id}`, { template_selected: 'layanan-jasa' });
    const services = await page();
    expect(services).toContain('Sekarang kami menyangrai sendiri setiap Senin.');
    expect(services.indexOf('<section id="about"')).toBeGreaterThan(
      services.indexOf('<section id="contact"'),
    );

    const cleared = await site.api.put('/admin/about', { text: '  ' });
    expect(cleared.data).toEqual({ ...about, text: null });
    expect((await publicData(site.t, site.owner.slug)).about_section).toBeNull();
    const html = await page();
    expect(html).not.toContain('Sekarang kami menyangrai');
    expect(html).not.toContain('id="about"');
  });

  it('keeps another company out: each owner reads and writes only their own section', async () => {
    await site.api.put('/admin/about', about);
    const { token } = await site.t.signUp();
    const other = adminClient(site.t, token);
    expect((await other.get('/admin/about')).data).not.toEqual(about);
    expect((await site.api.get('/admin/about')).data).toEqual(about);
  });

  it.each([
    ['text', { text: 'x'.repeat(2001) }],
    ['title', { title: 'x'.repeat(81) }],
    ['image', { image: 'javascript:alert(1)' }],
    ['text', { text: 42 }],
  ])('rejects a bad %s with 422 naming the field and saves nothing', async (field, body) => {
    await site.api.put('/admin/about', about);
    expectRejected(await site.api.put('/admin/about', body), field);
    expect((await site.api.get('/admin/about')).data).toEqual(about);
  });

  it('answers 400 to a body that is not JSON', async () => {
    const res = await site.t.api('/api/admin/about', {
      method: 'PUT',
      token: site.owner.token,
      headers: { 'content-type': 'application/json' },
      body: '{"text":',
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBeTruthy();
  });

  it('answers 401 without a token', async () => {
    const anonymous = adminClient(site.t, undefined);
    expect((await anonymous.get('/admin/about')).status).toBe(401);
    expect((await anonymous.put('/admin/about', about)).status).toBe(401);
  });
});
