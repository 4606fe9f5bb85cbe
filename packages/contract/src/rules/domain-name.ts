import { z } from 'zod';
import { DOMAIN_SUFFIX } from '../constants/product';

export const DOMAIN_MESSAGES = {
  empty: 'Masukkan nama domain',
  tooLong: 'Nama domain maksimal 63 karakter',
  onlyCom: 'Hanya domain .com yang tersedia',
  characters: 'Nama domain hanya boleh berisi huruf, angka dan tanda hubung (-)',
  hyphenEdge: 'Nama domain tidak boleh diawali atau diakhiri tanda hubung (-)',
  invalid: 'Nama domain tidak valid',
  punycode: 'Nama domain internasional (xn--) tidak valid',
} as const;

export type DomainNameResult = { ok: true; value: string; domain: string } | { ok: false; message: string };

const LDH = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

// Registries refuse '--' in positions 3-4 except for punycode ('xn--') labels.
export function isDomainLabel(label: string): boolean {
  if (label.length < 1 || label.length > 63 || !LDH.test(label)) return false;
  if (label.slice(2, 4) !== '--') return true;
  return label.startsWith('xn--') && LDH.test(label.slice(4)) && label.length >= 6;
}

// The URL parser (browser and Node alike) applies IDNA: it refuses an 'xn--' label that does not decode.
function isValidPunycode(label: string): boolean {
  try {
    return new URL(`http://${label}${DOMAIN_SUFFIX}`).hostname === `${label}${DOMAIN_SUFFIX}`;
  } catch {
    return false;
  }
}

// Accepts what owners paste ('https://www.KopiSenja.com/') and returns the bare label plus the .com name.
export function normalizeDomainName(name: string): DomainNameResult {
  const label = name
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/+$/, '')
    .replace(/\.com$/, '');
  if (label === '') return { ok: false, message: DOMAIN_MESSAGES.empty };
  if (label.includes('.')) return { ok: false, message: DOMAIN_MESSAGES.onlyCom };
  if (label.length > 63) return { ok: false, message: DOMAIN_MESSAGES.tooLong };
  if (!/^[a-z0-9-]+$/.test(label)) return { ok: false, message: DOMAIN_MESSAGES.characters };
  if (label.startsWith('-') || label.endsWith('-')) return { ok: false, message: DOMAIN_MESSAGES.hyphenEdge };
  if (!isDomainLabel(label)) return { ok: false, message: DOMAIN_MESSAGES.invalid };
  if (label.startsWith('xn--') && !isValidPunycode(label))
    return { ok: false, message: DOMAIN_MESSAGES.punycode };
  return { ok: true, value: label, domain: `${label}${DOMAIN_SUFFIX}` };
}

// Parses to the full name, e.g. 'kopisenja.com'.
export const domainNameSchema = z.string().transform((name, ctx) => {
  const result = normalizeDomainName(name);
  if (result.ok) return result.domain;
  ctx.issues.push({ code: 'custom', message: result.message, input: name });
  return z.NEVER;
});
