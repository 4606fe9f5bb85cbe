import type { PublicPayload, SectionSetting } from '@webku/contract';

export const SITE_SECTIONS = ['hero', 'menu', 'merchandise', 'news', 'stores', 'footer'] as const;
export type SiteSectionKey = (typeof SITE_SECTIONS)[number];
export type ContentSectionKey = Exclude<SiteSectionKey, 'hero' | 'footer'>;

export const CONTENT_SECTIONS: readonly ContentSectionKey[] = ['menu', 'merchandise', 'news', 'stores'];

// Stores live under the contact anchor (spec §2); the others use their own name.
export const SECTION_ANCHORS: Record<ContentSectionKey, string> = {
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

// A missing setting hides the section: the owner has not switched it on. Hero and footer have no switch.
export function isSectionVisible(payload: PublicPayload, key: SiteSectionKey): boolean {
  if (key === 'hero' || key === 'footer') return true;
  return sectionSetting(payload, key)?.is_active === true;
}

export function visibleContentSections(payload: PublicPayload): ContentSectionKey[] {
  return CONTENT_SECTIONS.filter((key) => isSectionVisible(payload, key));
}
