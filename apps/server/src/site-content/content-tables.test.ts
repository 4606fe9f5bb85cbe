import {
  type ContentTableName,
  contentSectionDefinitions,
  SECTION_FIELDS,
  SECTION_KEYS,
  SECTIONS,
  sectionImageColumns,
} from '@webku/contract';
import { getTableColumns, getTableName } from '@webku/db';
import { describe, expect, it } from 'vitest';
import { STORE_OF_TABLE } from './content-stores';
import { CONTENT_TABLES } from './content-tables';

const columnsOf = (name: ContentTableName) => Object.keys(getTableColumns(CONTENT_TABLES[name]));

describe('the section definitions and the content tables', () => {
  it('every table name is the SQL name of its table', () => {
    for (const [name, table] of Object.entries(CONTENT_TABLES)) expect(getTableName(table)).toBe(name);
  });

  it('every column a definition names exists in its table', () => {
    for (const key of SECTION_KEYS)
      for (const [table, tableFields] of Object.entries(SECTION_FIELDS[key]))
        for (const column of Object.keys(tableFields))
          expect(columnsOf(table as ContentTableName), `${table}.${column}`).toContain(column);
    for (const { restorePoint, dashboard } of contentSectionDefinitions()) {
      for (const target of restorePoint.deletes) expect(columnsOf(target.table)).toContain(target.nameColumn);
      expect(columnsOf(dashboard.table)).toContain(dashboard.visibleColumn);
    }
  });

  it('every table a delete or a count reaches is one of the company-scoped stores', () => {
    for (const { restorePoint, dashboard } of contentSectionDefinitions())
      for (const table of [...restorePoint.deletes.map((target) => target.table), dashboard.table])
        expect(Object.keys(STORE_OF_TABLE), table).toContain(table);
  });

  it('every column holding an image URL is listed by its section', () => {
    const listed = new Set(
      SECTION_KEYS.flatMap((key) =>
        Object.entries(sectionImageColumns(key) as Record<string, readonly string[]>).flatMap(
          ([table, columns]) => columns.map((column) => `${table}.${column}`),
        ),
      ),
    );
    for (const name of Object.keys(CONTENT_TABLES) as ContentTableName[])
      for (const column of columnsOf(name).filter(
        (c) => /image|logo|thumbnail/.test(c) && !/^is_|_alt$/.test(c),
      ))
        expect(listed, `${name}.${column}`).toContain(`${name}.${column}`);
  });

  // A column an owner fills is a field of its section's definition (so its validation, backup, image uses
  // and a second language follow from its kind); the rest is the list's own bookkeeping, named here. A new
  // column fails this until it is one or the other.
  it("every column of a section table is a field of its section or one of the list's own", () => {
    const own = new Set([
      ...['id', 'company_id', 'created_at', 'updated_at', 'display_order', 'is_active', 'is_published'],
      ...['slug', 'category_id', 'merchandise_item_id', 'price', 'is_best_seller', 'is_recommended'],
      ...['sold_out', 'sold_out_until', 'is_example', 'created_date', 'content_over_limits'],
      ...['whatsapp_number', 'order_links', 'google_review_url', 'opening_hours', 'translations'],
    ]);
    for (const key of SECTION_KEYS)
      for (const table of SECTIONS[key].tables) {
        const fields = Object.keys((SECTION_FIELDS[key] as Record<string, object>)[table] ?? {});
        for (const column of columnsOf(table))
          expect(fields.includes(column) || own.has(column), `${table}.${column}`).toBe(true);
      }
  });
});
