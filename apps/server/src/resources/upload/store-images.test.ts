import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '@webku/db';
import { describe, expect, it } from 'vitest';
import { photoJpeg } from '../../../../../tests/fixtures/images/make-images';
import { processImage } from '../../images/process-image';
import { LocalDiskStorage } from '../../providers/storage/local-disk';
import { listStoredFiles } from '../../testing/upload';
import { CompanyQueue } from './company-queue';
import { storeImages } from './store-images';

const limits = { maxBytes: 10e6, maxRequestBytes: 50e6, maxPixels: 40e6, quotaBytes: 200e6 };

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
