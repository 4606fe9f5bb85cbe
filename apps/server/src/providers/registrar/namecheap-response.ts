import { XMLParser } from 'fast-xml-parser';
import { RegistrarError, type RegistrarFailure } from './registrar-provider';

// Answers are a few hundred bytes; anything far larger is not Namecheap and is not parsed.
export const MAX_RESPONSE_BYTES = 64 * 1024;

// Namecheap's "Domain not available" from namecheap.domains.create.
const NOT_AVAILABLE = new Set(['3019166', '4019166']);
// "Domain not found" and "Domain is not associated with your account" from getInfo.
export const NOT_IN_ACCOUNT = new Set(['2019166', '2016166']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  removeNSPrefix: true,
  parseAttributeValue: false,
  parseTagValue: false,
  processEntities: false,
  isArray: (name) => name === 'Error',
});

export type NamecheapError = { number: string; text: string };
type Node = Record<string, unknown>;

export type NamecheapAnswer = { ok: true; result: Node } | { ok: false; errors: NamecheapError[] };

// The envelope of every answer: <ApiResponse Status="OK|ERROR"><Errors><Error Number="…">text</Error>…
// </Errors><CommandResponse Type="…"><{Result} …/></CommandResponse></ApiResponse>.
export function readAnswer(command: string, xml: string, resultTag: string): NamecheapAnswer {
  let doc: Node;
  try {
    doc = parser.parse(xml) as Node;
  } catch (error) {
    throw new RegistrarError(`Namecheap ${command} answered with XML that does not parse`, 'unreachable', {
      cause: error,
    });
  }
  const response = doc.ApiResponse as Node | undefined;
  if (!response || typeof response !== 'object') {
    throw new RegistrarError(`Namecheap ${command} answered without an ApiResponse`, 'unreachable');
  }
  if (response.Status === 'ERROR') {
    const list = ((response.Errors as Node | undefined)?.Error as Node[] | undefined) ?? [];
    const errors = list.map((e) => ({ number: String(e.Number ?? ''), text: String(e['#text'] ?? '') }));
    return { ok: false, errors: errors.length ? errors : [{ number: '', text: 'unknown error' }] };
  }
  const result = (response.CommandResponse as Node | undefined)?.[resultTag];
  if (response.Status !== 'OK' || !result || typeof result !== 'object') {
    throw new RegistrarError(`Namecheap ${command} answered without ${resultTag}`, 'unreachable');
  }
  return { ok: true, result: result as Node };
}

// Namecheap's numbers: 1xxxxxx authentication and account, 2xxxxxx the request itself, 3xxxxxx the
// upstream registry or provider, 4xxxxxx and 5xxxxxx Namecheap's own trouble. Only the request's own
// faults are final; an account problem may be fixed by the operator while the job keeps retrying.
export function failureOf(errors: NamecheapError[]): RegistrarFailure {
  if (errors.some((e) => NOT_AVAILABLE.has(e.number))) return 'taken';
  return errors.some((e) => e.number.startsWith('2')) ? 'rejected' : 'unreachable';
}

export function describeErrors(errors: NamecheapError[]): string {
  return errors.map((e) => `${e.number} ${e.text}`.trim()).join('; ');
}

// ExpiredDate is MM/DD/YYYY.
export function parseExpiry(value: unknown): Date | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(String(value ?? '').trim());
  if (!match) return null;
  const [, month, day, year] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return Number.isNaN(date.getTime()) ? null : date;
}
