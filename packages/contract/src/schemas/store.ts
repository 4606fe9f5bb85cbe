import { z } from 'zod';
import {
  booleanField,
  displayOrderInput,
  idSchema,
  optionalHttpUrl,
  optionalImageUrl,
  optionalText,
  optionalWhatsappNumber,
  requiredText,
} from './fields';
import { openingHourSchema, openingHoursInputSchema } from './opening-hours';
import { orderLinkSchema, orderLinksInput, reviewLinkInput } from './order-links';

export const storeSchema = z.object({
  id: idSchema,
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

export const storeInputSchema = z.object({
  name: requiredText('name', 120),
  city: optionalText('city', 80),
  address: optionalText('address', 500),
  google_map_url: optionalHttpUrl('google_map_url'),
  whatsapp_number: optionalWhatsappNumber('whatsapp_number'),
  order_links: orderLinksInput().optional(),
  google_review_url: reviewLinkInput().optional(),
  store_image: optionalImageUrl('store_image'),
  display_order: displayOrderInput({ min: 1 }).optional(),
  is_active: booleanField('is_active').optional(),
  opening_hours: openingHoursInputSchema.optional(),
});
export type StoreInput = z.infer<typeof storeInputSchema>;
