import { describe, expect, it } from 'vitest';
import { isReservedSlug, RESERVED_SLUGS } from './reserved-slugs';

describe('isReservedSlug', () => {
  it.each([
    ['admin', true],
    ['api', true],
    ['auth', true],
    ['onboarding', true],
    ['generating-web-content', true],
    ['privacy-policy', true],
    ['robots.txt', true],
    ['www', true],
    ['ADMIN', true],
    [' api ', true],
    ['kopi-senja', false],
    ['admin-kopi', false],
    ['toko', false],
    ['', false],
  ])('%j -> %j', (slug, expected) => {
    expect(isReservedSlug(slug)).toBe(expected);
  });

  it('lists every entry in lower case, once', () => {
    expect(new Set(RESERVED_SLUGS).size).toBe(RESERVED_SLUGS.length);
    for (const slug of RESERVED_SLUGS) expect(slug).toBe(slug.toLowerCase());
  });
});
