import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type PublicPayload, publicPayloadSchema } from '@webku/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupCalls, buildZip, siteJson, testJpeg } from '../../../../tests/support/server/backup-archives';
import {
  type OwnerWithSite,
  ownerWithSite,
  publicData,
} from '../../../../tests/support/server/owner-with-site';
import { startTestServer, type TestServer } from '../../../../tests/support/server/test-server';
import { upload } from '../../../../tests/support/server/upload';

// Archives written by earlier versions of the export, with the public payload they were made from.
const FIXTURES = join(import.meta.dirname, '../../../../tests/fixtures/backups');

let t: TestServer;
let dir: string;
let source: OwnerWithSite;
let imageUrl: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'webku-backup-'));
  t = await startTestServer({ STORAGE_DIR: dir });
  source = await ownerWithSite(t, 'Kopi Senja');
  const res = await upload(t, source.token, '/api/admin/upload/image', [
    { bytes: await testJpeg(), name: 'latar.jpg' },
  ]);
  imageUrl = ((await res.json()) as { data: { full_url: string } }).data.full_url;
  await source.api.put('/admin/hero', { background_image: imageUrl, tagline: 'Kopi & <b>senja</b>' });
  await source.api.put('/admin/about', {
    title: 'Cerita Kami',
    text: 'Dari garasi.\n\nKe Bandung.',
    image: imageUrl,
  });
  const site = await publicData(t, source.slug);
  const item = site.menu_categories[0]!.menu_items[0]!;
  await source.api.put(`/admin/menu/items/${item.id}`, { ...item, image: imageUrl, is_active: false });
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

// Ids, the company's slug and image URLs differ between companies; everything else must not.
function comparable(payload: PublicPayload): unknown {
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (typeof value === 'string') return value.startsWith('/media/u/') ? '(upload)' : value;
    if (!value || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !['id', 'category_id', 'slug'].includes(key))
        .map(([key, v]) => [key, walk(v)]),
    );
  };
  return { ...(walk(payload) as object), categories: payload.menu_categories.map((c) => c.slug) };
}

describe('backup round trip', () => {
  it('export → import into a fresh company gives the same public payload apart from ids and image URLs', async () => {
    const zip = await backupCalls(t, source.token).exportZip();
    expect(zip.subarray(0, 2).toString()).toBe('PK');
    const target = await ownerWithSite(t, 'Roti Pagi');
    const calls = backupCalls(t, target.token);

    const preview = await calls.send('preview', zip);
    expect(preview.status).toBe(200);
    const before = await publicData(t, source.slug);
    expect(preview.data?.incoming).toMatchObject({
      menu_categories: before.menu_categories.length,
      stores: before.stores.length,
      images: 1,
    });

    const imported = await calls.send('import', zip);
    expect(imported.status).toBe(200);
    const after = await publicData(t, target.slug);
    expect(comparable(after)).toEqual(comparable(before));
    expect(after.company.name).toBe('Kopi Senja');

    // The image went through the pipeline again and belongs to the new company.
    const background = after.hero_section?.background_image ?? '';
    expect(background).toMatch(new RegExp(`^/media/u/${target.companyId}/general/`));
    const res = await t.api(background);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');

    // The about section's photo was mapped like the hero's.
    expect(after.about_section).toMatchObject({ title: 'Cerita Kami', text: 'Dari garasi.\n\nKe Bandung.' });
    expect(after.about_section?.image).toMatch(new RegExp(`^/media/u/${target.companyId}/`));

    // Inactive rows travel too (the admin sees them, the public payload does not).
    const items = await target.api.get<{ is_active: boolean; image: string | null }[]>('/admin/menu/items');
    const hidden = items.data.filter((i) => !i.is_active);
    expect(hidden).toHaveLength(1);
    expect(hidden[0]!.image).toMatch(new RegExp(`^/media/u/${target.companyId}/`));
  });

  it('an archive exported before the section definitions restores to the same public payload', async () => {
    const fixture = join(FIXTURES, 'site-backup-v1-2026-11');
    const zip = readFileSync(`${fixture}.zip`);
    // Read as the contract reads a payload: fields added since (a store's links) take their defaults.
    const exported = publicPayloadSchema.parse(
      JSON.parse(readFileSync(`${fixture}.payload.json`, 'utf8')),
    ) as PublicPayload;
    const target = await ownerWithSite(t, 'Soto Lama');
    expect((await backupCalls(t, target.token).send('import', zip)).status).toBe(200);
    const after = await publicData(t, target.slug);
    // The archive predates the about section: it restores with none.
    expect(comparable(after)).toEqual(comparable({ ...exported, about_section: null }));
    // Its images (hero, a hidden menu item, a store) came along into this company's library.
    expect(after.hero_section?.background_image).toMatch(new RegExp(`^/media/u/${target.companyId}/`));
    expect(after.stores[0]!.store_image).toMatch(new RegExp(`^/media/u/${target.companyId}/`));
    const items = await target.api.get<{ is_active: boolean; image: string | null }[]>('/admin/menu/items');
    expect(items.data.filter((i) => !i.is_active).map((i) => i.image)).toEqual([
      expect.stringMatching(new RegExp(`^/media/u/${target.companyId}/`)),
    ]);
  });

  it('import makes a restore point of what it replaced', async () => {
    const points = await source.api.get<{ reason: string }[]>('/admin/data/restore-points');
    const zip = await backupCalls(t, source.token).exportZip();
    expect((await backupCalls(t, source.token).send('import', zip)).status).toBe(200);
    const after = await source.api.get<{ reason: string }[]>('/admin/data/restore-points');
    expect(after.data.length).toBe(points.data.length + 1);
    expect(after.data[0]!.reason).toBe('import');
  });

  it('a backup made before the about section existed restores with the section empty', async () => {
    // The service template writes About us from the description; the spec's two start without it.
    const target = await ownerWithSite(t, 'Roti Lama', { template_selected: 'layanan-jasa' });
    expect((await publicData(t, target.slug)).about_section?.text).toBeTruthy();
    const old = await buildZip([{ name: 'site.json', bytes: siteJson() }]);
    expect((await backupCalls(t, target.token).send('import', old)).status).toBe(200);
    expect((await publicData(t, target.slug)).about_section).toBeNull();
    expect((await target.api.get('/admin/about')).data).toEqual({ title: null, text: null, image: null });
  });

  it('a restore point brings back the about text it held', async () => {
    const owner = await ownerWithSite(t, 'Bengkel Las Jaya', { template_selected: 'layanan-jasa' });
    const generated = (await owner.api.get('/admin/about')).data;
    const zip = await backupCalls(t, owner.token).exportZip();
    expect((await backupCalls(t, owner.token).send('import', zip)).status).toBe(200);
    await owner.api.put('/admin/about', { text: null });
    const points = await owner.api.get<{ id: number; reason: string }[]>('/admin/data/restore-points');
    const point = points.data.find((p) => p.reason === 'import')!;
    expect((await owner.api.post(`/admin/data/restore-points/${point.id}/restore`, {})).status).toBe(200);
    expect((await owner.api.get('/admin/about')).data).toEqual(generated);
  });
});
