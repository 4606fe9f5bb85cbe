import { parse } from 'tldts';
import { z } from 'zod';
import { DOMAIN_MESSAGES, isDomainLabel, normalizeDomainName } from './domain-name';
import { describeDomain } from './unicode-domain';

export const HOSTING_DOMAIN_MESSAGES = {
  empty: DOMAIN_MESSAGES.empty,
  tooLong: 'Nama domain maksimal 253 karakter',
  characters:
    'Nama domain hanya boleh berisi huruf, angka, tanda hubung (-) dan titik, misalnya tokoku.my.id',
  label:
    'Nama domain tidak valid: setiap bagian di antara titik berisi 1-63 huruf, angka atau tanda hubung, tanpa tanda hubung di awal atau akhir',
  noSuffix: 'Nama domain: tulis nama lengkap beserta akhirannya, misalnya tokoku.my.id',
  ip: 'Nama domain: alamat IP tidak bisa dipakai. Tulis nama domain Anda, misalnya tokoku.my.id',
  unknownSuffix: (suffix: string) =>
    `Nama domain: akhiran .${suffix} tidak dikenal. Gunakan domain dengan akhiran resmi seperti .id, .my.id, .co.id atau .com`,
  bareSuffix: (name: string) =>
    `Nama domain: ${describeDomain(name)} adalah akhiran domain, bukan domain milik Anda. Tulis nama lengkapnya, misalnya tokoku.${name}`,
  subdomain: (name: string, domain: string) =>
    `Nama domain: ${describeDomain(name)} adalah subdomain. Tulis domain utamanya saja: ${describeDomain(domain)}`,
} as const;

export type HostingDomainResult = { ok: true; domain: string } | { ok: false; message: string };

// A name the owner already holds: any registrable name under a public suffix of the Public Suffix
// List (ICANN section, via tldts), never a subdomain or a suffix alone. A leading 'www.' is dropped, as
// for a name to register: the site is served on the name and on its www alike.
export function normalizeHostingDomain(input: string): HostingDomainResult {
  const name = input
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/[/?#].*$/, '')
    .replace(/\.+$/, '');
  if (name === '') return { ok: false, message: HOSTING_DOMAIN_MESSAGES.empty };
  if (name.length > 253) return { ok: false, message: HOSTING_DOMAIN_MESSAGES.tooLong };
  if (!/^[a-z0-9.-]+$/.test(name)) return { ok: false, message: HOSTING_DOMAIN_MESSAGES.characters };
  if (!name.includes('.')) return { ok: false, message: HOSTING_DOMAIN_MESSAGES.noSuffix };
  if (!name.split('.').every(isDomainLabel) || !isValidHostname(name)) {
    return { ok: false, message: HOSTING_DOMAIN_MESSAGES.label };
  }
  const parsed = parse(name, { allowPrivateDomains: false });
  if (parsed.isIp) return { ok: false, message: HOSTING_DOMAIN_MESSAGES.ip };
  const suffix = parsed.publicSuffix ?? name;
  if (!parsed.isIcann) return { ok: false, message: HOSTING_DOMAIN_MESSAGES.unknownSuffix(suffix) };
  if (!parsed.domain) return { ok: false, message: HOSTING_DOMAIN_MESSAGES.bareSuffix(name) };
  if (parsed.domain === name) return { ok: true, domain: name };
  if (name === `www.${parsed.domain}`) return { ok: true, domain: parsed.domain };
  return { ok: false, message: HOSTING_DOMAIN_MESSAGES.subdomain(name, parsed.domain) };
}

// The URL parser applies IDNA: an 'xn--' label that does not decode is refused.
function isValidHostname(name: string): boolean {
  try {
    return new URL(`http://${name}`).hostname === name;
  } catch {
    return false;
  }
}

export const hostingDomainSchema = z.string().transform((name, ctx) => {
  const result = normalizeHostingDomain(name);
  if (result.ok) return result.domain;
  ctx.issues.push({ code: 'custom', message: result.message, input: name });
  return z.NEVER;
});

// 'register': a new name bought through the registrar (the .com label rule); 'hosting': a name the owner
// already holds. A plan that includes a domain registers it; a hosting-only plan hosts the owner's own.
export const DOMAIN_PURPOSES = ['register', 'hosting'] as const;
export type DomainPurpose = (typeof DOMAIN_PURPOSES)[number];

export function domainPurposeOf(plan: { is_include_domain: boolean }): DomainPurpose {
  return plan.is_include_domain ? 'register' : 'hosting';
}

export function normalizeDomainFor(purpose: DomainPurpose, input: string): HostingDomainResult {
  if (purpose === 'hosting') return normalizeHostingDomain(input);
  const result = normalizeDomainName(input);
  return result.ok ? { ok: true, domain: result.domain } : result;
}
