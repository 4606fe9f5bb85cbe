import { z } from 'zod';
import { booleanField, isoDateTimeSchema } from './fields';

// "Habis": what an item says about being sold out. `sold_out_until` is when it is back on sale by
// itself (the next morning, if the owner chose so); null while it stays sold out until switched back.
// The server always sends both; an item without them is on sale.
export const soldOutFields = {
  sold_out: z.boolean().optional(),
  sold_out_until: z.string().nullable().optional(),
};

// The admin list's one-tap switch.
export const soldOutInputSchema = z.object({
  sold_out: booleanField('sold_out'),
  until_next_morning: booleanField('until_next_morning').default(false),
});
export type SoldOutInput = z.infer<typeof soldOutInputSchema>;

// In a backup or restore point; older ones have neither field, and their items are on sale.
export const soldOutBackupFields = {
  sold_out: booleanField('sold_out').optional(),
  sold_out_until: isoDateTimeSchema.nullable().optional(),
};
