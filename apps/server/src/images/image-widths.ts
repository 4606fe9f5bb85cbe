// Widths of the WebP variants made for every upload (and listed in srcset).
export const VARIANT_WIDTHS = [320, 640, 960, 1280, 1920] as const;

// Stored originals are scaled down to this long edge: nothing on a small business site needs more.
export const ORIGINAL_MAX_EDGE = 2560;

/** The variant widths stored for an image `width` pixels wide: never upscaled, at least one. */
export function storedVariantWidths(width: number): number[] {
  const below = VARIANT_WIDTHS.filter((w) => w < width);
  const cover = VARIANT_WIDTHS.find((w) => w >= width);
  return cover ? [...below, cover] : below;
}

/** Which stored variant answers a request for `requested` px: the nearest at least as wide, else the largest. */
export function variantWidthFor(requested: number, width: number): number {
  const stored = storedVariantWidths(width);
  return stored.find((w) => w >= requested) ?? stored.at(-1)!;
}
