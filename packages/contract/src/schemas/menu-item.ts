import { z } from 'zod';
import { type Fields, fieldInputShape, translationsInput, translationsRead } from '../sections/fields';
import {
  booleanField,
  displayOrderInput,
  idInput,
  idSchema,
  priceFormInput,
  priceInput,
  requiredText,
} from './fields';
import { soldOutFields } from './sold-out';

export const menuItemSchema = z.object({
  id: idSchema,
  // The owner's words in a second language: the admin reads them, a visitor gets the page's language.
  translations: translationsRead.optional(),
  name: z.string(),
  description: z.string().nullable(),
  price: z.number(),
  image: z.string().nullable(),
  category_id: idSchema,
  display_order: z.number().int(),
  is_active: z.boolean(),
  is_best_seller: z.boolean(),
  is_recommended: z.boolean(),
  ...soldOutFields,
});
export type MenuItem = z.infer<typeof menuItemSchema>;

// What the admin reads: the item as visitors get it, plus whether it is only an example ("contoh") that
// generation placed and the owner has not yet confirmed or edited. The public payload never carries it.
export const adminMenuItemSchema = menuItemSchema.extend({ is_example: z.boolean() });
export type AdminMenuItem = z.infer<typeof adminMenuItemSchema>;

// Omitted fields stay unset so a server can apply creation defaults or keep stored values.
/** What the owner writes of an item and its photo; price, category, marks and order have their own rules. */
export const menuItemFields = {
  name: { kind: 'text', label: 'Nama', required: true, max: 120 },
  description: { kind: 'longText', label: 'Deskripsi', max: 1000 },
  image: { kind: 'image', label: 'Gambar', folder: 'menu' },
} as const satisfies Fields;

export const menuItemInputSchema = z.object({
  ...fieldInputShape(menuItemFields),
  translations: translationsInput(menuItemFields),
  price: priceInput().optional(),
  category_id: idInput('category_id'),
  display_order: displayOrderInput().optional(),
  is_active: booleanField('is_active').optional(),
  is_best_seller: booleanField('is_best_seller').optional(),
  is_recommended: booleanField('is_recommended').optional(),
});
export type MenuItemInput = z.infer<typeof menuItemInputSchema>;

// The admin form refuses a negative price with a message instead of silently saving 0.
export const menuItemFormSchema = menuItemInputSchema.extend({ price: priceFormInput().optional() });

// A typical item of the owner's kind of business that the menu lacks, offered in the admin only; the
// price range is a hint for the owner, never published (the item is added without a price).
export const menuSuggestionSchema = z.object({
  name: z.string(),
  category_name: z.string(),
  price_min: z.number().int().nonnegative(),
  price_max: z.number().int().nonnegative(),
});
export type MenuSuggestion = z.infer<typeof menuSuggestionSchema>;

// Taking a suggestion: the server finds it by name among the kind's typical items.
export const menuSuggestionInputSchema = z.object({ name: requiredText('name', 120) });
export type MenuSuggestionInput = z.infer<typeof menuSuggestionInputSchema>;
