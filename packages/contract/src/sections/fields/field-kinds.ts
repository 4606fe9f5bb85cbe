import { z } from 'zod';
import { validationMessages as m } from '../../messages/validation-messages';
import type { SocialNetwork } from '../../rules/social-profile';
import {
  booleanField,
  isoDateSchema,
  optionalEmail,
  optionalHtml,
  optionalHttpUrl,
  optionalImageUrl,
  optionalLink,
  optionalPhone,
  optionalSocialProfile,
  optionalText,
  optionalYear,
  priceFormInput,
  requiredImageUrl,
  requiredText,
  storedHtml,
} from '../../schemas/fields';
import type { ImageUsePlace } from '../../schemas/image-use';

// A section's fields are described by kind; every part of the product that handles a field (its
// validation, its column, its backup, its editor) is derived from the kind, in one table per package.

type FieldBase = {
  /** The field's name in the admin form and in its messages ('Pertanyaan'). */
  label: string;
  required?: boolean;
  /** One line under the field in the admin form. */
  help?: string;
  /** The field's name in its messages where the form's label is shorter ('Tahun hak cipta' for 'Tahun'). */
  named?: string;
};

/** One line of text. `initial`: what the editor shows while the field holds nothing (the site's own words). */
export type TextField = FieldBase & { kind: 'text'; max: number; initial?: string };
/**
 * Paragraphs of plain text. With `paragraphs`, at most that many, stored apart by one blank line whatever
 * the owner typed between them.
 */
export type LongTextField = FieldBase & { kind: 'longText'; max: number; paragraphs?: number };
export type RichTextField = FieldBase & { kind: 'richText' };
export type RupiahField = FieldBase & { kind: 'rupiah' };
export type NumberField = FieldBase & { kind: 'number'; min: number; max: number };
export type SwitchField = FieldBase & { kind: 'switch'; initial: boolean };
/**
 * `folder`: the image library's folder the editor opens; `wide`: a banner, previewed wide; `usedAs`: where
 * the library says a one-row section's image is used when it is not the section's own place (a logo:
 * 'logo Hero').
 */
export type ImageField = FieldBase & {
  kind: 'image';
  folder: string;
  wide?: boolean;
  usedAs?: ImageUsePlace;
};
/**
 * A web address (http or https only: it ends up in an href). With `social`, a profile on that network: the
 * owner may also write the account name ('@kopisenja'), saved as the profile's address. With `onSite`, also
 * a place on the page ('#menu'), a path of the site, a phone (tel:) or an email (mailto:) link.
 */
export type LinkField = FieldBase & { kind: 'link'; social?: SocialNetwork; onSite?: boolean };
/** A phone number as people write it (6 to 15 digits), for a tel: link. */
export type PhoneField = FieldBase & { kind: 'phone' };
export type EmailField = FieldBase & { kind: 'email' };
/** A year or a range of years ('2019-2025'), kept as text. */
export type YearField = FieldBase & { kind: 'year' };
export type ChoiceField = FieldBase & {
  kind: 'choice';
  options: readonly { value: string; label: string }[];
};
/**
 * A calendar day. With `shownUntil`, the last day a row shows: from the next midnight in the site's zone
 * visitors no longer see the row, without anyone saving it (empty: it shows every day).
 */
export type DateField = FieldBase & { kind: 'date'; shownUntil?: boolean };
export type TimeField = FieldBase & { kind: 'time' };

export type Field =
  | TextField
  | LongTextField
  | RichTextField
  | RupiahField
  | NumberField
  | SwitchField
  | ImageField
  | LinkField
  | PhoneField
  | EmailField
  | YearField
  | ChoiceField
  | DateField
  | TimeField;
export type FieldKind = Field['kind'];
export type FieldOfKind<K extends FieldKind> = Extract<Field, { kind: K }>;

/** What a field of each kind holds once stored. */
export type FieldValue<F extends Field> = F extends SwitchField
  ? boolean
  : F extends RupiahField | NumberField
    ? F['required'] extends true
      ? number
      : number | null
    : F['required'] extends true
      ? string
      : string | null;

export type Fields = Readonly<Record<string, Field>>;
export type FieldValues<T extends Fields> = { [K in keyof T]: FieldValue<T[K]> };

/**
 * The zod shape of the fields' input schemas, typed by what each lets through (a required field's value, or
 * an optional one that may be left out or null) and what it takes (its value, or text from a form).
 * `fieldShape` builds it; zod cannot see the kinds.
 */
export type FieldInputShape<T extends Fields> = {
  [K in keyof T]: T[K]['required'] extends true
    ? z.ZodType<FieldValue<T[K]>, FieldValue<T[K]> | string>
    : z.ZodOptional<z.ZodType<FieldValue<T[K]> | null, FieldValue<T[K]> | string | null>>;
};

