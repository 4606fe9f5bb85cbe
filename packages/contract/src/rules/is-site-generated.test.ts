import { describe, expect, it } from 'vitest';
import { isSiteGenerated } from './is-site-generated';

const all = { web_settings: { id: 1 }, hero_section: {}, footer_settings: { id: 2 } };

describe('isSiteGenerated', () => {
  it.each([
    [all, true],
    [{ ...all, web_settings: null }, false],
    [{ ...all, hero_section: null }, false],
    [{ ...all, footer_settings: null }, false],
    [null, false],
    [undefined, false],
  ])('%j -> %j', (payload, expected) => {
    expect(isSiteGenerated(payload)).toBe(expected);
  });
});
