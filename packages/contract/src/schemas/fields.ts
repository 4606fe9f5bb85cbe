import { z } from 'zod';
import { validationMessages as m } from '../messages/validation-messages';
import { coerceDisplayOrder } from '../rules/coerce-display-order';
import { coercePrice, MAX_PRICE } from '../rules/coerce-price';
import { parseRupiah } from '../rules/parse-rupiah';
import { RICH_TEXT_LIMITS, richTextExcess, richTextExcessMessage } from '../rules/rich-text-limits';
import {
  isOnNetwork,
  type SocialNetwork,
  socialHandleToUrl,
  socialProfileExample,
} from '../rules/social-profile';
import { textFault, textFaultMessage } from '../rules/valid-text';
import { normalizeWhatsappNumber, WHATSAPP_NUMBER_EXAMPLE } from '../rules/whatsapp-number';

// Builders take the field key so every message names the field it is about, in Indonesian.

export const URL_MAX_LENGTH = 2048;
// The most rich text a backup or restore point may carry in one field (the limit before
// RICH_TEXT_LIMITS existed): such text is kept and flagged rather than refused.
const RICH_TEXT_MAX_LENGTH = 500_000;

// Ids are PostgreSQL integer columns: a larger number cannot name a row, and must not reach the database.
export const MAX_ID = 2_147_483_647;

export const idSchema = z.number().int().positive().max(MAX_ID);

// An id sent by a client (body field); numeric strings are accepted as from a <select>.
export function idInput(field: string) {
  const outOfRange = `${m.invalid(field)}: isi dengan id bilangan bulat antara 1 dan ${MAX_ID}`;
  return z.coerce
    .number({ error: m.required(field) })
    .pipe(
      z.number().int({ error: outOfRange }).min(1, { error: outOfRange }).max(MAX_ID, { error: outOfRange }),
    );
}

function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.hostname !== '';
  } catch {
    return false;
  }
}

// Text holds no control characters or broken characters (rules/valid-text.ts); the message names the field.
function validText(field: string) {
  return (value: string, ctx: z.RefinementCtx) => {
    const fault = textFault(value);
    if (fault) ctx.addIssue({ code: 'custom', message: textFaultMessage(field, fault) });
  };
}

