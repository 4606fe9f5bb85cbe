import { z } from 'zod';
import { WEB_LANGUAGES } from '../enums/web-languages';
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
  // The site's language (the admin offers the other one as its second language).
  web_language: z.enum(WEB_LANGUAGES).optional(),
});
export type CompanySummary = z.infer<typeof companySummarySchema>;
