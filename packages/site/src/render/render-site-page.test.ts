import { gzipSync } from 'node:zlib';
import type { PublicPayload, WebLanguage } from '@webku/contract';
import { describe, expect, test } from 'vitest';
import { fixturePayload } from '../../../../tests/support/site/fixture-payload';
import { htmlText, jsonLd } from '../../../../tests/support/site/html-text';
import { renderSitePage } from './render-site-page';

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
  });
}

const classic = () => {
  const payload = fixturePayload();
  payload.web_settings = { ...payload.web_settings!, template_selected: 'classic-website' };
  return payload;
};

describe('share picture', () => {
  test('uses the server’s JPEG for og:image, twitter:image and the JSON-LD image when given', () => {
    const jpeg = 'https://webku.id/media/og/7.jpg?v=abc';
    const { html } = renderSitePage({
      payload: fixturePayload(),
      page: 'home',
      basePath: '/kopi-senja',
      canonicalUrl: 'https://webku.id/kopi-senja',
      origin: 'https://webku.id',
      shareImageUrl: jpeg,
      enhanceScriptUrl: '/_site/enhance.js',
    });
    expect(html).toContain(`<meta property="og:image" content="${jpeg}"/>`);
    expect(html).toContain(`<meta name="twitter:image" content="${jpeg}"/>`);
    expect(html).not.toMatch(/content="[^"]*\.svg"/);
    expect(jsonLd(html)).toMatchObject({ image: jpeg });
  });
});

