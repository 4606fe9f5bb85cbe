import {
  CONTENT_SECTION_KEYS,
  type ContentSectionKey,
  isAboutVisible,
  LINKED_SECTION_KEYS,
  type LinkedSectionKey,
  type PublicPayload,
  SECTIONS,
  type SectionKey,
  type SectionSetting,
  type Template,
  templateManifestOrDefault,
} from '@webku/contract';
import { visibleArticles, visibleCategories, visibleMenuItems, visibleMerchandise, visibleStores } from './sort-visible';

export type { ContentSectionKey, LinkedSectionKey };
export type SiteSectionKey = SectionKey;

// Each section's anchor on the page, as its definition names it.
export const SECTION_ANCHORS = Object.fromEntries(
  LINKED_SECTION_KEYS.map((key) => [key, SECTIONS[key].navigation.anchor]),
) as Record<LinkedSectionKey, string>;

export function sectionSetting(payload: PublicPayload, key: ContentSectionKey): SectionSetting | null {
  return payload[SECTIONS[key].payload.settings];
}

// Something a visitor would see: a heading over a blank band is not a section. A template that shows the
// 'Main Store' card (built from the footer's contact details) makes its stores section worth showing with no store.
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
      return templateManifestOrDefault(template).showsEmptyStoresCard || visibleStores(payload.stores).length > 0;
  }
}

// A missing setting hides the section: the owner has not switched it on. Hero and footer have no switch.
// The about section shows once it has text, on a template that has a place for it.
export function isSectionVisible(payload: PublicPayload, key: SiteSectionKey, template: Template): boolean {
  if (key === 'hero' || key === 'footer') return true;
  if (key === 'about')
    return templateManifestOrDefault(template).sections.includes('about') && isAboutVisible(payload.about_section);
  return sectionSetting(payload, key)?.is_active === true && hasVisibleContent(payload, key, template);
}

export function visibleContentSections(payload: PublicPayload, template: Template): ContentSectionKey[] {
  return CONTENT_SECTION_KEYS.filter((key) => isSectionVisible(payload, key, template));
}

/** The sections on the page a link can jump to, in page order. */
export function visibleLinkedSections(payload: PublicPayload, template: Template): LinkedSectionKey[] {
  const linked: readonly string[] = LINKED_SECTION_KEYS;
  return templateManifestOrDefault(template).sections.filter(
    (key): key is LinkedSectionKey => linked.includes(key) && isSectionVisible(payload, key, template),
  );
}
