import { describe, expect, it } from 'vitest';
import { BuiltinRaster, snapBuiltinWidth } from './builtin-raster';

describe('BuiltinRaster', () => {
  it('snaps widths to the small fixed set', () => {
    expect([1, 160, 161, 412, 500, 828, 1000, 1921, 5000].map(snapBuiltinWidth)).toEqual([
      160, 160, 320, 412, 640, 828, 1280, 1920, 1920,
    ]);
  });

  it('renders each key and width once, and ignores unknown keys', async () => {
    const raster = new BuiltinRaster(4, 1024 * 1024);
    const [a, b] = await Promise.all([raster.render('coffee/hero', 400), raster.render('coffee/hero', 412)]);
    expect(a).toBe(b);
    expect(a!.width).toBe(412);
    expect(await raster.render('coffee/unknown', 412)).toBeNull();
  });

  it('renders the vehicle hire pictures as WebP, unlike the lodging ones', async () => {
    const raster = new BuiltinRaster(8, 4 * 1024 * 1024);
    const [hero, favicon, store, lodging] = await Promise.all([
      raster.render('rental/hero', 412),
      raster.render('rental/favicon', 160),
      raster.render('rental/store-1', 412),
      raster.render('lodging/hero', 412),
    ]);
    for (const image of [hero, favicon, store]) {
      expect(image!.bytes.subarray(8, 12).toString('ascii')).toBe('WEBP');
      expect(image!.bytes.length).toBeGreaterThan(600);
    }
    expect([hero!.width, hero!.height]).toEqual([412, 232]);
    expect(favicon!.width).toBe(160);
    expect(hero!.etag).not.toBe(lodging!.etag);
  });
});
