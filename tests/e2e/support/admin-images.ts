import jsQR from 'jsqr';
import sharp from 'sharp';
import { photoJpeg, transparentPng } from '../../fixtures/images/make-images';

export type UploadFile = { name: string; mimeType: string; buffer: Buffer };

/** A small JPEG, a transparent PNG logo and a 12-megapixel phone photo (4000x3000). */
export async function libraryUploads(): Promise<UploadFile[]> {
  const [jpeg, png, big] = await Promise.all([
    photoJpeg(800, 600),
    transparentPng(300, 200),
    photoJpeg(4000, 3000, 92),
  ]);
  return [
    { name: 'kedai-depan.jpg', mimeType: 'image/jpeg', buffer: jpeg },
    { name: 'logo-transparan.png', mimeType: 'image/png', buffer: png },
    { name: 'foto-12mp.jpg', mimeType: 'image/jpeg', buffer: big },
  ];
}

/** Decodes a QR code from an image (PNG/JPEG bytes or a data: URL); null when none is found. */
export async function decodeQr(image: Buffer | string): Promise<string | null> {
  const bytes =
    typeof image === 'string' ? Buffer.from(image.replace(/^data:image\/\w+;base64,/, ''), 'base64') : image;
  const { data, info } = await sharp(bytes)
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = new Uint8ClampedArray(data.buffer, data.byteOffset, data.length);
  return jsQR(pixels, info.width, info.height)?.data ?? null;
}
