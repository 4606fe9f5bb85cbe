import { type MenuCategory, type MenuCategoryInput, toCategorySlug } from '@webku/contract';
import { and, count, type DbOrTx, eq, isUniqueViolation, type menuCategories, menuItems } from '@webku/db';
import { ConflictError, ValidationError } from '../../http/errors';
import { withoutTenant } from '../admin-content/admin-output';
import type { CrudService } from '../admin-content/crud-routes';
import { menuCategoryRows, menuItemRows, toMenuItem } from './menu-items.service';

export const CATEGORY_HAS_ITEMS = 'Category still has menu items';

type CategoryRow = typeof menuCategories.$inferSelect;
type ItemRow = typeof menuItems.$inferSelect;

const toCategory = (row: CategoryRow, items: ItemRow[]): MenuCategory => ({
  ...withoutTenant(row),
  menu_items: items.filter((item) => item.category_id === row.id).map(toMenuItem),
});

// Spec §5: the slug comes from the name when none is given; the owner's own slug is kept as typed.
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

async function itemsOf(db: DbOrTx, companyId: number, categoryId: number) {
  const items = await menuItemRows.list(db, { companyId });
  return items.filter((item) => item.category_id === categoryId);
}

// The admin list shows inactive categories and items too, each category with its items in order.
export const menuCategoriesService: CrudService<MenuCategoryInput, MenuCategory> = {
  list: async (db, options) => {
    const [categories, items] = await Promise.all([
      menuCategoryRows.list(db, options),
      menuItemRows.list(db, options),
    ]);
    return categories.map((row) => toCategory(row, items));
  },

  create: async (db, { companyId, input }) => {
    const slug = categorySlug(input.name, input.slug);
    const row = await withUniqueSlug(slug, () =>
      menuCategoryRows.create(db, { companyId, values: { ...input, slug } }),
    );
    return toCategory(row, []);
  },

  // An omitted slug keeps the stored one; an empty one is derived again from the name.
  update: async (db, { companyId, id, input }) => {
    const slug = input.slug === undefined ? undefined : categorySlug(input.name, input.slug);
    const row = await withUniqueSlug(slug, () =>
      menuCategoryRows.update(db, { companyId, id, values: { ...input, slug } }),
    );
    return toCategory(row, await itemsOf(db, companyId, id));
  },

  // The row lock makes a concurrent item insert wait, so "no items" still holds when the delete commits.
  remove: (db, { companyId, id }) =>
    db.transaction(async (tx) => {
      const row = await menuCategoryRows.find(tx, { companyId, id, lock: true });
      const [items] = await tx
        .select({ n: count() })
        .from(menuItems)
        .where(and(eq(menuItems.company_id, companyId), eq(menuItems.category_id, id)));
      if ((items?.n ?? 0) > 0) throw new ConflictError(CATEGORY_HAS_ITEMS);
      await menuCategoryRows.remove(tx, { companyId, id });
      return toCategory(row, []);
    }),
};
