import { describe, expect, it } from 'vitest';
import { menuCategoryInputSchema } from './menu-category';

describe('menuCategoryInputSchema', () => {
  it.each([
    [{ name: 'Coffee', slug: 'coffee' }, true],
    [{ name: 'Coffee', slug: '' }, true],
    [{ name: 'Coffee' }, true],
    [{ name: 'Coffee', slug: 'Coffee Drinks' }, false],
    [{ name: '' }, false],
  ])('%j valid: %j', (input, expected) => {
    expect(menuCategoryInputSchema.safeParse(input).success).toBe(expected);
  });
});
