import type { PublicPayload } from '@webku/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OwnerWithSite, ownerWithSite } from '../../../../../tests/support/server/owner-with-site';
import { startTestServer, type TestServer } from '../../../../../tests/support/server/test-server';

let t: TestServer;
let a: OwnerWithSite;
let b: OwnerWithSite;
beforeAll(async () => {
  t = await startTestServer();
  a = await ownerWithSite(t, 'Kopi Pagi');
  b = await ownerWithSite(t, 'Kopi Malam');
});
afterAll(() => t?.close());

const ids = async (owner: OwnerWithSite, path: string) =>
  ((await owner.api.get<{ id: number }[]>(path)).data ?? []).map((row) => row.id).sort();

const payload = async (slug: string, noCache = false) => {
  const res = await t.api(`/api/public/${slug}/${noCache ? 'no-cache-' : ''}data`);
  return ((await res.json()) as { data: PublicPayload }).data;
};

describe('public payload', () => {
  it("holds only the company's own rows, in every list, cached or not", async () => {
    await b.api.post('/admin/news', { title: 'Kabar rahasia Kopi Malam', description: 'hanya untuk B' });
    const own = {
      categories: await ids(a, '/admin/menu/categories'),
      items: await ids(a, '/admin/menu/items'),
      merchandise: await ids(a, '/admin/merchandise'),
      news: await ids(a, '/admin/news'),
      stores: await ids(a, '/admin/stores'),
    };
    for (const noCache of [false, true]) {
      const site = await payload(a.slug, noCache);
      expect(site.company.slug).toBe(a.slug);
      const inside = (list: number[], all: number[]) => list.every((id) => all.includes(id));
      expect(
        inside(
          site.menu_categories.map((c) => c.id),
          own.categories,
        ),
      ).toBe(true);
      const items = site.menu_categories.flatMap((c) => c.menu_items.map((i) => i.id));
      expect(inside(items, own.items)).toBe(true);
      expect(
        inside(
          site.merchandise_items.map((m) => m.id),
          own.merchandise,
        ),
      ).toBe(true);
      expect(
        inside(
          site.news_articles.map((n) => n.id),
          own.news,
        ),
      ).toBe(true);
      expect(
        inside(
          site.stores.map((s) => s.id),
          own.stores,
        ),
      ).toBe(true);
      expect(JSON.stringify(site)).not.toContain('Kabar rahasia Kopi Malam');
      expect(site.news_articles.length).toBeGreaterThan(0);
    }
  });
});
