import { eq, menuCategories, newsArticles, sectionSettings } from '@webku/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
      brand_name: 'Warung Bu Tini',
      business_type: 'Warung makan',
      web_language: 'indonesia',
      template_selected: 'classic-website',
      short_description: 'Masakan rumahan khas Jawa Tengah sejak 1998.',
    },
  });
  companyId = ((await res.json()) as { data: { company: { id: number } } }).data.company.id;
  await t.webku.runner.drain();
});
afterAll(() => t.close());

type Payload = {
  company: { name: string; slug: string };
  menu_categories: { id: number; name: string }[];
  news_articles: { id: number }[];
  news_section_settings: unknown;
};
const read = async (path: string, init?: RequestInit) => {
  const res = await t.api(path, init);
  return { res, body: res.status === 200 ? ((await res.json()) as { data: Payload }) : null };
};

describe('public payload endpoints', () => {
  it('serves the generated site by slug', async () => {
    const { res, body } = await read('/api/public/warung-bu-tini/data');
    expect(res.status).toBe(200);
    expect(body!.data.company).toMatchObject({ name: 'Warung Bu Tini', slug: 'warung-bu-tini' });
    expect(res.headers.get('cache-control')).toContain('stale-while-revalidate');
  });

  it('answers 404 Company Not Found for an unknown slug on every read', async () => {
    for (const path of [
      '/api/public/tidak-ada/data',
      '/api/public/tidak-ada/no-cache-data',
      '/api/public/tidak-ada.webku.test/domain-data',
      '/api/company/tidak-ada',
      '/api/company/tidak-ada/data',
    ]) {
      const res = await t.api(path);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({ message: 'Company Not Found' });
    }
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await t.api('/api/public/warung-bu-tini/data');
    const etag = first.headers.get('etag')!;
    const again = await t.api('/api/public/warung-bu-tini/data', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('leaves out inactive categories, unpublished articles and inactive sections', async () => {
    const categories = await t.webku.db
      .select()
      .from(menuCategories)
      .where(eq(menuCategories.company_id, companyId));
    const category = categories[0];
    await t.webku.db
      .update(menuCategories)
      .set({ is_active: false })
      .where(eq(menuCategories.id, category!.id));
    await t.webku.db
      .update(newsArticles)
      .set({ is_published: false })
      .where(eq(newsArticles.company_id, companyId));
    await t.webku.db
      .update(sectionSettings)
      .set({ is_active: false })
      .where(eq(sectionSettings.company_id, companyId));
    const { body } = await read('/api/public/warung-bu-tini/no-cache-data');
    expect(body!.data.menu_categories.map((c) => c.id)).not.toContain(category!.id);
    expect(body!.data.menu_categories).toHaveLength(categories.length - 1);
    expect(body!.data.news_articles).toHaveLength(0);
    expect(body!.data.news_section_settings).toBeNull();
  });

  it('keeps serving the cached payload until the company is invalidated', async () => {
    t.webku.content.contentChanged(companyId);
    const before = await read('/api/public/warung-bu-tini/data');
    await t.webku.db
      .update(menuCategories)
      .set({ name: 'Menu Spesial' })
      .where(eq(menuCategories.company_id, companyId));
    const stale = await read('/api/public/warung-bu-tini/data');
    expect(stale.res.headers.get('etag')).toBe(before.res.headers.get('etag'));
    const fresh = await read('/api/public/warung-bu-tini/no-cache-data');
    expect(fresh.body!.data.menu_categories.every((c) => c.name === 'Menu Spesial')).toBe(true);
    t.webku.content.contentChanged(companyId);
    const after = await read('/api/public/warung-bu-tini/data');
    expect(after.body!.data.menu_categories.every((c) => c.name === 'Menu Spesial')).toBe(true);
  });

  it('resolves a platform subdomain host in domain-data', async () => {
    const { res, body } = await read('/api/public/warung-bu-tini.localhost/domain-data');
    expect(res.status).toBe(200);
    expect(body!.data.company.slug).toBe('warung-bu-tini');
    const fresh = await read('/api/public/warung-bu-tini.localhost/no-cache-domain-data');
    expect(fresh.body!.data.company.slug).toBe('warung-bu-tini');
  });

  it('accepts a slug as well as a host in domain-data (a slug has no dot)', async () => {
    const cached = await read('/api/public/warung-bu-tini/domain-data');
    expect(cached.res.status).toBe(200);
    expect(cached.body!.data.company.slug).toBe('warung-bu-tini');
    const fresh = await read('/api/public/warung-bu-tini/no-cache-domain-data');
    expect(fresh.res.status).toBe(200);
    expect(fresh.body!.data.company.slug).toBe('warung-bu-tini');
    for (const x of ['belum-ada', '999.999.999.999', 'localhost']) {
      const res = await t.api(`/api/public/${x}/domain-data`);
      expect(res.status, x).toBe(404);
      expect(await res.json()).toEqual({ message: 'Company Not Found' });
    }
  });

  it('does not serve a custom domain that has no active subscription', async () => {
    const res = await t.api('/api/public/warungbutini.com/domain-data');
    expect(res.status).toBe(404);
  });

  it('returns the company record at /api/company/{slug}', async () => {
    const res = await t.api('/api/company/warung-bu-tini');
    const body = (await res.json()) as { data: Record<string, unknown> };
    expect(body.data).toMatchObject({ name: 'Warung Bu Tini', slug: 'warung-bu-tini' });
    expect(body.data).not.toHaveProperty('owner_user_id');
  });
});
