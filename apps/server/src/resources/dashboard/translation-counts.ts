import {
  type ContentTableName,
  type Dashboard,
  type Fields,
  missingTranslations,
  ONE_ROW_SECTIONS,
  SECTION_FIELDS,
  SECTION_KEYS,
  SECTIONS,
  sectionSettingFields,
  type WebLanguage,
  webSettingsTextFields,
} from '@webku/contract';
import type { DbOrTx } from '@webku/db';
import { ROW_SECTIONS } from '@webku/sections/definitions';
import { rowSectionStore } from '../../site-content/row-sections';
import { readSiteRows, type SiteRows } from '../../site-content/site-rows';

// The rows of one content table, as the whole-site read holds them (a one-row section's under its key).
function rowsOfTable(site: SiteRows, table: ContentTableName): readonly object[] {
  const lists: Partial<Record<ContentTableName, readonly object[]>> = {
    menu_categories: site.categories,
    menu_items: site.items,
    merchandise_items: site.merchandise,
    merchandise_images: [...site.images.values()].flat(),
    news_articles: site.news,
    stores: site.stores,
  };
  const oneRow = ONE_ROW_SECTIONS.find((section) => section.table === table);
  const row = oneRow && site.oneRows.get(oneRow.key);
  return lists[table] ?? (row ? [row] : []);
}

const count = (rows: readonly object[], fields: Fields, language: WebLanguage) =>
  rows.reduce((sum, row) => sum + missingTranslations(row as Record<string, unknown>, fields, language), 0);

/**
 * For a site with a second language (`language`): per editor, the texts the owner wrote in the main
 * language that have no translation yet (the site shows the main language's words there). Only editors
 * with some are listed.
 */
export async function loadTranslationCounts(
  db: DbOrTx,
  companyId: number,
  language: WebLanguage,
): Promise<NonNullable<Dashboard['translations']>> {
  const site = await readSiteRows(db, companyId, 'all');
  if (!site) return { language, missing: [] };
  const settingsOf = (type: string) => site.sections.filter((row) => row.section_type === type);
  const sections = SECTION_KEYS.map((key) => ({
    route: SECTIONS[key].admin.route,
    title: SECTIONS[key].admin.label,
    missing:
      Object.entries(SECTION_FIELDS[key]).reduce(
        (sum, [table, fields]) => sum + count(rowsOfTable(site, table as ContentTableName), fields, language),
        0,
      ) + count(settingsOf(key), sectionSettingFields, language),
  }));
  const rowSections = await Promise.all(
    ROW_SECTIONS.map(async (section) => ({
      route: section.key,
      title: section.title.id,
      missing:
        count(await rowSectionStore(section).list(db, companyId), section.fields, language) +
        count(settingsOf(section.key), sectionSettingFields, language),
    })),
  );
  const web = {
    route: 'web-settings',
    title: 'Web Settings',
    missing: site.web ? count([site.web], webSettingsTextFields, language) : 0,
  };
  return { language, missing: [...sections, ...rowSections, web].filter((entry) => entry.missing > 0) };
}
