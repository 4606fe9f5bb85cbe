import { describe, expect, it } from 'vitest';
import { DOMAIN_MESSAGES, domainNameSchema, isDomainLabel, normalizeDomainName } from './domain-name';

describe('normalizeDomainName', () => {
  it.each([
    ['kopisenja', 'kopisenja'],
    ['  KopiSenja  ', 'kopisenja'],
    ['kopisenja.com', 'kopisenja'],
    ['KOPISENJA.COM', 'kopisenja'],
    ['https://www.kopisenja.com/', 'kopisenja'],
    ['http://kopisenja.com', 'kopisenja'],
    ['www.kopi-senja.com', 'kopi-senja'],
    ['kopi-senja-2', 'kopi-senja-2'],
    ['123', '123'],
    ['a', 'a'],
    ['a'.repeat(63), 'a'.repeat(63)],
    ['xn--mnchen-3ya', 'xn--mnchen-3ya'],
  ])('%j -> %j', (input, label) => {
    expect(normalizeDomainName(input)).toEqual({ ok: true, value: label, domain: `${label}.com` });
  });

  it.each([
    ['', DOMAIN_MESSAGES.empty],
    ['   ', DOMAIN_MESSAGES.empty],
    ['.com', DOMAIN_MESSAGES.empty],
    ['kopi.co.id', DOMAIN_MESSAGES.onlyCom],
    ['kopi.id', DOMAIN_MESSAGES.onlyCom],
    ['a'.repeat(64), DOMAIN_MESSAGES.tooLong],
    ['kopi senja', DOMAIN_MESSAGES.characters],
    ['kopi_senja', DOMAIN_MESSAGES.characters],
    ['kopí', DOMAIN_MESSAGES.characters],
    ['-kopi', DOMAIN_MESSAGES.hyphenEdge],
    ['kopi-', DOMAIN_MESSAGES.hyphenEdge],
    ['ab--cd', DOMAIN_MESSAGES.invalid],
    ['xn--', DOMAIN_MESSAGES.hyphenEdge],
    ['xn--a', DOMAIN_MESSAGES.invalid],
    ['xn---abc', DOMAIN_MESSAGES.invalid],
    ['xn--zzzzzz', DOMAIN_MESSAGES.punycode],
    ['xn--abcdef', DOMAIN_MESSAGES.punycode],
  ])('%j -> %j', (input, message) => {
    expect(normalizeDomainName(input)).toEqual({ ok: false, message });
  });
});

describe('isDomainLabel', () => {
  it.each([
    ['kopisenja', true],
    ['kopi-senja', true],
    ['k0p1', true],
    ['xn--mnchen-3ya', true],
    ['', false],
    ['Kopi', false],
    ['kopi.com', false],
    ['-kopi', false],
    ['kopi-', false],
    ['ab--cd', false],
    ['a'.repeat(64), false],
  ])('%j -> %j', (label, expected) => {
    expect(isDomainLabel(label)).toBe(expected);
  });
});

describe('domainNameSchema', () => {
  it('parses to the full .com name', () => {
    expect(domainNameSchema.parse(' KopiSenja ')).toBe('kopisenja.com');
  });

  it('reports the Indonesian message', () => {
    expect(domainNameSchema.safeParse('').error?.issues[0]?.message).toBe('Masukkan nama domain');
  });
});
