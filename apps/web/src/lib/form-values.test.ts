import { describe, expect, it } from 'vitest';
import { blankToNull, toFormText } from './form-values';

describe('toFormText', () => {
  it('turns null and undefined into an empty field and numbers into text', () => {
    expect(toFormText(null)).toBe('');
    expect(toFormText(undefined)).toBe('');
    expect(toFormText(2025)).toBe('2025');
    expect(toFormText('Kopi')).toBe('Kopi');
  });
});

describe('blankToNull', () => {
  it('sends null for blank text and keeps everything else', () => {
    expect(blankToNull({ a: '', b: '  ', c: 'x', d: 0, e: false, f: null })).toEqual({
      a: null,
      b: null,
      c: 'x',
      d: 0,
      e: false,
      f: null,
    });
  });
});
