import { describe, expect, it } from 'vitest';
import { writtenNumber, writtenPrices } from './owner-prices';

const read = (text: string) =>
  writtenPrices(text).map((price) => ({
    value: price.value,
    unit: price.unit,
    written: text.slice(price.index, price.index + price.length),
  }));

describe('the prices an owner writes', () => {
  it.each([
    ['Rp 1.200.000', 1_200_000],
    ['Rp25.000', 25_000],
    ['Rp. 10.000', 10_000],
    ['Rp 45.000,-', 45_000],
    ['Rp 45.000,00', 45_000],
    ['IDR 2,500,000', 2_500_000],
    ['350rb', 350_000],
    ['rp10rb', 10_000],
    ['15 ribu', 15_000],
    ['25k', 25_000],
    ['1.5jt', 1_500_000],
    ['2 jt', 2_000_000],
    ['Rp 1,2 juta', 1_200_000],
  ])('reads "%s" as Rp %i, exactly', (text, value) => {
    expect(read(`harga ${text} saja`)).toEqual([{ value, unit: null, written: text }]);
  });

  it('keeps the lower bound of a range written as one price', () => {
    expect(read('50-75rb')).toEqual([{ value: 50_000, unit: null, written: '50-75rb' }]);
  });

  it('reads the unit written after a price', () => {
    expect(
      read('Avanza 350rb/hari, kamar 900 ribu per bulan, Rp 150.000 sebulan, IDR 250k per night'),
    ).toEqual([
      { value: 350_000, unit: 'hari', written: '350rb/hari' },
      { value: 900_000, unit: 'bulan', written: '900 ribu per bulan' },
      { value: 150_000, unit: 'bulan', written: 'Rp 150.000 sebulan' },
      { value: 250_000, unit: 'malam', written: 'IDR 250k per night' },
    ]);
    expect(read('nasi 5rb/porsi')[0]!.unit).toBe('porsi');
  });

  it('takes no count, size, duration, level or year for a price', () => {
    for (const text of [
      'minimal order 30 box',
      'level 1-10',
      'sejak 2015',
      'kamar 3x4',
      '45 menit per pertemuan',
      'garansi 30 hari',
      '10 kg',
    ]) {
      expect(read(text), text).toEqual([]);
    }
  });

  it('leaves out a price of nothing or beyond a billion rupiah', () => {
    expect(read('Rp 0')).toEqual([]);
    expect(read('Rp 2.000.000.000')).toEqual([]);
  });

  it('tells grouped thousands from decimals before a scale', () => {
    expect(writtenNumber('1.200.000', undefined)).toBe(1_200_000);
    expect(writtenNumber('2,500,000', undefined)).toBe(2_500_000);
    expect(writtenNumber('1,2', 'juta')).toBe(1_200_000);
    expect(writtenNumber('1.5', 'jt')).toBe(1_500_000);
    expect(writtenNumber('1.2.3', undefined)).toBeNull();
  });
});
