import { stripDiacritics } from './strip-diacritics';

export const COMPANY_SLUG_MAX_LENGTH = 48;
export const FALLBACK_COMPANY_SLUG = 'toko';

function cutAtWordBoundary(slug: string, max: number): string {
  if (slug.length <= max) return slug;
  const head = slug.slice(0, max);
  // The cut falls between words when the next character is the separator.
  if (slug[max] === '-') return head;
  const lastDash = head.lastIndexOf('-');
  return (lastDash > 0 ? head.slice(0, lastDash) : head).replace(/-+$/, '');
}

// What any stored slug looks like (lower-case letters, digits and hyphens, a letter or digit first). A
// name of another shape names no company, so it is answered without a query.
const SLUG_FORMAT = /^[a-z0-9][a-z0-9-]{0,63}$/;

export function hasCompanySlugFormat(value: string): boolean {
  return SLUG_FORMAT.test(value);
}

export function toCompanySlug(brandName: string): string {
  const slug = stripDiacritics(brandName.toLowerCase())
    .replace(/&/g, ' dan ')
    .replace(/['’‘`´]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return cutAtWordBoundary(slug, COMPANY_SLUG_MAX_LENGTH) || FALLBACK_COMPANY_SLUG;
}

// 'kopi-senja' + 2 -> 'kopi-senja-2'; the base is shortened so the result still fits the limit.
export function withSlugSuffix(base: string, n: number): string {
  if (n <= 1) return base;
  const suffix = `-${n}`;
  const room = COMPANY_SLUG_MAX_LENGTH - suffix.length;
  const head = base.length > room ? base.slice(0, room).replace(/-+$/, '') : base;
  return `${head}${suffix}`;
}
