import { z } from 'zod';
import { addDays, type SiteTimeZone, siteDay, siteDayStart } from '../../rules/site-time';
import { booleanField, displayOrderInput, idSchema } from '../../schemas/fields';
import type { BilingualText, BusinessFamily } from '../../templates/template-manifest';
import type { AdminIcon } from '../admin-icons';
import type { RowSectionPlace } from '../section-keys';
import { fieldFacts, fieldShape } from './derive-fields';
import type { Fields, FieldValues } from './field-kinds';
import { translationsBackup, translationsInput, translationsRead } from './translations';

/**
 * A section an owner fills with rows of the same fields (questions and answers, reviews, photos). Everything
 * else about it (its table, routes, editor, public payload, backup, image uses, restore points, dashboard and
 * navigation) is derived from this.
 */
export type RowSectionSpec<K extends string = string, F extends Fields = Fields> = {
  /** The route (`/api/admin/{key}`), the payload's key and the section_settings row's type; never renamed. */
  key: K;
  /** Its SQL table. */
  table: string;
  /** The section's heading on the site and its name in the admin and the navigation. */
  title: BilingualText;
  /** What one row is called ('pertanyaan'), in the admin's buttons and the restore point labels. */
  noun: string;
  /** One sentence under the editor's heading: what the section is for. */
  purpose: string;
  /** Its icon in the admin's navigation and on the dashboard. */
  icon: AdminIcon;
  fields: F;
  /** The field that names a row in lists and restore points. */
  nameField: keyof F & string;
  /** The page's anchor. */
  anchor: string;
  /** Where the section goes on a template that does not place it: before this section. */
  before: RowSectionPlace;
  /** The layouts its renderer draws; the first is the default. */
  layouts: readonly [string, ...string[]];
  /** At most this many rows: the editor and the API refuse more. */
  maxRows: number;
  /** The kinds of business the dashboard suggests the section to (families, or kind ids such as 'salon'). */
  suggestedFor: { families: readonly BusinessFamily[]; kinds: readonly string[] };
};

/** A stored row: its id, its order, whether visitors see it, and its fields. */
export type SectionRow<F extends Fields = Fields> = {
  id: number;
  display_order: number;
  is_active: boolean;
} & FieldValues<F>;

/** The spec with what is derived from its fields: its schemas, image fields and owner-written fields. */
export function defineRowSection<const K extends string, const F extends Fields>(spec: RowSectionSpec<K, F>) {
  const input = z.object({
    ...fieldShape(spec.fields, 'input'),
    display_order: displayOrderInput({ min: 1 }).optional(),
    is_active: booleanField('Tampilkan').optional(),
    translations: translationsInput(spec.fields),
  });
  return {
    ...spec,
    schemas: {
      row: z.object({
        id: idSchema,
        display_order: z.number().int(),
        is_active: z.boolean(),
        ...fieldShape(spec.fields, 'read'),
        translations: translationsRead.optional(),
      }) as unknown as z.ZodType<SectionRow<F>>,
      input,
      /** An update may leave fields out: they keep their stored value. */
      update: input.partial(),
      backup: z.object({
        display_order: z.number().int().default(1),
        is_active: z.boolean().default(true),
        ...fieldShape(spec.fields, 'backup'),
        translations: translationsBackup(spec.fields),
      }),
    },
    ...fieldFacts(spec.fields),
    /** The date fields a row shows until (`shownUntil`): past the last of its days, visitors do not see it. */
    shownUntilFields: Object.entries(spec.fields)
      .filter(([, field]) => field.kind === 'date' && field.shownUntil)
      .map(([key]) => key),
  };
}

export type RowSectionDefinition<K extends string = string, F extends Fields = Fields> = ReturnType<
  typeof defineRowSection<K, F>
>;
/** Any row section, for code that handles them all alike. */
export type AnyRowSection = RowSectionDefinition<string, Fields>;

type ShownUntil = Pick<AnyRowSection, 'shownUntilFields'>;

/** The last day a row shows: the earliest of its "shown until" days; null while it shows every day. */
export function rowLastDay(section: ShownUntil, row: Readonly<Record<string, unknown>>): string | null {
  const days = section.shownUntilFields
    .map((key) => row[key])
    .filter((day): day is string => typeof day === 'string' && day !== '');
  return days.length ? (days.sort()[0] as string) : null;
}

/** Whether visitors see the row at `now`: through its last day, read in the site's zone. */
export function isRowShown(
  section: ShownUntil,
  row: Readonly<Record<string, unknown>>,
  zone: SiteTimeZone,
  now = Date.now(),
): boolean {
  const last = rowLastDay(section, row);
  return last === null || siteDay(now, zone) <= last;
}

/** When a row stops showing by itself: the midnight after its last day in the site's zone (null: never). */
export function rowHiddenFrom(
  section: ShownUntil,
  row: Readonly<Record<string, unknown>>,
  zone: SiteTimeZone,
): number | null {
  const last = rowLastDay(section, row);
  return last === null ? null : siteDayStart(addDays(last, 1), zone);
}
