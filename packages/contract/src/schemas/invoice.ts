import { z } from 'zod';
import { invoiceStatusValueSchema } from '../enums/invoice-statuses';
import { DOMAIN_MESSAGES, domainNameSchema } from '../rules/domain-name';
import { idSchema } from './fields';

// Which rule the name follows depends on the plan (a .com to register, or the owner's own domain), so
// the server reads it with normalizeDomainFor once it knows the plan.
export const invoiceRequestSchema = z.object({
  domain_url: z.string().trim().min(1, DOMAIN_MESSAGES.empty).max(300, DOMAIN_MESSAGES.invalid),
});

// Another name for a paid invoice whose registration failed: always a name to register.
export const registrationDomainRequestSchema = z.object({ domain_url: domainNameSchema });

export const invoiceSchema = z.object({
  id: idSchema,
  payment_url: z.url({ protocol: /^https?$/ }),
});
export type Invoice = z.infer<typeof invoiceSchema>;

// camelCase because the spec names this one field so.
export const invoiceStatusSchema = z.object({ subscriptionStatus: invoiceStatusValueSchema });
