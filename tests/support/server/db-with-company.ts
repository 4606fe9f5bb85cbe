import { companies, type DbHandle, users } from '@webku/db';
import { afterAll, beforeAll } from 'vitest';
import { openTestDb } from '../db/test-db';

/** A database of this test file's own with one owner and their company, for tests that need no server. */
export function useDbWithCompany(
  name: string,
  slug: string,
): { readonly handle: DbHandle; readonly companyId: number } {
  let handle: DbHandle | undefined;
  let id = 0;
  beforeAll(async () => {
    handle = await openTestDb();
    const [user] = await handle.db
      .insert(users)
      .values({ name: 'Sari', email: 'sari@example.id' })
      .returning();
    const [company] = await handle.db
      .insert(companies)
      .values({ owner_user_id: user!.id, name, slug })
      .returning();
    id = company!.id;
  });
  afterAll(() => handle?.close());
  return {
    get handle() {
      if (!handle) throw new Error('useDbWithCompany: the database opens in beforeAll');
      return handle;
    },
    get companyId() {
      return id;
    },
  };
}
