import { describe, expect, it } from 'vitest';
import { coerceDisplayOrder, MAX_DISPLAY_ORDER, nextDisplayOrder } from './coerce-display-order';

describe('coerceDisplayOrder', () => {
  it.each([
    [3, undefined, 3],
    ['7', undefined, 7],
    [' 2 ', undefined, 2],
    [2.9, undefined, 2],
    ['4.5', undefined, 4],
    [0, undefined, 0],
    [-3, undefined, 0],
    ['', undefined, 1],
    ['abc', undefined, 1],
    [null, undefined, 1],
    [undefined, undefined, 1],
    [Number.NaN, undefined, 1],
    [0, { min: 1 }, 1],
    [-4, { min: 1 }, 1],
    ['x', { min: 1 }, 1],
    [5, { min: 1 }, 5],
    ['x', { min: 3 }, 3],
    [1e12, undefined, MAX_DISPLAY_ORDER],
  ] as const)('%j with %j -> %j', (input, options, expected) => {
    expect(coerceDisplayOrder(input, options)).toBe(expected);
  });
});

describe('nextDisplayOrder', () => {
  it.each([
    [[], 1],
    [['a'], 2],
    [['a', 'b', 'c'], 4],
  ])('%j -> %j', (items, expected) => {
    expect(nextDisplayOrder(items)).toBe(expected);
  });
});
