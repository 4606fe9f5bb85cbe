import { classifyBusiness } from '@webku/content-packs';
import { CONTENT_SECTION_KEYS, type Dashboard, SECTIONS } from '@webku/contract';
import { companies, type DbOrTx, eq, sectionTable, sql } from '@webku/db';
import { ROW_SECTIONS } from '@webku/sections/definitions';
import { STORE_OF_TABLE } from './content-stores';
import { rowSectionStore } from './row-sections';

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

/**
 * Each row section's count, and whether it suits the company's kind of business (by its id or its
 * family, as the section's definition lists them) so the dashboard can suggest it while it is empty.
 */
export async function countRowSections(db: DbOrTx, companyId: number): Promise<Dashboard['row_sections']> {
  const [company] = await db
    .select({ business_type: companies.business_type, description: companies.description })
    .from(companies)
    .where(eq(companies.id, companyId));
  const kind = classifyBusiness(company?.business_type ?? '', company?.description ?? '');
  return Promise.all(
    ROW_SECTIONS.map(async (section) => {
      const { total, matching } = await rowSectionStore(section).tally(
        db,
        companyId,
        eq(sectionTable(section).is_active, true),
      );
      const { kinds, families } = section.suggestedFor;
      return {
        key: section.key,
        total,
        active: matching,
        suggested: kinds.includes(kind.id) || families.includes(kind.family),
      };
    }),
  );
}
