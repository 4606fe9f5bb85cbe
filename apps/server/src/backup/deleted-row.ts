import { contentSectionDefinitions, MAX_ID } from '@webku/contract';
import { type AnyPgColumn, and, type Db, eq, type PgTable } from '@webku/db';
import { clip } from '../providers/content/text-utils';
import { CONTENT_TABLES } from '../site-content/content-tables';

type CompanyRows = PgTable & { id: AnyPgColumn; company_id: AnyPgColumn };
type DeleteTarget = { noun: string; table: CompanyRows; name: AnyPgColumn };

const NAME_MAX = 60;

// Every DELETE route of the admin router, by its path under /api/admin/ without the id, with what the
// owner calls its row: each content section's deletes, as its definition names them.
export const DELETE_TARGETS: Record<string, DeleteTarget> = Object.fromEntries(
  contentSectionDefinitions().flatMap(({ restorePoint }) =>
    restorePoint.deletes.map(({ route, noun, table, nameColumn }) => {
      const rows = CONTENT_TABLES[table] as unknown as CompanyRows & Record<string, AnyPgColumn>;
      return [route, { noun, table: rows, name: rows[nameColumn]! }];
    }),
  ),
);

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
