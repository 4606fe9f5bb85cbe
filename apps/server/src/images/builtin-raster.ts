import { createHash } from 'node:crypto';
import { renderBuiltinImageSvg } from '@webku/content-packs';
import sharp from 'sharp';
import { LruCache } from '../cache/lru-cache';

// Requested widths snap up to this set, so the cache holds at most 8 sizes per image.
// 412 and 828 are a common phone's viewport at 1x and 2x (the LCP hero).
export const BUILTIN_WIDTHS = [160, 320, 412, 640, 828, 960, 1280, 1920] as const;
export const BUILTIN_DEFAULT_WIDTH = 960;
const QUALITY = 70;

export type RasterImage = { bytes: Buffer; width: number; height: number; etag: string };

export function snapBuiltinWidth(requested: number): number {
  return BUILTIN_WIDTHS.find((w) => w >= requested) ?? BUILTIN_WIDTHS.at(-1)!;
}

// Built-in illustrations as WebP, drawn from their SVG on first request and kept in a bounded LRU.
export class BuiltinRaster {
  private readonly cache: LruCache<string, Promise<RasterImage | null>>;
  private readonly sizes = new WeakMap<Promise<RasterImage | null>, number>();

  constructor(maxEntries = 256, maxBytes = 32 * 1024 * 1024) {
    // A pending render counts as 64 KB until it settles.
    this.cache = new LruCache({ maxEntries, maxBytes, sizeOf: (p) => this.sizes.get(p) ?? 64 * 1024 });
  }

  /** The WebP of a built-in key at the snapped width, or null if the key is unknown. */
  render(key: string, requestedWidth: number): Promise<RasterImage | null> {
    if (!renderBuiltinImageSvg(key)) return Promise.resolve(null);
    const width = snapBuiltinWidth(requestedWidth);
    const cacheKey = `${key}@${width}`;
    const cached = this.cache.get(cacheKey);
    if (cached) return cached;
    const pending = rasterize(key, width);
    this.cache.set(cacheKey, pending);
    pending.then(
      (image) => {
        if (!image) return;
        this.sizes.set(pending, image.bytes.length);
        this.cache.set(cacheKey, pending);
      },
      () => this.cache.delete(cacheKey),
    );
    return pending;
  }
}

async function rasterize(key: string, width: number): Promise<RasterImage | null> {
  const svg = renderBuiltinImageSvg(key);
  if (!svg) return null;
  const input = Buffer.from(svg);
  const meta = await sharp(input).metadata();
  // Render the vector at the target size instead of scaling a small bitmap up.
  const density = Math.min(2400, Math.max(1, (72 * width) / (meta.width ?? width)));
  const { data, info } = await sharp(input, { density })
    .resize({ width })
    .webp({ quality: QUALITY, effort: 4 })
    .toBuffer({ resolveWithObject: true });
  const etag = `"${createHash('sha1').update(data).digest('base64url').slice(0, 20)}"`;
  return { bytes: data, width: info.width, height: info.height, etag };
}
