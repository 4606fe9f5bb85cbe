import { loadCss } from './load-css';

// Shared rules first, so a template's own stylesheets can override them.
const BASE = ['base-reset', 'base-nav', 'base-sections', 'base-cards', 'base-dialog', 'base-content'];

export function siteCss(templateStylesheets: readonly string[]): string {
  return [...BASE, ...templateStylesheets].map(loadCss).join('');
}
