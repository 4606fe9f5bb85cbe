import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as fixtures from '../../../../../tests/fixtures/images/make-images';
import { type OwnerWithSite, ownerWithSite } from '../../../../../tests/support/server/owner-with-site';
import { startTestServer, type TestServer } from '../../../../../tests/support/server/test-server';
import { json, upload } from '../../../../../tests/support/server/upload';

let t: TestServer;
let owner: OwnerWithSite;
let builtinPicture: Buffer;
beforeAll(async () => {
  t = await startTestServer({ STORAGE_DIR: mkdtempSync(join(tmpdir(), 'webku-og-')) });
  owner = await ownerWithSite(t, 'Kopi Bagikan');
});
afterAll(() => t?.close());

const meta = (html: string, attr: string, name: string) =>
  new RegExp(`<meta ${attr}="${name}" content="([^"]+)"`).exec(html)?.[1];

// The share picture named by the public page, fetched like a chat app would.
async function sharedPicture() {
  const html = await (await t.api(`/${owner.slug}`)).text();
  const url = meta(html, 'property', 'og:image')!;
  expect(meta(html, 'name', 'twitter:image')).toBe(url);
  expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
  const res = await fetch(url);
  const bytes = Buffer.from(await res.arrayBuffer());
  return { url, res, bytes, info: await sharp(bytes).metadata() };
}

async function uploaded(bytes: Buffer, name: string): Promise<string> {
  const res = await upload(t, owner.token, '/api/admin/upload/image', [{ bytes, name }]);
  expect(res.status).toBe(201);
  return (await json<{ data: { full_url: string } }>(res)).data.full_url;
}

function expectSharePicture({ res, bytes, info }: Awaited<ReturnType<typeof sharedPicture>>) {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/jpeg');
  expect(info).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
  expect(bytes.length).toBeLessThanOrEqual(300 * 1024);
}

describe('shared links show a picture', () => {
  it('links an absolute 1200×630 JPEG rasterized from the built-in hero, never the SVG', async () => {
    const picture = await sharedPicture();
    expect(picture.url).toMatch(new RegExp(`^${t.url}/media/og/${owner.companyId}\\.jpg\\?v=[\\w-]+$`));
    expectSharePicture(picture);
    expect(picture.res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    builtinPicture = picture.bytes;
  });

  it('crops an uploaded hero to cover, and prefers og_image once the owner sets one', async () => {
    const before = await sharedPicture();
    const photo = await uploaded(await fixtures.photoJpeg(900, 1200), 'tegak.jpg');
    const hero = await owner.api.put('/admin/hero', { background_image: photo });
    expect(hero.status).toBe(200);
    const fromHero = await sharedPicture();
    expect(fromHero.url).not.toBe(before.url);
    expectSharePicture(fromHero);
    expect(fromHero.bytes.equals(before.bytes)).toBe(false);

    // Pure noise is the worst case for JPEG: the size limit still holds.
    const noise = await sharp(randomBytes(1300 * 700 * 3), { raw: { width: 1300, height: 700, channels: 3 } })
      .png()
      .toBuffer();
    const ogImage = await uploaded(noise, 'bising.png');
    const settings = await owner.api.get<{ id: number }>('/admin/web-settings');
    const put = await owner.api.put(`/admin/web-settings/${settings.data.id}`, { og_image: ogImage });
    expect(put.status).toBe(200);
    const fromOg = await sharedPicture();
    expect(fromOg.url).not.toBe(fromHero.url);
    expectSharePicture(fromOg);
    expect(fromOg.bytes.equals(fromHero.bytes)).toBe(false);
  });

  it('never fetches an external og_image or another company’s upload: it falls back to the hero', async () => {
    const other = await ownerWithSite(t, 'Toko Lain');
    const res = await upload(t, other.token, '/api/admin/upload/image', [
      { bytes: await fixtures.photoJpeg(400, 300), name: 'lain.jpg' },
    ]);
    const foreign = (await json<{ data: { full_url: string } }>(res)).data.full_url;
    const settings = await owner.api.get<{ id: number }>('/admin/web-settings');
    await owner.api.put(`/admin/hero`, { background_image: null });
    for (const og of ['http://127.0.0.1:9/rahasia.jpg', foreign]) {
      await owner.api.put(`/admin/web-settings/${settings.data.id}`, { og_image: og });
      const picture = await sharedPicture();
      expectSharePicture(picture);
      expect(picture.url).not.toContain('127.0.0.1:9');
      expect(picture.bytes.equals(builtinPicture), og).toBe(true);
    }
  });

  it('answers 404 for an unknown company or a malformed name', async () => {
    for (const path of ['/media/og/2147483647.jpg', '/media/og/99999999999.jpg', '/media/og/abc.jpg']) {
      expect((await t.api(path)).status, path).toBe(404);
    }
  });
});
