import { isAboutVisible, type PublicPayload, type SectionSetting, type Template } from '@webku/contract';
import { TEMPLATE_DEFINITIONS } from '../templates/templates';
import { visibleArticles, visibleCategories, visibleMenuItems, visibleMerchandise, visibleStores } from './sort-visible';

export const SITE_SECTIONS = ['hero', 'about', 'menu', 'merchandise', 'news', 'stores', 'footer'] as const;
export type SiteSectionKey = (typeof SITE_SECTIONS)[number];
export type ContentSectionKey = Exclude<SiteSectionKey, 'hero' | 'about' | 'footer'>;
/** The sections the navigation links to: the content sections and the about section. */
export type LinkedSectionKey = ContentSectionKey | 'about';

export const CONTENT_SECTIONS: readonly ContentSectionKey[] = ['menu', 'merchandise', 'news', 'stores'];

// Stores live under the contact anchor (spec §2); the others use their own name.
export const SECTION_ANCHORS: Record<LinkedSectionKey, string> = {
  about: 'about',
  menu: 'menu',
  merchandise: 'merchandise',
  news: 'news',
  stores: 'contact',
};

export function sectionSetting(payload: PublicPayload, key: ContentSectionKey): SectionSetting | null {
  const settings = {
    menu: payload.menu_section_settings,
    merchandise: payload.merchandise_section_settings,
    news: payload.news_section_settings,
    stores: payload.stores_section_settings,
  };
  return settings[key];
}

// Something a visitor would see: a heading over a blank band is not a section. The classic template's
// 'Main Store' card (spec §2) makes its stores section worth showing even with no store.
function hasVisibleContent(payload: PublicPayload, key: ContentSectionKey, template: Template): boolean {
  switch (key) {
    case 'menu':
      return visibleCategories(payload.menu_categories).some(
        (category) => visibleMenuItems(category.menu_items).length > 0,
      );
    case 'merchandise':
      return visibleMerchandise(payload.merchandise_items).length > 0;
    case 'news':
      return visibleArticles(payload.news_articles).length > 0;
    case 'stores':
      return template === 'classic-website' || visibleStores(payload.stores).length > 0;
  }
}

// A missing setting hides the section: the owner has not switched it on. Hero and footer have no switch.
// The about section shows once it has text, on a template that has a place for it.
export function isSectionVisible(payload: PublicPayload, key: SiteSectionKey, template: Template): boolean {
  if (key === 'hero' || key === 'footer') return true;
  if (key === 'about')
    return TEMPLATE_DEFINITIONS[template].sections.includes('about') && isAboutVisible(payload.about_section);
  return sectionSetting(payload, key)?.is_active === true && hasVisibleContent(payload, key, template);
}

export function visibleContentSections(payload: PublicPayload, template: Template): ContentSectionKey[] {
  return CONTENT_SECTIONS.filter((key) => isSectionVisible(payload, key, template));
}

/** The sections on the page a link can jump to, in page order. */
export function visibleLinkedSections(payload: PublicPayload, template: Template): LinkedSectionKey[] {
  const about: LinkedSectionKey[] = isSectionVisible(payload, 'about', template) ? ['about'] : [];
  return [...about, ...visibleContentSections(payload, template)];
}
