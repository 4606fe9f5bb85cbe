// The sections of a site in the order a page shows them; the content sections are the ones an owner
// switches on and off (each has a section_settings row) and fills with a list of rows; the optional
// ones are one row the page leaves out until it has content.
export const SECTION_KEYS = ['hero', 'about', 'menu', 'merchandise', 'news', 'stores', 'footer'] as const;
export type SectionKey = (typeof SECTION_KEYS)[number];
export const CONTENT_SECTION_KEYS = ['menu', 'merchandise', 'news', 'stores'] as const;
export type ContentSectionKey = (typeof CONTENT_SECTION_KEYS)[number];
/** The sections of one row per company, each defined by its fields (`ONE_ROW_SECTIONS`). */
export type OneRowSectionKey = Exclude<SectionKey, ContentSectionKey>;
export const OPTIONAL_SECTION_KEYS = ['about'] as const;
export type OptionalSectionKey = (typeof OPTIONAL_SECTION_KEYS)[number];
/** A base section a row section is placed before on a template that does not place it itself. */
export type RowSectionPlace = Exclude<SectionKey, 'hero'>;
/** Those sections in page order: every one but the hero, which opens every page. */
export const ROW_SECTION_PLACES = SECTION_KEYS.filter((key): key is RowSectionPlace => key !== 'hero');
/** The sections the site's navigation links to, in page order. */
export const LINKED_SECTION_KEYS = SECTION_KEYS.filter(
  (key): key is ContentSectionKey | OptionalSectionKey => key !== 'hero' && key !== 'footer',
);
export type LinkedSectionKey = ContentSectionKey | OptionalSectionKey;
