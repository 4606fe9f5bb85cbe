import { z } from 'zod';
import { validationMessages as m } from '../messages/validation-messages';
import { DOMAIN_PURPOSES, normalizeDomainFor } from '../rules/hosting-domain';

export const DOMAIN_AVAILABILITY = ['Yes', 'No'] as const;

// ?domain=kopisenja (a .com to register) or ?domain=tokoku.my.id&purpose=hosting (the owner's own).
export const domainCheckQuerySchema = z
  .object({
    domain: z.string({ error: m.required('domain') }).max(300, { error: m.tooLong('domain', 300) }),
    purpose: z.enum(DOMAIN_PURPOSES, { error: m.choice('purpose', DOMAIN_PURPOSES) }).default('register'),
  })
  .transform((query, ctx) => {
    const result = normalizeDomainFor(query.purpose, query.domain);
    if (result.ok) return { domain: result.domain, purpose: query.purpose };
    ctx.issues.push({ code: 'custom', message: result.message, input: query.domain, path: ['domain'] });
    return z.NEVER;
  });

export const domainCheckSchema = z.object({
  domain_name: z.string(),
  available: z.enum(DOMAIN_AVAILABILITY),
});
export type DomainCheck = z.infer<typeof domainCheckSchema>;
