import {
  type ContentSectionKey,
  findOneRowSection,
  type KnownTemplateManifest,
  LINKED_SECTION_KEYS,
  type LinkedSectionKey,
  type PublicPayload,
  SECTIONS,
  type SectionKey,
  type SectionSetting,
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
function hasVisibleContent(payload: PublicPayload, key: ContentSectionKey, template: KnownTemplateManifest): boolean {
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
      return template.showsEmptyStoresCard || visibleStores(payload.stores).length > 0;
  }
}

const isContentSection = (key: SiteSectionKey): key is ContentSectionKey => SECTIONS[key].kind === 'list';

// A missing setting hides the section: the owner has not switched it on. A one-row section has no switch:
// it shows as its definition says (always, or once its `shownBy` field has text), on a template that has a
// place for it.
function isSectionVisible(payload: PublicPayload, key: SiteSectionKey, template: KnownTemplateManifest): boolean {
  if (isContentSection(key))
    return sectionSetting(payload, key)?.is_active === true && hasVisibleContent(payload, key, template);
  return findOneRowSection(key)?.isShown(payload[SECTIONS[key].payload.content]) === true;
}

/**
 * The template's sections a visitor sees, in the template's order. A render works this out once and hands
 * it to the page, the navigation and the footer; a section the template does not list is never visible.
 */
export function visibleSections(payload: PublicPayload, template: KnownTemplateManifest): ReadonlySet<SiteSectionKey> {
  return new Set(template.sections.filter((key) => isSectionVisible(payload, key, template)));
}

/** Whether a link can jump to the section: it has an anchor on the page. */
export function isLinkedSection(key: string): key is LinkedSectionKey {
  return (LINKED_SECTION_KEYS as readonly string[]).includes(key);
}
