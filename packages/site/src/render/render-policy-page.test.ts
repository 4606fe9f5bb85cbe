import type { PublicPayload } from '@webku/contract';
import { describe, expect, test } from 'vitest';
import { fixturePayload } from '../../../../tests/support/site/fixture-payload';
import { htmlText } from '../../../../tests/support/site/html-text';
import { renderSitePage } from './render-site-page';

function render(payload: PublicPayload, page: 'home' | 'privacy-policy' | 'terms-and-conditions') {
  return renderSitePage({
    payload,
    page,
    basePath: '/kopi-senja',
    canonicalUrl: `https://webku.id/kopi-senja/${page}`,
    origin: 'https://webku.id',
    enhanceScriptUrl: '/_site/enhance.js',
    language: 'indonesia',
  });
}

describe('policy pages', () => {
  test('show the header, the stored content, the navigation to /{slug}#section and the footer', () => {
    const { status, html } = render(fixturePayload(), 'privacy-policy');
    expect(status).toBe(200);
    expect(html).toContain('<h1 class="policy-title">Kebijakan Privasi</h1>');
    expect(html).toContain('href="/kopi-senja#menu"');
    expect(html).toContain('href="/kopi-senja#contact"');
    expect(html).toContain('<a class="nav-brand" href="/kopi-senja">');
    expect(html).toContain('<footer');
    expect(html).not.toContain('onmouseover');
    expect(html).not.toContain('style="color:red"');
    expect(html).not.toContain('id="menu"');
  });

  test("say 'Content Not Available' (in the site's language) when nothing is stored", () => {
    const payload = fixturePayload();
    payload.web_settings = { ...payload.web_settings!, terms_and_conditions: '<p><br></p>' };
    const { html } = render(payload, 'terms-and-conditions');
    expect(html).toContain('Syarat dan Ketentuan');
    expect(htmlText(html)).toContain('Konten belum tersedia');
  });

  test('use English headers and texts for English sites', () => {
    const payload = fixturePayload();
    payload.web_settings = { ...payload.web_settings!, terms_and_conditions: null };
    const { html } = renderSitePage({
      payload,
      page: 'terms-and-conditions',
      basePath: '',
      canonicalUrl: 'https://kopisenja.id/terms-and-conditions',
      origin: 'https://kopisenja.id',
      enhanceScriptUrl: '/_site/enhance.js',
      language: 'english',
    });
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Terms and Conditions');
    expect(htmlText(html)).toContain('Content Not Available');
    expect(html).toContain('href="/#menu"');
  });
});

describe('errors from renderSitePage', () => {
  test('an unknown template shows Template Not Found', () => {
    const payload = fixturePayload();
    payload.web_settings = {
      ...payload.web_settings!,
      template_selected: 'retro-diner' as 'classic-website',
    };
    const { status, html } = render(payload, 'home');
    expect(status).toBe(503);
    expect(htmlText(html)).toContain('Template Not Found');
  });

  test('an unknown page is Page Not Found with a way home', () => {
    const { status, html } = render(fixturePayload(), 'about' as 'home');
    expect(status).toBe(404);
    expect(htmlText(html)).toContain('Page Not Found');
    expect(html).toContain('href="/kopi-senja"');
  });
});
