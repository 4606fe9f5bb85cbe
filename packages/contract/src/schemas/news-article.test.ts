import { describe, expect, it } from 'vitest';
import { newsArticleInputSchema } from './news-article';

describe('newsArticleInputSchema', () => {
  it.each([
    [{ title: 'Promo', created_date: '2025-02-01' }, true],
    [{ title: 'Promo', created_date: '' }, true],
    [{ title: 'Promo', created_date: null }, true],
    [{ title: 'Promo', created_date: '01/02/2025' }, false],
    [{ title: '' }, false],
  ])('%j valid: %j', (input, expected) => {
    expect(newsArticleInputSchema.safeParse(input).success).toBe(expected);
  });
});
