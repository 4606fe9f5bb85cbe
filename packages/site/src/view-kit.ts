// What a section's view (packages/sections) draws with: the page's models and the shared pieces of markup.

export { formatDayMonth } from './data/format-date';
export type { HeroModel } from './data/hero-model';
export type { GalleryImage, MerchandiseView } from './data/merchandise-model';
export type { ArticleView } from './data/news-model';
export type { HoursView } from './data/opening-hours';
export { priceText } from './data/price';
export type { RowSectionModel } from './data/row-section-model';
export { hasServiceInfo, type ServiceInfoModel } from './data/service-info-model';
export type { SiteModel } from './data/site-model';
export type { MainStoreView, StoreView } from './data/stores-model';
export { textOr, textOrNull, titleIn } from './data/text';
export { Mark } from './sections/footer/order-links';
export { OrderAction } from './sections/order/order-action';
export type { SectionProps } from './templates/template-types';
export type { SiteTexts } from './texts/site-texts';
export { Carousel } from './ui/carousel';
export { Icon, type IconName } from './ui/icons';
export { RichText } from './ui/raw-html';
export { SectionHeader } from './ui/section-header';
export { DialogTrigger, SiteDialog } from './ui/site-dialog';
export { SiteImage } from './ui/site-image';
