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
    ['instagram.com/kopi', true],
    ['https://', false],
    ['instagram kopi', false],
    ['kopisenja', false],
    ['javascript:alert(1).com', false],
    ['data:text/html,a.com', false],
    ['//evil.example.com', false],
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
    ['www.tokopedia.com/rotimangujang', true],
    ['tokopedia com', false],
    ['javascript://a.com/%0aalert(1)', false],
    ['data:text/html;base64,PHNjcmlwdD4=', false],
  ])('%j -> %j', (value, expected) => {
    expect(ok(optionalLink('cta_link'), value)).toBe(expected);
  });

  it('words its error without jargon, naming the field and examples', () => {
    expect(optionalLink('cta_link').safeParse('javascript:alert(1)').error?.issues[0]?.message).toBe(
      'Tautan tombol: tulis alamat web (contoh: tokopedia.com/toko-anda), bagian halaman seperti #menu, atau nomor telepon seperti tel:081234567890',
    );
  });
});

describe('bare web addresses become https links', () => {
  it.each([
    ['www.tokopedia.com/rotimangujang', 'https://www.tokopedia.com/rotimangujang'],
    ['  instagram.com/rotimangujang ', 'https://instagram.com/rotimangujang'],
    ['maps.app.goo.gl/AbC123?g_st=ic', 'https://maps.app.goo.gl/AbC123?g_st=ic'],
    ['toko-anda.co.id:8080/menu#kopi', 'https://toko-anda.co.id:8080/menu#kopi'],
    ['http://example.com/a', 'http://example.com/a'],
    ['https://example.com', 'https://example.com'],
  ])('optionalHttpUrl %j -> %j', (value, expected) => {
    expect(optionalHttpUrl('instagram_url').parse(value)).toBe(expected);
  });

  it.each([
    ['www.tokopedia.com/rotimangujang', 'https://www.tokopedia.com/rotimangujang'],
    ['#menu', '#menu'],
    ['/kopi-senja#menu', '/kopi-senja#menu'],
    ['tel:+6281234567890', 'tel:+6281234567890'],
    ['mailto:halo@kopi.id', 'mailto:halo@kopi.id'],
  ])('optionalLink %j -> %j', (value, expected) => {
    expect(optionalLink('cta_link').parse(value)).toBe(expected);
  });

  it('names the field and shows an address to copy when refused', () => {
    expect(optionalHttpUrl('instagram_url').safeParse('instagram kopi').error?.issues[0]?.message).toBe(
      'URL Instagram: tulis alamat web tanpa spasi, contoh instagram.com/nama-usaha atau https://www.usaha-anda.com',
    );
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
