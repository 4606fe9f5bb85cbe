import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from './client';
import { isUniqueViolation } from './errors';
import { eq } from './index';
import { companies, menuCategories, menuItems, users } from './schema/index';
import { openTestDb } from './testing';

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
