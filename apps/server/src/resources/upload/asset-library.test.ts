import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AssetListing, assetListingSchema } from '@webku/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as fixtures from '../../../../../tests/fixtures/images/make-images';
import { startTestServer, type TestServer } from '../../../../../tests/support/server/test-server';
import { createOwner, json, type Owner, upload } from '../../../../../tests/support/server/upload';

let t: TestServer;
let dir: string;
let owner: Owner;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'webku-library-'));
  t = await startTestServer({ STORAGE_DIR: dir });
  owner = await createOwner(t);
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

async function listing(category?: string): Promise<AssetListing> {
  const query = category ? `?category=${category}` : '';
  const res = await t.api(`/api/admin/upload/images/list${query}`, { token: owner.token });
  expect(res.status).toBe(200);
  return assetListingSchema.parse((await json<{ data: unknown }>(res)).data);
}

describe('image library', () => {
  it("keeps each upload's original file name, cleaned and bounded, and lists it", async () => {
    const photo = await fixtures.photoJpeg(320, 240);
    const files = [
      { bytes: photo, name: 'Rendang Uni Ros.jpg' },
      { bytes: photo, name: `C:\\fakepath\\<b>${'panjang'.repeat(40)}.jpg` },
    ];
    const res = await upload(t, owner.token, '/api/admin/upload/images', files, { category: 'menu' });
    expect(res.status).toBe(201);
    const { data } = await json<{ data: { images: { filename: string; original_name: string }[] } }>(res);
    expect(data.images[0]!.original_name).toBe('Rendang Uni Ros.jpg');
    expect(data.images[0]!.filename).toMatch(/^[a-z0-9]{26}\.jpg$/);

    const menu = (await listing('menu')).images.menu!;
    const names = menu.map((image) => image.original_name);
    expect(names).toContain('Rendang Uni Ros.jpg');
    const long = names.find((name) => name?.startsWith('b'))!;
    expect(long).toMatch(/^bpanjang.*….jpg$/);
    expect([...long].length).toBeLessThanOrEqual(100);
  });

  it("lists the built-in images of the company's pack, each served as an image", async () => {
    const { builtin_images: builtin = [] } = await listing();
    expect(builtin.length).toBeGreaterThan(20);
    expect(builtin.every((image) => image.full_url.startsWith('/media/builtin/coffee/'))).toBe(true);
    expect(builtin).toContainEqual({
      key: 'coffee/hero',
      full_url: '/media/builtin/coffee/hero.svg',
      label: 'Hero',
    });
    expect(builtin.find((image) => image.key === 'coffee/category-2')?.label).toBe('Kategori 2');
    const hero = await t.api('/media/builtin/coffee/hero.svg');
    expect(hero.headers.get('content-type')).toContain('image/svg+xml');
    // The images the generated site uses are among them, so the owner can pick them again.
    const site = await t.api(`/api/admin/hero`, { token: owner.token });
    const { data: heroSection } = await json<{ data: { background_image: string } }>(site);
    expect(builtin.map((image) => image.full_url)).toContain(heroSection.background_image);
  });

  it('does not count built-in images as uploads', async () => {
    const all = await listing();
    expect(all.total_images).toBe(2);
    expect(all.categories_with_images).toEqual(['menu']);
  });
});
