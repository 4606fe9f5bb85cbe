import { z } from 'zod';
import { domainNameSchema } from '../rules/domain-name';

export const DOMAIN_AVAILABILITY = ['Yes', 'No'] as const;

export const domainCheckQuerySchema = z.object({ domain: domainNameSchema });

export const domainCheckSchema = z.object({
  domain_name: z.string(),
  available: z.enum(DOMAIN_AVAILABILITY),
});
export type DomainCheck = z.infer<typeof domainCheckSchema>;
