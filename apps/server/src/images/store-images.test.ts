import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assets, type Db, eq } from '@webku/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { photoJpeg } from '../../../../tests/fixtures/images/make-images';
import { useDbWithCompany } from '../../../../tests/support/server/db-with-company';
import { listStoredFiles } from '../../../../tests/support/server/upload';
import type { StorageProvider } from '../providers/storage/index';
import { LocalDiskStorage } from '../providers/storage/local-disk';
import { CompanyQueue } from './company-queue';
import { processImage } from './process-image';
import type { UploadedImage } from './store-images';
import { storeImages } from './store-images';

const limits = { maxBytes: 10e6, maxRequestBytes: 50e6, maxPixels: 40e6, quotaBytes: 200e6 };

const fx = useDbWithCompany('Roti Sari', 'roti-sari');
let photo: UploadedImage;
beforeAll(async () => {
  photo = { ...(await processImage(await photoJpeg(900, 600), limits)), originalName: 'roti.jpg' };
});

// The bytes one image takes in storage: its original and every WebP variant.
const storedBytes = (image: UploadedImage) =>
  image.original.bytes.length + image.variants.reduce((sum, v) => sum + v.bytes.length, 0);

// Local disk that records every write with its content type, and refuses the writes `refuse` picks.
function recordingStorage(refuse: (key: string) => boolean = () => false) {
  const dir = mkdtempSync(join(tmpdir(), 'webku-store-'));
  const disk = new LocalDiskStorage(dir);
  const puts: { key: string; contentType: string }[] = [];
  const storage: StorageProvider = Object.assign(Object.create(disk), {
    put: async (key: string, bytes: Uint8Array, contentType: string) => {
      if (refuse(key)) throw new Error(`storage refused ${key}`);
      await disk.put(key, bytes, contentType);
      puts.push({ key, contentType });
    },
  });
  return { dir, storage, puts };
}

const rowsOf = () => fx.handle.db.select().from(assets).where(eq(assets.company_id, fx.companyId));

describe('storing images', () => {
  it('removes the files it wrote when the database insert fails', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'webku-rollback-'));
    const failingDb = {
      insert: () => ({
        values: () => ({
          returning: async () => {
            throw new Error('database is down');
          },
        }),
      }),
    } as unknown as Db;
    const image = { ...(await processImage(await photoJpeg(700, 500), limits)), originalName: 'kopi.jpg' };
    const deps = { db: failingDb, storage: new LocalDiskStorage(dir), limits, queue: new CompanyQueue() };
    await expect(
      storeImages(deps, { companyId: 7, category: 'general', images: [image, image] }),
    ).rejects.toThrow('database is down');
    expect(listStoredFiles(dir)).toEqual([]);
  });

  it('runs one task at a time per company, in order, and keeps going after a failure', async () => {
    const queue = new CompanyQueue();
    const order: string[] = [];
    const task =
      (name: string, ms: number, fail = false) =>
      async () => {
        order.push(`start ${name}`);
        await new Promise((r) => setTimeout(r, ms));
        order.push(`end ${name}`);
        if (fail) throw new Error(name);
        return name;
      };
    const results = await Promise.allSettled([
      queue.run(1, task('a', 20, true)),
      queue.run(1, task('b', 1)),
      queue.run(2, task('c', 1)),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
    expect(order.indexOf('start b')).toBeGreaterThan(order.indexOf('end a'));
    expect(order.indexOf('start c')).toBeLessThan(order.indexOf('end a'));
  });
});

describe('storing images within the quota', () => {
  const store = (storage: StorageProvider, quotaBytes: number) =>
    storeImages(
      { db: fx.handle.db, storage, limits: { ...limits, quotaBytes }, queue: new CompanyQueue() },
      { companyId: fx.companyId, category: 'menu', images: [photo] },
    );

  it('fills the quota to the last byte and refuses one byte more', async () => {
    const quota = storedBytes(photo) + 5_000;
    const { dir, storage } = recordingStorage();
    await storage.put(`companies/${fx.companyId}/general/lama.jpg`, new Uint8Array(5_000), 'image/jpeg');
    const [image] = await store(storage, quota);
    expect(image).toMatchObject({ category: 'menu', width: 900, height: 600 });
    expect(await storage.usage(`companies/${fx.companyId}/`)).toBe(quota);

    const full = recordingStorage();
    await full.storage.put(`companies/${fx.companyId}/general/lama.jpg`, new Uint8Array(5_001), 'image/jpeg');
    await expect(store(full.storage, quota)).rejects.toMatchObject({
      kind: 'too-large',
      message: expect.stringMatching(
        /^Ruang penyimpanan penuh: maksimal \d+ KB\. Hapus gambar yang tidak dipakai/,
      ),
    });
    expect(listStoredFiles(full.dir)).toEqual([`companies/${fx.companyId}/general/lama.jpg`]);
    rmSync(dir, { recursive: true, force: true });
    rmSync(full.dir, { recursive: true, force: true });
  });

  it('writes the original with its own content type and every variant as image/webp', async () => {
    const { dir, storage, puts } = recordingStorage();
    const [image] = await store(storage, limits.quotaBytes);
    const original = `companies/${fx.companyId}/menu/${image!.filename}`;
    expect(puts).toContainEqual({ key: original, contentType: 'image/jpeg' });
    const variants = puts.filter((p) => p.key !== original);
    expect(variants.length).toBe(photo.variants.length);
    for (const variant of variants) {
      expect(variant.key).toMatch(/\.w\d+\.webp$/);
      expect(variant.contentType).toBe('image/webp');
    }
    rmSync(dir, { recursive: true, force: true });
  });

  it('removes the files it wrote and stores no row when storage refuses one of them', async () => {
    const before = (await rowsOf()).length;
    const { dir, storage, puts } = recordingStorage((key) => key.endsWith('.w320.webp'));
    await expect(store(storage, limits.quotaBytes)).rejects.toThrow(/^storage refused .*\.w320\.webp$/);
    expect(puts.length).toBe(photo.variants.length);
    expect(listStoredFiles(dir)).toEqual([]);
    expect(await rowsOf()).toHaveLength(before);
    rmSync(dir, { recursive: true, force: true });
  });
});
