import type { z } from 'zod';
import { about } from '../schemas/about-section';
import { footer } from '../schemas/footer-settings';
import { hero } from '../schemas/hero-section';
import type { AnyOneRowSection } from './fields';

const DEFINED = [hero, about, footer] as const;

/** The sections of one row per company defined by their fields. */
export const ONE_ROW_SECTIONS: readonly AnyOneRowSection[] = DEFINED;
/** One of them, with its own key, part, calls and schemas. */
export type OneRowSection = (typeof DEFINED)[number];

export function findOneRowSection(key: string): AnyOneRowSection | undefined {
  return ONE_ROW_SECTIONS.find((section) => section.key === key);
}

// A part of the public payload or a backup: the row made with the site must be there (null: none shown, or
// none at all); a row saved by 'save' may be missing, from a payload or backup made before the section existed.
type OneRowPayloadPart<S extends OneRowSection> = S['calls'] extends 'save'
  ? z.ZodDefault<z.ZodNullable<S['schemas']['read']>>
  : z.ZodNullable<S['schemas']['read']>;
type OneRowBackupPart<S extends OneRowSection> = S['calls'] extends 'save'
  ? z.ZodOptional<z.ZodNullable<S['schemas']['backup']>>
  : z.ZodNullable<S['schemas']['backup']>;

// The rows made with the site first, then those saved by 'save', each under its part.
function partsShape(part: (section: AnyOneRowSection, saved: boolean) => z.ZodType) {
  const saved = (section: AnyOneRowSection) => section.calls === 'save';
  return Object.fromEntries(
    [...ONE_ROW_SECTIONS.filter((section) => !saved(section)), ...ONE_ROW_SECTIONS.filter(saved)].map(
      (section) => [section.part, part(section, saved(section))],
    ),
  );
}

/** The public payload's one-row parts: each section as the API answers it, under its part. */
export const oneRowPayloadShape = () =>
  partsShape((section, saved) =>
    saved ? section.schemas.read.nullable().default(null) : section.schemas.read.nullable(),
  ) as { [S in OneRowSection as S['part']]: OneRowPayloadPart<S> };

/** A backup's one-row parts: each section's backup fields, under its part. */
export const oneRowBackupShape = () =>
  partsShape((section, saved) =>
    saved ? section.schemas.backup.nullish() : section.schemas.backup.nullable(),
  ) as { [S in OneRowSection as S['part']]: OneRowBackupPart<S> };
