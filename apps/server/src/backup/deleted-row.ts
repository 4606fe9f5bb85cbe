import { MAX_ID } from '@webku/contract';
import {
  type AnyPgColumn,
  and,
  type Db,
  eq,
  menuCategories,
  menuItems,
  merchandiseItems,
  newsArticles,
  type PgTable,
  stores,
} from '@webku/db';
import { clip } from '../providers/content/text-utils';

type CompanyRows = PgTable & { id: AnyPgColumn; company_id: AnyPgColumn };
type DeleteTarget = { noun: string; table: CompanyRows; name: AnyPgColumn };

const NAME_MAX = 60;

// Every DELETE route of the admin router, by its path under /api/admin/ without the id, with what the
// owner calls its row. Deleting a merchandise item deletes its images with it.
export const DELETE_TARGETS: Record<string, DeleteTarget> = {
  'menu/categories': { noun: 'kategori menu', table: menuCategories, name: menuCategories.name },
  'menu/items': { noun: 'item menu', table: menuItems, name: menuItems.name },
  merchandise: { noun: 'merchandise', table: merchandiseItems, name: merchandiseItems.name },
  news: { noun: 'berita', table: newsArticles, name: newsArticles.title },
  stores: { noun: 'toko', table: stores, name: stores.name },
};

/**
 * What a DELETE on `/api/admin/{resource}/{id}` removes, as the restore point's detail
 * (`item menu “Kopi Susu”`): null when the row is not the company's (the route answers 404),
 * undefined when the path is no known delete route.
 */
export async function deletedRowLabel(
  db: Db,
  companyId: number,
  path: string,
): Promise<string | null | undefined> {
  const match = /^\/api\/admin\/(.+)\/([0-9]+)$/.exec(path);
  const target = match && DELETE_TARGETS[match[1]!];
  if (!target) return undefined;
  const id = Number(match[2]);
  if (!Number.isSafeInteger(id) || id > MAX_ID) return null;
  const [row] = await db
    .select({ name: target.name })
    .from(target.table)
    .where(and(eq(target.table.id, id), eq(target.table.company_id, companyId)))
    .limit(1);
  return row ? `${target.noun} “${clip(String(row.name), NAME_MAX)}”` : null;
}
