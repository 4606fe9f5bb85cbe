import { z } from 'zod';
import { validationMessages as m } from '../messages/validation-messages';
import { assetCategorySchema, assetImageSchema, DEFAULT_ASSET_CATEGORY } from './asset-listing';

export const UPLOAD_IMAGE_FIELD = 'image';
export const UPLOAD_IMAGES_FIELD = 'images[]';
export const UPLOAD_MAX_FILES = 20;

// The non-file multipart fields of both upload calls.
export const imageUploadFieldsSchema = z.object({
  category: z.preprocess(
    (value) => (value === undefined || value === null || value === '' ? DEFAULT_ASSET_CATEGORY : value),
    assetCategorySchema,
  ),
});
export type ImageUploadFields = z.infer<typeof imageUploadFieldsSchema>;

export const imageUploadResultSchema = assetImageSchema;
export type ImageUploadResult = z.infer<typeof imageUploadResultSchema>;

// `uploaded` is what the spec's success toast counts ('N images uploaded...'); `count` is the same number.
export const imagesUploadResultSchema = z.object({
  uploaded: z.number().int().nonnegative(),
  count: z.number().int().nonnegative(),
  images: z.array(assetImageSchema),
});
export type ImagesUploadResult = z.infer<typeof imagesUploadResultSchema>;

// 'name.webp' or 'category/name.webp'; nothing that could climb out of the company's folder.
export const imageDeleteSchema = z.object({
  filename: z
    .string({ error: m.required('filename') })
    .trim()
    .regex(/^(?:[a-z0-9][a-z0-9-]{0,39}\/)?[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/, {
      error: 'Nama file tidak valid: gunakan nama file, boleh diawali kategorinya (kategori/nama.webp)',
    })
    .refine((name) => !name.includes('..'), { error: 'Nama file tidak boleh berisi ..' }),
});
export type ImageDelete = z.infer<typeof imageDeleteSchema>;
