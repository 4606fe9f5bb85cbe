import { z } from 'zod';

// 'stores' is not in the settings screen's tabs, but the stores editor has its own section settings.
export const SECTION_TYPES = ['menu', 'merchandise', 'news', 'stores'] as const;
export type SectionType = (typeof SECTION_TYPES)[number];

export const sectionTypeSchema = z.enum(SECTION_TYPES);
