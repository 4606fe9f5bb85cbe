import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RestorePoint } from '@webku/contract';
import { eq, restorePoints } from '@webku/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testJpeg } from '../../../../tests/support/server/backup-archives';
import {
  type OwnerWithSite,
  ownerWithSite,
  publicData,
} from '../../../../tests/support/server/owner-with-site';
import { startTestServer, type TestServer } from '../../../../tests/support/server/test-server';
import { upload } from '../../../../tests/support/server/upload';
import { LocalDiskStorage } from '../providers/storage/local-disk';
import { DELETE_TARGETS } from './deleted-row';
import { RESTORE_POINTS_KEPT, RestorePoints } from './restore-points';

let t: TestServer;
let dir: string;
let owner: OwnerWithSite;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'webku-restore-'));
  t = await startTestServer({ STORAGE_DIR: dir });
  owner = await ownerWithSite(t);
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

const list = async (o = owner) => (await o.api.get<RestorePoint[]>('/admin/data/restore-points')).data;
const restore = (id: number, o = owner) => o.api.post(`/admin/data/restore-points/${id}/restore`, {});
const page = async (slug: string) => (await t.api(`/${slug}`)).text();

describe('restore points', () => {
  it('a deleted menu item comes back on the public page after a restore, and the restore is undoable', async () => {
    const site = await publicData(t, owner.slug);
    // A name found nowhere else on the page.
    const item = { ...site.menu_categories[0]!.menu_items[0]!, name: 'Kopi Uji Pemulihan' };
    await owner.api.put(`/admin/menu/items/${item.id}`, item);
    expect(await page(owner.slug)).toContain(item.name);

    expect((await owner.api.delete(`/admin/menu/items/${item.id}`)).status).toBe(200);
    const [point] = await list();
    expect(point).toMatchObject({ reason: 'delete', detail: 'item menu “Kopi Uji Pemulihan”' });
    expect(await page(owner.slug)).not.toContain(item.name);

    expect((await restore(point!.id)).status).toBe(200);
    const names = (await publicData(t, owner.slug)).menu_categories.flatMap((c) =>
      c.menu_items.map((i) => i.name),
    );
    expect(names).toContain(item.name);
    expect(await page(owner.slug)).toContain(item.name);

    // The restore saved what it replaced: restoring that point removes the item again.
    const [undo] = await list();
    expect(undo).toMatchObject({ reason: 'restore', detail: null });
    await restore(undo!.id);
    expect(await page(owner.slug)).not.toContain(item.name);
  });

  it('a template switch makes a restore point; saving the same template does not', async () => {
    const web = await owner.api.get<{ id: number; template_selected: string }>('/admin/web-settings');
    const templatePoints = async () => (await list()).filter((p) => p.reason === 'template').length;
    await owner.api.put(`/admin/web-settings/${web.data.id}`, {
      template_selected: web.data.template_selected,
    });
    expect(await templatePoints()).toBe(0);
    await owner.api.put(`/admin/web-settings/${web.data.id}`, { template_selected: 'classic-website' });
    expect((await list())[0]).toMatchObject({ reason: 'template' });
  });

  it('an image deleted since the point comes back with it', async () => {
    const res = await upload(t, owner.token, '/api/admin/upload/image', [
      { bytes: await testJpeg(), name: 'latar.jpg' },
    ]);
    const image = ((await res.json()) as { data: { full_url: string; filename: string } }).data;
    await owner.api.put('/admin/hero', { background_image: image.full_url });
    const store = (await publicData(t, owner.slug)).stores[0]!;
    await owner.api.delete(`/admin/stores/${store.id}`);
    const [point] = await list();
    await t.api('/api/admin/upload/image/delete', {
      method: 'DELETE',
      token: owner.token,
      json: { filename: image.filename, clear_uses: true },
    });
    expect((await publicData(t, owner.slug)).hero_section?.background_image).toBeNull();

    await restore(point!.id);
    const site = await publicData(t, owner.slug);
    expect(site.stores.map((s) => s.name)).toContain(store.name);
    expect(site.hero_section?.background_image).toBe(image.full_url);
    expect((await t.api(image.full_url)).status).toBe(200);
  });

  it('a delete names what it deleted, with a long name shortened', async () => {
    const o = await ownerWithSite(t, 'Warung Riwayat');
    const deleteNew = async (path: string, body: Record<string, unknown>) => {
      const created = await o.api.post<{ id: number }>(`/admin/${path}`, body);
      expect(created.status).toBe(201);
      expect((await o.api.delete(`/admin/${path}/${created.data.id}`)).status).toBe(200);
      const [point] = await list(o);
      expect(point!.reason).toBe('delete');
      return point!.detail;
    };
    expect(await deleteNew('menu/categories', { name: 'Minuman Uji' })).toBe('kategori menu “Minuman Uji”');
    expect(await deleteNew('merchandise', { name: 'Tumbler' })).toBe('merchandise “Tumbler”');
    expect(await deleteNew('stores', { name: 'Cabang Medan' })).toBe('toko “Cabang Medan”');
    const title = 'Promo 17 Agustus: diskon tujuh belas persen untuk semua kopi susu di seluruh cabang';
    const detail = await deleteNew('news', { title });
    expect(detail).toMatch(/^berita “Promo 17 Agustus: .*…”$/);
    expect(detail!.length - 'berita “”'.length).toBeLessThanOrEqual(60);
    expect(title.startsWith(detail!.slice('berita “'.length, -2))).toBe(true);
  });

  it("a delete of another company's row or of no row saves no restore point", async () => {
    const other = await ownerWithSite(t, 'Soto Seberang');
    const theirs = (await publicData(t, other.slug)).menu_categories[0]!;
    const before = await list();
    for (const path of [
      `/admin/menu/items/${theirs.menu_items[0]!.id}`,
      `/admin/menu/categories/${theirs.id}`,
      '/admin/news/2147483647',
      '/admin/stores/99999999999',
    ])
      expect((await owner.api.delete(path)).status).toBe(404);
    expect(await list()).toEqual(before);
    expect(await list(other)).toEqual([]);
    expect((await publicData(t, other.slug)).menu_categories[0]!.menu_items[0]!.id).toBe(
      theirs.menu_items[0]!.id,
    );
  });

  it('every delete route of the admin content names its row', () => {
    const routes = t.webku.app.routes
      .filter((r) => r.method === 'DELETE' && r.path.startsWith('/api/admin/'))
      .map((r) => r.path)
      .filter((path) => !/^\/api\/admin\/(data|upload|team)\//.test(path));
    const named = Object.keys(DELETE_TARGETS).map((resource) => `/api/admin/${resource}/:id{[0-9]+}`);
    expect([...new Set(routes)].sort()).toEqual(named.sort());
  });

  it("another owner can neither list nor restore this company's points", async () => {
    const other = await ownerWithSite(t, 'Roti Pagi');
    const [point] = await list();
    expect((await list(other)).map((p) => p.id)).not.toContain(point!.id);
    expect((await restore(point!.id, other)).status).toBe(404);
  });
});

describe('restore points over time (fake clock)', () => {
  it('a daily point is saved before the first change of a day, and only the newest 30 are kept', async () => {
    let now = new Date('2026-03-01T08:00:00Z');
    const db = t.webku.db;
    const points = new RestorePoints({
      db,
      site: t.webku.content,
      storage: new LocalDiskStorage(dir),
      now: () => now,
    });
    const o = await ownerWithSite(t, 'Bakso Pagi');
    const daily = async () =>
      (await db.select().from(restorePoints).where(eq(restorePoints.company_id, o.companyId))).length;

    await points.saveDailyIfDue(o.companyId);
    expect(await daily()).toBe(1);
    now = new Date('2026-03-01T20:00:00Z');
    await points.saveDailyIfDue(o.companyId);
    expect(await daily()).toBe(1);
    now = new Date('2026-03-02T08:00:01Z');
    await points.saveDailyIfDue(o.companyId);
    expect(await daily()).toBe(2);

    for (let day = 3; day < 40; day++) {
      now = new Date(`2026-03-${String(Math.min(day, 31)).padStart(2, '0')}T09:00:00Z`);
      now = new Date(now.getTime() + Math.max(0, day - 31) * 86_400_000);
      await points.saveDailyIfDue(o.companyId);
    }
    expect(await daily()).toBe(RESTORE_POINTS_KEPT);
    const listed = await points.list(o.companyId);
    expect(listed).toHaveLength(RESTORE_POINTS_KEPT);
    expect(listed[0]!.created_at).toBe(now.toISOString());
  });

  it('an admin write saves a daily point before changing anything', async () => {
    const o = await ownerWithSite(t, 'Mie Ayam Sore');
    expect(await list(o)).toHaveLength(0);
    const before = (await publicData(t, o.slug)).hero_section?.tagline;
    await o.api.put('/admin/hero', { tagline: 'Tagline baru' });
    const [point] = await list(o);
    expect(point).toMatchObject({ reason: 'daily' });
    await o.api.put('/admin/hero', { tagline: 'Tagline lain' });
    expect(await list(o)).toHaveLength(1);
    await restore(point!.id, o);
    expect((await publicData(t, o.slug)).hero_section?.tagline).toBe(before);
  });

  it("saving 'Tentang Kami' keeps a point first, and restoring it brings the owner's text back", async () => {
    // The service template writes About us from the description; the spec's two start without it.
    const o = await ownerWithSite(t, 'Sate Pak Kumis', { template_selected: 'layanan-jasa' });
    const before = (await publicData(t, o.slug)).about_section;
    expect(before?.text).toBeTruthy();
    expect((await o.api.put('/admin/about', { text: null })).status).toBe(200);
    const [point] = await list(o);
    expect(point).toMatchObject({ reason: 'daily' });
    expect((await publicData(t, o.slug)).about_section).toBeNull();
    await restore(point!.id, o);
    expect((await publicData(t, o.slug)).about_section).toEqual(before);
  });
});
