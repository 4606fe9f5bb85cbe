import {
  type ContentTableName,
  IMAGE_USE_PLACES,
  type ImageField,
  ONE_ROW_SECTIONS,
  SECTION_FIELDS,
  SECTION_KEYS,
  SECTIONS,
  type SectionKey,
} from '@webku/contract';
import { getTableColumns } from '@webku/db';
import { describe, expect, it } from 'vitest';
import { CONTENT_TABLES } from './content-tables';

// A one-row section's table and its section-definitions entry are still written by hand: these fail when
// either parts from the section's fields.
describe.each(ONE_ROW_SECTIONS.map((section) => [section.key, section] as const))(
  'the one-row section %s',
  (key, section) => {
    const names = Object.keys(section.fields);

    it('is a section with this table and the fields of its definition', () => {
      expect(SECTION_KEYS).toContain(key);
      const definition = SECTIONS[key as SectionKey];
      expect(definition.tables as readonly string[]).toContain(section.table);
      expect([definition.payload.content, definition.backup.key]).toEqual([section.part, section.part]);
      expect((SECTION_FIELDS[key as SectionKey] as Record<string, object>)[section.table]).toBe(
        section.fields,
      );
    });

    it('has a column per field in its table, with its company and times', () => {
      const table = CONTENT_TABLES[section.table as ContentTableName];
      expect(Object.keys(getTableColumns(table))).toEqual([
        'id',
        'company_id',
        ...names,
        'translations',
        'created_at',
        'updated_at',
      ]);
    });

    it('has its images used in a place of the image library: its own, or the one its field names', () => {
      for (const field of section.imageFields) {
        const { usedAs } = section.fields[field] as ImageField;
        expect(IMAGE_USE_PLACES).toContain(usedAs ?? key);
      }
    });

    it('puts every field in one group of its form, and shows by one of its fields or always', () => {
      expect(section.groups.flatMap((group) => group.fields).sort()).toEqual([...names].sort());
      if (section.shownBy !== undefined) expect(names).toContain(section.shownBy);
    });
  },
);
