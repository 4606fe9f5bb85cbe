import { type NewsArticle, type NewsArticleInput, nextDisplayOrder } from '@webku/contract';
import { normalizeEditorHtml } from '@/components/rich-text-editor/rich-text-config';
import { blankToNull, toFormText } from '@/lib/form-values';

export type NewsFormValues = {
  title: string;
  category: string;
  description: string;
  content: string;
  thumbnail: string;
  display_order: string;
  is_published: boolean;
  created_date: string;
};

// The owner's local calendar date, 'YYYY-MM-DD' (toISOString would give UTC, a day early in WIB mornings).
export function localIsoDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

// A new article is published, dated today, and goes to the end of the list.
export function toNewsFormValues(
  article: NewsArticle | null,
  all: readonly unknown[],
  today: Date,
): NewsFormValues {
  if (!article) {
    return {
      title: '',
      category: '',
      description: '',
      content: '',
      thumbnail: '',
      display_order: String(nextDisplayOrder(all)),
      is_published: true,
      created_date: localIsoDate(today),
    };
  }
  return {
    title: article.title,
    category: toFormText(article.category),
    description: toFormText(article.description),
    content: toFormText(article.content),
    thumbnail: toFormText(article.thumbnail),
    display_order: String(article.display_order),
    is_published: article.is_published,
    created_date: toFormText(article.created_date),
  };
}

export function toNewsPayload(values: NewsArticleInput): NewsArticleInput {
  return { ...blankToNull({ ...values, content: normalizeEditorHtml(values.content) }), title: values.title };
}

// A card shows the article's created_date, else its created_at.
export function articleDate(article: Pick<NewsArticle, 'created_date' | 'created_at'>): string {
  const value = article.created_date ?? article.created_at;
  const date = new Date(article.created_date ? `${article.created_date}T00:00:00` : value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'short', year: 'numeric' }).format(date);
}
