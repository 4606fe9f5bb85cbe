import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { ValidationError } from '../errors';
import { ORIGINAL_MAX_EDGE, storedVariantWidths } from './image-widths';
import { type ImageKind, NOT_AN_ALLOWED_IMAGE, sniffImage } from './sniff-image';

export const UNREADABLE_IMAGE = 'Berkas tidak bisa dibaca sebagai gambar';

export type EncodedImage = { bytes: Buffer; width: number; height: number };
export type OriginalFormat = { ext: 'jpg' | 'png' | 'webp'; mimeType: string };
/** `variantWidth` is the srcset width it answers for; the pixels are never upscaled past the original. */
export type ImageVariant = EncodedImage & { variantWidth: number };
export type ProcessedImage = OriginalFormat & { original: EncodedImage; variants: ImageVariant[] };

// JPEG stays JPEG; PNG and GIF (first frame) become PNG, lossless; WebP and AVIF become WebP.
const OUTPUT: Record<ImageKind, OriginalFormat> = {
  jpeg: { ext: 'jpg', mimeType: 'image/jpeg' },
  png: { ext: 'png', mimeType: 'image/png' },
  gif: { ext: 'png', mimeType: 'image/png' },
  webp: { ext: 'webp', mimeType: 'image/webp' },
  avif: { ext: 'webp', mimeType: 'image/webp' },
};
const SHARP_FORMAT: Record<ImageKind, string> = {
  jpeg: 'jpeg',
  png: 'png',
  gif: 'gif',
  webp: 'webp',
  avif: 'heif',
};
const TIMEOUT = { seconds: 30 };

type Raw = { data: Buffer; info: OutputInfo };

/**
 * Checks and re-encodes an untrusted upload: magic bytes, pixel budget, a full decode, EXIF
 * rotation, then fresh encodes from raw pixels, so no metadata or trailing bytes survive.
 */
export async function processImage(
  input: Uint8Array,
  limits: { maxPixels: number },
): Promise<ProcessedImage> {
  const kind = await sniffImage(input);
  const meta = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!meta?.width || !meta.height) throw new ValidationError(UNREADABLE_IMAGE);
  if (meta.format !== SHARP_FORMAT[kind]) throw new ValidationError(NOT_AN_ALLOWED_IMAGE);
  if (meta.width * (meta.pageHeight ?? meta.height) > limits.maxPixels) throw tooLarge(limits.maxPixels);

  const raw = await decode(input, limits.maxPixels);
  const format = OUTPUT[kind];
  const original = await encode(fromRaw(raw), format.ext);
  const variants: ImageVariant[] = [];
  for (const variantWidth of storedVariantWidths(raw.info.width)) {
    const width = Math.min(variantWidth, raw.info.width);
    variants.push({ variantWidth, ...(await encode(fromRaw(raw).resize({ width }), 'variant')) });
  }
  return { ...format, original, variants };
}

async function decode(input: Uint8Array, maxPixels: number): Promise<Raw> {
  try {
    const raw = await sharp(input, { failOn: 'truncated', limitInputPixels: maxPixels, pages: 1 })
      .timeout(TIMEOUT)
      .rotate()
      .resize({
        width: ORIGINAL_MAX_EDGE,
        height: ORIGINAL_MAX_EDGE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    return await dropOpaqueAlpha(raw);
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw tooLarge(maxPixels);
    throw new ValidationError(UNREADABLE_IMAGE);
  }
}

// An alpha channel that is fully opaque only costs bytes.
async function dropOpaqueAlpha(raw: Raw): Promise<Raw> {
  if (raw.info.channels !== 4 || !(await fromRaw(raw).stats()).isOpaque) return raw;
  return fromRaw(raw).removeAlpha().raw().toBuffer({ resolveWithObject: true });
}

function fromRaw({ data, info }: Raw): Sharp {
  const { width, height, channels } = info;
  return sharp(data, { raw: { width, height, channels } }).timeout(TIMEOUT);
}

async function encode(image: Sharp, as: OriginalFormat['ext'] | 'variant'): Promise<EncodedImage> {
  const encoder =
    as === 'jpg'
      ? image.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true })
      : as === 'png'
        ? image.png({ compressionLevel: 9, adaptiveFiltering: true })
        : image.webp({ quality: as === 'webp' ? 80 : 75, effort: 4 });
  const { data, info } = await encoder.toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height };
}

function tooLarge(maxPixels: number) {
  return new ValidationError(
    `Gambar terlalu besar: maksimal ${Math.round(maxPixels / 1_000_000)} megapiksel`,
  );
}
