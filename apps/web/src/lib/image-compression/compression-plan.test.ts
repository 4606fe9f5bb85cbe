import { describe, expect, it } from 'vitest';
import {
  allSteps,
  canKeepOriginal,
  compressedFileName,
  firstStep,
  fitWithin,
  isSmallEnough,
  maxDimensionFor,
  nextStep,
  outputTypeFor,
  shouldCompress,
  TARGET_BYTES,
} from './compression-plan';

const photo = { type: 'image/jpeg', width: 4000, height: 3000, bytes: 5_000_000 };

describe('what gets compressed and into what', () => {
  it('compresses raster images but leaves GIF and SVG alone', () => {
    expect(shouldCompress('image/jpeg')).toBe(true);
    expect(shouldCompress('image/png')).toBe(true);
    expect(shouldCompress('image/gif')).toBe(false);
    expect(shouldCompress('image/svg+xml')).toBe(false);
    expect(shouldCompress('application/pdf')).toBe(false);
  });

  it('caps PNG sources at 1200 px and everything else at 1920 px', () => {
    expect(maxDimensionFor('image/png')).toBe(1200);
    expect(maxDimensionFor('image/jpeg')).toBe(1920);
    expect(maxDimensionFor('image/webp')).toBe(1920);
  });

  it('turns opaque PNG into JPEG and transparent PNG into WebP when supported', () => {
    expect(outputTypeFor('image/png', { hasAlpha: false, supportsWebp: true })).toBe('image/jpeg');
    expect(outputTypeFor('image/png', { hasAlpha: true, supportsWebp: true })).toBe('image/webp');
    expect(outputTypeFor('image/png', { hasAlpha: true, supportsWebp: false })).toBe('image/png');
    expect(outputTypeFor('image/jpeg', { hasAlpha: false, supportsWebp: true })).toBe('image/jpeg');
    expect(outputTypeFor('image/bmp', { hasAlpha: false, supportsWebp: true })).toBe('image/jpeg');
  });
});

describe('sizes', () => {
  it('fits the longest side without upscaling and keeps the aspect ratio', () => {
    expect(fitWithin({ width: 4000, height: 3000 }, 1920)).toEqual({ width: 1920, height: 1440 });
    expect(fitWithin({ width: 1000, height: 3000 }, 1200)).toEqual({ width: 400, height: 1200 });
    expect(fitWithin({ width: 800, height: 600 }, 1920)).toEqual({ width: 800, height: 600 });
  });

  it('targets 1024 KB', () => {
    expect(TARGET_BYTES).toBe(1_048_576);
    expect(isSmallEnough(1_048_576)).toBe(true);
    expect(isSmallEnough(1_048_577)).toBe(false);
  });
});

describe('the step sequence', () => {
  it('starts at quality 0.8 within the maximum dimension', () => {
    expect(firstStep(photo)).toEqual({ width: 1920, height: 1440, quality: 0.8 });
  });

  it('lowers quality by 0.1 down to 0.1, then shrinks by 0.8 down to 400 px', () => {
    const steps = allSteps(photo, 'image/jpeg');
    expect(steps.slice(0, 8).map((step) => step.quality)).toEqual([0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2, 0.1]);
    expect(steps.slice(7).map((step) => step.width)).toEqual([
      1920, 1536, 1229, 983, 786, 629, 503, 402, 400,
    ]);
    expect(steps.at(-1)).toEqual({ width: 400, height: 300, quality: 0.1 });
    expect(nextStep(steps.at(-1)!, 'image/jpeg')).toBeNull();
  });

  it('only shrinks a PNG output, since quality does not apply to it', () => {
    const steps = allSteps({ type: 'image/png', width: 1200, height: 1200, bytes: 3_000_000 }, 'image/png');
    expect(steps.map((step) => step.width)).toEqual([1200, 960, 768, 614, 491, 400]);
  });

  it('stops at once for an image already at or under 400 px once quality is exhausted', () => {
    expect(nextStep({ width: 300, height: 200, quality: 0.1 }, 'image/jpeg')).toBeNull();
    expect(nextStep({ width: 300, height: 200, quality: 0.8 }, 'image/png')).toBeNull();
  });
});

describe('keeping and naming', () => {
  it('keeps a small, in-bounds image that would not change format', () => {
    expect(
      canKeepOriginal({ type: 'image/jpeg', width: 1200, height: 800, bytes: 300_000 }, 'image/jpeg'),
    ).toBe(true);
    expect(canKeepOriginal({ type: 'image/png', width: 600, height: 600, bytes: 80_000 }, 'image/jpeg')).toBe(
      false,
    );
    expect(
      canKeepOriginal({ type: 'image/jpeg', width: 2400, height: 800, bytes: 300_000 }, 'image/jpeg'),
    ).toBe(false);
    expect(canKeepOriginal({ ...photo }, 'image/jpeg')).toBe(false);
  });

  it('renames the file to the output format', () => {
    expect(compressedFileName('logo.png', 'image/webp')).toBe('logo.webp');
    expect(compressedFileName('foto toko.PNG', 'image/jpeg')).toBe('foto toko.jpg');
    expect(compressedFileName('noext', 'image/jpeg')).toBe('noext.jpg');
    expect(compressedFileName('.png', 'image/jpeg')).toBe('image.jpg');
  });
});
