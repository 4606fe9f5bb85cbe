import { describe, expect, it } from 'vitest';
import { canDeleteMenuCategory } from './can-delete-menu-category';

describe('canDeleteMenuCategory', () => {
  it.each([
    [{ menu_items: [] }, true],
    [{}, true],
    [{ menu_items: null }, true],
    [{ menu_items: [{ id: 1 }] }, false],
  ])('%j -> %j', (category, expected) => {
    expect(canDeleteMenuCategory(category)).toBe(expected);
  });
});
