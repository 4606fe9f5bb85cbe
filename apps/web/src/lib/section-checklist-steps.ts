import { ONE_ROW_SECTIONS } from '@webku/contract';

/**
 * The dashboard checklist's steps that sections declare (a photo of the owner's own): the step's key,
 * what the dashboard says of it, and the section's editor it opens. The production build replaces this
 * module with the list it computes, so the definitions' schemas stay out of the first screen
 * (build-tools/lists-from-definitions.ts).
 */
export const SECTION_CHECKLIST_STEPS: readonly { key: string; title: string; hint: string; sub: string }[] =
  ONE_ROW_SECTIONS.flatMap(({ key, checklist }) =>
    checklist ? [{ key: checklist.key, title: checklist.title, hint: checklist.hint, sub: key }] : [],
  );