// What owners type for a web page: 'www.x.com/...' or 'instagram.com/x' (no scheme, no spaces, a domain
// with a dot). Such a value gets 'https://' in front, so what is saved and published is a full web link.
const BARE_WEB_ADDRESS = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(?::\d{1,5})?(?:[/?#]\S*)?$/i;

function withHttps(value: string): string {
  return BARE_WEB_ADDRESS.test(value) ? `https://${value}` : value;
}

// Trimmed text up to max characters where a bare web address becomes an https link.
function optionalWebText(field: string, max: number) {
  return z
    .string({ error: m.notText(field) })
    .trim()
    .overwrite(withHttps)
    .max(max, { error: m.tooLong(field, max) })
    .superRefine(validText(field))
    .nullish();
}

// Root-relative paths are what local storage hands out ('/uploads/...'); '//' would leave the site.
function isRootPath(value: string): boolean {
  return /^\/(?!\/)[^\s\\]*$/.test(value);
}

export function requiredText(field: string, max: number) {
  return z
    .string({ error: m.required(field) })
    .trim()
    .min(1, { error: m.required(field) })
    .max(max, { error: m.tooLong(field, max) })
    .superRefine(validText(field));
}

// Every kind of line break. A one-line field (a customer's name) holds none, so where it is quoted (the
// owner's prepared WhatsApp message) it cannot write lines of its own.
const LINE_BREAK = /[\r\n\u2028\u2029]/;

export function oneLineText(field: string, max: number) {
  return requiredText(field, max).refine((value) => !LINE_BREAK.test(value), { error: m.oneLine(field) });
}

export function optionalText(field: string, max: number) {
  return z
    .string({ error: m.notText(field) })
    .trim()
    .max(max, { error: m.tooLong(field, max) })
    .superRefine(validText(field))
    .nullish();
}

// Rich text an owner saves: refused past any of RICH_TEXT_LIMITS, with a message naming the field
// and the limit. The check reads the text once, before the sanitiser ever sees it.
export function optionalHtml(field: string) {
  const { maxLength } = RICH_TEXT_LIMITS;
  return z
    .string({ error: m.notText(field) })
    .trim()
    .max(maxLength, { error: richTextExcessMessage(field, { limit: 'maxLength', max: maxLength }) })
    .superRefine((value, ctx) => {
      const excess = value.length > maxLength ? null : richTextExcess(value);
      if (excess) ctx.addIssue({ code: 'custom', message: richTextExcessMessage(field, excess) });
    })
    .superRefine(validText(field))
    .nullish();
}

// Rich text from a backup or restore point: anything the earlier rules stored is taken back, and the
// server flags what goes past RICH_TEXT_LIMITS instead of refusing the owner's own archive.
export function storedHtml(field: string) {
  return optionalText(field, RICH_TEXT_MAX_LENGTH);
}

// Stored values end up in href attributes: only web schemes, so 'javascript:' can never get in.
export function optionalHttpUrl(field: string) {
  return optionalWebText(field, URL_MAX_LENGTH).refine((value) => !value || isHttpUrl(value), {
    error: m.httpUrl(field),
  });
}

// A social profile: its address, a bare address, or the account name ('@kopisenja') on that network. What
// the owner saves is on that network; what a backup holds (`stored`) was saved before that was checked, and
// is only held to a web address.
export function optionalSocialProfile(field: string, network: SocialNetwork, { stored = false } = {}) {
  return z
    .string({ error: m.notText(field) })
    .trim()
    .overwrite((value) => withHttps(socialHandleToUrl(value, network)))
    .max(URL_MAX_LENGTH, { error: m.tooLong(field, URL_MAX_LENGTH) })
    .nullish()
    .refine((value) => !value || (isHttpUrl(value) && (stored || isOnNetwork(value, network))), {
      error: m.socialProfile(field, socialProfileExample(network)),
    });
}

export function optionalImageUrl(field: string) {
  return optionalText(field, URL_MAX_LENGTH).refine(
    (value) => !value || isHttpUrl(value) || isRootPath(value),
    { error: m.imageUrl(field) },
  );
}

export function requiredImageUrl(field: string) {
  return requiredText(field, URL_MAX_LENGTH).refine((value) => isHttpUrl(value) || isRootPath(value), {
    error: m.imageUrl(field),
  });
}

// A call to action may also point at an anchor ('#menu'), a phone number or an e-mail address.
export function optionalLink(field: string) {
  return optionalWebText(field, URL_MAX_LENGTH).refine(
    (value) =>
      !value ||
      /^#[\w-]*$/.test(value) ||
      isRootPath(value) ||
      isHttpUrl(value) ||
      /^(?:mailto|tel):[^\s]+$/i.test(value),
    { error: m.link(field) },
  );
}

export function optionalEmail(field: string) {
  return optionalText(field, 254).refine((value) => !value || z.email().safeParse(value).success, {
    error: m.email(field),
  });
}

// Stored in the wa.me form ('62812…'); blank clears it, anything not Indonesian is refused.
export function optionalWhatsappNumber(field: string) {
  return optionalText(field, 40).transform((value, ctx) => {
    if (value === undefined) return undefined;
    if (value === null || value === '') return null;
    const normalized = normalizeWhatsappNumber(value);
    if (normalized) return normalized;
    ctx.addIssue({ code: 'custom', message: m.whatsappNumber(field, WHATSAPP_NUMBER_EXAMPLE) });
    return z.NEVER;
  });
}

// A phone number as people write it: digits with an optional leading +, spaces, dashes, dots and
// parentheses; 6 to 15 digits, so the public footer's tel: link dials.
function isPhoneNumber(value: string): boolean {
  if (!/^\+?[\d\s().-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 6 && digits <= 15;
}

export function optionalPhone(field: string) {
  return optionalText(field, 40).refine((value) => !value || isPhoneNumber(value), {
    error: m.phone(field),
  });
}

// The latest year an owner may write: next year (Western Indonesia Time), e.g. a notice ready for January.
function latestYear(now = new Date()): number {
  return new Date(now.getTime() + 7 * 3_600_000).getUTCFullYear() + 1;
}

// A 4-digit year from 1900 to next year, or a range of two such years ('2019-2025').
function isYearOrRange(value: string, now = new Date()): boolean {
  const match = /^(\d{4})(?:\s*[-–]\s*(\d{4}))?$/.exec(value);
  if (!match) return false;
  const max = latestYear(now);
  const years = [Number(match[1]), Number(match[2] ?? match[1])];
  return years.every((year) => year >= 1900 && year <= max) && years[0]! <= years[1]!;
}

// Numbers are accepted as from a number input and stored as text.
export function optionalYear(field: string) {
  return z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : value),
    optionalText(field, 20).superRefine((value, ctx) => {
      if (value && !isYearOrRange(value))
        ctx.addIssue({ code: 'custom', message: m.year(field, latestYear()) });
    }),
  );
}

export function booleanField(field: string) {
  return z.boolean({ error: m.yesNo(field) });
}

const priceNumber = (field: string) =>
  z
    .number()
    .min(0)
    .max(MAX_PRICE, { error: m.atMost(field, MAX_PRICE) });

export function priceInput(field = 'price') {
  return z.preprocess(coercePrice, priceNumber(field));
}

// The admin form reads the price as the owner writes it (see parseRupiah) and says what it cannot read;
// an empty field means no price. The API keeps the spec's numeric coercion (priceInput).
export function priceFormInput(field = 'price') {
  return z
    .union([z.string(), z.number()])
    .transform((value, ctx) => {
      if (typeof value === 'number') return coercePrice(value);
      const reading = parseRupiah(value);
      if (reading.ok) return coercePrice(reading.value ?? 0);
      ctx.addIssue({ code: 'custom', message: rupiahMessages[reading.reason](field) });
      return z.NEVER;
    })
    .pipe(priceNumber(field));
}

const rupiahMessages = {
  unreadable: m.rupiah,
  negative: m.negative,
  'too-large': (field: string) => m.atMost(field, MAX_PRICE),
};

export function displayOrderInput(options: { min?: number } = {}) {
  const min = options.min ?? 0;
  return z.preprocess(
    (value) => coerceDisplayOrder(value, options),
    z
      .number()
      .int()
      .min(min, { error: m.atLeast('display_order', min) }),
  );
}

export const isoDateTimeSchema = z.iso.datetime({ offset: true });
export const isoDateSchema = z.iso.date();