/** The zod shape of the fields' backup schemas: a required field's value, or an optional one read as null. */
export type FieldBackupShape<T extends Fields> = {
  [K in keyof T]: T[K]['required'] extends true
    ? z.ZodType<FieldValue<T[K]>, FieldValue<T[K]>>
    : z.ZodDefault<z.ZodType<FieldValue<T[K]> | null, FieldValue<T[K]> | null>>;
};

type KindParts<K extends FieldKind> = {
  /** The value as the API answers it and the public payload carries it. */
  read: (field: FieldOfKind<K>) => z.ZodType;
  /** What an owner may send; `name` is the field's label, so every message names it. */
  input: (field: FieldOfKind<K>, name: string) => z.ZodType;
  /** What a backup may hold: anything the input rules once stored, kept rather than refused. */
  backup: (field: FieldOfKind<K>, name: string) => z.ZodType;
  /** The value of a row that does not have the field yet (an older backup). */
  empty: (field: FieldOfKind<K>) => unknown;
  /** Text the owner writes in their own words: the fields a second language will translate. */
  ownerText: boolean;
};

// A calendar date that exists ('2026-02-30' does not), and a time of day.
const isDate = (value: string) => isoDateSchema.safeParse(value).success;
const isTime = (value: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
const nullableString = () => z.string().nullable();

// Optional text saves blank as null, so an emptied field reads as "not filled" everywhere.
const blankToNull = (schema: z.ZodType) => schema.transform((value) => (value === '' ? null : value));

function textInput(field: FieldBase & { max: number }, name: string) {
  return field.required ? requiredText(name, field.max) : blankToNull(optionalText(name, field.max));
}

/** The paragraphs of plain text: split on blank lines, each one's lines joined by single spaces. */
export function textParagraphs(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s*\n\s*/g, ' ').trim())
    .filter(Boolean);
}

// Plain text written as the page shows it: paragraphs apart by one blank line, no trailing spaces. Text
// with no paragraph left is no text (null), like a field never written.
const tidyParagraphs = (text: string) => textParagraphs(text.replace(/\r\n?/g, '\n')).join('\n\n');

function longTextInput(field: LongTextField, name: string) {
  const { paragraphs } = field;
  if (paragraphs === undefined) return textInput(field, name);
  return (textInput(field, name) as z.ZodType<string | null | undefined>)
    .transform((value) => (typeof value === 'string' ? tidyParagraphs(value) || null : value))
    .refine((value) => textParagraphs(value).length <= paragraphs, {
      error: m.tooManyParagraphs(name, paragraphs),
    });
}

// A form sends an empty field as '' and a number as text: '' is no value, '3' is 3.
const blank = (value: unknown) => value === '' || value === null || value === undefined;
const asNumber = (value: unknown) =>
  typeof value === 'string' ? Number(value.trim().replace(',', '.')) : value;

/** A required field left empty reads "… wajib diisi", whatever its kind; `message` is for a wrong value. */
const requiredOr = (name: string, message: string) => (issue: { input?: unknown }) =>
  blank(issue.input) ? m.required(name) : message;

function numberInput(field: NumberField, name: string) {
  const number = z
    .number({ error: requiredOr(name, m.number(name)) })
    .int({ error: m.wholeNumber(name) })
    .min(field.min, { error: m.atLeast(name, field.min) })
    .max(field.max, { error: m.atMost(name, field.max) });
  return field.required
    ? z.preprocess((value) => (blank(value) ? undefined : asNumber(value)), number)
    : z.preprocess((value) => (blank(value) ? null : asNumber(value)), number.nullish());
}

// Rupiah as the owner writes it (parseRupiah); a required price left empty is refused, not read as 0.
function rupiahInput(field: RupiahField, name: string) {
  if (!field.required)
    return z.preprocess((value) => (value === '' ? null : value), priceFormInput(name).nullish());
  return z
    .unknown()
    .refine((value) => !blank(value), { error: m.required(name) })
    .pipe(priceFormInput(name));
}

// A required link or rich text may not be left empty (rich text: no words once the tags are set aside).
const filled = (value: unknown) => typeof value === 'string' && value.replace(/<[^>]*>/g, '').trim() !== '';
const requiredIf = (field: FieldBase, name: string, schema: z.ZodType) =>
  field.required ? schema.refine(filled, { error: m.required(name) }) : schema;
// Each link is checked for what it may be: a profile on its network, or a web address (or a place on the
// site) that is safe in an href.
const linkRule = (field: LinkField, name: string, stored = false) =>
  field.social
    ? optionalSocialProfile(name, field.social, { stored })
    : field.onSite
      ? optionalLink(name)
      : optionalHttpUrl(name);
function linkInput(field: LinkField, name: string) {
  return requiredIf(field, name, blankToNull(linkRule(field, name)));
}
function richTextInput(field: RichTextField, name: string) {
  return field.required ? optionalHtml(name).refine(filled, { error: m.required(name) }) : optionalHtml(name);
}

