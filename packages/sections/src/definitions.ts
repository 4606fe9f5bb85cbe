import { type AnyRowSection, checkSectionKeys, type ValidSectionKey } from '@webku/contract';
import { faq } from './faq/faq';
import { gallery } from './gallery/gallery';
import { promos } from './promos/promos';
import { testimonials } from './testimonials/testimonials';

// The sections defined by their fields (contract: sections/fields), without React or the renderer: the
// database, the server and the admin read them from here. Each lives in its own folder beside this file
// (definition, view, stylesheet); adding one means importing its definition in this list and its view in
// views.tsx. Everything else (table, routes, editor, backup) is derived.
const DEFINITIONS = [faq, testimonials, gallery, promos] as const;

/** The key of a row section: one whose shape a backup refuses is none (so its view does not compile). */
export type RowSectionKey = ValidSectionKey<(typeof DEFINITIONS)[number]['key']>;

export const ROW_SECTIONS: readonly AnyRowSection[] = DEFINITIONS;

// Start-up check: a key a backup would refuse (or one used twice) stops the process as it loads.
checkSectionKeys(ROW_SECTIONS.map((section) => section.key));

export function findRowSection(key: string): AnyRowSection | undefined {
  return ROW_SECTIONS.find((section) => section.key === key);
}
