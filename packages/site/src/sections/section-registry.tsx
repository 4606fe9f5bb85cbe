import type { TemplateLayouts } from '@webku/contract';
import { BASE_SECTION_COMPONENTS } from '@webku/sections/views';
import { createElement } from 'react';
import type { SiteSectionKey } from '../data/section-visibility';
import type { SiteModel } from '../data/site-model';
import type { SectionComponent } from '../templates/template-types';
import { SiteFooter } from './footer/site-footer';
import { MenuSection } from './menu/menu-section';

type SectionRegistry = { [K in SiteSectionKey]: SectionComponent<K> };

export const SECTION_REGISTRY = {
  ...BASE_SECTION_COMPONENTS,
  menu: MenuSection,
  footer: SiteFooter,
} satisfies SectionRegistry;

export function RenderSection<K extends SiteSectionKey>({
  section,
  site,
  layouts,
}: {
  section: K;
  site: SiteModel;
  layouts: TemplateLayouts;
}) {
  // Widening to the mapped type lets TypeScript pair the component with its layout for any K.
  const registry: SectionRegistry = SECTION_REGISTRY;
  return createElement(registry[section], { site, layout: layouts[section] });
}
