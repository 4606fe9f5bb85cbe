import { z } from 'zod';
import { idSchema } from '../../schemas/fields';
import type { BilingualText } from '../../templates/template-manifest';
import { fieldFacts, fieldShape } from './derive-fields';
import type { Fields, FieldValues } from './field-kinds';
import { translationsBackup, translationsInput, translationsRead } from './translations';

/** The admin form's fields under one heading, with a line on what they are for. */
export type FieldGroup<Name extends string = string> = {
  title: string;
  description?: string;
  fields: readonly Name[];
};

/**
 * How the admin API saves the row. 'save' (About us): `PUT` saves, creating the row the first time, and a
 * row never saved reads as empty fields. The other two are calls that predate the section's definition:
 * the row is made with the site, `GET` answers 404 without it, and the API and the public payload carry
 * the row's id. 'made-save' (the hero): `PUT` saves, creating the row when it is missing.
 * 'create-update' (the footer): `POST` creates it (409 once it exists), `PUT` updates it (404 without it).
 */
export type OneRowCalls = 'save' | 'made-save' | 'create-update';

/**
 * A step of the dashboard's checklist ("Lengkapi website Anda") that the section's row ticks: done once
 * `photo` holds a picture the owner chose (not one of the illustrations generation drew) and `needs`, when
 * given, holds text. `title` and `hint` are what the dashboard says of it; its link opens the section's editor.
 */
export type PhotoStep<S extends string = string, Name extends string = string> = {
  key: S;
  title: string;
  hint: string;
  photo: Name;
  needs?: Name;
};

// The illustrations generation draws are served from here; the owner's own pictures never are.
const BUILTIN_PICTURES = '/media/builtin/';
/** Whether a picture's URL is one the owner chose: set, and not one of the built-in illustrations. */
export const isOwnPicture = (url: unknown): boolean =>
  typeof url === 'string' && url.trim() !== '' && !url.trim().startsWith(BUILTIN_PICTURES);

/**
 * A section of one row per company (About us): one form, saved whole. Its schemas, its admin
 * routes (`GET`/`PUT /api/admin/{key}`), service, public payload part, backup part, image uses and its
 * generic one-row editor are derived from this.
 */
export type OneRowSectionSpec<
  K extends string = string,
  F extends Fields = Fields,
  C extends OneRowCalls = OneRowCalls,
  P extends string = string,
  S extends string = string,
> = {
  /** The route (`/api/admin/{key}`) and the section's key; never renamed. */
  key: K;
  /** Its SQL table (one row per company). */
  table: string;
  /** The key of its row in the public payload and in a backup; never renamed. */
  part: P;
  /** The section's name on the site (when the owner gives it none) and in the admin. */
  title: BilingualText;
  /** One sentence under the editor's heading: what the section is for. */
  purpose: string;
  fields: F;
  /**
   * The field whose text makes the section show: without it, the section and its link are left out. A
   * section with no `shownBy` always shows.
   */
  shownBy?: keyof F & string;
  /** 'save' unless given. */
  calls?: C;
  /** The editor's groups of fields, in order; every field is in one. */
  groups: readonly [FieldGroup<keyof F & string>, ...FieldGroup<keyof F & string>[]];
  /** Its step of the dashboard's checklist, if it has one. */
  checklist?: PhotoStep<S, keyof F & string>;
};

const hasWords = (value: unknown) =>
  typeof value === 'object' && value !== null && Object.keys(value).length > 0;
const hasText = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** What the API answers and the public payload carries: the fields, and the row's id where the calls name it. */
/**
 * A row's values: its fields (and at run time its `translations`, the owner's words in a second language,
 * left out of the type: a section's fields may have any name, so the two cannot share one record type).
 */
export type OneRowFields<F extends Fields> = FieldValues<F>;
export type OneRowAnswer<F extends Fields, C extends OneRowCalls> = C extends 'save'
  ? OneRowFields<F>
  : { id: number } & OneRowFields<F>;

/** The spec with what is derived from its fields. */
export function defineOneRowSection<
  const K extends string,
  const F extends Fields,
  const C extends OneRowCalls = 'save',
  const P extends string = string,
  const S extends string = never,
>(spec: OneRowSectionSpec<K, F, C, P, S>) {
  const names = [...Object.keys(spec.fields), 'translations'];
  // Only a row saved by 'save' reads as empty fields before its first save, and leaves its id out.
  const withId = (spec.calls ?? 'save') !== 'save';
  // The row's translations come along once the owner wrote one: a one-language site's answers keep the
  // shape they always had.
  const valuesOf = (row: object): OneRowFields<F> => {
    const stored = row as Record<string, unknown>;
    return Object.fromEntries(
      names
        .filter((name) => name !== 'translations' || hasWords(stored[name]))
        .map((name) => [name, stored[name]]),
    ) as OneRowFields<F>;
  };
  return {
    ...spec,
    calls: (spec.calls ?? 'save') as C,
    schemas: {
      /** The section as the API answers it and the public payload carries it. */
      read: z.object({
        ...(withId ? { id: idSchema } : {}),
        ...fieldShape(spec.fields, 'read'),
        translations: translationsRead.optional(),
      }) as unknown as z.ZodType<OneRowAnswer<F, C>>,
      /** A save may leave fields out: they keep their stored value. */
      input: z.object({
        ...fieldShape(spec.fields, 'input'),
        translations: translationsInput(spec.fields),
      }) as unknown as z.ZodType<
        Partial<OneRowFields<F>>,
        Partial<Record<keyof F | 'translations', unknown>>
      >,
      /** What a backup may hold; a field it lacks reads as empty. */
      backup: z.object({
        ...fieldShape(spec.fields, 'backup'),
        translations: translationsBackup(spec.fields),
      }) as unknown as z.ZodType<OneRowFields<F>, Partial<Record<keyof F | 'translations', unknown>>>,
    },
    ...fieldFacts(spec.fields),
    /** The section's fields of a stored row (its id, company and times left out). */
    valuesOf,
    /** A stored row as the API answers it and the public payload carries it. */
    answerOf: (row: object): OneRowAnswer<F, C> =>
      (withId ? { id: (row as { id: number }).id, ...valuesOf(row) } : valuesOf(row)) as OneRowAnswer<F, C>,
    /** Whether its checklist step is done for this row (null: none saved); false without a step. */
    stepDone: (values: object | null | undefined): boolean => {
      const step = spec.checklist;
      const row = (values ?? {}) as Record<string, unknown>;
      return !!step && isOwnPicture(row[step.photo]) && (!step.needs || hasText(row[step.needs]));
    },
    /** Whether visitors see the section: once its `shownBy` field holds text, or always without one. */
    isShown: (values: object | null | undefined): boolean =>
      spec.shownBy === undefined ||
      hasText((values as Record<string, unknown> | null | undefined)?.[spec.shownBy]),
  };
}

export type OneRowSectionDefinition<
  K extends string = string,
  F extends Fields = Fields,
  C extends OneRowCalls = OneRowCalls,
  P extends string = string,
  S extends string = string,
> = ReturnType<typeof defineOneRowSection<K, F, C, P, S>>;
/** What a one-row section's row holds: its fields' values. */
export type OneRowValues<S extends AnyOneRowSection> = ReturnType<S['valuesOf']>;
/** What the API answers for a one-row section. */
export type OneRowAnswerOf<S extends AnyOneRowSection> = ReturnType<S['answerOf']>;
/** Any one-row section, for code that handles them all alike. */
export type AnyOneRowSection = OneRowSectionDefinition<string, Fields>;
