import { contentSectionDefinitions, MAX_ID } from '@webku/contract';
import { type Db, eq, sectionTable } from '@webku/db';
import { ROW_SECTIONS } from '@webku/sections/definitions';
import { clip } from '../providers/content/text-utils';
import { STORE_OF_TABLE } from '../site-content/content-stores';
import { CONTENT_TABLES, type CompanyTableName } from '../site-content/content-tables';
import { rowSectionStore } from '../site-content/row-sections';

type DeleteTarget = {
  noun: string;
  nameColumn: string;
  find: (db: Db, companyId: number, id: number) => Promise<unknown>;
};

const NAME_MAX = 60;

// Every DELETE route of the admin router, by its path under /api/admin/ without the id, with what the
// owner calls its row: each content section's deletes, as its definition names them.
// Each row is read through its table's company-scoped store: another company's row is no row.
export const DELETE_TARGETS: Record<string, DeleteTarget> = Object.fromEntries([
  ...contentSectionDefinitions().flatMap(({ restorePoint }) =>
    restorePoint.deletes.map(({ route, noun, table, nameColumn }) => {
      const name = table as CompanyTableName;
      return [
        route,
        {
          noun,
          nameColumn,
          find: async (db: Db, companyId: number, id: number) =>
            (await STORE_OF_TABLE[name].list(db, companyId, eq(CONTENT_TABLES[name].id, id)))[0],
        },
      ];
    }),
  ),
  ...ROW_SECTIONS.map((section) => {
    const store = rowSectionStore(section);
    return [
      section.key,
      {
        noun: section.noun,
        nameColumn: section.nameField,
        find: async (db: Db, companyId: number, id: number) =>
          (await store.list(db, companyId, eq(sectionTable(section).id, id)))[0],
      },
    ];
  }),
]);

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
  const row = await target.find(db, companyId, id);
  return row
    ? `${target.noun} “${clip(String((row as Record<string, unknown>)[target.nameColumn]), NAME_MAX)}”`
    : null;
}
