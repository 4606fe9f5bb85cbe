import { z } from 'zod';
import { LANGUAGE_NAMES, WEB_LANGUAGES, type WebLanguage } from '../../enums/web-languages';
import { type Field, type Fields, kindParts } from './field-kinds';

/**
 * The owner's words in a second language: by language ('english' or 'indonesia'), the value of each field the
 * owner writes (`ownerText` kinds). A field left out has no translation yet: the site shows the main
 * language's words there. Kept in each row's `translations` column, so it travels with the row (backups,
 * restore points) and a new section defined by its fields gets it with no edit.
 */
export type Translations = Partial<Record<WebLanguage, Record<string, string>>>;

const ownerText = (fields: Fields) =>
  Object.entries(fields).filter(([, field]) => kindParts(field).ownerText) as [string, Field][];

/** The fields of a table that have a second value. */
export const translatedFieldNames = (fields: Fields): string[] => ownerText(fields).map(([name]) => name);

// The words of one language: each field by its kind's rule (named '… (English)' in messages); an emptied
// field is no translation, so it is left out rather than kept empty.
function languageShape(fields: Fields, part: 'input' | 'backup', language: WebLanguage) {
  const suffix = language === 'english' ? ' (English)' : ' (Bahasa Indonesia)';
  const shape = Object.fromEntries(
    ownerText(fields).map(([name, field]) => {
      const rule = kindParts({ ...field, required: false } as Field)[part](
        { ...field, required: false } as never,
        `${field.named ?? field.label}${suffix}`,
      );
      return [name, rule.optional()];
    }),
  );
  return z
    .object(shape, { error: `Terjemahan ${LANGUAGE_NAMES[language]} harus berisi teks per isian` })
    .transform((values) =>
      Object.fromEntries(
        Object.entries(values).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '',
        ),
      ),
    );
}

function translationsSchema(fields: Fields, part: 'input' | 'backup') {
  const shape = Object.fromEntries(
    WEB_LANGUAGES.map((language) => [language, languageShape(fields, part, language).optional()]),
  );
  return z
    .object(shape, { error: 'Terjemahan harus berisi teks per bahasa (english atau indonesia)' })
    .transform((value) =>
      Object.fromEntries(
        Object.entries(value).filter(
          (entry): entry is [string, Record<string, string>] =>
            entry[1] !== undefined && Object.keys(entry[1]).length > 0,
        ),
      ),
    ) as unknown as z.ZodType<Translations, unknown>;
}

/** What an owner may send: replaces the row's translations whole; left out, they stay as they are. */
export const translationsInput = (fields: Fields) => translationsSchema(fields, 'input').optional();
/** What a backup may hold (absent before translations existed, or while there are none: none). */
export const translationsBackup = (fields: Fields) => translationsSchema(fields, 'backup').optional();
/** What the API answers: the stored translations (left out while there are none). */
export const translationsRead = z.record(z.string(), z.record(z.string(), z.string())) as z.ZodType<
  Translations,
  unknown
>;

/** Whether the fields have any text the owner writes, and so a `translations` column. */
export const hasTranslations = (fields: Fields) => ownerText(fields).length > 0;

/**
 * The row in `language`: each owner-text field with its translation where there is one, else the main
 * language's words (never an empty heading); the `translations` themselves are left out.
 */
export function inLanguage<T extends { translations?: unknown }>(
  row: T,
  fields: Fields,
  language: WebLanguage | null,
): Omit<T, 'translations'> {
  const { translations, ...rest } = row;
  const words = language ? (translations as Translations | null | undefined)?.[language] : undefined;
  if (!words) return rest;
  const out: Record<string, unknown> = { ...rest };
  for (const name of translatedFieldNames(fields)) {
    const value = words[name];
    if (typeof value === 'string' && value.trim() !== '') out[name] = value;
  }
  return out as Omit<T, 'translations'>;
}

/** How many owner-text fields that hold words have no translation in `language`. */
export function missingTranslations(
  row: { translations?: unknown } & Record<string, unknown>,
  fields: Fields,
  language: WebLanguage,
): number {
  const words = (row.translations as Translations | null | undefined)?.[language] ?? {};
  return translatedFieldNames(fields).filter((name) => {
    const main = row[name];
    return typeof main === 'string' && main.trim() !== '' && !words[name];
  }).length;
}

/**
 * The row without its `translations` while the owner has written none: a one-language site's answers and
 * backups keep the shape they always had.
 */
export function withTranslationsIfAny<T extends object>(row: T): T {
  const { translations } = row as { translations?: unknown };
  if (
    translations === undefined ||
    (typeof translations === 'object' && translations !== null && Object.keys(translations).length > 0)
  )
    return row;
  const { translations: _none, ...rest } = row as T & { translations?: unknown };
  return rest as T;
}
