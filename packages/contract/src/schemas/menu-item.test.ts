import { describe, expect, it } from 'vitest';
import { menuItemInputSchema } from './menu-item';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('menuItemInputSchema', () => {
  it.each([
    [
      { price: '18000.50', display_order: '2' },
      { price: 18000.5, display_order: 2 },
    ],
    [
      { price: 'abc', display_order: 'x' },
      { price: 0, display_order: 1 },
    ],
    [
      { price: -10, display_order: 3.7 },
      { price: 0, display_order: 3 },
    ],
    [{ price: null }, { price: 0 }],
    [{}, {}],
  ])('coerces %j', (fields, expected) => {
    const parsed = menuItemInputSchema.parse({ name: 'Kopi Susu', category_id: '4', ...fields });
    expect(parsed).toEqual({ name: 'Kopi Susu', category_id: 4, ...expected });
  });

  it.each([
    [{ category_id: 1 }, 'name is required'],
    [{ name: 'Kopi' }, 'category_id is required'],
    [
      { name: 'Kopi', category_id: 99_999_999_999 },
      'category_id tidak valid: isi dengan id bilangan bulat antara 1 dan 2147483647',
    ],
    [
      { name: 'Kopi', category_id: 0 },
      'category_id tidak valid: isi dengan id bilangan bulat antara 1 dan 2147483647',
    ],
    [
      { name: 'Kopi', category_id: 1, image: 'javascript:x' },
      'image must be an http(s) URL or a path starting with /',
    ],
  ])('rejects %j', (input, message) => {
    expect(firstMessage(menuItemInputSchema.safeParse(input))).toBe(message);
  });

  it('drops unknown fields such as id', () => {
    expect(menuItemInputSchema.parse({ id: 9, name: 'Kopi', category_id: 1 })).toEqual({
      name: 'Kopi',
      category_id: 1,
    });
  });
});
