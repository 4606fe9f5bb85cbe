import type { GeneratedContent } from '../../../apps/server/src/providers/content/content-provider';

/** Every image a generated site points at: settings, hero, menu, merchandise, news and stores. */
export function generatedImageUrls(content: GeneratedContent): string[] {
  return [
    content.web_settings.og_image,
    content.web_settings.favicon_icon_file,
    content.hero_section.background_image,
    ...content.menu_categories.flatMap((category) => [
      category.image,
      ...category.items.map((item) => item.image),
    ]),
    ...content.merchandise_items.flatMap((item) => item.images.map((image) => image.image_url)),
    ...content.news_articles.map((article) => article.thumbnail),
    ...content.stores.map((store) => store.store_image),
  ];
}
