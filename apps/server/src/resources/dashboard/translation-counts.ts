import {
  type Dashboard,
  type Fields,
  fieldsOfTable,
  missingTranslations,
  SECTIONS,
  type SectionKey,
  sectionDefinitions,
  sectionSettingFields,
  webSettingsTextFields,
} from '@webku/contract';
import type { DbOrTx } from '@webku/db';
import { ROW_SECTIONS } from '@webku/site/row-sections';
import { rowSectionStore } from '../../site-content/row-sections';
import { readSiteRows, type SiteRows } from '../../site-content/site-rows';

type Row = Record<string, unknown>;

// Every row of a section's tables, as the whole-site read holds them.
function rowsOfTable(site: SiteRows, table: string): readonly object[] {
  switch (table) {
    case 'menu_categories':
      return site.categories;
    case 'menu_items':
      return site.items;
    case 'merchandise_items':
      return site.merchandise;
    case 'merchandise_images':
      return [...site.images.values()].flat();
    case 'news_articles':
      return site.news;
    case 'stores':
      return site.stores;
    default: {
      const oneRow = Object.values(SECTIONS).find((section) => section.tables.some((name) => name === table));
      const row = oneRow && site.oneRows.get(sectionKeyOf(oneRow));
      return row ? [row] : [];
    }
  }
}

const sectionKeyOf = (definition: (typeof SECTIONS)[SectionKey]) =>
  (Object.keys(SECTIONS) as SectionKey[]).find((key) => SECTIONS[key] === definition)!;

const count = (
  rows: readonly object[],
  fields: Fields,
  language: NonNullable<Dashboard['translations']>['language'],
) => rows.reduce((sum, row) => sum + missingTranslations(row as Row, fields, language), 0);

/**
 * While the site has a second language: per editor, the texts the owner wrote in the main language that have
 * no translation yet (the site shows the main language's words there). Only editors with some are listed.
 */
export async function loadTranslationCounts(
  db: DbOrTx,
  companyId: number,
): Promise<Dashboard['translations']> {
  const site = await readSiteRows(db, companyId, 'all');
  const language = site?.web?.second_language;
  if (!site || !language) return null;
  const settingsOf = (type: string) => site.sections.filter((row) => row.section_type === type);
  const sections = sectionDefinitions().map((definition) => {
    const key = sectionKeyOf(definition);
    const rows = definition.tables.reduce(
      (sum, table) => sum + count(rowsOfTable(site, table), fieldsOfTable(table), language),
      0,
    );
    return {
      route: definition.admin.route,
      title: definition.admin.label,
      missing: rows + count(settingsOf(key), sectionSettingFields, language),
    };
  });
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
