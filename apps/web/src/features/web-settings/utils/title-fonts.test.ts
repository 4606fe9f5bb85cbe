import { describe, expect, it } from 'vitest';
import { previewFontFamily, TITLE_FONT_OPTIONS, titleFontFaceCss } from './title-fonts';

describe('title fonts', () => {
  it('points at the files the public site serves', () => {
    expect(TITLE_FONT_OPTIONS.map((option) => option.file)).toEqual([
      'comfortaa-latin-700-normal.woff2',
      'inter-latin-700-normal.woff2',
      'playfair-display-latin-700-normal.woff2',
      'montserrat-latin-700-normal.woff2',
    ]);
    expect(titleFontFaceCss()).toContain(
      "url(/_site/fonts/playfair-display-latin-700-normal.woff2) format('woff2')",
    );
  });

  it('quotes the family and keeps the generic fallback', () => {
    expect(previewFontFamily('Playfair Display, serif')).toBe(
      "'Webku Preview Playfair Display', 'Playfair Display', serif",
    );
    expect(previewFontFamily('Comfortaa, sans-serif')).toBe(
      "'Webku Preview Comfortaa', 'Comfortaa', sans-serif",
    );
  });

  it('never redefines a family the admin itself uses', () => {
    expect(titleFontFaceCss()).not.toMatch(/font-family:'Inter'/);
    expect(titleFontFaceCss()).toContain("font-family:'Webku Preview Inter'");
  });
});
