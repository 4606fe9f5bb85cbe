import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as fixtures from '../../../../../tests/fixtures/images/make-images';
import { startTestServer, type TestServer } from '../../../../../tests/support/server/test-server';
import { createOwner, json, upload } from '../../../../../tests/support/server/upload';
import { imageVariants } from '../../images/image-variants';

const dir = mkdtempSync(join(tmpdir(), 'webku-media-'));
let t: TestServer;
let image: { full_url: string; filename: string };
beforeAll(async () => {
  t = await startTestServer({ STORAGE_DIR: dir });
  const owner = await createOwner(t);
  const res = await upload(t, owner.token, '/api/admin/upload/image', [
    { bytes: await fixtures.photoJpeg(1200, 900), name: 'menu.jpg' },
  ]);
  image = (await json<{ data: typeof image }>(res)).data;
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const widthOf = async (res: Response) => (await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width;

describe('uploaded media', () => {
  it('serves the original with a year-long immutable cache and an ETag', async () => {
    const res = await t.api(image.full_url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const etag = res.headers.get('etag')!;
    expect(await widthOf(res)).toBe(1200);
    const again = await t.api(image.full_url, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    const head = await t.api(`${image.full_url}?w=640`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('image/webp');
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(0);
  });

  it('serves the nearest WebP variant at least as wide as ?w=, never upscaled', async () => {
    const cases: [number, number][] = [
      [1, 320],
      [640, 640],
      [700, 960],
      [1280, 1200],
      [5000, 1200],
    ];
    for (const [w, expected] of cases) {
      const res = await t.api(`${image.full_url}?w=${w}`);
      expect(res.status, `w=${w}`).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(await widthOf(res), `w=${w}`).toBe(expected);
    }
    for (const w of ['abc', '0', '-5', '1e3', '123456']) {
      expect((await t.api(`${image.full_url}?w=${w}`)).status, w).toBe(400);
    }
  });

  it('gives every srcset entry of imageVariants a working WebP', async () => {
    const variants = imageVariants(image.full_url)!;
    for (const entry of variants.srcSet.split(', ')) {
      const res = await t.api(entry.split(' ')[0]!);
      expect(res.status, entry).toBe(200);
    }
    expect((await t.api(variants.src)).status).toBe(200);
  });
});

describe('built-in media', () => {
  it('still serves the SVG', async () => {
    const res = await t.api('/media/builtin/coffee/hero.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('rasterizes the hero to WebP within the 100 KB LCP budget at 412 px', async () => {
    const sizes: string[] = [];
    for (const w of [412, 828]) {
      for (const pack of ['coffee', 'restaurant', 'bakery', 'fashion', 'beauty', 'generic']) {
        const res = await t.api(`/media/builtin/${pack}/hero.webp?w=${w}`);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('image/webp');
        const bytes = Buffer.from(await res.arrayBuffer());
        expect((await sharp(bytes).metadata()).width).toBe(w);
        if (w === 412) expect(bytes.length).toBeLessThanOrEqual(100 * 1024);
        sizes.push(`${pack} ${w}px ${bytes.length} B`);
      }
    }
    console.info(`Built-in hero WebP: ${sizes.join('; ')}`);
  });

  it('snaps widths to a small set (160..1920) and answers 304 to a matching ETag', async () => {
    for (const [w, expected] of [
      [10, 160],
      [413, 640],
      [800, 828],
      [99999, 1920],
    ] as const) {
      const res = await t.api(`/media/builtin/bakery/croissant.webp?w=${w}`);
      expect(await widthOf(res), `w=${w}`).toBe(expected);
    }
    const first = await t.api('/media/builtin/bakery/croissant.webp');
    expect(await widthOf(first)).toBe(960);
    const etag = first.headers.get('etag')!;
    expect(
      (await t.api('/media/builtin/bakery/croissant.webp', { headers: { 'if-none-match': etag } })).status,
    ).toBe(304);
  });

  it('answers 404 for unknown images and other extensions', async () => {
    for (const path of [
      '/media/builtin/coffee/nope.webp',
      '/media/builtin/coffee/hero.png',
      '/media/builtin/../x.webp',
    ]) {
      const res = await t.api(path);
      expect(res.status, path).toBe(404);
    }
  });
});
