import type { SiteBackupContent, SiteContentCounts } from '@webku/contract';

export function countContent(content: SiteBackupContent | null, images = 0): SiteContentCounts {
  const categories = content?.menu_categories ?? [];
  return {
    menu_categories: categories.length,
    menu_items: categories.reduce((sum, c) => sum + c.menu_items.length, 0),
    merchandise_items: content?.merchandise_items.length ?? 0,
    news_articles: content?.news_articles.length ?? 0,
    stores: content?.stores.length ?? 0,
    images,
  };
}
