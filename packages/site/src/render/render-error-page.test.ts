import { describe, expect, test } from 'vitest';
import { htmlText } from '../testing/html-text';
import { renderErrorPage } from './render-error-page';

describe('renderErrorPage', () => {
  test.each([
    ['company-not-found', 404, 'Company Not Found'],
    ['template-not-found', 503, 'Template Not Found'],
    ['page-not-found', 404, 'Page Not Found'],
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
});
