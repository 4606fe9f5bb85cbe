import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { FIELD_KIND_NAMES, SECTION_KEYS, TEMPLATE_MANIFESTS, type TemplateManifest } from '@webku/contract';
import { COLUMN_OF_KIND, SECTION_TABLES } from '@webku/db';
import { describe, expect, it } from 'vitest';
import { ROW_SECTIONS } from './definitions';
import { BASE_SECTION_STYLESHEETS, BASE_SECTION_VIEWS, ROW_SECTION_VIEWS, rowSectionView } from './views';

// A section defined by its fields is complete only with every part: these fail naming what is missing.
describe('row section definitions', () => {
  it('every field kind has a column', () => {
    for (const kind of FIELD_KIND_NAMES) expect(typeof COLUMN_OF_KIND[kind], kind).toBe('function');
  });

  it.each(ROW_SECTIONS.map((section) => [section.key, section] as const))(
    '%s has every part',
    (key, section) => {
      expect(key).toMatch(/^[a-z][a-z0-9_]{0,39}$/);
      expect(
        section.title.id.trim() && section.title.en.trim() && section.noun.trim() && section.purpose.trim(),
      ).toBeTruthy();
      expect(Object.keys(section.fields).length).toBeGreaterThan(0);
      expect(Object.keys(section.fields)).toContain(section.nameField);
      for (const [name, field] of Object.entries(section.fields)) {
        expect(name, `${key}.${name}`).toMatch(/^[a-z][a-z0-9_]*$/);
        expect(field.label.trim(), `${key}.${name} label`).not.toBe('');
      }
      expect(section.maxRows).toBeGreaterThan(0);
      expect(section.layouts.length).toBeGreaterThan(0);
      // Its table, its view, and the view's stylesheet on disk.
      expect(SECTION_TABLES[section.table], `${key} table`).toBeDefined();
      const view = rowSectionView(key);
      expect(view, `${key} view`).toBeDefined();
      expect(existsSync(fileURLToPath(view!.stylesheet)), `${key} stylesheet`).toBe(true);
    },
  );

  it('keys, tables and anchors are each used once, and every view has a definition', () => {
    for (const part of ['key', 'table', 'anchor'] as const) {
      const values = ROW_SECTIONS.map((section) => section[part]);
      expect(new Set(values).size, part).toBe(values.length);
    }
    expect(Object.keys(ROW_SECTION_VIEWS).sort()).toEqual(ROW_SECTIONS.map((section) => section.key).sort());
  });

  it('a template names only layouts a row section draws', () => {
    for (const manifest of TEMPLATE_MANIFESTS as readonly TemplateManifest[]) {
      for (const [key, layout] of Object.entries(manifest.rowSectionLayouts ?? {})) {
        const section = ROW_SECTIONS.find((s) => s.key === key);
        expect(section, `${manifest.id}: ${key}`).toBeDefined();
        expect(section!.layouts, `${manifest.id}: ${key}`).toContain(layout);
      }
    }
  });

  it('a view of a section the templates place belongs to one, and its own stylesheet is on disk and sent with the page', () => {
    for (const [key, view] of Object.entries(
      BASE_SECTION_VIEWS as Record<string, { Component: unknown; stylesheet?: URL }>,
    )) {
      expect(SECTION_KEYS, `${key} definition`).toContain(key);
      expect(typeof view.Component, `${key} component`).toBe('function');
      if (!view.stylesheet) continue;
      expect(existsSync(fileURLToPath(view.stylesheet)), `${key} stylesheet`).toBe(true);
      expect(BASE_SECTION_STYLESHEETS).toContain(view.stylesheet);
    }
  });
});
