import type { AnyRowSection, Field, FieldKind, FieldOfKind } from '@webku/contract';
import { boolean, date, index, integer, type PgColumnBuilderBase, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, displayOrder, id, money, translations, updatedAt } from './columns';
import { companyId } from './company-column';

type ColumnOf<K extends FieldKind> = (name: string, field: FieldOfKind<K>) => PgColumnBuilderBase;

/** Each field kind's column. A kind without one does not compile (and a test names it). */
export const COLUMN_OF_KIND: { [K in FieldKind]: ColumnOf<K> } = {
  text: (name) => text(name),
  longText: (name) => text(name),
  richText: (name) => text(name),
  rupiah: (name) => money(name),
  number: (name) => integer(name),
  switch: (name, field) => boolean(name).notNull().default(field.initial),
  image: (name) => text(name),
  link: (name) => text(name),
  phone: (name) => text(name),
  email: (name) => text(name),
  year: (name) => text(name),
  choice: (name) => text(name),
  date: (name) => date(name, { mode: 'string' }),
  time: (name) => text(name),
};

/** A field's column, by its kind. */
export function fieldColumn(name: string, field: Field): PgColumnBuilderBase {
  const build = COLUMN_OF_KIND[field.kind] as ColumnOf<FieldKind>;
  const built = build(name, field as never);
  // A required field is NOT NULL, except switches, which always hold a value already.
  return field.required && field.kind !== 'switch' ? (built as ReturnType<typeof text>).notNull() : built;
}

function buildTable(section: AnyRowSection) {
  const fields = Object.fromEntries(
    Object.entries(section.fields).map(([name, field]) => [name, fieldColumn(name, field)]),
  );
  return pgTable(
    section.table,
    {
      id: id(),
      company_id: companyId(),
      display_order: displayOrder(),
      is_active: boolean('is_active').notNull().default(true),
      ...fields,
      translations: translations(),
      created_at: createdAt(),
      updated_at: updatedAt(),
    },
    (t) => [index(`${section.table}_company_idx`).on(t.company_id, t.display_order)],
  );
}

/** A row section's table: the company's rows in the owner's order, with one column per field. */
export type SectionTable = ReturnType<typeof buildTable>;

const tables = new Map<string, SectionTable>();

/** The section's table, built once per process so every caller holds the same drizzle object. */
export function sectionTable(section: AnyRowSection): SectionTable {
  let table = tables.get(section.key);
  if (!table) {
    table = buildTable(section);
    tables.set(section.key, table);
  }
  return table;
}
