import type { Template, TitleFont } from '@webku/contract';
import type { ReactNode } from 'react';
import type { SiteSectionKey } from '../data/section-visibility';
import type { SiteModel } from '../data/site-model';

export type SectionVariants = {
  hero: 'full-bleed' | 'split' | 'compact';
  menu: 'accordion' | 'tabs' | 'catalogue';
  merchandise: 'carousel' | 'grid';
  news: 'carousel' | 'featured';
  stores: 'cards' | 'contact';
  footer: 'simple' | 'columns';
};

export type SectionProps<K extends SiteSectionKey> = { site: SiteModel; variant: SectionVariants[K] };
export type SectionComponent<K extends SiteSectionKey> = (props: SectionProps<K>) => ReactNode;

/** A template orders and styles the shared sections; it holds no data rules. */
export type TemplateDefinition = {
  id: Template;
  /** Files in src/styles, loaded after the shared base. */
  stylesheets: readonly string[];
  sections: readonly SiteSectionKey[];
  variants: SectionVariants;
  /** Section headings font; null means the owner's title font. */
  headingFont: TitleFont | null;
  /** `accent`: prices and badges; `paper`: the page's background (the QR kit prints in these too). */
  theme: {
    color: string;
    faviconBackground: string;
    faviconForeground: string;
    accent: string;
    paper: string;
  };
};
