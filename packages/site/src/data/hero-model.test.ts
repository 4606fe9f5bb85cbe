import { describe, expect, test } from 'vitest';
import { classicWebsite, katalogToko, layananJasa, minimalisCoffeeShop } from '@webku/contract';
import { fixturePayload } from '../../../../tests/support/site/fixture-payload';
import { SITE_TEXTS } from '../texts/site-texts';
import { buildHeroModel, resolveCta, resolveTagline } from './hero-model';

describe('tagline', () => {
  test('falls back from the hero tagline to the company description to a default phrase', () => {
    const payload = fixturePayload();
    expect(resolveTagline(payload, SITE_TEXTS.english)).toBe('Kopi enak, cerita hangat, setiap hari.');
    payload.hero_section = { ...payload.hero_section!, tagline: '   ' };
    expect(resolveTagline(payload, SITE_TEXTS.english)).toBe('Kedai kopi rumahan dengan biji Nusantara.');
    payload.company = { ...payload.company, description: null };
    expect(resolveTagline(payload, SITE_TEXTS.english)).toBe('Welcome to Kopi Senja.');
    expect(resolveTagline(payload, SITE_TEXTS.indonesia)).toBe('Selamat datang di Kopi Senja.');
  });
});

const EN = SITE_TEXTS.english;

describe('call to action', () => {
  const withCta = (cta_link: string | null, cta_text: string | null = null) => {
    const payload = fixturePayload();
    payload.hero_section = { ...payload.hero_section!, cta_link, cta_text };
    return payload;
  };

  test('a link starting with # is an in-page anchor', () => {
    expect(resolveCta(withCta('#contact'), classicWebsite, EN)).toEqual({
      text: 'Get Started',
      href: '#contact',
      isAnchor: true,
    });
  });

  test('any other value navigates there', () => {
    const cta = resolveCta(withCta('https://wa.me/62812', 'Pesan'), minimalisCoffeeShop, EN);
    expect(cta).toEqual({ text: 'Pesan', href: 'https://wa.me/62812', isAnchor: false });
  });

  test('without a link it goes to the menu, with the template default text', () => {
    expect(resolveCta(withCta(null), minimalisCoffeeShop, EN)).toEqual({
      text: 'See Our Menu',
      href: '#menu',
      isAnchor: true,
    });
    expect(resolveCta(withCta(''), classicWebsite, EN).text).toBe('Get Started');
    expect(resolveCta(withCta(null), minimalisCoffeeShop, SITE_TEXTS.indonesia).text).toBe('Lihat Menu');
  });
});

describe('hero', () => {
  test('without a hero record it shows the company name over the built-in image', () => {
    const payload = fixturePayload();
    payload.hero_section = null;
    const hero = buildHeroModel(payload, minimalisCoffeeShop, EN);
    expect(hero.shopName).toBe('Kopi Senja');
    expect(hero.backgroundImage).toBe('/media/builtin/coffee/hero.svg');
    expect(hero.logo).toBeNull();
    expect(hero.subName).toBeNull();
  });

  test('without a hero image it shows the pictures of the kind of business in every template', () => {
    const payload = fixturePayload();
    payload.hero_section = { ...payload.hero_section!, background_image: null };
    for (const template of [classicWebsite, minimalisCoffeeShop, layananJasa, katalogToko] as const) {
      expect(buildHeroModel(payload, template, EN, 'rental').backgroundImage).toBe('/media/builtin/rental/hero.svg');
    }
    expect(buildHeroModel(payload, layananJasa, EN).backgroundImage).toBe('/media/builtin/services/hero.svg');
    expect(buildHeroModel(payload, layananJasa, EN, '../x').backgroundImage).toBe('/media/builtin/services/hero.svg');
  });
});
