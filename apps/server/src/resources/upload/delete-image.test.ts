import { assets, type DbOrTx, eq } from '@webku/db';
import { describe, expect, it } from 'vitest';
import { useDbWithCompany } from '../../../../../tests/support/server/db-with-company';
import { VARIANT_WIDTHS } from '../../images/image-widths';
import type { StorageProvider } from '../../providers/storage/index';
import { deleteImage } from './upload.service';

const fx = useDbWithCompany('Roti Sari', 'roti-sari');

// Storage that records what it was asked to delete and refuses the keys in `failing`.
function recordingStorage(failing: string[] = []) {
  const deleted: string[] = [];
  const storage = {
    delete: async (key: string) => {
      if (failing.includes(key)) throw new Error('storage down');
      deleted.push(key);
    },
  } as unknown as StorageProvider;
  return { storage, deleted };
}

// No restore point shows these images, and none of them is in use: the files go at once.
const deps = (storage: StorageProvider) => ({
  db: fx.handle.db,
  storage,
  site: { write: <T>(_companyId: number, fn: (tx: DbOrTx) => Promise<T>) => fx.handle.db.transaction(fn) },
  restorePoints: { save: async () => undefined },
});

const stored = async (filename: string, storageKey: string) => {
  await fx.handle.db.insert(assets).values({
    company_id: fx.companyId,
    category: 'menu',
    filename,
    storage_key: storageKey,
    mime_type: 'image/webp',
    size: 1_000,
  });
};

describe('deleting an image', () => {
  it('removes the file and its variants, and reports only the files storage could not remove', async () => {
    const key = `companies/${fx.companyId}/menu/kue.webp`;
    await stored('kue.webp', key);
    const variant = key.replace(/\.webp$/, `.w${VARIANT_WIDTHS[0]}.webp`);
    const { storage, deleted } = recordingStorage([variant]);
    const result = await deleteImage(deps(storage), { companyId: fx.companyId, filename: 'kue.webp' });
    expect(result).toEqual({ orphanedKeys: [variant] });
    expect(deleted).toContain(key);
    expect(deleted).toHaveLength(VARIANT_WIDTHS.length);
    expect(await fx.handle.db.select().from(assets).where(eq(assets.filename, 'kue.webp'))).toEqual([]);
  });

  it("never deletes files outside the company's prefix, and reports the row's key", async () => {
    const foreign = 'companies/999/menu/bukan-milik.webp';
    await stored('bukan-milik.webp', foreign);
    const { storage, deleted } = recordingStorage();
    const result = await deleteImage(deps(storage), {
      companyId: fx.companyId,
      filename: 'bukan-milik.webp',
    });
    expect(result).toEqual({ orphanedKeys: [foreign] });
    expect(deleted).toEqual([]);
  });
});
