import { describe, expect, test } from 'vitest';
import { siteLinks } from './site-links';

describe('siteLinks', () => {
  test('on the home page sections are in-page anchors and the brand goes to the top', () => {
    const links = siteLinks('home', '/kopi-senja');
    expect(links.section('menu')).toBe('#menu');
    expect(links.section('stores')).toBe('#contact');
    expect(links.top).toBe('#top');
  });

  test('on policy pages in Mode B links go to /{slug}#{section}', () => {
    const links = siteLinks('privacy-policy', '/kopi-senja');
    expect(links.section('news')).toBe('/kopi-senja#news');
    expect(links.section('stores')).toBe('/kopi-senja#contact');
    expect(links.top).toBe('/kopi-senja');
    expect(links.terms).toBe('/kopi-senja/terms-and-conditions');
  });

  test('in Mode A the base path is empty, so links go to /#section', () => {
    const links = siteLinks('terms-and-conditions', '');
    expect(links.section('menu')).toBe('/#menu');
    expect(links.home).toBe('/');
    expect(links.privacy).toBe('/privacy-policy');
  });

  test('a trailing slash on the base path is ignored', () => {
    expect(siteLinks('privacy-policy', '/kopi-senja/').section('menu')).toBe('/kopi-senja#menu');
  });
});
