import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assetListingSchema } from '@webku/contract';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIF_MARKERS } from '../../../../../tests/fixtures/images/exif';
import * as fixtures from '../../../../../tests/fixtures/images/make-images';
import { startTestServer, type TestServer } from '../../../../../tests/support/server/test-server';
import {
  createOwner,
  json,
  listStoredFiles,
  type Owner,
  upload,
} from '../../../../../tests/support/server/upload';

type Uploaded = {
  filename: string;
  full_url: string;
  size: number;
  category: string;
  width: number;
  height: number;
};

// What the server logs at warn and above, for the operator.
const warnings: { msg: string; orphanedKeys?: string[] }[] = [];
const logger = pino({ level: 'warn' }, { write: (line: string) => void warnings.push(JSON.parse(line)) });

let t: TestServer;
let dir: string;
let owner: Owner;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'webku-uploads-'));
  t = await startTestServer({ STORAGE_DIR: dir }, { logger });
  owner = await createOwner(t);
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const stored = (image: Uploaded) =>
  readFileSync(join(dir, `companies/${owner.companyId}/${image.category}/${image.filename}`));
const storedVariants = (image: Uploaded) =>
  listStoredFiles(dir).filter((f) =>
    f.startsWith(`companies/${owner.companyId}/${image.category}/${image.filename.split('.')[0]}.w`),
  );

async function uploadOne(bytes: Buffer, name: string, category?: string): Promise<Uploaded> {
  const res = await upload(t, owner.token, '/api/admin/upload/image', [{ bytes, name }], { category });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await json<{ data: Uploaded }>(res)).data;
}

