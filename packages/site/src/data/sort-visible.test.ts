import { describe, expect, test } from 'vitest';
import { fixturePayload } from '../../../../tests/support/site/fixture-payload';
import { byDisplayOrder, visibleArticles, visibleCategories, visibleMerchandise, visibleStores } from './sort-visible';

describe('sorting and visibility', () => {
  test('rows are sorted by display_order, then by id so ties never swap', () => {
    const rows = [
      { id: 3, display_order: 2 },
      { id: 2, display_order: 1 },
      { id: 1, display_order: 2 },
    ];
    expect(byDisplayOrder(rows).map((row) => row.id)).toEqual([2, 1, 3]);
  });

  test('inactive categories are hidden and the rest sorted', () => {
    const names = visibleCategories(fixturePayload().menu_categories).map((category) => category.name);
    expect(names).toEqual(['Kopi Susu Signature', 'Kopi Klasik', 'Non-Kopi', 'Makanan & Pastry']);
  });

  test('inactive merchandise and stores and unpublished articles are hidden', () => {
    const payload = fixturePayload();
    expect(visibleMerchandise(payload.merchandise_items).map((item) => item.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(visibleStores(payload.stores).map((store) => store.id)).toEqual([1, 2, 3]);
    expect(visibleArticles(payload.news_articles).map((article) => article.id)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
