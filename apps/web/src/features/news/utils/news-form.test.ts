import { type NewsArticle, newsArticleInputSchema } from '@webku/contract';
import { describe, expect, it } from 'vitest';
import { articleDate, localIsoDate, toNewsFormValues, toNewsPayload } from './news-form';

const article: NewsArticle = {
  id: 3,
  title: 'Menu baru: Kopi Gula Aren',
  category: 'Promo',
  description: null,
  content: '<p>Segar!</p>',
  thumbnail: null,
  display_order: 1,
  is_published: false,
  created_date: '2025-03-01',
  created_at: '2025-02-27T08:00:00.000Z',
};

describe('news form', () => {
  it('dates new articles today (local calendar), published, at the end of the list', () => {
    const values = toNewsFormValues(null, [1, 2], new Date(2025, 0, 5, 6, 30));
    expect(values).toMatchObject({ created_date: '2025-01-05', is_published: true, display_order: '3' });
  });

  it('pads months and days', () => {
    expect(localIsoDate(new Date(2024, 8, 9))).toBe('2024-09-09');
  });

  it('stores an emptied editor as null and keeps real content', () => {
    const values = newsArticleInputSchema.parse({
      ...toNewsFormValues(article, [], new Date()),
      content: '<p><br></p>',
    });
    expect(toNewsPayload(values)).toMatchObject({
      content: null,
      title: article.title,
      created_date: '2025-03-01',
    });
    const kept = newsArticleInputSchema.parse(toNewsFormValues(article, [], new Date()));
    expect(toNewsPayload(kept).content).toBe('<p>Segar!</p>');
  });

  it('shows created_date, falling back to created_at', () => {
    expect(articleDate(article)).toBe('1 Mar 2025');
    expect(articleDate({ created_date: null, created_at: '2025-02-27T08:00:00.000Z' })).toBe('27 Feb 2025');
  });
});
