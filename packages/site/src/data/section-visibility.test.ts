import { describe, expect, test } from 'vitest';
import { fixturePayload } from '../../../../tests/support/site/fixture-payload';
import { CONTENT_SECTION_KEYS, classicWebsite, type KnownTemplateManifest, minimalisCoffeeShop, type PublicPayload } from '@webku/contract';
import { visibleSections } from './section-visibility';

const COFFEE = minimalisCoffeeShop;
const CLASSIC = classicWebsite;

const isSectionVisible = (payload: PublicPayload, key: string, template: KnownTemplateManifest) =>
  (visibleSections(payload, template) as ReadonlySet<string>).has(key);
const visibleContentSections = (payload: PublicPayload, template: KnownTemplateManifest) =>
  [...visibleSections(payload, template)].filter((key) => (CONTENT_SECTION_KEYS as readonly string[]).includes(key));

describe('section visibility', () => {
  test('a section shows only when its setting exists and is active', () => {
    const payload = fixturePayload();
    payload.news_section_settings = null;
    payload.merchandise_section_settings = { ...payload.merchandise_section_settings!, is_active: false };
    expect(isSectionVisible(payload, 'menu', COFFEE)).toBe(true);
    expect(isSectionVisible(payload, 'news', COFFEE)).toBe(false);
    expect(isSectionVisible(payload, 'merchandise', COFFEE)).toBe(false);
    expect(visibleContentSections(payload, COFFEE)).toEqual(['menu', 'stores']);
  });

  test('hero and footer always show', () => {
    const payload = fixturePayload();
    payload.hero_section = null;
    payload.footer_settings = null;
    expect(isSectionVisible(payload, 'hero', COFFEE)).toBe(true);
    expect(isSectionVisible(payload, 'footer', CLASSIC)).toBe(true);
  });

  test('a section the template does not list is not visible, whatever its content', () => {
    const payload = fixturePayload();
    payload.about_section = { title: 'Tentang', text: 'Sejak 1998.', image: null };
    const withoutAbout = { ...COFFEE, sections: COFFEE.sections.filter((key) => key !== 'about') };
    expect(isSectionVisible(payload, 'about', withoutAbout)).toBe(false);
    expect(isSectionVisible(payload, 'about', { ...COFFEE, sections: [...withoutAbout.sections, 'about'] })).toBe(true);
  });

  test('an active section with nothing to show is dropped', () => {
    const payload = fixturePayload();
    payload.news_articles = payload.news_articles.map((article) => ({ ...article, is_published: false }));
    payload.merchandise_items = payload.merchandise_items.map((item) => ({ ...item, is_active: false }));
    // Active categories stay, but none holds an active item; an inactive category's items do not count.
    payload.menu_categories = payload.menu_categories.map((category, index) => ({
      ...category,
      is_active: index > 0,
      menu_items: category.menu_items.map((item) => ({ ...item, is_active: index === 0 })),
    }));
    payload.stores = [];
    expect(visibleContentSections(payload, COFFEE)).toEqual([]);
    // The classic template keeps its 'Main Store' fallback card.
    expect(visibleContentSections(payload, CLASSIC)).toEqual(['stores']);
  });

  test('one active item in one active category is enough for the menu', () => {
    const payload = fixturePayload();
    payload.menu_categories = payload.menu_categories.map((category, index) => ({
      ...category,
      menu_items: category.menu_items.map((item, itemIndex) => ({ ...item, is_active: index === 0 && itemIndex === 0 })),
    }));
    expect(isSectionVisible(payload, 'menu', COFFEE)).toBe(true);
  });
});
