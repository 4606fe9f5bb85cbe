import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AssetListing, assetListingSchema, type RestorePoint } from '@webku/contract';
import { deletedAssets, eq } from '@webku/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testJpeg } from '../../../../../tests/support/server/backup-archives';
import {
  type OwnerWithSite,
  ownerWithSite,
  publicData,
} from '../../../../../tests/support/server/owner-with-site';
import { startTestServer, type TestServer } from '../../../../../tests/support/server/test-server';
import { json, listStoredFiles, upload } from '../../../../../tests/support/server/upload';
import { RESTORE_POINTS_KEPT, RestorePoints } from '../../backup/restore-points';
import { LocalDiskStorage } from '../../providers/storage/local-disk';

let t: TestServer;
let dir: string;
let owner: OwnerWithSite;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'webku-in-use-'));
  t = await startTestServer({ STORAGE_DIR: dir });
  owner = await ownerWithSite(t, 'Kopi Dipakai');
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

type Uploaded = { filename: string; full_url: string };

async function uploadImage(o: OwnerWithSite, name: string, category = 'news'): Promise<Uploaded> {
  const res = await upload(t, o.token, '/api/admin/upload/image', [{ bytes: await testJpeg(), name }], {
    category,
  });
  expect(res.status).toBe(201);
  return (await json<{ data: Uploaded }>(res)).data;
}

async function listed(o: OwnerWithSite, filename: string) {
  const res = await t.api('/api/admin/upload/images/list', { token: o.token });
  const listing: AssetListing = assetListingSchema.parse((await json<{ data: unknown }>(res)).data);
  return Object.values(listing.images)
    .flat()
    .find((image) => image.filename === filename);
}

const remove = (o: OwnerWithSite, filename: string, clearUses?: boolean) =>
  t.api('/api/admin/upload/image/delete', {
    method: 'DELETE',
    token: o.token,
    json: clearUses === undefined ? { filename } : { filename, clear_uses: clearUses },
  });
const media = async (url: string) => (await t.api(url)).status;
const filesOf = (o: OwnerWithSite) =>
  listStoredFiles(dir).filter((f) => f.startsWith(`companies/${o.companyId}/`));

