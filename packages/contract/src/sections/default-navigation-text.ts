import { SECTIONS } from './section-definitions';
import { CONTENT_SECTION_KEYS, type ContentSectionKey } from './section-keys';

// What the site's navigation calls a section the owner has not named.
export const DEFAULT_NAVIGATION_TEXT = Object.fromEntries(
  CONTENT_SECTION_KEYS.map((key) => [key, SECTIONS[key].navigation.defaultLabel]),
) as { [K in ContentSectionKey]: (typeof SECTIONS)[K]['navigation']['defaultLabel'] };
