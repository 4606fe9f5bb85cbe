import { z } from 'zod';
import { validationMessages as m } from '../messages/validation-messages';
import { type Fields, fieldInputShape, translationsInput, translationsRead } from '../sections/fields';
import { booleanField, displayOrderInput, idSchema, optionalText } from './fields';
import { adminMenuItemSchema, menuItemSchema } from './menu-item';

export const menuCategorySchema = z.object({
  id: idSchema,
  // The owner's words in a second language: the admin reads them, a visitor gets the page's language.
  translations: translationsRead.optional(),
  name: z.string(),
  slug: z.string(),
  display_order: z.number().int(),
  is_active: z.boolean(),
  image: z.string().nullable(),
  menu_items: z.array(menuItemSchema).default([]),
});
export type MenuCategory = z.infer<typeof menuCategorySchema>;

export const adminMenuCategorySchema = menuCategorySchema.extend({
  menu_items: z.array(adminMenuItemSchema).default([]),
});
export type AdminMenuCategory = z.infer<typeof adminMenuCategorySchema>;

// An empty or missing slug is derived from the name with toCategorySlug, so every category has one.
/** What the owner writes of a category and its photo; the slug, switch and order have their own rules. */
export const menuCategoryFields = {
  name: { kind: 'text', label: 'Nama', required: true, max: 80 },
  image: { kind: 'image', label: 'Gambar', folder: 'menu' },
} as const satisfies Fields;

export const menuCategoryInputSchema = z.object({
  ...fieldInputShape(menuCategoryFields),
  translations: translationsInput(menuCategoryFields),
  slug: optionalText('slug', 80).refine((slug) => !slug || /^[a-z0-9-]+$/.test(slug), {
    error: m.slug('slug'),
  }),
  display_order: displayOrderInput().optional(),
  is_active: booleanField('is_active').optional(),
});
export type MenuCategoryInput = z.infer<typeof menuCategoryInputSchema>;
