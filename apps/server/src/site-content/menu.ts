import {
  type AdminMenuCategory,
  type AdminMenuItem,
  type MenuCategoryInput,
  type MenuItemInput,
  type SoldOutInput,
  toCategorySlug,
} from '@webku/contract';
import { type DbOrTx, eq, isUniqueViolation, type menuCategories, menuItems, pgErrorCode } from '@webku/db';
import { ConflictError, NotFoundError, ValidationError } from '../errors';
import { CATEGORY_NOT_FOUND, contentStores } from './content-stores';
import type { ExampleConfirmation, ListService, ServiceDeps, SoldOutSwitch } from './services';
import { readSiteTimeZone } from './site-time-zone';
import { soldOutValues, withSoldOut } from './sold-out';
import { withoutTenant } from './tenant-store';

export const CATEGORY_HAS_ITEMS = 'Category still has menu items';
const itemRows = contentStores.items;
const categoryRows = contentStores.categories;

type CategoryRow = typeof menuCategories.$inferSelect;
type ItemRow = typeof menuItems.$inferSelect;

export const toMenuItem = (row: ItemRow): AdminMenuItem => withSoldOut(withoutTenant(row));
const toCategory = (row: CategoryRow, items: ItemRow[]): AdminMenuCategory => ({
  ...withoutTenant(row),
  menu_items: items.filter((item) => item.category_id === row.id).map(toMenuItem),
});

// The slug comes from the name when none is given; the owner's own slug is kept as typed.
function categorySlug(name: string, slug: string | null | undefined): string {
  const derived = slug || toCategorySlug(name);
  if (!derived)
    throw new ValidationError(
      'Slug wajib diisi: nama kategori tidak berisi huruf atau angka untuk dijadikan slug',
    );
  return derived;
}

async function withUniqueSlug<T>(slug: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error))
      throw new ConflictError(`Slug '${slug}' sudah dipakai kategori lain, pilih slug lain`);
    throw error;
  }
}

// The item's category must be one of the caller's; a category deleted meanwhile fails the foreign key.
async function inOwnCategory<T>(db: DbOrTx, companyId: number, categoryId: number, write: () => Promise<T>) {
  await categoryRows.find(db, { companyId, id: categoryId });
  try {
    return await write();
  } catch (error) {
    if (pgErrorCode(error) === '23503') throw new NotFoundError(CATEGORY_NOT_FOUND);
    throw error;
  }
}

// The admin list shows inactive categories and items too, each category with its items in order.
export const menuCategoriesService = ({
  db,
  write,
}: ServiceDeps): ListService<MenuCategoryInput, AdminMenuCategory> => ({
  list: async (companyId) => {
    const [categories, items] = await Promise.all([
      categoryRows.list(db, companyId),
      itemRows.list(db, companyId),
    ]);
    return categories.map((row) => toCategory(row, items));
  },

  create: (companyId, input) => {
    const slug = categorySlug(input.name, input.slug);
    return write(companyId, async (tx) =>
      toCategory(
        await withUniqueSlug(slug, () => categoryRows.append(tx, companyId, { ...input, slug })),
        [],
      ),
    );
  },

  // An omitted slug keeps the stored one; an empty one is derived again from the name.
  update: ({ companyId, id }, input) => {
    const slug = input.slug === undefined ? undefined : categorySlug(input.name, input.slug);
    return write(companyId, async (tx) => {
      const row = await withUniqueSlug(slug, () =>
        categoryRows.update(tx, { companyId, id }, { ...input, slug }),
      );
      return toCategory(row, await itemRows.list(tx, companyId, eq(menuItems.category_id, id)));
    });
  },

  // The row lock makes a concurrent item insert wait, so "no items" still holds when the delete commits.
  remove: (scope) =>
    write(scope.companyId, async (tx) => {
      const row = await categoryRows.find(tx, { ...scope, lock: true });
      const items = await itemRows.list(tx, scope.companyId, eq(menuItems.category_id, scope.id));
      if (items.length > 0) throw new ConflictError(CATEGORY_HAS_ITEMS);
      await categoryRows.remove(tx, scope);
      return toCategory(row, []);
    }),
});

export const menuItemsService = ({
  db,
  write,
}: ServiceDeps): ListService<MenuItemInput, AdminMenuItem> &
  SoldOutSwitch<AdminMenuItem> &
  ExampleConfirmation<AdminMenuItem> => ({
  list: async (companyId) => (await itemRows.list(db, companyId)).map(toMenuItem),

  create: (companyId, input) =>
    write(companyId, async (tx) =>
      toMenuItem(
        await inOwnCategory(tx, companyId, input.category_id, () => itemRows.append(tx, companyId, input)),
      ),
    ),

  // Saving an item is the owner's word for it: an example ("contoh") becomes theirs.
  update: (scope, input) =>
    write(scope.companyId, async (tx) =>
      toMenuItem(
        await inOwnCategory(tx, scope.companyId, input.category_id, () =>
          itemRows.update(tx, scope, { ...input, is_example: false }),
        ),
      ),
    ),

  remove: (scope) => write(scope.companyId, async (tx) => toMenuItem(await itemRows.remove(tx, scope))),

  setSoldOut: (scope, input: SoldOutInput) =>
    write(scope.companyId, async (tx) => {
      const values = soldOutValues(input, await readSiteTimeZone(tx, scope.companyId));
      return toMenuItem(await itemRows.update(tx, scope, values));
    }),

  confirmExample: (scope) =>
    write(scope.companyId, async (tx) => toMenuItem(await itemRows.update(tx, scope, { is_example: false }))),
});
