import { z } from 'zod';
import { idSchema } from './fields';

// Yearly prices in whole rupiah: no decimals.
const rupiah = z.number().int().nonnegative();

export const planSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string().nullable(),
  price: rupiah,
  discount: rupiah,
  final_price: rupiah,
  is_include_hosting: z.boolean(),
  is_include_domain: z.boolean(),
  is_active: z.boolean(),
});
export type Plan = z.infer<typeof planSchema>;
