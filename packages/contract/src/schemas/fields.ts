import { z } from 'zod';
import { coerceDisplayOrder } from '../rules/coerce-display-order';
import { coercePrice, MAX_PRICE } from '../rules/coerce-price';

// Builders take the field name so every message names the field it is about.

export const URL_MAX_LENGTH = 2048;
export const RICH_TEXT_MAX_LENGTH = 500_000;

// Ids are PostgreSQL integer columns: a larger number cannot name a row, and must not reach the database.
export const MAX_ID = 2_147_483_647;

export const idSchema = z.number().int().positive().max(MAX_ID);

// An id sent by a client (body field); numeric strings are accepted as from a <select>.
export function idInput(field: string) {
  const outOfRange = `${field} tidak valid: isi dengan id bilangan bulat antara 1 dan ${MAX_ID}`;
  return z.coerce
    .number({ error: `${field} is required` })
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

// Root-relative paths are what local storage hands out ('/uploads/...'); '//' would leave the site.
function isRootPath(value: string): boolean {
  return /^\/(?!\/)[^\s\\]*$/.test(value);
}

export function requiredText(field: string, max: number) {
  return z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, { error: `${field} is required` })
    .max(max, { error: `${field} must be at most ${max} characters` });
}

export function optionalText(field: string, max: number) {
  return z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, { error: `${field} must be at most ${max} characters` })
    .nullish();
}

export function optionalHtml(field: string) {
  return optionalText(field, RICH_TEXT_MAX_LENGTH);
}

// Stored values end up in href attributes: only web schemes, so 'javascript:' can never get in.
export function optionalHttpUrl(field: string) {
  return optionalText(field, URL_MAX_LENGTH).refine((value) => !value || isHttpUrl(value), {
    error: `${field} must be an http(s) URL`,
  });
}

export function optionalImageUrl(field: string) {
  return optionalText(field, URL_MAX_LENGTH).refine(
    (value) => !value || isHttpUrl(value) || isRootPath(value),
    { error: `${field} must be an http(s) URL or a path starting with /` },
  );
}

export function requiredImageUrl(field: string) {
  return requiredText(field, URL_MAX_LENGTH).refine((value) => isHttpUrl(value) || isRootPath(value), {
    error: `${field} must be an http(s) URL or a path starting with /`,
  });
}

// A call to action may also point at an anchor ('#menu'), a phone number or an e-mail address.
export function optionalLink(field: string) {
  return optionalText(field, URL_MAX_LENGTH).refine(
    (value) =>
      !value ||
      /^#[\w-]*$/.test(value) ||
      isRootPath(value) ||
      isHttpUrl(value) ||
      /^(?:mailto|tel):[^\s]+$/i.test(value),
    { error: `${field} must be an http(s) URL, a path, an #anchor, mailto: or tel:` },
  );
}

export function optionalEmail(field: string) {
  return optionalText(field, 254).refine((value) => !value || z.email().safeParse(value).success, {
    error: `${field} must be a valid email address`,
  });
}

export function booleanField(field: string) {
  return z.boolean({ error: `${field} must be true or false` });
}

export function priceInput(field = 'price') {
  return z.preprocess(
    coercePrice,
    z
      .number()
      .min(0)
      .max(MAX_PRICE, { error: `${field} is too large` }),
  );
}

export function displayOrderInput(options: { min?: number } = {}) {
  const min = options.min ?? 0;
  return z.preprocess(
    (value) => coerceDisplayOrder(value, options),
    z
      .number()
      .int()
      .min(min, { error: `display_order must be at least ${min}` }),
  );
}

export const isoDateTimeSchema = z.iso.datetime({ offset: true });
export const isoDateSchema = z.iso.date();
