import { z } from 'zod';
import { validationMessages as m } from '../messages/validation-messages';
import { type Fields, fieldInputShape, translationsInput, translationsRead } from '../sections/fields';
import { booleanField, displayOrderInput, idInput, idSchema, priceFormInput, priceInput } from './fields';
import { soldOutFields } from './sold-out';

export const merchandiseImageSchema = z.object({
  id: idSchema,
  translations: translationsRead.optional(),
  image_url: z.string(),
  alt_text: z.string().nullable(),
  display_order: z.number().int(),
});
export type MerchandiseImage = z.infer<typeof merchandiseImageSchema>;

export const merchandiseItemSchema = z.object({
  id: idSchema,
  // The owner's words in a second language: the admin reads them, a visitor gets the page's language.
  translations: translationsRead.optional(),
  name: z.string(),
  description: z.string().nullable(),
  price: z.number(),
  display_order: z.number().int(),
  is_active: z.boolean(),
  images: z.array(merchandiseImageSchema).default([]),
  ...soldOutFields,
});
export type MerchandiseItem = z.infer<typeof merchandiseItemSchema>;

// The item's images are replaced as a whole on save; an id is kept when the client sends it back.
/** One photo of an item's gallery: the image and the words that describe it. */
export const merchandiseImageFields = {
  image_url: { kind: 'image', label: 'Gambar', named: 'URL gambar', required: true, folder: 'merchandise' },
  alt_text: { kind: 'text', label: 'Keterangan gambar', max: 200 },
} as const satisfies Fields;

export const merchandiseImageInputSchema = z.object({
  id: idInput('image_id').optional(),
  ...fieldInputShape(merchandiseImageFields),
  translations: translationsInput(merchandiseImageFields),
  display_order: displayOrderInput().optional(),
});
export type MerchandiseImageInput = z.infer<typeof merchandiseImageInputSchema>;

export const MERCHANDISE_MAX_IMAGES = 12;

/** What the owner writes of an item; its price, gallery and place in the list have their own rules. */
export const merchandiseItemFields = {
  name: { kind: 'text', label: 'Nama', required: true, max: 120 },
  description: { kind: 'longText', label: 'Deskripsi', max: 2000 },
} as const satisfies Fields;

export const merchandiseItemInputSchema = z.object({
  ...fieldInputShape(merchandiseItemFields),
  translations: translationsInput(merchandiseItemFields),
  price: priceInput().optional(),
  display_order: displayOrderInput().optional(),
  is_active: booleanField('is_active').optional(),
  images: z
    .array(merchandiseImageInputSchema)
    .max(MERCHANDISE_MAX_IMAGES, { error: m.tooMany('images', MERCHANDISE_MAX_IMAGES) })
    .optional(),
});
export type MerchandiseItemInput = z.infer<typeof merchandiseItemInputSchema>;

// The admin form refuses a negative price with a message instead of silently saving 0.
export const merchandiseItemFormSchema = merchandiseItemInputSchema.extend({
  price: priceFormInput().optional(),
});
