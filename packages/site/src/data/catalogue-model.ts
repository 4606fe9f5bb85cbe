import type { MenuCategoryView, MenuItemView } from './menu-model';

export type CatalogueModel = {
  /** Best sellers and recommended items on sale, shown before the categories; empty when it would only repeat. */
  featured: MenuItemView[];
  /** The categories with items, each with its featured items first. */
  groups: MenuCategoryView[];
  /** Filter chips are worth showing only when there is more than one group to choose from. */
  showsFilters: boolean;
};

// A highlight row helps a browsing visitor only when the catalogue is long enough that it does not
// simply repeat the list below it.
const FEATURED_MIN_ITEMS = 5;
const FEATURED_MAX = 8;

const isFeatured = (item: MenuItemView) => item.badges.length > 0 && item.soldOut === null;

function featuredFirst(items: readonly MenuItemView[]): MenuItemView[] {
  return [...items.filter(isFeatured), ...items.filter((item) => !isFeatured(item))];
}

// A shop's catalogue: featured products first, then every category that has something to show.
export function buildCatalogueModel(categories: readonly MenuCategoryView[]): CatalogueModel {
  const groups = categories
    .filter((category) => category.items.length > 0)
    .map((category) => ({ ...category, items: featuredFirst(category.items) }));
  const all = groups.flatMap((group) => group.items);
  const candidates = all.filter(isFeatured);
  const featured =
    all.length >= FEATURED_MIN_ITEMS && candidates.length < all.length ? candidates.slice(0, FEATURED_MAX) : [];
  return { featured, groups, showsFilters: groups.length + (featured.length > 0 ? 1 : 0) > 1 };
}
