// What a section's view (packages/sections) draws with: the page's models and the shared pieces of markup.

export { formatDayMonth } from './data/format-date';
export { priceText } from './data/price';
export type { RowSectionModel } from './data/row-section-model';
export type { SiteModel } from './data/site-model';
export type { SectionProps } from './templates/template-types';
export { SectionHeader } from './ui/section-header';
export { SiteImage } from './ui/site-image';
