import { z } from 'zod';
import { validationMessages as m } from '../messages/validation-messages';
import { assetCategorySchema, DEFAULT_ASSET_CATEGORY } from './asset-listing';

export const UPLOAD_IMAGES_FIELD = 'images[]';
export const UPLOAD_MAX_FILES = 20;

// The non-file multipart fields of both upload calls.
export const imageUploadFieldsSchema = z.object({
  category: z.preprocess(
    (value) => (value === undefined || value === null || value === '' ? DEFAULT_ASSET_CATEGORY : value),
    assetCategorySchema,
  ),
});

// 'name.webp' or 'category/name.webp'; nothing that could climb out of the company's folder.
export const imageDeleteSchema = z.object({
  filename: z
    .string({ error: m.required('filename') })
    .trim()
    .regex(/^(?:[a-z0-9][a-z0-9-]{0,39}\/)?[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/, {
      error: 'Nama file tidak valid: gunakan nama file, boleh diawali kategorinya (kategori/nama.webp)',
    })
    .refine((name) => !name.includes('..'), { error: 'Nama file tidak boleh berisi ..' }),
  // The owner saw where the image is used and agreed that those places lose it.
  clear_uses: z.boolean({ error: 'clear_uses harus true atau false' }).optional(),
});
