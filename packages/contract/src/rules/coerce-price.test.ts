import { describe, expect, it } from 'vitest';
import { coercePrice, MAX_PRICE } from './coerce-price';

describe('coercePrice', () => {
  it.each([
    [25000, 25000],
    ['25000', 25000],
    ['18000.50', 18000.5],
    [18000.555, 18000.56],
    [1.005, 1.01],
    [0.004, 0],
    [' 12.3 ', 12.3],
    [0, 0],
    [-5, 0],
    ['-5', 0],
    ['', 0],
    ['abc', 0],
    ['1,5', 0],
    [null, 0],
    [undefined, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    [MAX_PRICE, MAX_PRICE],
    [1e-7, 0],
    // Above the maximum: kept, for the schema to refuse naming the maximum (never NaN).
    [1e15, 1e15],
    [1e20, 1e20],
    ['1e20', 0],
  ])('%j -> %j', (input, expected) => {
    expect(coercePrice(input)).toBe(expected);
  });
});
