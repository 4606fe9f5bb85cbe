import type { AdminIcon } from '@webku/contract';
import { ROW_SECTIONS } from '@webku/sections/definitions';

/**
 * Each section defined by its fields, as the admin shell lists it: its key (the editor's route), its
 * name and its icon in the navigation. The production build replaces this module with the list it computes, so the
 * definitions' schemas stay out of the first screen (build-tools/lists-from-definitions.ts).
 */
export const ROW_SECTION_SCREENS: readonly { key: string; title: string; icon: AdminIcon }[] =
  ROW_SECTIONS.map((section) => ({ key: section.key, title: section.title.id, icon: section.icon }));
