import {
  fieldKeyOf,
  findTextFault,
  indonesianErrorMap,
  issueMessage,
  jsonMayHoldTextFault,
  textFaultMessage,
} from '@webku/contract';
import type { Context } from 'hono';
import type { z } from 'zod';
import { BadRequestError, ValidationError } from '../errors';

const NOT_JSON = 'Data yang dikirim harus berupa JSON yang valid';

// No request of ours nests deeper than a few levels; JSON.parse of a megabyte of '[' takes ~70 ms.
export const MAX_JSON_DEPTH = 32;
const TOO_DEEP = `Data yang dikirim bertingkat terlalu dalam (maksimal ${MAX_JSON_DEPTH} tingkat)`;

// Whether JSON text opens more than `max` arrays or objects inside one another, read in one pass that
// skips strings; stops at the first level too many. Text with no more than `max` brackets in all cannot
// nest deeper, and counting them (indexOf) is several times cheaper than the pass: most bodies stop there.
export function nestsDeeperThan(text: string, max: number): boolean {
  if (bracketsAtMost(text, max)) return false;
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 92) index++;
      else if (code === 34) inString = false;
    } else if (code === 34) inString = true;
    else if (code === 91 || code === 123) {
      if (++depth > max) return true;
    } else if (code === 93 || code === 125) depth--;
  }
  return false;
}

// Whether text holds at most `max` opening brackets ('[' and '{'), strings included.
function bracketsAtMost(text: string, max: number): boolean {
  let count = 0;
  for (const bracket of ['[', '{'])
    for (let at = text.indexOf(bracket); at !== -1; at = text.indexOf(bracket, at + 1))
      if (++count > max) return false;
  return true;
}

// Malformed JSON is a 400; JSON that breaks the shared schema is a 422 naming the field in Indonesian.
export async function parseJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  return parseJsonText(await c.req.text(), schema);
}

// The same rules for a body read as text (navigator.sendBeacon sends JSON as text/plain). `accepts`, the
// schema's rule written by hand for a hot path, spares zod the valid bodies; zod still words a refusal.
export function parseJsonText<S extends z.ZodType>(
  text: string,
  schema: S,
  accepts?: (body: unknown) => body is z.output<S>,
): z.output<S> {
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) throw new BadRequestError(TOO_DEEP);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new BadRequestError(NOT_JSON);
  }
  return accepts?.(body) ? body : validate(body, schema, text);
}

// A string no field may hold (a control character, a broken character) is refused wherever it sits, before
// any schema or query sees it: PostgreSQL refuses NUL, and no owner means to type one. The parsed body is
// walked only when its text could hold such a character (a raw one or a suspect escape).
function refuseInvalidText(body: unknown, text: string): void {
  if (!jsonMayHoldTextFault(text)) return;
  const found = findTextFault(body);
  if (!found) return;
  const message = textFaultMessage(fieldKeyOf(found.path), found.fault);
  throw new ValidationError(issueMessage({ code: 'custom', path: found.path, message, input: undefined }));
}

// Zod parses several times slower when the call carries an error map (5.1 µs against 0.7 µs for the vitals
// beacon, Node 20), and a map only words a refusal: a valid body is parsed without it, and a refused one
// again with it, for the Indonesian message.
function validate<S extends z.ZodType>(body: unknown, schema: S, text: string): z.output<S> {
  refuseInvalidText(body, text);
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const worded = schema.safeParse(body, { error: indonesianErrorMap });
  throw new ValidationError(issueMessage((worded.error ?? result.error).issues[0]));
}
