import { describe, expect, it } from 'vitest';
import {
  optionalEmail,
  optionalHttpUrl,
  optionalImageUrl,
  optionalLink,
  optionalText,
  requiredText,
} from './fields';

const ok = (schema: { safeParse: (v: unknown) => { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success;

describe('optionalHttpUrl', () => {
  it.each([
    ['https://instagram.com/kopisenja', true],
    ['http://example.com', true],
    ['', true],
    [null, true],
    [undefined, true],
    ['javascript:alert(1)', false],
    ['JavaScript:alert(1)', false],
    ['data:text/html,hi', false],
    ['/relative', false],
    ['instagram.com/kopi', false],
    ['https://', false],
    [`https://e.com/${'a'.repeat(2048)}`, false],
  ])('%j -> %j', (value, expected) => {
    expect(ok(optionalHttpUrl('url'), value)).toBe(expected);
  });
});

describe('optionalImageUrl', () => {
  it.each([
    ['https://cdn.example.com/a.webp', true],
    ['/uploads/1/general/a.webp', true],
    ['', true],
    ['//evil.example/a.png', false],
    ['javascript:alert(1)', false],
    ['data:image/png;base64,AAAA', false],
    ['/a b.png', false],
  ])('%j -> %j', (value, expected) => {
    expect(ok(optionalImageUrl('image'), value)).toBe(expected);
  });
});

describe('optionalLink', () => {
  it.each([
    ['#menu', true],
    ['#', true],
    ['/kopi-senja#menu', true],
    ['https://wa.me/6281234567890', true],
    ['tel:+6281234567890', true],
    ['mailto:halo@kopi.id', true],
    ['', true],
    ['javascript:alert(1)', false],
    ['#menu"><script>', false],
    ['vbscript:x', false],
  ])('%j -> %j', (value, expected) => {
    expect(ok(optionalLink('cta_link'), value)).toBe(expected);
  });
});

describe('optionalEmail', () => {
  it.each([
    ['halo@kopisenja.com', true],
    ['', true],
    [null, true],
    ['not-an-email', false],
    ['a@b', false],
  ])('%j -> %j', (value, expected) => {
    expect(ok(optionalEmail('email'), value)).toBe(expected);
  });
});

describe('text builders', () => {
  it('trims and names the field in messages', () => {
    expect(requiredText('name', 3).parse('  abc ')).toBe('abc');
    expect(requiredText('name', 3).safeParse('abcd').error?.issues[0]?.message).toBe(
      'Nama maksimal 3 karakter',
    );
    expect(requiredText('name', 3).safeParse(' ').error?.issues[0]?.message).toBe('Nama wajib diisi');
    expect(optionalText('city', 5).safeParse(5).error?.issues[0]?.message).toBe('Kota harus berupa teks');
  });
});
