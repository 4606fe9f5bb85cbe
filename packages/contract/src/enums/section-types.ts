import { z } from 'zod';

import { CONTENT_SECTION_KEYS, type ContentSectionKey } from '../sections/section-keys';

// Each content section has one settings row. 'stores' is not in the settings screen's tabs, but the
// stores editor has its own section settings.
export const SECTION_TYPES = CONTENT_SECTION_KEYS;
export type SectionType = ContentSectionKey;

export const sectionTypeSchema = z.enum(SECTION_TYPES);
