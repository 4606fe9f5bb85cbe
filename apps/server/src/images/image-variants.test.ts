import { describe, expect, it } from 'vitest';
import { imageVariants } from './image-variants';
import { storedVariantWidths, variantWidthFor } from './image-widths';

describe('imageVariants', () => {
  it('maps an upload to its WebP srcset from 320w to 1920w', () => {
    const url = '/media/u/12/menu/01j9x0abcdefghjkmnpqrstvwx.jpg';
    expect(imageVariants(url)).toEqual({
      srcSet: [320, 640, 960, 1280, 1920].map((w) => `${url}?w=${w} ${w}w`).join(', '),
      src: `${url}?w=960`,
    });
  });

  it('maps a built-in SVG to its rasterized WebP', () => {
    const variants = imageVariants('/media/builtin/coffee/hero.svg')!;
    expect(variants.src).toBe('/media/builtin/coffee/hero.webp?w=960');
    expect(variants.srcSet.split(', ')[0]).toBe('/media/builtin/coffee/hero.webp?w=320 320w');
    expect(variants.srcSet.split(', ')).toHaveLength(5);
  });

  it('returns null for every other URL', () => {
    for (const url of [
      'https://cdn.example.com/a.jpg',
      '//evil.example/media/u/1/general/a.jpg',
      '/media/u/1/general/a.jpg?w=320',
      '/media/u/1/general/../a.jpg',
      '/media/u/1/General/a.jpg',
      '/media/builtin/coffee/hero.webp',
      '/uploads/1/general/a.webp',
      '',
    ]) {
      expect(imageVariants(url), url).toBeNull();
    }
  });
});

describe('variant widths', () => {
  it('stores the widths below the original and one that covers it, never more', () => {
    expect(storedVariantWidths(4000)).toEqual([320, 640, 960, 1280, 1920]);
    expect(storedVariantWidths(1920)).toEqual([320, 640, 960, 1280, 1920]);
    expect(storedVariantWidths(800)).toEqual([320, 640, 960]);
    expect(storedVariantWidths(120)).toEqual([320]);
  });

  it('answers a request with the nearest stored width at least as wide, else the largest', () => {
    expect(variantWidthFor(412, 4000)).toBe(640);
    expect(variantWidthFor(1, 4000)).toBe(320);
    expect(variantWidthFor(5000, 4000)).toBe(1920);
    expect(variantWidthFor(1920, 800)).toBe(960);
  });
});
