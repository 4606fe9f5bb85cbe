import { CONTENT_SECTION_KEYS, type Dashboard, SECTIONS } from '@webku/contract';
import { type DbOrTx, sql } from '@webku/db';
import { STORE_OF_TABLE } from './content-stores';

/** Each content section's dashboard count: every row (as its editor lists them) and those a visitor sees. */
export async function countSections(db: DbOrTx, companyId: number): Promise<Dashboard['counts']> {
  const counts = await Promise.all(
    CONTENT_SECTION_KEYS.map(async (key) => {
      const { key: countKey, table, visibleColumn } = SECTIONS[key].dashboard;
      const { total, matching } = await STORE_OF_TABLE[table].tally(
        db,
        companyId,
        sql`${sql.identifier(visibleColumn)}`,
      );
      return [countKey, { total, active: matching }] as const;
    }),
  );
  return Object.fromEntries(counts) as Dashboard['counts'];
}
