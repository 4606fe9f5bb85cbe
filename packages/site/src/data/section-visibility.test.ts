import { describe, expect, test } from 'vitest';
import { fixturePayload } from '../testing/fixture-payload';
import { isSectionVisible, visibleContentSections } from './section-visibility';

describe('section visibility', () => {
  test('a section shows only when its setting exists and is active', () => {
    const payload = fixturePayload();
    payload.news_section_settings = null;
    payload.merchandise_section_settings = { ...payload.merchandise_section_settings!, is_active: false };
    expect(isSectionVisible(payload, 'menu')).toBe(true);
    expect(isSectionVisible(payload, 'news')).toBe(false);
    expect(isSectionVisible(payload, 'merchandise')).toBe(false);
    expect(visibleContentSections(payload)).toEqual(['menu', 'stores']);
  });

  test('hero and footer always show', () => {
    const payload = fixturePayload();
    payload.hero_section = null;
    payload.footer_settings = null;
    expect(isSectionVisible(payload, 'hero')).toBe(true);
    expect(isSectionVisible(payload, 'footer')).toBe(true);
  });
});
