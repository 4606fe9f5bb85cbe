import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoJpeg } from '../../../../../tests/fixtures/images/make-images';
import { startTestServer, type TestServer } from '../../../../../tests/support/server/test-server';
import { createOwner, json, upload } from '../../../../../tests/support/server/upload';

type Listing = {
  images: Record<string, { filename: string; full_url: string }[]>;
  categories_with_images: string[];
  total_images: number;
};

let t: TestServer;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'webku-library-'));
  t = await startTestServer({ STORAGE_DIR: dir });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const listing = async (token: string, query = '') =>
  json<{ data: Listing }>(await t.api(`/api/admin/upload/images/list${query}`, { token }));

describe('image library', () => {
  it("shows each owner only their own uploads, and never deletes another company's image", async () => {
    const a = await createOwner(t);
    const b = await createOwner(t);
    const bytes = await photoJpeg(400, 300);
    const res = await upload(t, a.token, '/api/admin/upload/image', [{ bytes, name: 'menu.jpg' }], {
      category: 'menu',
    });
    expect(res.status).toBe(201);
    const { data: mine } = await listing(a.token);
    const uploaded = mine.images.menu?.[0];
    expect(uploaded?.full_url).toContain(`/u/${a.companyId}/`);

    for (const query of ['', '?category=menu']) {
      const { data: theirs } = await listing(b.token, query);
      const urls = Object.values(theirs.images).flatMap((list) => list.map((i) => i.full_url));
      expect(urls.some((u) => u.includes(`/u/${a.companyId}/`))).toBe(false);
      expect(urls.some((u) => u.endsWith(uploaded!.filename))).toBe(false);
      // Not even the names of the other owner's folders.
      expect(theirs.categories_with_images).toEqual([]);
      expect(theirs.total_images).toBe(0);
    }
    expect(mine.categories_with_images).toEqual(['menu']);

    const del = await t.api('/api/admin/upload/image/delete', {
      method: 'DELETE',
      token: b.token,
      json: { filename: `menu/${uploaded!.filename}` },
    });
    expect(del.status).toBe(404);
    expect((await listing(a.token)).data.images.menu?.map((i) => i.filename)).toContain(uploaded!.filename);
  });
});
