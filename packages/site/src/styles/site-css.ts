import { existsSync } from 'node:fs';
import type { TemplateManifest } from '@webku/contract';
import { BASE_SECTION_STYLESHEETS } from '@webku/sections/views';
import { loadCss, loadCssAt } from './load-css';

// Each template's folder, beside its manifest, holds the stylesheets only it uses.
const TEMPLATES = new URL('../../../contract/src/templates/', import.meta.url);
const sheets = new Map<string, URL>();

/**
 * Where a template's stylesheet is: its own folder, else the shared layout stylesheets here (a layout's
 * CSS that several templates use, named after the layout). Resolved once per process.
 */
export function templateStylesheet(template: Pick<TemplateManifest, 'id'>, name: string): URL {
  const key = `${template.id}/${name}`;
  let url = sheets.get(key);
  if (!url) {
    const own = new URL(`${template.id}/${name}.css`, TEMPLATES);
    url = existsSync(own) ? own : new URL(`./${name}.css`, import.meta.url);
    sheets.set(key, url);
  }
  return url;
}

// Shared rules first, so a template's own stylesheets can override them: those here by name, a section's
// in its own folder (packages/sections) by address.
const BASE: readonly (string | URL)[] = [
  'base-reset',
  'base-nav',
  'base-sections',
  ...BASE_SECTION_STYLESHEETS,
  'base-cards',
  'base-few-items',
  'base-dialog',
  'base-content',
];

// The ordering and QRIS rules ship only to sites that show them.
export function siteCss(
  template: Pick<TemplateManifest, 'id' | 'stylesheets'>,
  options: { withOrder?: boolean; sections?: readonly URL[] } = {},
): string {
  const shared = [...BASE, ...(options.withOrder ? ['base-order'] : [])].map((sheet) =>
    typeof sheet === 'string' ? loadCss(sheet) : loadCssAt(sheet),
  );
  // A section's own rules come before the template's, so a template can restyle it.
  const sections = (options.sections ?? []).map(loadCssAt);
  const own = template.stylesheets.map((name) => loadCssAt(templateStylesheet(template, name)));
  return [...shared, ...sections, ...own].join('');
}
