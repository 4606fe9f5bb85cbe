import { describe, expect, it } from 'vitest';
import { toCompanySlug, withSlugSuffix } from './company-slug';

describe('toCompanySlug', () => {
  it.each([
    ['Kopi Senja', 'kopi-senja'],
    ['  Kopi   Senja  ', 'kopi-senja'],
    ['Kopi & Teh', 'kopi-dan-teh'],
    ['Kopi&Teh', 'kopi-dan-teh'],
    ["Mama's Kitchen", 'mamas-kitchen'],
    ['Mama’s Kitchen', 'mamas-kitchen'],
    ['Café Crème Brûlée', 'cafe-creme-brulee'],
    ['Warung Bu Siti, Jl. Merdeka No.5', 'warung-bu-siti-jl-merdeka-no-5'],
    ['--Toko!!!Baru--', 'toko-baru'],
    ['ＫＯＰＩ', 'kopi'],
    ['咖啡店', 'toko'],
    ['!!!', 'toko'],
    ['', 'toko'],
    [
      'Warung Makan Sederhana Bu Siti Pojok Pasar Minggu Jakarta Selatan',
      'warung-makan-sederhana-bu-siti-pojok-pasar',
    ],
    ['a'.repeat(60), 'a'.repeat(48)],
    [`${'a'.repeat(48)} kopi`, 'a'.repeat(48)],
    [`${'b'.repeat(47)} kopi`, 'b'.repeat(47)],
  ])('%j -> %j', (brandName, expected) => {
    expect(toCompanySlug(brandName)).toBe(expected);
  });

  it('never exceeds 48 characters nor ends with a hyphen', () => {
    const slug = toCompanySlug('Toko Kue dan Roti Enak Sekali Buatan Ibu Rumah Tangga Bandung');
    expect(slug.length).toBeLessThanOrEqual(48);
    expect(slug).not.toMatch(/-$/);
  });
});

describe('withSlugSuffix', () => {
  it.each([
    ['kopi-senja', 2, 'kopi-senja-2'],
    ['kopi-senja', 13, 'kopi-senja-13'],
    ['kopi-senja', 1, 'kopi-senja'],
    ['kopi-senja', 0, 'kopi-senja'],
    ['a'.repeat(48), 2, `${'a'.repeat(46)}-2`],
    [`${'a'.repeat(45)}-bb`, 10, `${'a'.repeat(45)}-10`],
  ])('%j + %j -> %j', (base, n, expected) => {
    expect(withSlugSuffix(base, n)).toBe(expected);
  });
});
