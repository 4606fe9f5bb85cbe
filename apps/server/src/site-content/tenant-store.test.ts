import { hero } from '@webku/contract';
import { newsArticles } from '@webku/db';
import { describe, expect, it } from 'vitest';
import { useDbWithCompany } from '../../../../tests/support/server/db-with-company';
import { AppError } from '../errors';
import { oneRowStore } from './content-stores';
import { tenantStore } from './tenant-store';

const fx = useDbWithCompany('Kopi Sari', 'kopi-sari');

describe('tenantStore insert', () => {
  it('answers the stored row, with the company set', async () => {
    const row = await oneRowStore(hero).insert(fx.handle.db, fx.companyId, { tagline: 'Kopi pagi' });
    expect(row).toMatchObject({ company_id: fx.companyId, tagline: 'Kopi pagi' });
    expect(await oneRowStore(hero).one(fx.handle.db, fx.companyId)).toMatchObject({ id: row.id });
  });

  it("turns only a unique violation into the store's conflict", async () => {
    const second = oneRowStore(hero).insert(fx.handle.db, fx.companyId, { tagline: 'Lagi' });
    await expect(second).rejects.toBeInstanceOf(AppError);
    await expect(second).rejects.toMatchObject({ kind: 'conflict', message: 'Bagian hero sudah ada' });
    // A company that does not exist breaks the foreign key: an error of its own, not "already exists".
    const orphan = oneRowStore(hero).insert(fx.handle.db, 999_999, { tagline: 'Tanpa toko' });
    await expect(orphan).rejects.toThrow();
    await expect(orphan).rejects.not.toBeInstanceOf(AppError);
  });
});

describe('tenantStore insertMany', () => {
  it('lets other work run between the rows it prepares (rich text can cost tens of milliseconds each)', async () => {
    const order: string[] = [];
    const store = tenantStore(newsArticles, { notFound: 'Berita tidak ditemukan' }, {}, (values) => {
      order.push('row');
      return values;
    });
    setImmediate(() => order.push('other request'));
    await store.insertMany(fx.handle.db, fx.companyId, [
      { title: 'Satu' },
      { title: 'Dua' },
      { title: 'Tiga' },
    ]);
    expect(order).toEqual(['row', 'other request', 'row', 'row']);
    expect(await store.list(fx.handle.db, fx.companyId)).toHaveLength(3);
  });
});
