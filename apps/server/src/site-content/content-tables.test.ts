import { type ContentTableName, contentSectionDefinitions, sectionDefinitions } from '@webku/contract';
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
    for (const { images } of sectionDefinitions())
      for (const [table, columns] of Object.entries(images as Record<string, readonly string[]>))
        for (const column of columns)
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
      sectionDefinitions().flatMap(({ images }) =>
        Object.entries(images as Record<string, readonly string[]>).flatMap(([table, columns]) =>
          columns.map((column) => `${table}.${column}`),
        ),
      ),
    );
    for (const name of Object.keys(CONTENT_TABLES) as ContentTableName[])
      for (const column of columnsOf(name).filter(
        (c) => /image|logo|thumbnail/.test(c) && !/^is_|_alt$/.test(c),
      ))
        expect(listed, `${name}.${column}`).toContain(`${name}.${column}`);
  });
});
