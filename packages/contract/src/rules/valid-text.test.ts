import { describe, expect, it } from 'vitest';
import { menuItemInputSchema } from '../schemas/menu-item';
import { findTextFault, jsonMayHoldTextFault, textFault } from './valid-text';

describe('valid text', () => {
  it.each([
    ['NUL', 'Kopi\u0000', 'control'],
    ['an escape sequence', '\u001b[31m', 'control'],
    ['DEL', 'a\u007f', 'control'],
    ['a C1 control', 'a\u0085', 'control'],
    ['a right-to-left override', 'menu\u202Egpj.exe', 'control'],
    ['a bidirectional isolate', 'a\u2066b', 'control'],
    ['a lone high surrogate', 'a\ud800', 'broken'],
    ['a lone low surrogate', '\udc00a', 'broken'],
    ['a reversed pair', '\udc00\ud800', 'broken'],
  ])('refuses %s', (_what, value, fault) => {
    expect(textFault(value)).toBe(fault);
  });

  it.each([
    ['tabs and new lines', 'Baris 1\n\tBaris 2\r\n'],
    ['emoji (a surrogate pair)', 'Kopi ☕ 😋'],
    ['Arabic and a right-to-left mark', 'مرحبا \u200F'],
    ['Javanese script', 'ꦏꦺꦴꦥꦶ'],
  ])('keeps %s', (_what, value) => {
    expect(textFault(value)).toBeNull();
  });

  it('finds the first bad string anywhere in a body, keys included, with its path', () => {
    expect(findTextFault({ a: 'ok', list: [{ name: 'x' }, { name: 'y\u0000' }] })).toEqual({
      path: ['list', 1, 'name'],
      fault: 'control',
    });
    expect(findTextFault({ 'ke\u0000y': 1 })).toEqual({ path: [], fault: 'control' });
    expect(findTextFault({ a: [1, true, null, 'ok'] })).toBeNull();
  });

  it('tells from JSON text alone whether a parsed body could hold a refused character', () => {
    for (const value of [
      'Kopi\u0000',
      '\u001b[31m',
      'a\u0085',
      'menu\u202Egpj',
      'a\u2067',
      'a\ud800',
      '\udc00',
    ])
      expect(jsonMayHoldTextFault(JSON.stringify({ name: value })), JSON.stringify(value)).toBe(true);
    // Written as escapes by hand, as a hostile client would, in either case.
    for (const text of ['{"a":"\\u0000"}', '{"a":"\\U202e"}', '{"a":"\\uD800"}'])
      expect(jsonMayHoldTextFault(text), text).toBe(true);
    for (const value of ['Kopi ☕ 😋', 'Baris 1\n\tBaris 2', 'مرحبا \u200F', 'Rp 12.500'])
      expect(jsonMayHoldTextFault(JSON.stringify({ name: value })), value).toBe(false);
  });

  it('walks deep bodies without recursion', () => {
    let deep: unknown = 'dasar\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findTextFault(deep)?.fault).toBe('control');
  });

  it('is part of every text field of the shared schemas, naming the field', () => {
    const result = menuItemInputSchema.safeParse({ name: 'Kopi\u0000', category_id: 1, price: 1000 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/^Nama.*karakter kontrol/);
  });
});
