export type { SQL } from 'drizzle-orm';
export {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  getTableName,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  or,
  sql,
} from 'drizzle-orm';
export type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
export * from './client';
export * from './errors';
export * from './schema/index';
export {
  footerSettings,
  heroSections,
  ONE_ROW_TABLES,
  type OneRowTable,
  oneRowTable,
} from './schema/one-row-tables';
export { COLUMN_OF_KIND, type SectionTable, sectionTable } from './schema/section-table';
export { SECTION_TABLES } from './schema/section-tables';
