import { z } from 'zod';
import { idSchema } from './fields';

export const companySchema = z.object({
  id: idSchema,
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  logo: z.string().nullable(),
});
export type Company = z.infer<typeof companySchema>;

export const companySummarySchema = companySchema.pick({ id: true, name: true, slug: true }).extend({
  // Where the company's public site lives: its own domain when active, else its platform subdomain.
  public_url: z.string().optional(),
});
export type CompanySummary = z.infer<typeof companySummarySchema>;
