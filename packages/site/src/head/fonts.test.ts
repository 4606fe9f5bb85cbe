import { existsSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { fontAssets, fontFaceCss, fontStack, fontUrl, toTitleFont } from './fonts';

describe('fonts', () => {
  test('every title font has a latin bold woff2 file to serve', () => {
    const assets = fontAssets();
    expect(assets.map((asset) => asset.path)).toEqual([
      '/_site/fonts/comfortaa-latin-700-normal.woff2',
      '/_site/fonts/inter-latin-700-normal.woff2',
      '/_site/fonts/playfair-display-latin-700-normal.woff2',
      '/_site/fonts/montserrat-latin-700-normal.woff2',
    ]);
    for (const asset of assets) expect(existsSync(asset.file)).toBe(true);
  });

  test('font faces swap and name their file; a font listed twice is declared once', () => {
    const css = fontFaceCss(['Comfortaa, sans-serif', 'Comfortaa, sans-serif']);
    expect(css.match(/@font-face/g)).toHaveLength(1);
    expect(css).toContain('font-display:swap');
    expect(css).toContain(`url(${fontUrl('Comfortaa, sans-serif')}) format('woff2')`);
  });

  test('an unknown stored value falls back to Comfortaa; stacks keep a generic family', () => {
    expect(toTitleFont('Comic Sans')).toBe('Comfortaa, sans-serif');
    expect(fontStack('Playfair Display, serif')).toBe("'Playfair Display',serif");
  });
});
