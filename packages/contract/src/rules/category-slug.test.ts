import { describe, expect, it } from 'vitest';
import { toCategorySlug } from './category-slug';

describe('toCategorySlug', () => {
  it.each([
    ['Coffee', 'coffee'],
    ['Signature Drinks', 'signature-drinks'],
    ['Kopi   Susu', 'kopi-susu'],
    ['Tab\tand\nnewline', 'tab-and-newline'],
    ['  Non Coffee  ', 'non-coffee'],
    ['Es Teh (Manis)!', 'es-teh-manis'],
    ['Snack & Pastry', 'snack--pastry'],
    ['pre-order', 'pre-order'],
    ['Café Latte', 'cafe-latte'],
    ['MENU 2024', 'menu-2024'],
    ['咖啡', ''],
    ['', ''],
  ])('%j -> %j', (name, expected) => {
    expect(toCategorySlug(name)).toBe(expected);
  });
});
