import { loadCss, loadCssAt } from './load-css';

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
  options: { withOrder?: boolean; sections?: readonly URL[] } = {},
): string {
  const shared = [...BASE, ...(options.withOrder ? ['base-order'] : [])].map(loadCss);
  // A section's own rules come before the template's, so a template can restyle it.
  const sections = (options.sections ?? []).map(loadCssAt);
  return [...shared, ...sections, ...templateStylesheets.map(loadCss)].join('');
}
