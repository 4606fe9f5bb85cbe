import type { PublicPayload, Template, WebLanguage } from '@webku/contract';
import { renderSitePage } from '@webku/site';
import { describe, expect, test } from 'vitest';
import { fixturePayload } from '../../../../tests/support/site/fixture-payload';
import { htmlText } from '../../../../tests/support/site/html-text';

const TEXT = 'Kopi Senja lahir di garasi rumah.\nKami sangrai sendiri.\n\nBuka setiap hari sejak 2015.';

function payloadWith(template: Template, about: PublicPayload['about_section']): PublicPayload {
  const payload = fixturePayload();
  payload.web_settings = { ...payload.web_settings!, template_selected: template };
  payload.about_section = about;
  return payload;
}

function render(payload: PublicPayload, language: WebLanguage = 'indonesia') {
  return renderSitePage({
    payload,
    page: 'home',
    basePath: '/kopi-senja',
    canonicalUrl: 'https://webku.id/kopi-senja',
    origin: 'https://webku.id',
    enhanceScriptUrl: '/_site/enhance.js',
    language,
    now: new Date('2025-06-01T00:00:00Z'),
  }).html;
}

const section = (html: string) => /<section id="about"[\s\S]*?<\/section>/.exec(html)?.[0] ?? null;

// Every template places About us once the owner wrote its text; each names what comes before and after it.
describe.each([
  ['minimalis-coffee-shop', '<section class="hero', '<section id="menu"'],
  ['classic-website', '<section class="hero', '<section id="menu"'],
  ['layanan-jasa', '<section id="contact"', '<section id="merchandise"'],
  ['katalog-toko', '<section id="merchandise"', '<section id="news"'],
] as const)('about section on %s', (template, after, before) => {
  test(`shows the title and each paragraph between ${after}> and ${before}>, with a nav link to it`, () => {
    const html = render(payloadWith(template, { title: 'Cerita Kami', text: TEXT, image: null }));
    const about = section(html)!;
    expect(about).toContain('<h2 class="section-title about-title" id="about-heading">Cerita Kami</h2>');
    expect(about).toContain(
      '<p class="about-lead">Kopi Senja lahir di garasi rumah. Kami sangrai sendiri.</p>',
    );
    expect(about).toContain('<p class="about-text">Buka setiap hari sejak 2015.</p>');
    expect(about).toContain('about--text-only');
    expect(about).not.toContain('<img');
    expect(html.indexOf(after)).toBeGreaterThan(-1);
    expect(html.indexOf('id="about"')).toBeGreaterThan(html.indexOf(after));
    expect(html.indexOf('id="about"')).toBeLessThan(html.indexOf(before));
    expect(html).toMatch(/<a[^>]*href="#about"[^>]*>Cerita Kami<\/a>/);
  });

  test('puts the photo beside the text, lazy, sized, with the business named in its alt text', () => {
    const html = render(payloadWith(template, { title: null, text: TEXT, image: '/media/u/7/about/a.jpg' }));
    const about = section(html)!;
    expect(about).toContain('about--with-photo');
    expect(about).toMatch(
      /<img class="about-photo" src="\/media\/u\/7\/about\/a.jpg" alt="Foto Kopi Senja" width="960" height="720" loading="lazy"/,
    );
    expect(htmlText(about)).toContain('Tentang Kami');
  });

  test('is left out, with its link, while there is no text', () => {
    for (const about of [null, { title: 'Tentang Kami', text: null, image: '/media/u/7/about/a.jpg' }]) {
      const html = render(payloadWith(template, about));
      expect(html).not.toContain('id="about"');
      expect(html).not.toContain('href="#about"');
    }
  });

  test('prints the text as text, never as markup', () => {
    const html = render(
      payloadWith(template, { title: '<i>x</i>', text: '<script>alert(1)</script>', image: null }),
    );
    expect(section(html)).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>alert(1)');
  });
});

// The specification's two templates look exactly as they did until the owner writes the story.
test.each(['minimalis-coffee-shop', 'classic-website'] as const)(
  'the spec template %s renders the same page with no About us as with an empty one',
  (template) => {
    const none = render(payloadWith(template, null));
    const empty = render(
      payloadWith(template, { title: 'Cerita Kami', text: '  ', image: '/media/u/7/about/a.jpg' }),
    );
    expect(empty).toBe(none);
    expect(none).not.toContain('id="about"');
    expect(none).not.toContain('href="#about"');
  },
);

test('an English site titles an untitled section "About us"', () => {
  const html = render(payloadWith('layanan-jasa', { title: null, text: TEXT, image: null }), 'english');
  expect(section(html)).toContain('>About us</h2>');
});
