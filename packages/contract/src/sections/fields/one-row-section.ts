import { z } from 'zod';
import type { BilingualText } from '../../templates/template-manifest';
import { fieldFacts, fieldShape } from './derive-fields';
import type { Fields, FieldValues } from './field-kinds';

/** The admin form's fields under one heading, with a line on what they are for. */
export type FieldGroup<Name extends string = string> = {
  title: string;
  description: string;
  fields: readonly Name[];
};

/**
 * A section of one row per company (About us): one form, saved whole. Its schemas, its admin route
 * (`GET`/`PUT /api/admin/{key}`), service, public payload part, backup part, image uses and its generic
 * one-row editor are derived from this.
 */
export type OneRowSectionSpec<K extends string = string, F extends Fields = Fields> = {
  /** The route (`/api/admin/{key}`) and the section's key; never renamed. */
  key: K;
  /** Its SQL table (one row per company). */
  table: string;
  /** The section's name on the site (when the owner gives it none) and in the admin. */
  title: BilingualText;
  /** One sentence under the editor's heading: what the section is for. */
  purpose: string;
  fields: F;
  /** The field whose text makes the section show: without it, the section and its link are left out. */
  shownBy: keyof F & string;
  /** The editor's groups of fields, in order; every field is in one. */
  groups: readonly [FieldGroup<keyof F & string>, ...FieldGroup<keyof F & string>[]];
};

const hasText = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** The spec with what is derived from its fields. */
export function defineOneRowSection<const K extends string, const F extends Fields>(
  spec: OneRowSectionSpec<K, F>,
) {
  const names = Object.keys(spec.fields);
  return {
    ...spec,
    schemas: {
      /** The section as the API answers it and the public payload carries it. */
      read: z.object(fieldShape(spec.fields, 'read')) as unknown as z.ZodType<FieldValues<F>>,
      /** A save may leave fields out: they keep their stored value. */
      input: z.object(fieldShape(spec.fields, 'input')) as unknown as z.ZodType<
        Partial<FieldValues<F>>,
        Partial<Record<keyof F, unknown>>
      >,
      /** What a backup may hold; a field it lacks reads as empty. */
      backup: z.object(fieldShape(spec.fields, 'backup')) as unknown as z.ZodType<
        FieldValues<F>,
        Partial<Record<keyof F, unknown>>
      >,
    },
    ...fieldFacts(spec.fields),
    /** The section's fields of a stored row (its id, company and times left out). */
    valuesOf: (row: object): FieldValues<F> =>
      Object.fromEntries(
        names.map((name) => [name, (row as Record<string, unknown>)[name]]),
      ) as FieldValues<F>,
    /** Whether visitors see the section: once its `shownBy` field holds text. */
    isShown: (values: object | null | undefined): boolean =>
      hasText((values as Record<string, unknown> | null | undefined)?.[spec.shownBy]),
  };
}

export type OneRowSectionDefinition<K extends string = string, F extends Fields = Fields> = ReturnType<
  typeof defineOneRowSection<K, F>
>;
/** What a one-row section's row holds: its fields' values. */
export type OneRowValues<S extends AnyOneRowSection> = ReturnType<S['valuesOf']>;
/** Any one-row section, for code that handles them all alike. */
export type AnyOneRowSection = OneRowSectionDefinition<string, Fields>;
