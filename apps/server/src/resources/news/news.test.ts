import { type NewsArticle, siteDay } from '@webku/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
const todayInJakarta = () => siteDay(Date.now(), 'Asia/Jakarta');
afterEach(() => {
  vi.useRealTimers();
});

const list = async () => (await site.api.get<NewsArticle[]>('/admin/news')).data;
const create = (body: Record<string, unknown>) => site.api.post<NewsArticle>('/admin/news', body);
const update = (id: number, body: Record<string, unknown>) =>
  site.api.put<NewsArticle>(`/admin/news/${id}`, body);

describe('admin news', () => {
  it('lists every article, unpublished ones included', async () => {
    const articles = await list();
    expect(articles).toHaveLength(5);
    expect(articles[0]).not.toHaveProperty('company_id');
    expect(articles[0]!.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('publishes a new article dated today in Jakarta, at the end of the list', async () => {
    const count = (await list()).length;
    const res = await create({ title: 'Menu baru: kopi pandan', description: 'Segar' });
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({
      title: 'Menu baru: kopi pandan',
      is_published: true,
      created_date: todayInJakarta(),
      display_order: count + 1,
      content: null,
    });
  });

  it('keeps the publication state and date the owner chose', async () => {
    const res = await create({ title: 'Draf', is_published: false, created_date: '2024-12-31' });
    expect(res.data).toMatchObject({ is_published: false, created_date: '2024-12-31' });
    expect((await create({ title: 'Tanpa tanggal', created_date: '' })).data.created_date).toBe(
      todayInJakarta(),
    );
  });

  it("dates a new article by the site's calendar, not the server clock", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 23:30 WIB on 1 January is already 2 January in Papua (WIT).
    vi.setSystemTime(new Date('2025-01-01T16:30:00Z'));
    expect((await create({ title: 'Jakarta' })).data.created_date).toBe('2025-01-01');
    const { id } = (await site.api.get<{ id: number }>('/admin/web-settings')).data;
    await site.api.put(`/admin/web-settings/${id}`, { time_zone: 'Asia/Jayapura' });
    expect((await create({ title: 'Jayapura' })).data.created_date).toBe('2025-01-02');
    await site.api.put(`/admin/web-settings/${id}`, { time_zone: 'Asia/Jakarta' });
  });

  it('sanitizes content on write: scripts, handlers, javascript: links, iframes and styles go', async () => {
    const res = await create({ title: 'Aman', content: HOSTILE_HTML });
    expectHostileMarkupGone(res.data.content);
    expect((await list()).find((a) => a.id === res.data.id)!.content).toBe(res.data.content);
  });

  it('keeps the editor formatting when sanitizing', async () => {
    expectEditorMarkupKept((await create({ title: 'Format', content: EDITOR_HTML })).data.content);
  });

  it('updates an article, sanitizing again, and deletes it', async () => {
    const article = (await create({ title: 'Lama' })).data;
    const updated = await update(article.id, {
      title: 'Baru',
      category: 'Promo',
      content: '<p onclick="x()">isi</p>',
      is_published: false,
    });
    expect(updated.data).toMatchObject({
      id: article.id,
      title: 'Baru',
      category: 'Promo',
      content: '<p>isi</p>',
      is_published: false,
      created_date: article.created_date,
    });
    expect((await site.api.delete(`/admin/news/${article.id}`)).status).toBe(200);
    expect((await list()).map((a) => a.id)).not.toContain(article.id);
    expect(await site.api.delete(`/admin/news/${article.id}`)).toMatchObject({
      status: 404,
      message: 'Berita tidak ditemukan',
    });
  });

  it.each([
    ['title', { title: '' }],
    ['created_date', { title: 'Tanggal', created_date: 'kemarin' }],
    ['thumbnail', { title: 'Gambar', thumbnail: 'javascript:alert(1)' }],
    ['is_published', { title: 'Terbit', is_published: 'ya' }],
  ])('rejects a bad %s with 422 naming the field', async (field, body) => {
    expectRejected(await create(body), field);
  });

  it('coerces an invalid display_order to 1', async () => {
    expect((await create({ title: 'Urutan', display_order: 'x' })).data.display_order).toBe(1);
  });

  it('shows every write on the cached public site at once', async () => {
    const onSite = async (id: number) =>
      (await publicData(site.t, site.owner.slug)).news_articles.find((article) => article.id === id);
    const article = (await create({ title: 'Pembukaan cabang' })).data;
    expect(await onSite(article.id)).toMatchObject({ title: 'Pembukaan cabang' });
    await update(article.id, { title: 'Pembukaan cabang Dago' });
    expect(await onSite(article.id)).toMatchObject({ title: 'Pembukaan cabang Dago' });
    await update(article.id, { title: 'Pembukaan cabang Dago', is_published: false });
    expect(await onSite(article.id)).toBeUndefined();
    await update(article.id, { title: 'Pembukaan cabang Dago', is_published: true });
    await site.api.delete(`/admin/news/${article.id}`);
    expect(await onSite(article.id)).toBeUndefined();
  });
});