describe('renderSitePage, coffee template', () => {
  const { status, html } = render(fixturePayload());
  const text = htmlText(html);

  test('is a complete document with the head tags search engines read', () => {
    expect(status).toBe(200);
    expect(html.startsWith('<!doctype html><html lang="id">')).toBe(true);
    expect(html).toContain('<title>Kopi Senja | Kedai Kopi &amp; Espresso Bar</title>');
    expect(html).toContain('<link rel="canonical" href="https://webku.id/kopi-senja"/>');
    expect(html).toContain(
      '<meta property="og:image" content="https://webku.id/media/builtin/coffee/hero.svg"/>',
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(html).toContain(
      '<link rel="preload" href="/_site/fonts/comfortaa-latin-700-normal.woff2" as="font"',
    );
    // The script finds the visit beacon's URL, by the company's slug, on its own tag.
    expect(html).toContain(
      '<script src="/_site/enhance.js" defer="" data-stats="/api/public/kopi-senja/visits"></script>',
    );
    // Field speed on: the tag names the lazily loaded script, the sample and the page the beacon reports.
    const measured = renderSitePage({
      payload: fixturePayload(),
      page: 'privacy-policy',
      basePath: '/kopi-senja',
      canonicalUrl: 'https://webku.id/kopi-senja/privacy-policy',
      origin: 'https://webku.id',
      enhanceScriptUrl: '/_site/enhance.js',
      vitals: { url: '/_site/vitals.js?v=abc', sample: 10 },
    });
    expect(measured.html).toContain(
      '<script src="/_site/enhance.js" defer="" data-stats="/api/public/kopi-senja/visits" data-vitals="/_site/vitals.js?v=abc" data-sample="10" data-page="/privacy-policy"></script>',
    );
    expect(jsonLd(html)).toMatchObject({
      '@type': 'CafeOrCoffeeShop',
      address: { addressCountry: 'ID' },
      priceRange: '$$',
    });
  });

  test('renders the sections in spec order with their anchors', () => {
    const order = ['class="hero', 'id="menu"', 'id="merchandise"', 'id="news"', 'id="contact"', '<footer'];
    const positions = order.map((marker) => html.indexOf(marker));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  test('an English site shows the spec texts where they belong', () => {
    const english = htmlText(render(fixturePayload(), 'english').html);
    for (const expected of [
      '★ Best Seller',
      '👍 Recommended',
      'Menu Kami Detail',
      'Rp 22.000',
      'No images available',
      'Now Open',
      'View on Map',
      'Visit Store',
      'Monday Closed',
      'Tuesday 07:00 - 22:00',
      '© 2025 Kopi Senja. Dibuat dengan cinta dan kepedulian.',
      'Privacy Policy',
      'Terms & Conditions',
      'Lihat Menu',
    ]) {
      expect(english).toContain(expected);
    }
    expect(text).not.toContain('Rp 0');
    expect(text).not.toContain('nonaktif');
    expect(text).not.toContain('belum terbit');
    expect(html).toContain('href="/kopi-senja/privacy-policy"');
  });

  test('an Indonesian site shows the same fixed texts in Indonesian, the owner texts untouched', () => {
    for (const expected of [
      '★ Terlaris',
      '👍 Rekomendasi',
      'Detail Menu Kami',
      'Belum ada gambar',
      'Buka Sekarang',
      'Lihat di Peta',
      'Kunjungi Toko',
      'Senin Tutup',
      'Selasa 07:00 - 22:00',
      'Kebijakan Privasi',
      'Syarat & Ketentuan',
    ]) {
      expect(text).toContain(expected);
    }
    for (const english of [
      'Best Seller',
      'Now Open',
      'View on Map',
      'Monday',
      'Daily 8:00',
      'Privacy Policy',
    ]) {
      expect(text).not.toContain(english);
    }
    // A store without hours shows none: no general daily hours stand in for the owner's.
    expect(text).not.toContain('Setiap hari 08.00 - 22.00');
  });

  test("the 'Now Open' badge is hidden until the script checks the hours; no hours, no badge", () => {
    const payload = fixturePayload();
    const badges = render(payload).html.match(/<span class="open-badge"[^>]*>/g) ?? [];
    const withHours = payload.stores.filter((store) => store.is_active && store.opening_hours.length > 0);
    expect(badges).toHaveLength(withHours.length);
    for (const badge of badges) {
      expect(badge).toMatch(
        /data-open-hours="\[.*\]" data-utc-offset="420" data-closed-text="Tutup" hidden=""/,
      );
    }
  });

  test('nothing executable from stored content reaches the page', () => {
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html).not.toMatch(/\son[a-z]+=/i);
    expect(html).not.toContain('javascript:');
  });

  test('first category open, accordion single-open by name, the hero image is high priority', () => {
    expect(html).toMatch(/<details class="menu-category" name="menu-category" open=""/);
    expect(html.match(/<details class="menu-category"/g)).toHaveLength(4);
    expect(html).toMatch(
      /<img class="hero-image" src="\/media\/builtin\/coffee\/hero.svg" alt="" width="1600" height="900" fetchPriority="high"\/>/,
    );
    expect(html).toMatch(/loading="lazy" decoding="async"/);
  });

  test('an empty category says so, hidden sections are left out', () => {
    const payload = fixturePayload();
    payload.menu_categories[0] = { ...payload.menu_categories[0]!, menu_items: [] };
    payload.news_section_settings = null;
    const result = render(payload, 'english').html;
    expect(htmlText(result)).toContain('No items available in this category');
    expect(result).not.toContain('id="news"');
    expect(result).not.toContain('href="#news"');
  });

  test('a single category is a plain panel instead of an accordion', () => {
    const payload = fixturePayload();
    payload.menu_categories = payload.menu_categories.filter((category) => category.name === 'Kopi Klasik');
    const result = render(payload).html;
    expect(result).toContain('class="menu-single"');
    expect(result).not.toContain('<details class="menu-category"');
  });

  test('the hero image is preloaded once, on both templates', () => {
    for (const payload of [fixturePayload(), classic()]) {
      const hero = payload.hero_section!.background_image!;
      const preloads = render(payload).html.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
      const heroPreloads = preloads.filter((link) => link.includes(hero));
      expect(heroPreloads).toHaveLength(1);
      expect(heroPreloads[0]).toContain('fetchPriority="high"');
    }
  });

  test('HTML, CSS and the title font stay within 60 KB gzip', () => {
    expect(gzipSync(html).length + 13_416).toBeLessThan(60_000);
  });
});

describe('renderSitePage, classic template', () => {
  test('uses tabs, item dialogs, the Contact grid and the column footer', () => {
    const payload = classic();
    payload.hero_section = { ...payload.hero_section!, cta_text: null };
    payload.stores_section_settings = { ...payload.stores_section_settings!, title: null };
    const { html } = render(payload, 'english');
    const text = htmlText(html);
    expect(html).toContain('role="tablist"');
    expect(html).toContain('<dialog id="menu-item-203"');
    for (const expected of ['Get Started', 'Contact', 'Quick Links', 'Contact Info', 'Follow Us']) {
      expect(text).toContain(expected);
    }
    expect(html).toContain('store-grid store-grid--3');
    // An item without a description says nothing about it in its dialog, in either language.
    expect(text).not.toContain('No description available');
    expect(htmlText(render(payload, 'indonesia').html)).not.toContain('Belum ada deskripsi');
    expect(text).not.toContain('Now Open');
    expect(html).toContain('playfair-display-latin-700-normal.woff2');
  });

  test("with no stores it shows the 'Main Store' card in the two-column grid", () => {
    const payload = classic();
    payload.stores = [];
    const { html } = render(payload, 'english');
    expect(html).toContain('store-grid store-grid--2');
    expect(htmlText(html)).toContain(
      'Main Store Jl. Braga No. 58, Bandung 40111 +62 812-3456-7890 halo@kopisenja.id',
    );
    expect(htmlText(html)).not.toContain('Daily 8:00 AM - 10:00 PM');
  });
});

describe('footer values saved before phone and year were checked', () => {
  test.each([
    ['coffee', fixturePayload],
    ['classic', classic],
  ])('%s: a phone with no digits is shown as text, an odd year as written', (_name, make) => {
    const payload = make();
    payload.footer_settings = { ...payload.footer_settings!, phone: 'abc', copyright_year: '20266' };
    const { status, html } = render(payload);
    expect(status).toBe(200);
    expect(html).not.toContain('href="tel:"');
    expect(html).toContain('<span>abc</span>');
    expect(html).toContain('© 20266');
  });

  test('a written phone dials its digits', () => {
    const payload = fixturePayload();
    payload.footer_settings = { ...payload.footer_settings!, phone: '(022) 123-456' };
    expect(render(payload).html).toContain('<a href="tel:022123456">(022) 123-456</a>');
  });
});