describe('an image the site shows', () => {
  it('is listed with every place that shows it', async () => {
    const image = await uploadImage(owner, 'promo.jpg');
    const site = await publicData(t, owner.slug);
    const news = site.news_articles[0]!;
    await owner.api.put(`/admin/news/${news.id}`, {
      ...news,
      title: 'Promo Merdeka',
      thumbnail: image.full_url,
      content: `<p>Lihat</p><img src="${image.full_url}" alt="promo"><p>Selesai</p>`,
    });
    await owner.api.put('/admin/hero', { background_image: image.full_url });
    const web = await owner.api.get<{ id: number }>('/admin/web-settings');
    await owner.api.put(`/admin/web-settings/${web.data.id}`, {
      og_image: image.full_url,
      privacy_policy: `<p>Privasi</p><img src="${image.full_url}">`,
    });
    const merch = site.merchandise_items[0]!;
    await owner.api.put(`/admin/merchandise/${merch.id}`, {
      ...merch,
      images: [{ image_url: image.full_url, alt_text: 'kaos' }],
    });

    expect((await listed(owner, image.filename))?.used_in).toEqual(
      expect.arrayContaining([
        { place: 'hero', name: null },
        { place: 'share_image', name: null },
        { place: 'news', name: 'Promo Merdeka' },
        { place: 'rich_text', name: 'berita “Promo Merdeka”' },
        { place: 'rich_text', name: 'Kebijakan Privasi' },
        { place: 'merchandise', name: merch.name },
      ]),
    );
  });

  it("as the about section's photo: listed as used there, refused without agreeing, cleared with it", async () => {
    const image = await uploadImage(owner, 'tim.jpg', 'about');
    await owner.api.put('/admin/about', { text: 'Kami berempat.', image: image.full_url });
    expect((await listed(owner, image.filename))?.used_in).toEqual([{ place: 'about', name: null }]);
    const refused = await remove(owner, image.filename);
    expect(refused.status).toBe(409);
    expect((await json<{ message: string }>(refused)).message).toContain('dipakai di foto Tentang Kami');

    expect((await remove(owner, image.filename, true)).status).toBe(200);
    expect((await publicData(t, owner.slug)).about_section).toEqual({
      title: 'Tentang Kami',
      text: 'Kami berempat.',
      image: null,
    });
  });

  it('is not deleted without the owner agreeing, and the answer lists where it is used', async () => {
    const image = await uploadImage(owner, 'tetap.jpg');
    const news = (
      await owner.api.post<{ id: number }>('/admin/news', {
        title: 'Cabang Baru',
        thumbnail: image.full_url,
        is_published: true,
      })
    ).data;
    for (const clearUses of [undefined, false]) {
      const res = await remove(owner, image.filename, clearUses);
      expect(res.status).toBe(409);
      expect((await json<{ message: string }>(res)).message).toContain('dipakai di berita “Cabang Baru”');
    }
    expect(await media(image.full_url)).toBe(200);
    expect((await publicData(t, owner.slug)).news_articles.find((n) => n.id === news.id)?.thumbnail).toBe(
      image.full_url,
    );
  });

  it('once agreed, goes with every use in one step, and a restore point from before brings it back', async () => {
    const image = await uploadImage(owner, 'kembali.jpg');
    const site = await publicData(t, owner.slug);
    const news = site.news_articles[0]!;
    await owner.api.put(`/admin/news/${news.id}`, {
      ...news,
      thumbnail: image.full_url,
      content: `<p>Isi</p><img src="${image.full_url}">`,
    });
    await owner.api.put('/admin/hero', { logo: image.full_url });
    const filesBefore = filesOf(owner).length;

    expect((await remove(owner, image.filename, true)).status).toBe(200);
    const after = await publicData(t, owner.slug);
    const article = after.news_articles.find((n) => n.id === news.id)!;
    expect(article.thumbnail).toBeNull();
    expect(article.content).toBe('<p>Isi</p>');
    expect(after.hero_section?.logo).toBeNull();
    expect(JSON.stringify(after)).not.toContain(image.full_url);
    expect(await (await t.api(`/${owner.slug}`)).text()).not.toContain(image.full_url);
    expect(await media(image.full_url)).toBe(404);
    expect(await listed(owner, image.filename)).toBeUndefined();
    // Kept for the restore point: the files are still there.
    expect(filesOf(owner)).toHaveLength(filesBefore);

    const points = (await owner.api.get<RestorePoint[]>('/admin/data/restore-points')).data;
    expect(points[0]).toMatchObject({ reason: 'delete', detail: 'gambar “kembali.jpg”' });
    expect((await owner.api.post(`/admin/data/restore-points/${points[0]!.id}/restore`, {})).status).toBe(
      200,
    );
    const restored = await publicData(t, owner.slug);
    expect(restored.news_articles.find((n) => n.title === news.title)?.thumbnail).toBe(image.full_url);
    expect(restored.hero_section?.logo).toBe(image.full_url);
    expect(await media(image.full_url)).toBe(200);
    expect((await listed(owner, image.filename))?.used_in?.length).toBeGreaterThan(0);
  });

  it('an image nothing shows is deleted at once, files included', async () => {
    const o = await ownerWithSite(t, 'Roti Lepas');
    const image = await uploadImage(o, 'lepas.jpg');
    expect((await listed(o, image.filename))?.used_in).toEqual([]);
    const before = filesOf(o).length;
    expect((await remove(o, image.filename)).status).toBe(200);
    expect(filesOf(o).length).toBeLessThan(before);
    expect(await media(image.full_url)).toBe(404);
  });

  it('kept files go for good once no restore point shows the image any more', async () => {
    let now = new Date('2030-01-01T08:00:00Z');
    const o = await ownerWithSite(t, 'Bakso Lama');
    const image = await uploadImage(o, 'lama.jpg');
    await o.api.put('/admin/hero', { background_image: image.full_url });
    expect((await remove(o, image.filename, true)).status).toBe(200);
    const kept = () =>
      t.webku.db.select().from(deletedAssets).where(eq(deletedAssets.company_id, o.companyId));
    expect(await kept()).toHaveLength(1);
    const before = filesOf(o).length;

    const points = new RestorePoints({
      db: t.webku.db,
      site: t.webku.content,
      storage: new LocalDiskStorage(dir),
      now: () => now,
    });
    for (let day = 1; day <= RESTORE_POINTS_KEPT; day++) {
      now = new Date(now.getTime() + 86_400_000);
      await points.saveDailyIfDue(o.companyId);
    }
    expect(await kept()).toEqual([]);
    expect(filesOf(o).length).toBeLessThan(before);
  });
});
