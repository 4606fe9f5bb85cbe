import { z } from 'zod';
import { invoiceStatusValueSchema } from '../enums/invoice-statuses';
import { domainNameSchema } from '../rules/domain-name';
import { idSchema } from './fields';

export const invoiceRequestSchema = z.object({ domain_url: domainNameSchema });

export const invoiceSchema = z.object({
  id: idSchema,
  payment_url: z.url({ protocol: /^https?$/ }),
});
export type Invoice = z.infer<typeof invoiceSchema>;

// camelCase because the spec names this one field so.
export const invoiceStatusSchema = z.object({ subscriptionStatus: invoiceStatusValueSchema });