function choiceInput(field: ChoiceField, name: string) {
  const values = field.options.map((option) => option.value);
  const choice = z
    .string({ error: requiredOr(name, m.choice(name, values)) })
    .refine((value) => values.includes(value), {
      error: m.choice(name, values),
    });
  return field.required
    ? z.preprocess((value) => (blank(value) ? undefined : value), choice)
    : z.preprocess((value) => (value === '' ? null : value), choice.nullish());
}

function checked(field: FieldBase, name: string, isValid: (value: string) => boolean, message: string) {
  const value = z
    .string({ error: requiredOr(name, message) })
    .trim()
    .refine(isValid, { error: message });
  return field.required
    ? z.preprocess((raw) => (typeof raw === 'string' && raw.trim() === '' ? undefined : raw), value)
    : z.preprocess((raw) => (raw === '' ? null : raw), value.nullish());
}

// Plain text the owner writes, one line or paragraphs alike: a backup may hold up to four times the limit,
// never text the input rules always refused (control or broken characters).
const WRITTEN_TEXT = {
  read: nullableString,
  input: textInput,
  backup: (field: FieldBase & { max: number }, name: string) =>
    field.required ? requiredText(name, field.max * 4) : optionalText(name, field.max * 4).default(null),
  empty: () => null,
  ownerText: true,
};

// A string-valued field the owner picks rather than writes (an image, link, choice, date or time).
const STORED_STRING = {
  read: nullableString,
  backup: () => z.string().nullable().default(null),
  empty: () => null,
  ownerText: false,
};

/** Every field kind's parts. A kind added to `Field` without all of them does not compile. */
export const FIELD_KINDS: { [K in FieldKind]: KindParts<K> } = {
  text: WRITTEN_TEXT,
  longText: { ...WRITTEN_TEXT, input: longTextInput },
  richText: {
    read: nullableString,
    input: richTextInput,
    backup: (_field, name) => storedHtml(name).default(null),
    empty: () => null,
    ownerText: true,
  },
  rupiah: {
    read: () => z.number().nullable(),
    input: rupiahInput,
    backup: () => z.number().min(0).nullable().default(null),
    empty: () => null,
    ownerText: false,
  },
  number: {
    read: () => z.number().nullable(),
    input: numberInput,
    backup: () => z.number().nullable().default(null),
    empty: () => null,
    ownerText: false,
  },
  switch: {
    read: () => z.boolean(),
    input: (_field, name) => booleanField(name),
    backup: (field) => z.boolean().default(field.initial),
    empty: (field) => field.initial,
    ownerText: false,
  },
  image: {
    ...STORED_STRING,
    input: (field, name) => (field.required ? requiredImageUrl(name) : blankToNull(optionalImageUrl(name))),
    // An address a backup holds is checked as on save: a crafted file cannot put a script address in a src.
    backup: (field, name) => (field.required ? requiredImageUrl(name) : optionalImageUrl(name).default(null)),
  },
  link: {
    ...STORED_STRING,
    input: linkInput,
    // A link was checked whenever it was saved: a backup's is checked alike, so a crafted file cannot
    // put a script address in an href (a social profile saved before its network was checked is kept).
    backup: (field, name) => linkRule(field, name, true).default(null),
  },
  phone: {
    ...STORED_STRING,
    input: (field, name) => requiredIf(field, name, blankToNull(optionalPhone(name))),
    // Numbers saved before they were checked are kept: a backup holds any text of up to 40 characters.
    backup: (_field, name) => optionalText(name, 40).default(null),
  },
  email: {
    ...STORED_STRING,
    input: (field, name) => requiredIf(field, name, blankToNull(optionalEmail(name))),
    backup: (_field, name) => optionalEmail(name).default(null),
  },
  year: {
    ...STORED_STRING,
    input: (field, name) => requiredIf(field, name, blankToNull(optionalYear(name))),
    // Years saved before they were checked are kept, a number as text.
    backup: (_field, name) =>
      z
        .preprocess((value) => (typeof value === 'number' ? String(value) : value), optionalText(name, 20))
        .default(null),
  },
  choice: {
    ...STORED_STRING,
    input: choiceInput,
  },
  date: {
    ...STORED_STRING,
    input: (field, name) => checked(field, name, isDate, m.date(name)),
  },
  time: {
    ...STORED_STRING,
    input: (field, name) => checked(field, name, isTime, m.timeOfDay(name)),
  },
};

export const FIELD_KIND_NAMES = Object.keys(FIELD_KINDS) as FieldKind[];

// Widened so a caller holding any field reaches its kind's parts.
export function kindParts(field: Field): KindParts<FieldKind> {
  return FIELD_KINDS[field.kind] as unknown as KindParts<FieldKind>;
}
