import { describe, expect, it } from 'vitest';
import { parseDecimal } from './parse-decimal';

describe('parseDecimal', () => {
  it.each([
    [25000, 25000],
    [-3.5, -3.5],
    ['18000.50', 18000.5],
    ['  42 ', 42],
    ['+7', 7],
    ['-0.25', -0.25],
    ['.5', 0.5],
    ['5.', 5],
    ['', null],
    ['abc', null],
    ['12abc', null],
    ['1e5', null],
    ['0x10', null],
    ['1.250.000', null],
    ['18000,50', null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    [null, null],
    [undefined, null],
    [true, null],
    [{}, null],
  ])('%j -> %j', (input, expected) => {
    expect(parseDecimal(input)).toBe(expected);
  });

  it('accepts bigint', () => {
    expect(parseDecimal(10n)).toBe(10);
  });
});
