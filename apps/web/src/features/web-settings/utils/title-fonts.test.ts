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
    expect(previewFontFamily('Playfair Display, serif')).toBe("'Playfair Display', serif");
    expect(previewFontFamily('Comfortaa, sans-serif')).toBe("'Comfortaa', sans-serif");
  });
});
