import { contentSectionDefinitions, MAX_ID } from '@webku/contract';
import { type Db, eq } from '@webku/db';
import { clip } from '../providers/content/text-utils';
import { STORE_OF_TABLE } from '../site-content/content-stores';
import { CONTENT_TABLES, type CompanyTableName } from '../site-content/content-tables';

type DeleteTarget = { noun: string; table: CompanyTableName; nameColumn: string };

const NAME_MAX = 60;

// Every DELETE route of the admin router, by its path under /api/admin/ without the id, with what the
// owner calls its row: each content section's deletes, as its definition names them.
export const DELETE_TARGETS: Record<string, DeleteTarget> = Object.fromEntries(
  contentSectionDefinitions().flatMap(({ restorePoint }) =>
    restorePoint.deletes.map(({ route, noun, table, nameColumn }) => [
      route,
      { noun, table: table as CompanyTableName, nameColumn },
    ]),
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
  // Through the table's company-scoped store: another company's row is no row.
  const [row] = await STORE_OF_TABLE[target.table].list(
    db,
    companyId,
    eq(CONTENT_TABLES[target.table].id, id),
  );
  return row
    ? `${target.noun} “${clip(String((row as Record<string, unknown>)[target.nameColumn]), NAME_MAX)}”`
    : null;
}
