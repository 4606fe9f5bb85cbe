import {
  type ContentTableName,
  fieldsOfTable,
  inLanguage,
  ONE_ROW_SECTIONS,
  SECTION_FIELDS,
  SECTION_KEYS,
  sectionOwnerTextColumns,
  sectionSettingFields,
  sectionSettingInputSchema,
  siteBackupContentSchema,
  webSettingsInputSchema,
  webSettingsTextFields,
} from '@webku/contract';
import { getTableColumns, sectionSettings, sectionTable, webSettings } from '@webku/db';
import { ROW_SECTIONS } from '@webku/sections/definitions';
import { describe, expect, it } from 'vitest';
import { CONTENT_TABLES } from './content-tables';

// Every field a definition marks as the owner's words has a second value in the table, the input and backup
// rules and the page's payload, read from the definitions: a new section or field is covered with no edit.
const ownerTables = SECTION_KEYS.flatMap((key) =>
  Object.entries(sectionOwnerTextColumns(key))
    .filter(([, columns]) => columns.length > 0)
    .map(([table, columns]) => [table as ContentTableName, columns] as const),
);
const words = (columns: readonly string[]) =>
  Object.fromEntries(columns.map((column) => [column, `EN ${column}`]));

describe('a second value for every owner-written field', () => {
  it('has the tables to list, each with owner text', () => {
    expect(ownerTables.map(([table]) => table)).toEqual(
      expect.arrayContaining(['hero_sections', 'menu_items', 'news_articles', 'stores', 'footer_settings']),
    );
  });

  it.each(ownerTables)('%s keeps it in a translations column', (table) => {
    expect(Object.keys(getTableColumns(CONTENT_TABLES[table]))).toContain('translations');
  });

  it.each([...ROW_SECTIONS.map((s) => [s.key, s] as const)])(
    'the row section %s keeps it in its table, input and backup',
    (_key, section) => {
      expect(Object.keys(getTableColumns(sectionTable(section)))).toContain('translations');
      const english = words(section.ownerTextFields);
      expect(section.ownerTextFields.length).toBeGreaterThan(0);
      expect(section.schemas.update.parse({ translations: { english } })).toEqual({
        translations: { english },
      });
      // A backup keeps the words of every owner-written field it holds.
      expect(section.schemas.backup.shape.translations.parse({ english })).toEqual({ english });
    },
  );

  it.each(ONE_ROW_SECTIONS.map((s) => [s.key, s] as const))(
    'the one-row section %s keeps it in its input and backup',
    (_key, section) => {
      const english = words(section.ownerTextFields);
      expect(section.schemas.input.parse({ translations: { english } })).toEqual({
        translations: { english },
      });
      expect(
        (section.schemas.backup.parse({ translations: { english } }) as { translations?: unknown })
          .translations,
      ).toEqual({ english });
    },
  );

  it.each(ownerTables)(
    '%s: the page in the second language shows each translated field',
    (table, columns) => {
      const row = {
        ...Object.fromEntries(columns.map((column) => [column, `ID ${column}`])),
        translations: { english: words(columns) },
      };
      expect(inLanguage(row, fieldsOfTable(table), 'english')).toEqual(words(columns));
      expect(inLanguage(row, fieldsOfTable(table), null)).toEqual(
        Object.fromEntries(columns.map((column) => [column, `ID ${column}`])),
      );
    },
  );

  it('a backup of the whole site keeps the words of each list, and of the settings', () => {
    for (const key of SECTION_KEYS) expect(SECTION_FIELDS[key]).toBeDefined();
    const parsed = siteBackupContentSchema.shape.stores.element.parse({
      name: 'Toko',
      translations: { english: words(['name', 'city', 'address']) },
    });
    expect(parsed.translations).toEqual({ english: words(['name', 'city', 'address']) });
    expect(Object.keys(getTableColumns(webSettings))).toContain('translations');
    expect(Object.keys(getTableColumns(sectionSettings))).toContain('translations');
    const web = words(
      Object.keys(webSettingsTextFields).filter(
        (name) => !name.includes('_and_') && name !== 'privacy_policy',
      ),
    );
    expect(webSettingsInputSchema.parse({ translations: { english: web } }).translations).toEqual({
      english: web,
    });
    const heading = words(Object.keys(sectionSettingFields));
    expect(sectionSettingInputSchema.parse({ translations: { english: heading } }).translations).toEqual({
      english: heading,
    });
  });
});
