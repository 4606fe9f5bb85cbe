import type { MenuItem, MenuItemInput } from '@webku/contract';
import { type DbOrTx, menuCategories, menuItems, pgErrorCode } from '@webku/db';
import { NotFoundError } from '../../http/errors';
import { withoutTenant } from '../admin-content/admin-output';
import type { CrudService } from '../admin-content/crud-routes';
import { tenantList } from '../admin-content/tenant-list';

export const CATEGORY_NOT_FOUND = 'Category not found';

export const menuItemRows = tenantList(menuItems, 'Menu item not found');
export const menuCategoryRows = tenantList(menuCategories, CATEGORY_NOT_FOUND);

export const toMenuItem = (row: typeof menuItems.$inferSelect): MenuItem => withoutTenant(row);

// The item's category must be one of the caller's; a category deleted meanwhile fails the foreign key.
async function inOwnCategory<T>(db: DbOrTx, companyId: number, categoryId: number, write: () => Promise<T>) {
  await menuCategoryRows.find(db, { companyId, id: categoryId });
  try {
    return await write();
  } catch (error) {
    if (pgErrorCode(error) === '23503') throw new NotFoundError(CATEGORY_NOT_FOUND);
    throw error;
  }
}

export const menuItemsService: CrudService<MenuItemInput, MenuItem> = {
  list: async (db, options) => (await menuItemRows.list(db, options)).map(toMenuItem),

  create: async (db, { companyId, input }) =>
    toMenuItem(
      await inOwnCategory(db, companyId, input.category_id, () =>
        menuItemRows.create(db, { companyId, values: input }),
      ),
    ),

  update: async (db, { companyId, id, input }) =>
    toMenuItem(
      await inOwnCategory(db, companyId, input.category_id, () =>
        menuItemRows.update(db, { companyId, id, values: input }),
      ),
    ),

  remove: async (db, options) => toMenuItem(await menuItemRows.remove(db, options)),
};
