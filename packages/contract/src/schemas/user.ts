import { z } from 'zod';
import { idSchema } from './fields';

// Role names are not fixed by the product yet, so any string is accepted.
export const userSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string(),
  role: z.string(),
});
export type User = z.infer<typeof userSchema>;
