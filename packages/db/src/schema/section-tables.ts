import { ROW_SECTIONS } from '@webku/sections/definitions';
import { type SectionTable, sectionTable } from './section-table';

/** The row sections' tables by SQL name (drizzle-kit reads them through section-tables.drizzle.cjs). */
export const SECTION_TABLES: Record<string, SectionTable> = Object.fromEntries(
  ROW_SECTIONS.map((section) => [section.table, sectionTable(section)]),
);
