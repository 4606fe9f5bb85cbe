import type { NewsArticle, SectionSetting, SiteTimeZone, WebLanguage } from '@webku/contract';
import type { SafeHtml } from '../sanitize/sanitize-rich-text';
import { formatDay, toIsoDay } from './format-date';
import { richTextContent } from './rich-text-content';
import { visibleArticles } from './sort-visible';
import { textOr, textOrNull } from './text';

export type ArticleView = {
  id: number;
  title: string;
  category: string | null;
  description: string | null;
  /** Sanitized again at render time: stored HTML is never trusted. */
  contentHtml: SafeHtml | null;
  thumbnail: string | null;
  date: { iso: string; text: string } | null;
  dialogId: string;
};
export type NewsModel = { title: string; description: string | null; articles: ArticleView[] };

// An article's date: created_date, else the day of created_at in the site's zone.
export function articleDate(
  article: NewsArticle,
  language: WebLanguage,
  zone: SiteTimeZone,
): ArticleView['date'] {
  const iso = toIsoDay(textOrNull(article.created_date) ?? article.created_at, zone);
  return iso ? { iso, text: formatDay(iso, language) } : null;
}

export function buildNewsModel(
  setting: SectionSetting,
  articles: readonly NewsArticle[],
  defaultTitle: string,
  language: WebLanguage,
  zone: SiteTimeZone,
): NewsModel {
  return {
    title: textOr(setting.title, defaultTitle),
    description: textOrNull(setting.description),
    articles: visibleArticles(articles).map((article) => ({
      id: article.id,
      title: article.title,
      category: textOrNull(article.category),
      description: textOrNull(article.description),
      contentHtml: richTextContent(article.content),
      thumbnail: textOrNull(article.thumbnail),
      date: articleDate(article, language, zone),
      dialogId: `news-${article.id}`,
    })),
  };
}
