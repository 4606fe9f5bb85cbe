import { describe, expect, test } from 'vitest';
import { fixturePayload } from '../../../../tests/support/site/fixture-payload';
import { formatDay, toIsoDay } from './format-date';
import { buildNewsModel } from './news-model';

describe('news model', () => {
  const news = () => {
    const payload = fixturePayload();
    return buildNewsModel(payload.news_section_settings!, payload.news_articles, 'News', 'indonesia', 'Asia/Jakarta');
  };

  test('the date is created_date, else created_at read in Jakarta time', () => {
    const [first, , , , , last] = news().articles;
    expect(first?.date).toEqual({ iso: '2025-06-10', text: '10 Jun 2025' });
    expect(last?.date).toEqual({ iso: '2025-01-06', text: '6 Jan 2025' });
  });

  test('content is shown as stored: the server sanitised it on write, a render does not again', () => {
    const payload = fixturePayload();
    // Markup only the write path removes: passing through proves the render did not sanitise it.
    const stored = '<p data-marker="1">Isi <strong>tersimpan</strong></p>';
    const articles = payload.news_articles.map((article) => ({ ...article, content: stored }));
    const model = buildNewsModel(payload.news_section_settings!, articles, 'News', 'indonesia', 'Asia/Jakarta');
    expect(model.articles[0]?.contentHtml).toBe(stored);
    expect(news().articles[0]?.contentHtml).toContain('<strong>Kopi Senja</strong>');
  });

  test('dates read naturally in both languages', () => {
    expect(formatDay('2025-05-01', 'indonesia')).toBe('1 Mei 2025');
    expect(formatDay('2025-05-01', 'english')).toBe('May 1, 2025');
    expect(toIsoDay('not a date', 'Asia/Jakarta')).toBeNull();
  });

  test("an article without its own date is dated by the site's zone", () => {
    // 23:30 WIB on 31 December is already 1 January in Bali (WITA) and Papua (WIT).
    expect(toIsoDay('2025-12-31T16:30:00.000Z', 'Asia/Jakarta')).toBe('2025-12-31');
    expect(toIsoDay('2025-12-31T16:30:00.000Z', 'Asia/Makassar')).toBe('2026-01-01');
    expect(toIsoDay('2025-12-31T16:30:00.000Z', 'Asia/Jayapura')).toBe('2026-01-01');
  });
});
