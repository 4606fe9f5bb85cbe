import type { NewsArticle, SectionSetting, WebLanguage } from '@webku/contract';
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

// An article's date: created_date, else created_at.
export function articleDate(article: NewsArticle, language: WebLanguage): ArticleView['date'] {
  const iso = toIsoDay(textOrNull(article.created_date) ?? article.created_at);
  return iso ? { iso, text: formatDay(iso, language) } : null;
}

export function buildNewsModel(
  setting: SectionSetting,
  articles: readonly NewsArticle[],
  defaultTitle: string,
  language: WebLanguage,
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
      date: articleDate(article, language),
      dialogId: `news-${article.id}`,
    })),
  };
}
