// What a section's view (packages/sections) draws with: the page's models and the shared pieces of markup.

export { formatDayMonth } from './data/format-date';
export type { ArticleView } from './data/news-model';
export { priceText } from './data/price';
export type { RowSectionModel } from './data/row-section-model';
export type { SiteModel } from './data/site-model';
export type { SectionProps } from './templates/template-types';
export { Carousel } from './ui/carousel';
export { RichText } from './ui/raw-html';
export { SectionHeader } from './ui/section-header';
export { DialogTrigger, SiteDialog } from './ui/site-dialog';
export { SiteImage } from './ui/site-image';
