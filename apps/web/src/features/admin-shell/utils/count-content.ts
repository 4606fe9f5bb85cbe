export type ContentCountsSource = {
  menu_categories?: { menu_items?: unknown[] | null }[] | null;
  merchandise_items?: unknown[] | null;
  news_articles?: unknown[] | null;
  stores?: unknown[] | null;
};

export type ContentCounts = { menuItems: number; merchandise: number; newsArticles: number; stores: number };

// Menu items live inside their categories, so they are summed across all of them.
export function countContent(payload: ContentCountsSource | null | undefined): ContentCounts {
  return {
    menuItems: (payload?.menu_categories ?? []).reduce(
      (sum, category) => sum + (category.menu_items?.length ?? 0),
      0,
    ),
    merchandise: payload?.merchandise_items?.length ?? 0,
    newsArticles: payload?.news_articles?.length ?? 0,
    stores: payload?.stores?.length ?? 0,
  };
}
