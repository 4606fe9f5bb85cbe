import { describe, expect, it } from 'vitest';
import { assetCategorySchema } from '../schemas/asset-listing';
import { dashboardSchema } from '../schemas/dashboard';
import { publicPayloadSchema } from '../schemas/public-payload';
import { siteContentCountsSchema } from '../schemas/site-backup';
import { siteBackupContentSchema } from '../schemas/site-backup-content';
import { webSettingsSchema } from '../schemas/web-settings';
import { ONE_ROW_SECTIONS } from './one-row-sections';
import { SECTIONS } from './section-definitions';
import { SECTION_FIELDS, sectionImageColumns } from './section-fields';
import {
  CONTENT_SECTION_KEYS,
  LINKED_SECTION_KEYS,
  OPTIONAL_SECTION_KEYS,
  SECTION_KEYS,
} from './section-keys';

// The parts every section needs, and the further ones of a content section (one the owner switches
// on and fills). A definition without one of them fails here, whatever the compiler let through.
const PARTS = ['kind', 'tables', 'payload', 'backup', 'assetCategory', 'admin'] as const;
const CONTENT_PARTS = [...PARTS, 'settingsKey', 'navigation', 'counts', 'restorePoint', 'dashboard'] as const;
const OPTIONAL_PARTS = [...PARTS, 'navigation'] as const;
// The parts of the backup and the payload that belong to the whole site, not to one section.
// `row_sections` holds every section defined by its fields (sections/fields), each under its key;
// `booking` the offerings a visitor can book (bookings/), built from the menu and the booking settings.
const SITE_BACKUP_PARTS = [
  'company',
  'web_settings',
  'section_settings',
  'row_sections',
  'bookings',
  'orders',
  'bio_links',
];
const SITE_PAYLOAD_PARTS = ['company', 'web_settings', 'row_sections', 'booking', 'online_payment'];

const filled = (value: unknown): boolean =>
  value !== undefined &&
  value !== '' &&
  (!Array.isArray(value) || value.length > 0) &&
  (typeof value !== 'object' || value === null || Object.values(value).every(filled));

describe('section definitions', () => {
  it.each(SECTION_KEYS)('%s has every part, each filled', (key) => {
    const definition = SECTIONS[key] as Record<string, unknown>;
    const parts = (CONTENT_SECTION_KEYS as readonly string[]).includes(key)
      ? CONTENT_PARTS
      : (OPTIONAL_SECTION_KEYS as readonly string[]).includes(key)
        ? OPTIONAL_PARTS
        : PARTS;
    for (const part of parts) expect(part in definition, `${key}.${part}`).toBe(true);
    for (const part of parts.filter((p) => p !== 'assetCategory'))
      expect(filled(definition[part]), `${key}.${part}`).toBe(true);
  });

  it.each(CONTENT_SECTION_KEYS)(
    'content section %s names real fields of the payload, backup and settings',
    (key) => {
      const section = SECTIONS[key];
      expect(section.settingsKey).toBe(key);
      expect(publicPayloadSchema.shape).toHaveProperty(section.payload.settings);
      expect(publicPayloadSchema.shape).toHaveProperty(section.payload.content);
      expect(siteBackupContentSchema.shape).toHaveProperty(section.backup.key);
      expect(webSettingsSchema.shape).toHaveProperty(section.navigation.field);
      expect(assetCategorySchema.safeParse(section.assetCategory).data).toBe(section.assetCategory);
      expect(Object.values(sectionImageColumns(key)).flat().length).toBeGreaterThan(0);
      for (const table of Object.keys(SECTION_FIELDS[key]))
        expect(section.tables as readonly string[]).toContain(table);
      for (const target of section.restorePoint.deletes) expect(section.tables).toContain(target.table);
      expect(section.tables).toContain(section.dashboard.table);
      expect(section.counts.map((c) => c.key)).toContain(section.restorePoint.count);
    },
  );

  it.each(OPTIONAL_SECTION_KEYS)('optional section %s names real fields and has one image folder', (key) => {
    const section = SECTIONS[key];
    expect(publicPayloadSchema.shape).toHaveProperty(section.payload.content);
    expect(siteBackupContentSchema.shape).toHaveProperty(section.backup.key);
    expect(assetCategorySchema.safeParse(section.assetCategory).data).toBe(section.assetCategory);
    for (const table of Object.keys(SECTION_FIELDS[key]))
      expect(section.tables as readonly string[]).toContain(table);
  });

  it('defines every section of one row by its fields, so the loops over the one-row sections reach it', () => {
    expect(SECTION_KEYS.filter((key) => SECTIONS[key].kind === 'single')).toEqual(
      ONE_ROW_SECTIONS.map((section) => section.key),
    );
  });

  it('keeps the one-row parts of a backup and of the payload after the site-wide ones, those made with the site first', () => {
    const parts = ['company', 'web_settings', 'hero_section', 'footer_settings', 'about_section'];
    expect(Object.keys(siteBackupContentSchema.shape).slice(0, 5)).toEqual(parts);
    expect(Object.keys(publicPayloadSchema.shape).slice(0, 5)).toEqual(parts);
  });

  it('every part of a backup and of the public payload belongs to one section or to the whole site', () => {
    const backupKeys = SECTION_KEYS.map((key) => SECTIONS[key].backup.key);
    expect(new Set(backupKeys).size).toBe(backupKeys.length);
    expect([...SITE_BACKUP_PARTS, ...backupKeys].sort()).toEqual(
      Object.keys(siteBackupContentSchema.shape).sort(),
    );
    const payloadKeys = SECTION_KEYS.flatMap((key) => Object.values(SECTIONS[key].payload));
    expect([...SITE_PAYLOAD_PARTS, ...payloadKeys].sort()).toEqual(
      Object.keys(publicPayloadSchema.shape).sort(),
    );
  });

  it('the dashboard and the backup summaries count what the definitions count', () => {
    const dashboardKeys = CONTENT_SECTION_KEYS.map((key) => SECTIONS[key].dashboard.key);
    expect(Object.keys(dashboardSchema.shape.counts.shape)).toEqual(dashboardKeys);
    const countKeys = CONTENT_SECTION_KEYS.flatMap((key) => SECTIONS[key].counts.map((c) => c.key));
    expect(Object.keys(siteContentCountsSchema.shape)).toEqual([...countKeys, 'images']);
  });

  it('routes, anchors, folders and navigation fields are each used by one section only', () => {
    const unique = (values: unknown[]) => expect(new Set(values).size).toBe(values.length);
    unique(SECTION_KEYS.map((key) => SECTIONS[key].admin.route));
    unique(SECTION_KEYS.map((key) => SECTIONS[key].assetCategory).filter(Boolean));
    unique(LINKED_SECTION_KEYS.map((key) => SECTIONS[key].navigation.anchor));
    unique(CONTENT_SECTION_KEYS.map((key) => SECTIONS[key].navigation.field));
  });
});
