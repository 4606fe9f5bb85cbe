import type { AnyRowSection } from '@webku/contract';
import { faq } from './faq/faq';
import { gallery } from './gallery/gallery';
import { promos } from './promos/promos';
import { testimonials } from './testimonials/testimonials';

/**
 * The sections defined by their fields (contract: sections/fields). Each lives in its own folder here
 * (definition, renderer, stylesheet); adding one means importing its definition in this list and its
 * renderer in row-section-views.tsx. Everything else (table, routes, editor, backup) is derived.
 */
export const ROW_SECTIONS: readonly AnyRowSection[] = [faq, testimonials, gallery, promos];

export function findRowSection(key: string): AnyRowSection | undefined {
  return ROW_SECTIONS.find((section) => section.key === key);
}
