import { menuCategoryInputSchema, menuItemFormSchema, menuItemInputSchema } from '@webku/contract';
import { describe, expect, it } from 'vitest';
import {
  itemsOfCategory,
  priceRangeHint,
  sortByDisplayOrder,
  sortItemsByCategory,
  toCategoryFormValues,
  toCategoryPayload,
  toItemFormValues,
  toItemPayload,
} from './menu-form';

const item = {
  id: 7,
  name: 'Es Kopi Susu',
  description: null,
  price: 22000,
  image: null,
  category_id: 2,
  display_order: 1,
  is_active: true,
  is_best_seller: true,
  is_recommended: false,
};

describe('category form', () => {
  it('starts a new category active at the end of the list', () => {
    expect(toCategoryFormValues(null, [{}, {}])).toEqual({
      name: '',
      slug: '',
      display_order: '3',
      is_active: true,
      image: '',
    });
  });

  it('derives the slug from the name for a new category, even if one was typed', () => {
    const values = menuCategoryInputSchema.parse({
      name: 'Kopi Susu Spesial',
      slug: 'x',
      display_order: '2',
    });
    expect(toCategoryPayload(values, true)).toMatchObject({ slug: 'kopi-susu-spesial', display_order: 2 });
  });

  it('keeps an edited slug, and derives it again when it was cleared', () => {
    const kept = menuCategoryInputSchema.parse({ name: 'Kopi', slug: 'kopi-klasik', image: '' });
    expect(toCategoryPayload(kept, false)).toMatchObject({ slug: 'kopi-klasik', image: null });
    const cleared = menuCategoryInputSchema.parse({ name: 'Non Kopi', slug: '' });
    expect(toCategoryPayload(cleared, false).slug).toBe('non-kopi');
  });
});

describe('item form', () => {
  it('starts a new item active, unflagged, in the chosen category', () => {
    expect(toItemFormValues(null, [1, 2, 3], 5)).toMatchObject({
      category_id: '5',
      display_order: '4',
      is_active: true,
      is_best_seller: false,
      is_recommended: false,
    });
  });

  it('round-trips a stored item through the form and the contract schema', () => {
    const values = menuItemFormSchema.parse(toItemFormValues(item, [], null));
    expect(toItemPayload(values)).toEqual({
      name: 'Es Kopi Susu',
      description: null,
      price: 22000,
      image: null,
      category_id: 2,
      display_order: 1,
      is_active: true,
      is_best_seller: true,
      is_recommended: false,
    });
  });

  it('turns an unusable price into 0, never an error', () => {
    const values = menuItemInputSchema.parse({ ...toItemFormValues(item, [], null), price: 'abc' });
    expect(values.price).toBe(0);
  });
});

describe('list helpers', () => {
  it('finds the items of a category and sorts rows by display order, then id', () => {
    expect(itemsOfCategory([item, { ...item, id: 8, category_id: 3 }], 2).map((row) => row.id)).toEqual([7]);
    const rows = [
      { id: 2, display_order: 2 },
      { id: 3, display_order: 1 },
      { id: 1, display_order: 2 },
    ];
    expect(sortByDisplayOrder(rows).map((row) => row.id)).toEqual([3, 1, 2]);
  });
});

describe('sortItemsByCategory', () => {
  it('groups items by category order, then by their own order', () => {
    const categories = [
      {
        id: 2,
        name: 'Non Kopi',
        slug: 'non-kopi',
        display_order: 2,
        is_active: true,
        image: null,
        menu_items: [],
      },
      { id: 1, name: 'Kopi', slug: 'kopi', display_order: 1, is_active: true, image: null, menu_items: [] },
    ];
    const rows = [
      { ...item, id: 1, category_id: 2, display_order: 1 },
      { ...item, id: 2, category_id: 1, display_order: 2 },
      { ...item, id: 3, category_id: 1, display_order: 1 },
      { ...item, id: 4, category_id: 9, display_order: 1 },
    ];
    expect(sortItemsByCategory(rows, categories).map((row) => row.id)).toEqual([3, 2, 1, 4]);
  });
});

describe('suggestion price hint', () => {
  it('shows the typical range in rupiah, or one price when the range is a single price', () => {
    expect(priceRangeHint({ price_min: 150_000, price_max: 300_000 })).toBe(
      'biasanya Rp 150.000 – Rp 300.000',
    );
    expect(priceRangeHint({ price_min: 25_000, price_max: 25_000 })).toBe('biasanya Rp 25.000');
  });
});
