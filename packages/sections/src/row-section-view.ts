import type { RowSectionModel, SiteModel } from '@webku/site/view-kit';
import type { ReactNode } from 'react';

export type RowSectionViewProps = { site: SiteModel; model: RowSectionModel };

/** How the page draws a row section: its component (for each of its layouts), its stylesheet and its structured data. */
export type RowSectionView = {
  Component: (props: RowSectionViewProps) => ReactNode;
  /** The stylesheet beside the component, sent only to pages that show the section. */
  stylesheet: URL;
  /** schema.org data describing the section, or none. */
  jsonLd?: (model: RowSectionModel) => object | null;
};
