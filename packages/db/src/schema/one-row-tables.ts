import { type Fields, footer, hero, ONE_ROW_SECTIONS } from '@webku/contract';
import {
  type PgColumnBuilderBase,
  type PgTextBuilderInitial,
  pgTable,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, translations, updatedAt } from './columns';
import { companyId } from './company-column';
import { fieldColumn } from './section-table';

// The kinds a text column holds (section-table.ts: COLUMN_OF_KIND); another kind's column keeps the base type.
type TextKind =
  | 'text'
  | 'longText'
  | 'richText'
  | 'image'
  | 'link'
  | 'phone'
  | 'email'
  | 'year'
  | 'choice'
  | 'time';

type FieldColumns<F extends Fields> = {
  [K in keyof F & string]: F[K]['kind'] extends TextKind
    ? PgTextBuilderInitial<K, [string, ...string[]]>
    : PgColumnBuilderBase;
};

type OneRowColumns<F extends Fields> = {
  id: ReturnType<typeof id>;
  company_id: ReturnType<typeof companyId>;
} & FieldColumns<F> & {
    translations: ReturnType<typeof translations>;
    created_at: ReturnType<typeof createdAt>;
    updated_at: ReturnType<typeof updatedAt>;
  };

function buildTable<const T extends string, F extends Fields>(table: T, fields: F) {
  const columns = Object.fromEntries(
    Object.entries(fields).map(([name, field]) => [name, fieldColumn(name, field)]),
  );
  return pgTable(
    table,
    {
      id: id(),
      company_id: companyId(),
      ...columns,
      translations: translations(),
      created_at: createdAt(),
      updated_at: updatedAt(),
    } as OneRowColumns<F>,
    (t) => [uniqueIndex(`${table}_company_key`).on(t.company_id)],
  );
}

/** A one-row section's table: the company's one row (unique by company), with one column per field. */
export type OneRowTable<S extends { table: string; fields: Fields }> = ReturnType<
  typeof buildTable<S['table'], S['fields']>
>;

const tables = new Map<string, unknown>();

/** The section's table, built once per process so every caller holds the same drizzle object. */
export function oneRowTable<const S extends { table: string; fields: Fields }>(section: S): OneRowTable<S> {
  let table = tables.get(section.table);
  if (!table) {
    table = buildTable(section.table, section.fields);
    tables.set(section.table, table);
  }
  return table as OneRowTable<S>;
}

/** The one-row sections' tables by SQL name (drizzle-kit reads them through section-tables.drizzle.cjs). */
export const ONE_ROW_TABLES: Record<
  string,
  OneRowTable<{ table: string; fields: Fields }>
> = Object.fromEntries(ONE_ROW_SECTIONS.map((section) => [section.table, oneRowTable(section)]));

// The hero's and the footer's tables by name, for queries that read their columns.
export const heroSections = oneRowTable(hero);
export const footerSettings = oneRowTable(footer);
