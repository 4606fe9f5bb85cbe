import { fieldLabel } from '../messages/field-labels';

// Characters no field keeps: C0 controls other than tab, line feed and carriage return, DEL and the C1
// controls (PostgreSQL refuses NUL outright), and the bidirectional overrides, embeddings and isolates
// that make text read differently from what it holds ("Trojan Source"). Left-to-right and right-to-left
// marks (U+200E, U+200F) are ordinary text and stay.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this rule's job.
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

// A surrogate half without its partner cannot be written as UTF-8: it is a broken character.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export type TextFault = 'control' | 'broken';

export function textFault(value: string): TextFault | null {
  if (FORBIDDEN.test(value)) return 'control';
  if (LONE_SURROGATE.test(value)) return 'broken';
  return null;
}

export function isValidText(value: string): boolean {
  return textFault(value) === null;
}

export function textFaultMessage(field: string, fault: TextFault): string {
  const label = field ? fieldLabel(field) : 'Data';
  return fault === 'control'
    ? `${label} berisi karakter kontrol yang tidak terlihat; hapus teksnya lalu ketik ulang`
    : `${label} berisi karakter rusak; hapus teksnya lalu ketik ulang`;
}

// In JSON text a refused character is either written as it is or as a \u escape of a control character,
// a bidirectional control or a surrogate half. Text with neither cannot hold one once parsed, so the
// walk below is spared for nearly every body; a false alarm (an escaped backslash before 'u') only costs
// the walk.
const SUSPECT_ESCAPE = /\\u(?:00[01]|007f|008|009|202[a-e]|206[6-9]|d[89a-f])/i;

export function jsonMayHoldTextFault(json: string): boolean {
  return SUSPECT_ESCAPE.test(json) || textFault(json) !== null;
}

export type TextFaultAt = { path: (string | number)[]; fault: TextFault };

type Visit = { value: unknown; key?: string | number; parent?: Visit };

function pathOf(visit: Visit): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at: Visit | undefined = visit; at?.parent; at = at.parent) path.push(at.key!);
  return path.reverse();
}

// The first invalid string in a parsed JSON value, keys included, depth first. The walk visits each
// value once, so its cost follows the body's size, which the body limit already bounds.
export function findTextFault(value: unknown): TextFaultAt | null {
  const stack: Visit[] = [{ value }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    const current = visit.value;
    if (typeof current === 'string') {
      const fault = textFault(current);
      if (fault) return { path: pathOf(visit), fault };
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index--)
        stack.push({ value: current[index], key: index, parent: visit });
    } else if (current && typeof current === 'object') {
      for (const [key, inner] of Object.entries(current)) {
        const fault = textFault(key);
        if (fault) return { path: pathOf(visit), fault };
        stack.push({ value: inner, key, parent: visit });
      }
    }
  }
  return null;
}
