import type { RowSectionModel } from '../data/row-section-model';
import { faqView } from './faq/faq-section';
import { galleryView } from './gallery/gallery-section';
import { promosView } from './promos/promos-section';
import type { RowSectionView, RowSectionViewProps } from './row-section-view';
import { testimonialsView } from './testimonials/testimonials-section';

/** Each row section's view, by key (a test checks every section in row-sections.ts has one). */
export const ROW_SECTION_VIEWS: Readonly<Record<string, RowSectionView>> = {
  faq: faqView,
  testimonials: testimonialsView,
  gallery: galleryView,
  promos: promosView,
};

export function RenderRowSection({ site, model }: RowSectionViewProps) {
  const view = ROW_SECTION_VIEWS[model.key];
  return view ? <view.Component site={site} model={model} /> : null;
}

/** The stylesheets of the row sections on the page. */
export const rowSectionStylesheets = (models: readonly RowSectionModel[]): URL[] =>
  models.flatMap((model) => {
    const view = ROW_SECTION_VIEWS[model.key];
    return view ? [view.stylesheet] : [];
  });

/** The row sections' structured data, each a JSON-LD object. */
export const rowSectionJsonLd = (models: readonly RowSectionModel[]): object[] =>
  models.flatMap((model) => {
    const data = ROW_SECTION_VIEWS[model.key]?.jsonLd?.(model);
    return data ? [data] : [];
  });
