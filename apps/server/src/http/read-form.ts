import type { Context } from 'hono';
import { BadRequestError, PayloadTooLargeError } from '../errors';

const NOT_A_FORM = 'Kirim data sebagai formulir (multipart/form-data atau application/x-www-form-urlencoded)';

// How many times `needle` occurs in `bytes`, counting no further than `limit`: the scan stops early, so a
// body of a hundred thousand tiny fields costs a few native searches, not a parser's bookkeeping.
function countUpTo(bytes: Buffer, needle: Buffer, limit: number): number {
  let count = 0;
  for (let at = bytes.indexOf(needle); at !== -1 && count <= limit; at = bytes.indexOf(needle, at + 1))
    count += 1;
  return count;
}

// The parts a form body holds, counted before parsing: multipart parts by their boundary lines,
// URL-encoded fields by their separators.
function partsOf(bytes: Buffer, contentType: string, limit: number): number {
  if (/^application\/x-www-form-urlencoded/i.test(contentType))
    return bytes.length === 0 ? 0 : countUpTo(bytes, Buffer.from('&'), limit) + 1;
  const boundary = /boundary=(?:"([^"]{1,200})"|([^\s;]{1,200}))/i.exec(contentType);
  if (!/^multipart\/form-data/i.test(contentType) || !boundary) throw new BadRequestError(NOT_A_FORM);
  // Every part opens with a boundary line; the closing one adds one more.
  return Math.max(countUpTo(bytes, Buffer.from(`--${boundary[1] ?? boundary[2]}`), limit + 1) - 1, 0);
}

/**
 * Reads a form body of at most `maxParts` fields and files. More parts are refused (413) before the
 * body is parsed, so no request makes the server build hundreds of thousands of entries.
 */
export async function readForm(c: Context, maxParts: number): Promise<FormData> {
  const contentType = c.req.header('content-type') ?? '';
  const bytes = Buffer.from(await c.req.arrayBuffer());
  if (partsOf(bytes, contentType, maxParts) > maxParts)
    throw new PayloadTooLargeError(`Formulir berisi terlalu banyak isian: maksimal ${maxParts}`);
  try {
    return await new Response(new Uint8Array(bytes), { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new BadRequestError(NOT_A_FORM);
  }
}

// A URL-encoded or multipart form's text fields (a file counts as absent).
export async function readFormFields(c: Context, maxParts: number): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  for (const [name, value] of await readForm(c, maxParts))
    if (typeof value === 'string') fields[name] = value;
  return fields;
}
