import { describe, expect, it } from 'vitest';
import { capitalized, moveRow } from './rows';

describe('moving a row', () => {
  it('swaps it with its neighbour', () => {
    expect(moveRow(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveRow(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
  });

  it('leaves the order as it is at either end', () => {
    expect(moveRow(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveRow(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
    expect(moveRow(['a'], 5, -1)).toEqual(['a']);
  });
});

it('capitalizes a noun for the start of a sentence', () => {
  expect(capitalized('pertanyaan')).toBe('Pertanyaan');
});
