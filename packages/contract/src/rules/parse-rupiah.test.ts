import { describe, expect, it } from 'vitest';
import { groupRupiahInput, parseRupiah, toRupiahInputText } from './parse-rupiah';

describe('parseRupiah', () => {
  it.each([
    ['12.500', 12500],
    ['Rp 12.500', 12500],
    ['Rp12.500', 12500],
    ['rp. 12.500', 12500],
    ['IDR 12500', 12500],
    ['12500', 12500],
    ['12.500,50', 12500.5],
    ['12.500,5', 12500.5],
    ['12,5', 12.5],
    ['1.000.000', 1_000_000],
    ['Rp 25.000,-', 25000],
    ['25.000,00', 25000],
    ['  7.000  ', 7000],
    ['0', 0],
    ['-0', 0],
    ['12rb', 12000],
    ['25k', 25000],
    ['1,5 juta', 1_500_000],
    ['IDR 2,500,000', 2_500_000],
    ['cepek', 100_000],
  ])('%j reads as %j', (input, expected) => {
    expect(parseRupiah(input)).toEqual({ ok: true, value: expected });
  });

  it('reads an empty field as no amount', () => {
    expect(parseRupiah('')).toEqual({ ok: true, value: null });
    expect(parseRupiah('   ')).toEqual({ ok: true, value: null });
  });

  it.each(['-5.000', 'Rp -5.000', '- Rp 12.500', '-12,5'])('%j is negative', (input) => {
    expect(parseRupiah(input)).toEqual({ ok: false, reason: 'negative' });
  });

  it.each([
    'abc',
    'dua belas ribu',
    'Rp',
    '12.5',
    '12.50',
    '1.2500',
    '18000.50',
    '1,000,000',
    '12,505',
    '12.500,50,1',
    '.500',
    '1..000',
    '1 000',
    '1e5',
    '0x10',
    '--5',
  ])('%j is unreadable', (input) => {
    expect(parseRupiah(input)).toEqual({ ok: false, reason: 'unreadable' });
  });

  it('refuses an amount above what a price can hold', () => {
    expect(parseRupiah('1.000.000.000.000')).toEqual({ ok: false, reason: 'too-large' });
    expect(parseRupiah('999.999.999.999,99')).toEqual({ ok: true, value: 999_999_999_999.99 });
  });
});

describe('groupRupiahInput', () => {
  it.each([
    ['12500', '12.500'],
    ['1250', '1.250'],
    ['12.5', '125'],
    ['12.50', '1.250'],
    ['1.25.000', '125.000'],
    ['1.2500', '12.500'],
    ['9999.250', '9.999.250'],
    ['Rp 12500', '12.500'],
    ['Rp12.500', '12.500'],
    ['1000000', '1.000.000'],
    ['12500,', '12.500,'],
    ['12500,5', '12.500,5'],
    ['12500,-', '12.500,-'],
    ['007', '7'],
    ['', ''],
  ])('%j shows as %j', (input, expected) => {
    expect(groupRupiahInput(input)).toBe(expected);
  });

  it.each(['-5000', 'abc', '18000.50', '12,505', 'Rp', '1 000'])('%j stays as typed', (input) => {
    expect(groupRupiahInput(input)).toBe(input);
  });
});

describe('toRupiahInputText', () => {
  it.each([
    [25000, '25.000'],
    [18000.5, '18.000,50'],
    [0, '0'],
    [1_000_000, '1.000.000'],
    [999_999_999_999.99, '999.999.999.999,99'],
  ])('%j starts as %j', (value, expected) => {
    expect(toRupiahInputText(value)).toBe(expected);
  });
});
