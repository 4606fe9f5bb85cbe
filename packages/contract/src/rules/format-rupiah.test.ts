import { describe, expect, it } from 'vitest';
import { formatRupiah } from './format-rupiah';

describe('formatRupiah', () => {
  it.each([
    [0, 'Rp 0'],
    [5, 'Rp 5'],
    [999, 'Rp 999'],
    [1000, 'Rp 1.000'],
    [25000, 'Rp 25.000'],
    [1250000, 'Rp 1.250.000'],
    [1234567890, 'Rp 1.234.567.890'],
    [999.5, 'Rp 1.000'],
    [18000.49, 'Rp 18.000'],
    ['18000.50', 'Rp 18.001'],
    ['25000', 'Rp 25.000'],
    [' 1250000.00 ', 'Rp 1.250.000'],
    [-25000, 'Rp -25.000'],
    [-2.5, 'Rp -3'],
    [-0.4, 'Rp 0'],
    [1e21, 'Rp 1.000.000.000.000.000.000.000'],
    ['abc', 'Rp 0'],
    ['', 'Rp 0'],
    ['1.250.000', 'Rp 0'],
    [Number.NaN, 'Rp 0'],
    [Number.POSITIVE_INFINITY, 'Rp 0'],
    [null, 'Rp 0'],
    [undefined, 'Rp 0'],
    [{}, 'Rp 0'],
    [[], 'Rp 0'],
  ])('%j -> %s', (input, expected) => {
    expect(formatRupiah(input)).toBe(expected);
  });

  it('formats bigint without losing precision', () => {
    expect(formatRupiah(12345678901234567890n)).toBe('Rp 12.345.678.901.234.567.890');
    expect(formatRupiah(-1000n)).toBe('Rp -1.000');
  });

  it('matches Intl id-ID grouping for ordinary amounts', () => {
    for (const amount of [1, 12, 123, 1234, 12345, 123456, 1234567, 987654321]) {
      expect(formatRupiah(amount)).toBe(`Rp ${new Intl.NumberFormat('id-ID').format(amount)}`);
    }
  });
});
