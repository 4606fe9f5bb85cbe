import {
  type AnyRowSection,
  type PublicPayload,
  ROW_SECTION_PLACES,
  type RowSectionPlace,
  type SectionRow,
  type WebLanguage,
} from '@webku/contract';
import { ROW_SECTIONS } from '@webku/sections/definitions';
import { textOr, textOrNull, titleIn } from './text';

/** A section defined by its fields, as the page draws it: only once it has a row to show. */
export type RowSectionModel = {
  key: string;
  section: AnyRowSection;
  anchor: string;
  title: string;
  description: string | null;
  rows: SectionRow[];
  /** The layout the template names for it, else the section's first. */
  layout: string;
};

/** The row sections a visitor sees, each once, in no particular order (the page places them). */
export function buildRowSections(
  payload: PublicPayload,
  language: WebLanguage,
  layouts: Readonly<Record<string, string>> = {},
): RowSectionModel[] {
  return ROW_SECTIONS.flatMap((section) => {
    const part = payload.row_sections?.[section.key];
    if (!part?.rows.length) return [];
    const chosen = layouts[section.key];
    return [
      {
        key: section.key,
        section,
        anchor: section.anchor,
        title: textOr(part.title, titleIn(section.title, language)),
        description: textOrNull(part.description),
        rows: part.rows as SectionRow[],
        layout: chosen && section.layouts.includes(chosen) ? chosen : section.layouts[0],
      },
    ];
  });
}

/** One place on the page: a base section of the template, a row section, or the booking section. */
export type PagePart<K extends string> =
  | { kind: 'base'; key: K }
  | { kind: 'rows'; model: RowSectionModel }
  | { kind: 'booking' };

/**
 * The template's sections with each row section placed before the section its definition names (the
 * next one the template shows, else before the footer), or where the template lists it itself; the
 * booking section, when the owner takes bookings, goes just before the stores (where to come).
 */
export function pageParts<K extends string>(
  templateSections: readonly K[],
  rowSections: readonly RowSectionModel[],
  booking = false,
): PagePart<K>[] {
  const placed = new Set<string>();
  const parts: PagePart<K>[] = [];
  const order: readonly string[] = ROW_SECTION_PLACES;
  const shown = new Set<string>(templateSections);
  // The base section a row section goes before on this template: its own choice, or the next one shown.
  const anchorOf = (place: RowSectionPlace) =>
    order.slice(order.indexOf(place)).find((key) => shown.has(key)) ?? 'footer';
  for (const key of templateSections) {
    for (const model of rowSections) {
      if (!placed.has(model.key) && anchorOf(model.section.before) === key) {
        parts.push({ kind: 'rows', model });
        placed.add(model.key);
      }
    }
    if (booking && key === 'stores') parts.push({ kind: 'booking' });
    parts.push({ kind: 'base', key });
  }
  for (const model of rowSections) if (!placed.has(model.key)) parts.push({ kind: 'rows', model });
  if (booking && !templateSections.includes('stores' as K)) parts.push({ kind: 'booking' });
  return parts;
}
