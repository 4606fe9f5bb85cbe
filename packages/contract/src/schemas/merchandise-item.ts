import { z } from 'zod';
import { validationMessages as m } from '../messages/validation-messages';
import {
  booleanField,
  displayOrderInput,
  idInput,
  idSchema,
  optionalText,
  priceFormInput,
  priceInput,
  requiredImageUrl,
  requiredText,
} from './fields';
import { soldOutFields } from './sold-out';

export const merchandiseImageSchema = z.object({
  id: idSchema,
  image_url: z.string(),
  alt_text: z.string().nullable(),
  display_order: z.number().int(),
});
export type MerchandiseImage = z.infer<typeof merchandiseImageSchema>;

export const merchandiseItemSchema = z.object({
  id: idSchema,
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
export const merchandiseImageInputSchema = z.object({
  id: idInput('image_id').optional(),
  image_url: requiredImageUrl('image_url'),
  alt_text: optionalText('alt_text', 200),
  display_order: displayOrderInput().optional(),
});
export type MerchandiseImageInput = z.infer<typeof merchandiseImageInputSchema>;

export const MERCHANDISE_MAX_IMAGES = 12;

export const merchandiseItemInputSchema = z.object({
  name: requiredText('name', 120),
  description: optionalText('description', 2000),
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
