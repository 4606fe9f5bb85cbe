import { z } from 'zod';
import { type Fields, fieldInputShape, translationsInput, translationsRead } from '../sections/fields';
import { booleanField, displayOrderInput, idSchema, optionalWhatsappNumber } from './fields';
import { openingHourSchema, openingHoursInputSchema } from './opening-hours';
import { orderLinkSchema, orderLinksInput, reviewLinkInput } from './order-links';

export const storeSchema = z.object({
  id: idSchema,
  // The owner's words in a second language: the admin reads them, a visitor gets the page's language.
  translations: translationsRead.optional(),
  name: z.string(),
  city: z.string().nullable(),
  address: z.string().nullable(),
  google_map_url: z.string().nullable(),
  whatsapp_number: z.string().nullable().default(null),
  // The store's own "Pesan juga di" links (its outlet on GoFood, its Maps place…) and review link.
  order_links: z.array(orderLinkSchema).default([]),
  google_review_url: z.string().nullable().default(null),
  store_image: z.string().nullable(),
  display_order: z.number().int(),
  is_active: z.boolean(),
  opening_hours: z.array(openingHourSchema).default([]),
});
export type Store = z.infer<typeof storeSchema>;

/**
 * What the owner fills in of a store beside its number, links, hours and place in the list (each checked by
 * its own rules).
 */
export const storeFields = {
  name: { kind: 'text', label: 'Nama', required: true, max: 120 },
  city: { kind: 'text', label: 'Kota', max: 80 },
  address: { kind: 'longText', label: 'Alamat', max: 500 },
  google_map_url: { kind: 'link', label: 'URL Google Maps' },
  store_image: { kind: 'image', label: 'Foto Toko', named: 'Foto toko', folder: 'stores' },
} as const satisfies Fields;

export const storeInputSchema = z.object({
  ...fieldInputShape(storeFields),
  translations: translationsInput(storeFields),
  whatsapp_number: optionalWhatsappNumber('whatsapp_number'),
  order_links: orderLinksInput().optional(),
  google_review_url: reviewLinkInput().optional(),
  display_order: displayOrderInput({ min: 1 }).optional(),
  is_active: booleanField('is_active').optional(),
  opening_hours: openingHoursInputSchema.optional(),
});
export type StoreInput = z.infer<typeof storeInputSchema>;
