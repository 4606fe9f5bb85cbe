import { describe, expect, test } from 'vitest';
import { fixturePayload } from '../../../../tests/support/site/fixture-payload';
import { SITE_TEXTS } from '../texts/site-texts';
import { buildCatalogueModel } from './catalogue-model';
import { buildMenuModel, type MenuCategoryView } from './menu-model';

const categories = () => {
  const payload = fixturePayload();
  return buildMenuModel(payload.menu_section_settings!, payload.menu_categories, 'Menu', SITE_TEXTS.indonesia)
    .categories;
};

// The first category with only its first `count` items.
function firstCategoryWith(count: number): MenuCategoryView[] {
  const [first] = categories();
  return [{ ...first!, items: first!.items.slice(0, count) }];
}

describe('catalogue model', () => {
  test('best sellers and recommended items lead the catalogue, sold-out ones never', () => {
    const model = buildCatalogueModel(categories());
    expect(model.featured.length).toBeGreaterThan(0);
    expect(model.featured.every((item) => item.badges.length > 0 && item.soldOut === null)).toBe(true);
    expect(model.featured.map((item) => item.name)).toContain('Es Kopi Susu Gula Aren');
    expect(model.showsFilters).toBe(true);
  });

  test('within a category the featured items come first, the rest keep the owner’s order', () => {
    const classic = buildCatalogueModel(categories()).groups.find((group) => group.name === 'Kopi Klasik')!;
    expect(classic.items.map((item) => item.name)).toEqual([
      'Cappuccino',
      'V60 Single Origin',
      'Espresso',
      'Americano',
      'Caffè Latte',
      'Flat White',
    ]);
  });

  test('a short catalogue has no featured row that would only repeat it, and no filters for one group', () => {
    for (const count of [1, 2]) {
      const model = buildCatalogueModel(firstCategoryWith(count));
      expect(model.featured).toEqual([]);
      expect(model.groups[0]?.items).toHaveLength(count);
      expect(model.showsFilters).toBe(false);
    }
  });

  test('when every item is featured there is no separate featured row', () => {
    const [first] = categories();
    const items = first!.items.map((item) => ({ ...item, badges: ['★ Terlaris'], soldOut: null }));
    expect(buildCatalogueModel([{ ...first!, items }]).featured).toEqual([]);
  });

  test('categories with nothing to show are left out', () => {
    const [first, second] = categories();
    const model = buildCatalogueModel([first!, { ...second!, items: [] }]);
    expect(model.groups.map((group) => group.id)).toEqual([first!.id]);
  });
});
