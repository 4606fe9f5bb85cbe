import { imageUploadFieldsSchema, UPLOAD_MAX_FILES } from '@webku/contract';
import type { Context } from 'hono';
import type { Config } from '../../config';
import { AppError, BadRequestError, PayloadTooLargeError, ValidationError } from '../../errors';
import { readForm } from '../../http/read-form';
import { formatBytes } from '../../images/asset-paths';
import { cleanOriginalName } from '../../images/original-name';
import { processImage } from '../../images/process-image';
import type { UploadedImage } from '../../images/store-images';

export type UploadForm = { category: string; images: UploadedImage[] };

export const fileTooLarge = (limits: Config['uploads']) =>
  new PayloadTooLargeError(`File terlalu besar: maksimal ${formatBytes(limits.maxBytes)} per gambar`);

/**
 * Reads the multipart body and turns every file into a checked, re-encoded image, one after the
 * other (bounded memory). Any bad file fails the whole request: nothing has been stored yet.
 */
export async function readUploadForm(
  c: Context,
  fields: string[],
  limits: Config['uploads'],
  // Charges the files to the company's upload rate limit before any image is decoded.
  admit: (files: number) => Promise<void>,
): Promise<UploadForm> {
  // The files, the category and a little room for fields a client adds on its own.
  const form = await readForm(c, UPLOAD_MAX_FILES + 4).catch((error: unknown) => {
    if (error instanceof BadRequestError)
      throw new BadRequestError('Kirim gambar sebagai multipart/form-data');
    throw error;
  });
  const category = imageUploadFieldsSchema.safeParse({ category: form.get('category') ?? undefined });
  if (!category.success)
    throw new ValidationError(category.error.issues[0]?.message ?? 'Kategori tidak valid');
  const files = fields.flatMap((field) => form.getAll(field));
  if (files.length === 0) throw new ValidationError(`Pilih gambar untuk diunggah (field ${fields[0]})`);
  if (files.length > UPLOAD_MAX_FILES)
    throw new ValidationError(`Maksimal ${UPLOAD_MAX_FILES} gambar per unggahan`);
  await admit(files.length);

  const images: UploadedImage[] = [];
  for (const [index, file] of files.entries()) {
    try {
      if (typeof file === 'string') throw new ValidationError(`Field ${fields[0]} harus berisi file gambar`);
      if (file.size > limits.maxBytes) throw fileTooLarge(limits);
      const image = await processImage(new Uint8Array(await file.arrayBuffer()), limits);
      images.push({ ...image, originalName: cleanOriginalName(file.name) });
    } catch (error) {
      if (files.length === 1 || !(error instanceof AppError)) throw error;
      throw new AppError(error.kind, `${label(file, index)}: ${error.message}`);
    }
  }
  return { category: category.data.category, images };
}

// The client's file name only ever appears in a JSON message, cleaned and shortened.
function label(file: File | string, index: number): string {
  const name = typeof file === 'string' ? '' : file.name.replace(/[^\w .()-]/g, '').slice(0, 60);
  return name ? `File ${index + 1} (${name})` : `File ${index + 1}`;
}
