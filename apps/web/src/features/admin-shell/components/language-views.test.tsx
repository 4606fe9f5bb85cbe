import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LanguageViews } from './language-views';

const render = (languages: Parameters<typeof LanguageViews>[0]['languages']) =>
  renderToStaticMarkup(
    <ul>
      <LanguageViews languages={languages} />
    </ul>,
  );

describe('the dashboard’s views per language', () => {
  it('names each language’s page and its views, the site’s own language first', () => {
    const html = render([
      { language: 'indonesia', views: 1234 },
      { language: 'english', views: 56 },
    ]);
    const text = html.replace(/<[^>]+>/g, '');
    expect(text).toBe('Halaman Bahasa Indonesia1.234 kunjunganHalaman English56 kunjungan');
    expect(html.indexOf('data-visits-language="indonesia"')).toBeLessThan(
      html.indexOf('data-visits-language="english"'),
    );
  });

  it('shows nothing for a site in one language', () => {
    expect(render([])).toBe('<ul></ul>');
  });
});
