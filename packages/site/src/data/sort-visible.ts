import type { MenuCategory, MenuItem, MerchandiseItem, NewsArticle, Store } from '@webku/contract';

type Ordered = { id: number; display_order: number };

// Stable by id so two rows with the same display_order never swap places between renders.
export function byDisplayOrder<T extends Ordered>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => a.display_order - b.display_order || a.id - b.id);
}

export function visibleCategories(categories: readonly MenuCategory[]): MenuCategory[] {
  return byDisplayOrder(categories.filter((category) => category.is_active));
}

export function visibleMenuItems(items: readonly MenuItem[]): MenuItem[] {
  return byDisplayOrder(items.filter((item) => item.is_active));
}

export function visibleMerchandise(items: readonly MerchandiseItem[]): MerchandiseItem[] {
  return byDisplayOrder(items.filter((item) => item.is_active));
}

export function visibleArticles(articles: readonly NewsArticle[]): NewsArticle[] {
  return byDisplayOrder(articles.filter((article) => article.is_published));
}

export function visibleStores(stores: readonly Store[]): Store[] {
  return byDisplayOrder(stores.filter((store) => store.is_active));
}
