import { menuCategoryFields } from '../schemas/menu-category';
import { menuItemFields } from '../schemas/menu-item';
import { merchandiseImageFields, merchandiseItemFields } from '../schemas/merchandise-item';
import { newsArticleFields } from '../schemas/news-article';
import { storeFields } from '../schemas/store';
import { type Fields, kindParts } from './fields';
import { ONE_ROW_SECTIONS } from './one-row-sections';
import type { ContentTableName } from './section-definitions';
import type { ContentSectionKey, OneRowSectionKey, SectionKey } from './section-keys';

type TableFields = Partial<Record<ContentTableName, Fields>>;

// The list sections' fields per table; a list section without them does not compile.
const LIST_SECTION_FIELDS = {
  menu: { menu_categories: menuCategoryFields, menu_items: menuItemFields },
  merchandise: { merchandise_items: merchandiseItemFields, merchandise_images: merchandiseImageFields },
  news: { news_articles: newsArticleFields },
  stores: { stores: storeFields },
} as const satisfies Record<ContentSectionKey, TableFields>;

/**
 * What the owner fills in each table of each section, by field (the rest of a table is the list's own: its
 * order, switches, prices, hours). Image columns and the owner's own words are read from here. Apart from
 * `section-definitions.ts`, which the admin's first screen reads and which must not load the schemas.
 */
export const SECTION_FIELDS: Record<SectionKey, TableFields> = {
  ...LIST_SECTION_FIELDS,
  // A one-row section's only table holds its definition's fields.
  ...(Object.fromEntries(
    ONE_ROW_SECTIONS.map((section) => [section.key, { [section.table]: section.fields }]),
  ) as Record<OneRowSectionKey, TableFields>),
};

/** The columns of each of the section's tables whose fields pass `keep`. */
function columnsWhere(key: SectionKey, keep: (field: Fields[string]) => boolean) {
  return Object.fromEntries(
    Object.entries(SECTION_FIELDS[key]).map(([table, fields]) => [
      table,
      Object.entries(fields as Fields)
        .filter(([, field]) => keep(field))
        .map(([name]) => name),
    ]),
  ) as Partial<Record<ContentTableName, readonly string[]>>;
}

/** Every column holding an image URL, per table (rich text's images are mapped by the backup mapping). */
export const sectionImageColumns = (key: SectionKey) => columnsWhere(key, (field) => field.kind === 'image');

/** Every column holding words the owner wrote (what a second language translates), per table. */
export const sectionOwnerTextColumns = (key: SectionKey) =>
  columnsWhere(key, (field) => kindParts(field).ownerText);

/** The fields of a content table, as its section defines them (none: a table with no owner fields). */
export function fieldsOfTable(table: ContentTableName): Fields {
  for (const tables of Object.values(SECTION_FIELDS)) {
    const fields = (tables as Partial<Record<ContentTableName, Fields>>)[table];
    if (fields) return fields;
  }
  return {};
}
