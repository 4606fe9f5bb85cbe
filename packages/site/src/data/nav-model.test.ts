import { describe, expect, test } from 'vitest';
import { minimalisCoffeeShop } from '@webku/contract';
import { fixturePayload } from '../../../../tests/support/site/fixture-payload';
import { buildNavModel, navBrand, navLabels } from './nav-model';
import { visibleSections } from './section-visibility';
import { siteLinks } from './site-links';

describe('navigation', () => {
  test('labels come from web settings with the defaults Menu, Merchandise, News, Stores', () => {
    const payload = fixturePayload();
    expect(navLabels(payload)).toEqual({ menu: 'Menu', merchandise: 'Merchandise', news: 'Berita', stores: 'Toko' });
    payload.web_settings = null;
    expect(navLabels(payload)).toEqual({ menu: 'Menu', merchandise: 'Merchandise', news: 'News', stores: 'Stores' });
  });

  test('the brand is the logo image, else the placeholder text, else the company name', () => {
    const payload = fixturePayload();
    expect(navBrand(payload)).toEqual({ kind: 'text', text: 'Kopi Senja' });
    payload.web_settings = { ...payload.web_settings!, navigation_logo: '/uploads/logo.png' };
    expect(navBrand(payload)).toEqual({ kind: 'image', src: '/uploads/logo.png', alt: 'Kopi Senja' });
    payload.web_settings = { ...payload.web_settings!, navigation_logo: null, navigation_logo_placeholder: 'KS' };
    expect(navBrand(payload)).toEqual({ kind: 'text', text: 'KS' });
    payload.web_settings = null;
    expect(navBrand(payload)).toEqual({ kind: 'text', text: 'Kopi Senja' });
  });

  test('links point at visible sections only; Stores targets #contact; the brand goes to the top', () => {
    const payload = fixturePayload();
    payload.merchandise_section_settings = null;
    const page = {
      template: minimalisCoffeeShop,
      visible: visibleSections(payload, minimalisCoffeeShop),
      rowSections: [],
    };
    const nav = buildNavModel(payload, siteLinks('home', '/kopi-senja'), page, 'indonesia');
    expect(nav.brandHref).toBe('#top');
    expect(nav.links.map((link) => [link.label, link.href])).toEqual([
      ['Menu', '#menu'],
      ['Berita', '#news'],
      ['Toko', '#contact'],
    ]);
  });
});
