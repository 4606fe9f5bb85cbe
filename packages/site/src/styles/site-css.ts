import { loadCss } from './load-css';

// Shared rules first, so a template's own stylesheets can override them.
const BASE = [
  'base-reset',
  'base-nav',
  'base-sections',
  'base-about',
  'base-cards',
  'base-few-items',
  'base-dialog',
  'base-content',
];

// The ordering and QRIS rules ship only to sites that show them.
export function siteCss(
  templateStylesheets: readonly string[],
  options: { withOrder?: boolean } = {},
): string {
  return [...BASE, ...(options.withOrder ? ['base-order'] : []), ...templateStylesheets]
    .map(loadCss)
    .join('');
}
