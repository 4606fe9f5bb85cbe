import type { Template } from '@webku/contract';
import { eq, heroSections, plans, subscriptions, webSettings } from '@webku/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteChanged } from '../../../../../tests/support/server/site-changed';
import { startTestServer, type TestServer } from '../../../../../tests/support/server/test-server';

let t: TestServer;
let companyId: number;

beforeAll(async () => {
  t = await startTestServer();
  const { token } = await t.signUp();
  const res = await t.api('/api/admin/template-data-dummies/generate', {
    method: 'POST',
    token,
    json: {
      brand_name: 'Kopi Lereng',
      business_type: 'Kedai kopi',
      web_language: 'indonesia',
      template_selected: 'minimalis-coffee-shop',
      short_description: 'Kopi arabika dari lereng Gunung Merapi.',
    },
  });
  companyId = ((await res.json()) as { data: { company: { id: number } } }).data.company.id;
  await t.webku.runner.drain();
});
afterAll(() => t.close());

const get = (path: string, headers: Record<string, string> = {}) => t.api(path, { headers });

describe('server-rendered public site', () => {
  it('renders the home page in Mode B with a complete head and cache headers', async () => {
    const res = await get('/kopi-lereng');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
    );
    const html = await res.text();
    expect(html).toMatch(/^<!DOCTYPE html>/i);
    expect(html).toContain('<html lang="id"');
    expect(html).toContain('Kopi Lereng');
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/kopi-lereng"/);
    expect(html).toContain('application/ld+json');
    expect(html).toMatch(/<script[^>]+src="\/_site\/enhance\.js\?v=[\w-]+"/);
  });

  it('answers 304 to a matching If-None-Match and serves gzip when asked', async () => {
    const first = await get('/kopi-lereng');
    const etag = first.headers.get('etag')!;
    expect((await get('/kopi-lereng', { 'if-none-match': etag })).status).toBe(304);
    const zipped = await fetch(`${t.url}/kopi-lereng`, { headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toBe('Accept-Encoding');
  });

  it('serves the policy pages under the slug', async () => {
    const res = await get('/kopi-lereng/privacy-policy');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('href="/kopi-lereng#menu"');
  });

  it('answers Company Not Found and Page Not Found with 404', async () => {
    const unknown = await get('/belum-ada-toko');
    expect(unknown.status).toBe(404);
    // No site to take the language from: the visitor's browser decides, Indonesian by default.
    const page = await unknown.text();
    expect(page).toContain('<html lang="id"');
    expect(page).toContain('Tidak ada website di alamat ini');
    expect(unknown.headers.get('vary')).toContain('Accept-Language');
    const english = await fetch(`${t.url}/belum-ada-toko`, {
      headers: { 'accept-language': 'en-GB,en;q=0.9,id;q=0.5' },
    });
    expect(await english.text()).toContain('There is no website at this address');
    const missing = await get('/kopi-lereng/halaman-lain');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Page Not Found');
  });

  it('leaves the admin and the product screens to the admin app', async () => {
    for (const path of ['/kopi-lereng/admin', '/kopi-lereng/admin/hero', '/onboarding', '/']) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).not.toContain('Company Not Found');
    }
  });

  it('answers 404, not the admin shell, for a missing build asset', async () => {
    const res = await get('/assets/index-missing.js');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
  });

  it('serves the site at / on the company subdomain (Mode A)', async () => {
    const res = await t.getAs('kopi-lereng.localhost', '/');
    expect(res.status).toBe(200);
    expect(res.text).toContain('Kopi Lereng');
    expect(res.text).toContain('href="#menu"');
    const policy = await t.getAs('kopi-lereng.localhost', '/terms-and-conditions');
    expect(policy.text).toContain('href="/#menu"');
    const admin = await t.getAs('kopi-lereng.localhost', '/admin');
    expect(admin.text).toContain('<meta name="webku-mode" content="A">');
    expect((await t.getAs('tidak-ada.localhost', '/')).status).toBe(404);
  });

  it('serves a custom domain only while its hosting is active, with the canonical link on it', async () => {
    expect((await t.getAs('kopilereng.com', '/')).status).toBe(404);
    const [plan] = await t.webku.db.insert(plans).values({ name: 'Tahunan', price: 300000 }).returning();
    await t.webku.db.insert(subscriptions).values({
      company_id: companyId,
      plan_id: plan!.id,
      status: 'active',
      domain_url: 'kopilereng.com',
      is_dns_pointed: true,
      valid_from: new Date(),
      valid_until: new Date(Date.now() + 86_400_000),
    });
    await siteChanged(t.webku, companyId);
    const res = await t.getAs('www.kopilereng.com', '/');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<link rel="canonical" href="https://kopilereng.com"');
    const robots = await t.getAs('kopilereng.com', '/robots.txt');
    expect(robots.text).toContain('Sitemap: https://kopilereng.com/sitemap.xml');
    await t.webku.db.delete(subscriptions).where(eq(subscriptions.company_id, companyId));
    await siteChanged(t.webku, companyId);
  });

  it('keeps one cached page per company and own host, whatever Host headers visitors send', async () => {
    const first = await get('/kopi-lereng');
    expect(first.status, first.headers.get('location') ?? '').toBe(200);
    expect((await t.getAs('kopi-lereng.localhost', '/')).status).toBe(200);
    const before = t.webku.pages.size;
    const hosts = Array.from({ length: 150 }, (_, i) => [
      `10.${i}.0.1`,
      `10.${i}.0.1:8080`,
      `penyerang-${i}.example`,
      `tiruan-${i}.localhost`,
    ]).flat();
    for (const host of hosts) {
      const res = await t.getAs(host, host.includes('.localhost') ? '/' : '/kopi-lereng');
      expect(res.status, host).toBeLessThan(500);
      expect(res.text, host).not.toContain(host.split(':')[0]);
      if (/^10\./.test(host)) expect(res.text, host).toContain('Kopi Lereng');
    }
    expect(t.webku.pages.size).toBe(before);
  });

  it('builds every absolute URL from the configured base, never from the Host header', async () => {
    const res = await t.getAs('203.0.113.66:4443', '/kopi-lereng');
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('203.0.113.66');
    expect(res.text).toContain(`<link rel="canonical" href="${t.url}/kopi-lereng"`);
    expect(res.text).toContain(`<meta property="og:image" content="${t.url}/`);
    expect(res.text).toContain(`"url":"${t.url}/kopi-lereng"`);
    const sitemap = await t.getAs('203.0.113.66', '/kopi-lereng/sitemap.xml');
    expect(sitemap.text).toContain(`<loc>${t.url}/kopi-lereng</loc>`);
    expect(sitemap.text).not.toContain('203.0.113.66');
    const sub = await t.getAs('kopi-lereng.localhost:1', '/');
    const port = new URL(t.url).port;
    expect(sub.text).toContain(`"url":"http://kopi-lereng.localhost:${port}/"`);
    expect(sub.text).not.toContain('kopi-lereng.localhost:1"');
  });

  it('refuses a malformed Host header with 400, never a 500', async () => {
    for (const host of ['999.999.999.999', '1.2.3.256', 'a..b', `${'a'.repeat(64)}.com`, '-x.com']) {
      for (const path of ['/kopi-lereng', '/', '/api/public/kopi-lereng/data']) {
        const res = await t.getAs(host, path);
        expect(res.status, `${host} ${path}`).toBe(400);
        expect(JSON.parse(res.text).message).toContain('Host');
      }
    }
  });

  it("answers /favicon.ico with the platform's icon, and on a company's host with the company's", async () => {
    const platform = await t.api('/favicon.ico', { redirect: 'manual' });
    expect(platform.status).toBe(302);
    expect(platform.headers.get('location')).toBe('/favicon.svg');
    expect((await get('/favicon.svg')).status).toBe(200);

    const host = 'kopi-lereng.localhost';
    const own = await t.getAs(host, '/favicon.ico');
    expect(own.status).toBe(302);
    expect(own.headers.location).toBe('/media/builtin/coffee/favicon.svg');
    expect((await t.getAs(host, own.headers.location!)).status).toBe(200);

    // Without a stored icon, the built-in letter icon the pages show, sent as SVG.
    await t.webku.db
      .update(webSettings)
      .set({ favicon_icon_file: null })
      .where(eq(webSettings.company_id, companyId));
    await siteChanged(t.webku, companyId);
    const letter = await t.getAs(host, '/favicon.ico');
    expect(letter.status).toBe(200);
    expect(letter.headers['content-type']).toBe('image/svg+xml');
    expect(letter.text).toMatch(/^<svg [^>]*>.*>K<\/text><\/svg>$/);
  });

  it('lists the home and policy pages in the sitemap', async () => {
    const xml = await (await get('/kopi-lereng/sitemap.xml')).text();
    expect(xml).toContain('<loc>http://localhost:');
    expect(xml).toContain('/kopi-lereng/privacy-policy</loc>');
    expect(xml).toContain('/kopi-lereng/terms-and-conditions</loc>');
  });

  it('shows a change right after the write that made it (the cached page is re-rendered)', async () => {
    const before = await get('/kopi-lereng');
    await before.text();
    await t.webku.db
      .update(heroSections)
      .set({ tagline: 'Tagline baru dari admin' })
      .where(eq(heroSections.company_id, companyId));
    const stale = await (await get('/kopi-lereng')).text();
    expect(stale).not.toContain('Tagline baru dari admin');
    await siteChanged(t.webku, companyId);
    const fresh = await get('/kopi-lereng');
    expect(fresh.headers.get('etag')).not.toBe(before.headers.get('etag'));
    expect(await fresh.text()).toContain('Tagline baru dari admin');
  });

  it('shows Template Not Found for an unknown template value', async () => {
    await t.webku.db
      .update(webSettings)
      // A row from before the enum (a value the column type no longer admits).
      .set({ template_selected: 'neon-nightclub' as Template })
      .where(eq(webSettings.company_id, companyId));
    await siteChanged(t.webku, companyId);
    const res = await get('/kopi-lereng');
    expect(await res.text()).toContain('Template Not Found');
    await t.webku.db
      .update(webSettings)
      .set({ template_selected: 'minimalis-coffee-shop' })
      .where(eq(webSettings.company_id, companyId));
    await siteChanged(t.webku, companyId);
  });
});
