import { about } from '../schemas/about-section';
import { footer } from '../schemas/footer-settings';
import { hero } from '../schemas/hero-section';
import { menuCategoryFields } from '../schemas/menu-category';
import { menuItemFields } from '../schemas/menu-item';
import { merchandiseImageFields, merchandiseItemFields } from '../schemas/merchandise-item';
import { newsArticleFields } from '../schemas/news-article';
import { storeFields } from '../schemas/store';
import { type Fields, kindParts } from './fields';
import type { ContentTableName } from './section-definitions';
import type { SectionKey } from './section-keys';

/**
 * What the owner fills in each table of each section, by field (the rest of a table is the list's own: its
 * order, switches, prices, hours). Image columns and the owner's own words are read from here. Apart from
 * `section-definitions.ts`, which the admin's first screen reads and which must not load the schemas.
 */
export const SECTION_FIELDS = {
  hero: { hero_sections: hero.fields },
  about: { about_sections: about.fields },
  menu: { menu_categories: menuCategoryFields, menu_items: menuItemFields },
  merchandise: { merchandise_items: merchandiseItemFields, merchandise_images: merchandiseImageFields },
  news: { news_articles: newsArticleFields },
  stores: { stores: storeFields },
  footer: { footer_settings: footer.fields },
} as const satisfies Record<SectionKey, Partial<Record<ContentTableName, Fields>>>;

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
