import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RestorePoint } from '@webku/contract';
import { eq, restorePoints } from '@webku/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testJpeg } from '../testing/backup-archives';
import { type OwnerWithSite, ownerWithSite, publicData } from '../testing/owner-with-site';
import { startTestServer, type TestServer } from '../testing/test-server';
import { upload } from '../testing/upload';
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
    expect(point).toMatchObject({ reason: 'delete' });
    expect(await page(owner.slug)).not.toContain(item.name);

    expect((await restore(point!.id)).status).toBe(200);
    const names = (await publicData(t, owner.slug)).menu_categories.flatMap((c) =>
      c.menu_items.map((i) => i.name),
    );
    expect(names).toContain(item.name);
    expect(await page(owner.slug)).toContain(item.name);

    // The restore saved what it replaced: restoring that point removes the item again.
    const [undo] = await list();
    expect(undo).toMatchObject({ reason: 'restore' });
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

  it('an entry pointing at an image deleted since falls back to no image', async () => {
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
      json: { filename: image.filename },
    });

    await restore(point!.id);
    const site = await publicData(t, owner.slug);
    expect(site.stores.map((s) => s.name)).toContain(store.name);
    expect(site.hero_section?.background_image).toBeNull();
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
    const points = new RestorePoints({ db, site: t.webku.content, now: () => now });
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
});
