import { describe, expect, test } from 'vitest';
import { fixturePayload } from '../../../../tests/support/site/fixture-payload';
import { isSectionVisible, visibleContentSections } from './section-visibility';

const COFFEE = 'minimalis-coffee-shop';
const CLASSIC = 'classic-website';

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
