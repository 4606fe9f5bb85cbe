import { minimalisCoffeeShop } from '@webku/contract';
import { describe, expect, test } from 'vitest';
import { fixturePayload } from '../../../../tests/support/site/fixture-payload';
import { buildSiteModel } from '../data/site-model';
import { buildHeadModel } from './head-model';

const THEME = { color: '#3b2a20', faviconBackground: '#3b2a20', faviconForeground: '#faf7f2' };

function head(payload = fixturePayload(), page: 'home' | 'privacy-policy' = 'home') {
  const site = buildSiteModel({
    payload,
    template: minimalisCoffeeShop,
    language: 'indonesia',
    page,
    basePath: '/kopi-senja',
    now: new Date('2025-06-01T00:00:00Z'),
  });
  return buildHeadModel({
    payload,
    site,
    canonicalUrl: 'https://webku.id/kopi-senja',
    origin: 'https://webku.id',
    fonts: ['Comfortaa, sans-serif'],
    theme: THEME,
  });
}

describe('head model', () => {
  test('takes title, meta and Open Graph from web settings with absolute image URLs', () => {
    const model = head();
    expect(model.lang).toBe('id');
    expect(model.title).toBe('Kopi Senja | Kedai Kopi & Espresso Bar');
    expect(model.keywords).toBe('kopi senja, kedai kopi, kopi susu, bandung');
    expect(model.robots).toBe('index,follow');
    expect(model.og).toMatchObject({
      title: 'Kopi Senja – Kedai Kopi & Espresso Bar',
      description: 'Kopi enak, cerita hangat, setiap hari.',
      image: 'https://webku.id/media/builtin/coffee/hero.svg',
      type: 'website',
      url: 'https://webku.id/kopi-senja',
    });
    expect(model.favicon).toEqual({ href: '/media/builtin/coffee/favicon.svg', type: 'image/svg+xml' });
    expect(model.fontPreloads).toEqual(['/_site/fonts/comfortaa-latin-700-normal.woff2']);
  });

  test('falls back to the company when web settings are empty, with a built-in icon', () => {
    const payload = fixturePayload();
    payload.web_settings = {
      ...payload.web_settings!,
      website_title: null,
      og_title: null,
      og_image: null,
      favicon_icon_file: '',
      meta_robots: null,
    };
    const model = head(payload);
    expect(model.title).toBe('Kopi Senja');
    expect(model.og.title).toBe('Kopi Senja');
    expect(model.og.image).toBe('https://webku.id/media/builtin/coffee/hero.svg');
    expect(model.favicon.href).toMatch(/^data:image\/svg\+xml,/);
    expect(decodeURIComponent(model.favicon.href)).toContain('>K</text>');
    expect(model.robots).toBe('index,follow');
  });

  test('policy pages put the page name in the title', () => {
    expect(head(fixturePayload(), 'privacy-policy').title).toBe(
      'Kebijakan Privasi | Kopi Senja | Kedai Kopi & Espresso Bar',
    );
  });
});
