import type { SectionKey } from '@webku/contract';
import type { RowSectionModel } from '@webku/site/view-kit';
import type { ReactNode } from 'react';
import { aboutView } from './about/about-section';
import type { RowSectionKey } from './definitions';
import { faqView } from './faq/faq-section';
import { galleryView } from './gallery/gallery-section';
import { heroView } from './hero/hero-section';
import { merchandiseView } from './merchandise/merchandise-section';
import { newsView } from './news/news-section';
import { promosView } from './promos/promos-section';
import type { RowSectionView, RowSectionViewProps } from './row-section-view';
import { storesView } from './stores/stores-section';
import { testimonialsView } from './testimonials/testimonials-section';

/** How the page draws a section its template places: its component, and its own stylesheet if it has one. */
type BaseSectionView = { Component: (props: never) => ReactNode; stylesheet?: URL };

/** The views of the sections the templates place (SECTION_KEYS) whose folder is in this package, by key. */
export const BASE_SECTION_VIEWS = {
  hero: heroView,
  about: aboutView,
  merchandise: merchandiseView,
  news: newsView,
  stores: storesView,
} as const satisfies Partial<Record<SectionKey, BaseSectionView>>;
type BaseViews = typeof BASE_SECTION_VIEWS;

/** Their components, by key, for the renderer's registry of the page's sections. */
export const BASE_SECTION_COMPONENTS = Object.fromEntries(
  Object.entries(BASE_SECTION_VIEWS).map(([key, view]) => [key, view.Component]),
) as { [K in keyof BaseViews]: BaseViews[K]['Component'] };

/** Their own stylesheets, sent with the page's shared rules (these sections are on most pages). */
export const BASE_SECTION_STYLESHEETS: readonly URL[] = Object.values(
  BASE_SECTION_VIEWS as Record<string, BaseSectionView>,
).flatMap((view) => (view.stylesheet ? [view.stylesheet] : []));

/** Each row section's view, by key: a section without one, or a view of no section, does not compile. */
export const ROW_SECTION_VIEWS = {
  faq: faqView,
  testimonials: testimonialsView,
  gallery: galleryView,
  promos: promosView,
} as const satisfies Record<RowSectionKey, RowSectionView>;

/** The view of the section with this key, if there is one. */
export const rowSectionView = (key: string): RowSectionView | undefined =>
  Object.hasOwn(ROW_SECTION_VIEWS, key) ? ROW_SECTION_VIEWS[key as RowSectionKey] : undefined;

export function RenderRowSection({ site, model }: RowSectionViewProps) {
  const view = rowSectionView(model.key);
  return view ? <view.Component site={site} model={model} /> : null;
}

/** The stylesheets of the row sections on the page. */
export const rowSectionStylesheets = (models: readonly RowSectionModel[]): URL[] =>
  models.flatMap((model) => {
    const view = rowSectionView(model.key);
    return view ? [view.stylesheet] : [];
  });

/** The row sections' structured data, each a JSON-LD object. */
export const rowSectionJsonLd = (models: readonly RowSectionModel[]): object[] =>
  models.flatMap((model) => {
    const data = rowSectionView(model.key)?.jsonLd?.(model);
    return data ? [data] : [];
  });
