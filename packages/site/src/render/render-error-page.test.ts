import { describe, expect, test } from 'vitest';
import { htmlText } from '../../../../tests/support/site/html-text';
import { renderErrorPage } from './render-error-page';

describe('renderErrorPage', () => {
  test.each([
    ['company-not-found', 404, 'Company Not Found'],
    ['template-not-found', 503, 'Template Not Found'],
    ['page-not-found', 404, 'Page Not Found'],
    ['not-found', 404, 'Oops! Page not found'],
  ] as const)('%s answers %i with "%s"', (kind, status, title) => {
    const page = renderErrorPage(kind);
    expect(page.status).toBe(status);
    expect(page.html.startsWith('<!doctype html>')).toBe(true);
    expect(htmlText(page.html)).toContain(title);
    expect(page.html).toContain('<meta name="robots" content="noindex"/>');
    expect(page.html).not.toContain('<script');
  });

  test('speaks Indonesian for Indonesian sites but keeps the spec title', () => {
    const { html } = renderErrorPage('company-not-found', 'indonesia');
    expect(html).toContain('<html lang="id">');
    expect(htmlText(html)).toContain('Company Not Found');
    expect(htmlText(html)).toContain('Tidak ada website di alamat ini.');
  });

  test.each(['company-not-found', 'page-not-found', 'not-found'] as const)(
    '%s shows the code 404 and a link home',
    (kind) => {
      const { html } = renderErrorPage(kind, 'english', kind === 'page-not-found' ? '/kopi-senja' : null);
      expect(html).toContain('<p class="error-code" aria-hidden="true">404</p>');
      const href = kind === 'page-not-found' ? '/kopi-senja' : '/';
      expect(html).toContain(`<a class="error-link" href="${href}">Return to Home</a>`);
    },
  );

  test("the platform's 404 keeps the spec's texts on Indonesian pages too", () => {
    const { html } = renderErrorPage('not-found', 'indonesia', '/');
    expect(htmlText(html)).toContain('Oops! Page not found');
    expect(htmlText(html)).toContain('Return to Home');
    expect(html).toContain('<html lang="id">');
  });

  test('a broken template has no home link', () => {
    expect(renderErrorPage('template-not-found').html).not.toContain('<a class="error-link"');
  });
});
