import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '../../../tests/support/db/test-db';
import { type DbHandle, migrationsFolder } from './client';
import { isUniqueViolation } from './errors';
import { eq, sql } from './index';
import { companies, menuCategories, menuItems, users } from './schema/index';

let handle: DbHandle;
beforeAll(async () => {
  handle = await openTestDb();
});
afterAll(() => handle.close());

async function makeCompany(slug: string) {
  const [user] = await handle.db
    .insert(users)
    .values({ name: 'Owner', email: `${slug}@example.id` })
    .returning();
  const [company] = await handle.db
    .insert(companies)
    .values({ owner_user_id: user!.id, name: slug, slug })
    .returning();
  return company!;
}

describe('database schema', () => {
  it('applies migrations and round-trips rupiah prices as numbers', async () => {
    const company = await makeCompany('kopi-a');
    const [category] = await handle.db
      .insert(menuCategories)
      .values({ company_id: company.id, name: 'Kopi', slug: 'kopi' })
      .returning();
    const [item] = await handle.db
      .insert(menuItems)
      .values({ company_id: company.id, category_id: category!.id, name: 'Es Kopi Susu', price: 22000.5 })
      .returning();
    expect(item!.price).toBe(22000.5);
  });

  it('rejects a second company with the same slug as a unique violation', async () => {
    await makeCompany('kopi-b');
    const error = await makeCompany('kopi-b').catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
  });

  it('removes a category’s items when the category is deleted', async () => {
    const company = await makeCompany('kopi-c');
    const [category] = await handle.db
      .insert(menuCategories)
      .values({ company_id: company.id, name: 'Teh', slug: 'teh' })
      .returning();
    await handle.db
      .insert(menuItems)
      .values({ company_id: company.id, category_id: category!.id, name: 'Teh Tarik', price: 15000 });
    await handle.db.delete(menuCategories).where(eq(menuCategories.id, category!.id));
    const left = await handle.db.select().from(menuItems).where(eq(menuItems.category_id, category!.id));
    expect(left).toHaveLength(0);
  });
});

describe('test databases', () => {
  it('each starts migrated and empty, and what one writes the next does not see', async () => {
    const other = await openTestDb();
    try {
      await makeCompany('hanya-di-sini');
      expect(await other.db.select().from(companies).where(eq(companies.slug, 'hanya-di-sini'))).toEqual([]);
      expect(await other.db.select().from(users)).toEqual([]);
      // Migrated: every migration of the journal is recorded as applied in the second database too.
      const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
        entries: unknown[];
      };
      const applied = (await other.db.execute(
        sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`,
      )) as unknown as { rows: { n: number }[] };
      expect(applied.rows[0]?.n).toBe(journal.entries.length);
    } finally {
      await other.close();
    }
  });
});