describe('image upload', () => {
  it('stores a JPEG rotated by its EXIF orientation with every piece of metadata (GPS, XMP, comment) removed', async () => {
    const input = await fixtures.jpegWithGps();
    expect((await sharp(input).metadata()).orientation).toBe(6);
    expect(input.toString('latin1')).toContain(EXIF_MARKERS.gpsDatum);

    const image = await uploadOne(input, 'IMG_0001.JPG', 'menu');
    expect(image.filename).toMatch(/^[a-z0-9]{26}\.jpg$/);
    expect(image).toMatchObject({ category: 'menu', width: 20, height: 40 });
    expect(image.full_url).toBe(`/media/u/${owner.companyId}/menu/${image.filename}`);

    const bytes = stored(image);
    expect(image.size).toBe(bytes.length);
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 20, height: 40 });
    expect([meta.exif, meta.xmp, meta.icc, meta.iptc, meta.orientation, meta.comments]).toEqual(
      Array(6).fill(undefined),
    );
    for (const marker of [...Object.values(EXIF_MARKERS), 'Exif', '<?php']) {
      expect(bytes.toString('latin1')).not.toContain(marker);
    }
    const [variant] = storedVariants(image);
    const variantMeta = await sharp(join(dir, variant!)).metadata();
    expect(variantMeta).toMatchObject({ format: 'webp', width: 20, height: 40 });
    expect(variantMeta.exif).toBeUndefined();
  });

  it('keeps a transparent PNG as a transparent PNG, with transparent WebP variants', async () => {
    const image = await uploadOne(await fixtures.transparentPng(), 'logo.png', 'logo');
    expect(image.filename).toMatch(/\.png$/);
    const meta = await sharp(stored(image)).metadata();
    expect(meta).toMatchObject({ format: 'png', hasAlpha: true, width: 300, height: 200 });
    const [variant] = storedVariants(image);
    expect(await sharp(join(dir, variant!)).metadata()).toMatchObject({ format: 'webp', hasAlpha: true });
  });

  it('accepts a 12-megapixel photo: original capped at 2560 px, WebP variants 320..1920 px', async () => {
    const photo = await fixtures.photoJpeg(4000, 3000);
    const image = await uploadOne(photo, 'DSC_4000x3000.jpg', 'gallery');
    expect(image).toMatchObject({ width: 2560, height: 1920 });
    const variants = storedVariants(image).sort(
      (a, b) => Number(a.split('.w')[1]!.split('.')[0]) - Number(b.split('.w')[1]!.split('.')[0]),
    );
    const widths = await Promise.all(variants.map(async (v) => (await sharp(join(dir, v)).metadata()).width));
    expect(widths).toEqual([320, 640, 960, 1280, 1920]);
    const sizes = variants.map(
      (v) => `${v.split('.w')[1]!.split('.')[0]}w ${readFileSync(join(dir, v)).length} B`,
    );
    console.info(
      `12 MP upload: input ${photo.length} B, stored original ${image.size} B; variants ${sizes.join(', ')}`,
    );
    // About 6 s of image work on an idle machine; a busy CI host has taken more than 30.
  }, 90_000);

  it('stores WebP as WebP, the first frame of a GIF as PNG and AVIF as WebP', async () => {
    const webp = await uploadOne(await fixtures.webpImage(), 'a.webp');
    expect(webp.filename).toMatch(/\.webp$/);
    expect(webp.category).toBe('general');
    const gif = await uploadOne(await fixtures.animatedGif(), 'promo.gif');
    expect(gif.filename).toMatch(/\.png$/);
    const gifMeta = await sharp(stored(gif)).metadata();
    expect(gifMeta).toMatchObject({ format: 'png', width: 120, height: 80 });
    expect(gifMeta.pages).toBeUndefined();
    const avif = await uploadOne(await fixtures.avifImage(), 'photo.avif');
    expect((await sharp(stored(avif)).metadata()).format).toBe('webp');
  });

  it('uploads several files with images[] (or images) in one call', async () => {
    const files = [
      { bytes: await fixtures.photoJpeg(640, 480), name: 'a.jpg' },
      { bytes: await fixtures.transparentPng(), name: 'b.png', type: 'image/png' },
    ];
    const res = await upload(t, owner.token, '/api/admin/upload/images', files, { category: 'gallery' });
    expect(res.status).toBe(201);
    const { data } = await json<{ data: { uploaded: number; count: number; images: Uploaded[] } }>(res);
    expect(data.uploaded).toBe(2);
    expect(data.count).toBe(2);
    expect(data.images.map((i) => i.category)).toEqual(['gallery', 'gallery']);

    const plain = await upload(t, owner.token, '/api/admin/upload/images', [files[0]!], { field: 'images' });
    expect((await json<{ data: { uploaded: number } }>(plain)).data.uploaded).toBe(1);
  });

  it('lists images by category with totals, newest first, in the contract shape', async () => {
    const all = await t.api('/api/admin/upload/images/list', { token: owner.token });
    expect(all.status).toBe(200);
    const listing = assetListingSchema.parse((await json<{ data: unknown }>(all)).data);
    expect(listing.categories_with_images).toEqual(['gallery', 'general', 'logo', 'menu']);
    expect(listing.total_images).toBe(9);
    expect(Object.values(listing.images).flat()).toHaveLength(9);
    const gallery = listing.images.gallery!;
    expect(gallery).toHaveLength(3);
    expect(gallery[0]!.last_modified >= gallery[2]!.last_modified).toBe(true);

    const one = await t.api('/api/admin/upload/images/list?category=menu', { token: owner.token });
    const menu = assetListingSchema.parse((await json<{ data: unknown }>(one)).data);
    expect(Object.keys(menu.images)).toEqual(['menu']);
    expect(menu.total_images).toBe(1);
    expect(menu.categories_with_images).toHaveLength(4);

    const bad = await t.api('/api/admin/upload/images/list?category=../etc', { token: owner.token });
    expect(bad.status).toBe(422);
  });

  it('deletes an image with all its variants, by name or by category/name', async () => {
    const image = await uploadOne(await fixtures.photoJpeg(1000, 700), 'del.jpg', 'promo');
    expect(storedVariants(image)).toHaveLength(4);
    const del = (filename: string) =>
      t.api('/api/admin/upload/image/delete', { method: 'DELETE', token: owner.token, json: { filename } });
    const deleted = await del(image.filename);
    expect(deleted.status).toBe(200);
    expect(await json(deleted)).toEqual({ data: { deleted: true, filename: image.filename } });
    expect(listStoredFiles(dir).filter((f) => f.includes(image.filename.split('.')[0]!))).toEqual([]);
    expect((await t.api(image.full_url)).status).toBe(404);
    const again = await del(image.filename);
    expect(again.status).toBe(404);
    expect(await json(again)).toEqual({ message: 'Gambar tidak ditemukan' });

    const mismatch = await t.api('/api/admin/upload/image/delete', {
      method: 'DELETE',
      token: owner.token,
      json: { filename: 'promo/x.webp', category: 'menu' },
    });
    expect(mismatch.status).toBe(422);
    expect((await json<{ message: string }>(mismatch)).message).toMatch(/^Kategori "menu" tidak cocok/);

    const second = await uploadOne(await fixtures.transparentPng(), 'x.png', 'promo');
    expect((await del(`general/${second.filename}`)).status).toBe(404);
    const byCategory = await del(`promo/${second.filename}`);
    expect(byCategory.status).toBe(200);
    expect(await json(byCategory)).toEqual({ data: { deleted: true, filename: second.filename } });
    const listing = await t.api('/api/admin/upload/images/list', { token: owner.token });
    expect(
      (await json<{ data: { categories_with_images: string[] } }>(listing)).data.categories_with_images,
    ).not.toContain('promo');
  });

  it('deletes by name in the category given, or by category/name when the category agrees', async () => {
    const del = (json: { filename: string; category?: string }) =>
      t.api('/api/admin/upload/image/delete', { method: 'DELETE', token: owner.token, json });
    const first = await uploadOne(await fixtures.transparentPng(), 'a.png', 'paket');
    const wrongCategory = await del({ filename: first.filename, category: 'menu' });
    expect(wrongCategory.status).toBe(404);
    expect(await json(wrongCategory)).toEqual({ message: 'Gambar tidak ditemukan' });
    const inCategory = await del({ filename: first.filename, category: 'paket' });
    expect(await json(inCategory)).toEqual({ data: { deleted: true, filename: first.filename } });

    const second = await uploadOne(await fixtures.transparentPng(), 'b.png', 'paket');
    const agreeing = await del({ filename: `paket/${second.filename}`, category: 'paket' });
    expect(await json(agreeing)).toEqual({ data: { deleted: true, filename: second.filename } });
    expect(listStoredFiles(dir).filter((f) => f.startsWith(`companies/${owner.companyId}/paket/`))).toEqual(
      [],
    );
  });

  it('deletes the image for the owner and tells the operator which files storage kept', async () => {
    const leftBehind = 'image files left in storage after delete';
    const image = await uploadOne(await fixtures.photoJpeg(700, 500), 'macet.jpg', 'macet');
    const del = () =>
      t.api('/api/admin/upload/image/delete', {
        method: 'DELETE',
        token: owner.token,
        json: { filename: image.filename },
      });
    // A variant storage cannot remove: its path is now a folder with a file in it.
    const [variant] = storedVariants(image);
    rmSync(join(dir, variant!));
    mkdirSync(join(dir, variant!));
    writeFileSync(join(dir, variant!, 'isi'), 'x');
    const before = warnings.length;
    const res = await del();
    expect(await json(res)).toEqual({ data: { deleted: true, filename: image.filename } });
    expect(warnings.slice(before)).toContainEqual(
      expect.objectContaining({ msg: leftBehind, orphanedKeys: [variant] }),
    );

    const clean = await uploadOne(await fixtures.photoJpeg(700, 500), 'lancar.jpg', 'macet');
    const after = warnings.length;
    const ok = await t.api('/api/admin/upload/image/delete', {
      method: 'DELETE',
      token: owner.token,
      json: { filename: clean.filename },
    });
    expect(ok.status).toBe(200);
    expect(warnings.slice(after).map((w) => w.msg)).not.toContain(leftBehind);
  });
});
