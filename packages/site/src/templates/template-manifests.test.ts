import { existsSync } from 'node:fs';
import {
  SECTION_KEYS,
  SECTION_LAYOUT_NAMES,
  TEMPLATE_MANIFESTS,
  type TemplateManifest,
} from '@webku/contract';
import { describe, expect, it } from 'vitest';
import { templateStylesheet } from '../styles/site-css';

// Every text a manifest holds, by where it sits: each must be written in both languages.
function bilingualTexts(manifest: TemplateManifest): [string, { id: string; en: string }][] {
  return [
    ['name', manifest.name],
    ['description', manifest.description],
    ...Object.entries(manifest.texts).map(([key, text]): [string, { id: string; en: string }] => [
      `texts.${key}`,
      text,
    ]),
  ];
}

describe.each(TEMPLATE_MANIFESTS.map((manifest) => [manifest.id, manifest as TemplateManifest] as const))(
  'the %s manifest',
  (id, manifest) => {
    it('has an id the site can put in a class name and a URL-safe database value', () => {
      expect(id).toMatch(/^[a-z][a-z0-9-]+$/);
    });

    it('names, describes and words its default texts in Indonesian and English', () => {
      for (const [where, text] of bilingualTexts(manifest)) {
        expect(text.id.trim(), `${where}.id`).not.toBe('');
        expect(text.en.trim(), `${where}.en`).not.toBe('');
      }
    });

    it('has a palette of colours and a preview drawn in them', () => {
      for (const [key, color] of Object.entries(manifest.palette))
        expect(color, key).toMatch(/^#[0-9a-f]{6}$/i);
      expect(manifest.preview.background).toMatch(/^#[0-9a-f]{6}$/i);
      expect(manifest.preview.shapes.length).toBeGreaterThan(3);
    });

    it('orders sections the site knows, each once', () => {
      expect(manifest.sections.length).toBeGreaterThan(0);
      expect(new Set(manifest.sections).size).toBe(manifest.sections.length);
      for (const section of manifest.sections) expect(SECTION_KEYS).toContain(section);
    });

    // A section the owner filled shows whatever the template: none may leave one out.
    it('places every section', () => {
      expect([...manifest.sections].sort()).toEqual([...SECTION_KEYS].sort());
    });

    it('names for every section a layout the site renders', () => {
      for (const section of SECTION_KEYS) {
        expect(SECTION_LAYOUT_NAMES[section], section).toContain(manifest.layouts[section]);
      }
    });

    it('has a built-in image pack', () => {
      expect(manifest.images).toMatch(/^[a-z][a-z0-9-]*$/);
    });

    it('names stylesheets that exist', () => {
      expect(manifest.stylesheets.length).toBeGreaterThan(0);
      for (const sheet of manifest.stylesheets)
        expect(existsSync(templateStylesheet(manifest, sheet)), sheet).toBe(true);
    });
  },
);

describe('the template list', () => {
  it('holds each id once', () => {
    const ids = TEMPLATE_MANIFESTS.map((manifest) => manifest.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
