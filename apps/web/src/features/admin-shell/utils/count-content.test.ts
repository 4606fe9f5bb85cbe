import { describe, expect, it } from 'vitest';
import { countContent } from './count-content';

describe('countContent', () => {
  it('sums menu items across categories and counts the other lists', () => {
    expect(
      countContent({
        menu_categories: [{ menu_items: [1, 2, 3] }, { menu_items: [] }, { menu_items: [4] }],
        merchandise_items: [1, 2],
        news_articles: [1],
        stores: [1, 2, 3],
      }),
    ).toEqual({ menuItems: 4, merchandise: 2, newsArticles: 1, stores: 3 });
  });

  it('counts zero for a missing payload or missing lists', () => {
    const zero = { menuItems: 0, merchandise: 0, newsArticles: 0, stores: 0 };
    expect(countContent(null)).toEqual(zero);
    expect(countContent({ menu_categories: [{}], stores: null })).toEqual(zero);
  });
});
