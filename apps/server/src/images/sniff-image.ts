import { fileTypeFromBuffer } from 'file-type';
import { ValidationError } from '../errors';

export type ImageKind = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif';

export const NOT_AN_ALLOWED_IMAGE = 'Hanya gambar JPEG, PNG, WebP, GIF atau AVIF yang diterima';

// Decided by magic bytes only: the client's file name and MIME type are never trusted.
const KINDS: Record<string, ImageKind> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/apng': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
};

export async function sniffImage(bytes: Uint8Array): Promise<ImageKind> {
  const type = await fileTypeFromBuffer(bytes).catch(() => undefined);
  const kind = type ? KINDS[type.mime] : undefined;
  if (!kind) throw new ValidationError(NOT_AN_ALLOWED_IMAGE);
  return kind;
}
