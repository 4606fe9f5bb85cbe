import { z } from 'zod';

// A record the owner sets at their DNS host so the custom domain leads to the platform.
export const dnsRecordSchema = z.object({
  type: z.enum(['A', 'CNAME']),
  name: z.string(),
  value: z.string(),
});
export type DnsRecord = z.infer<typeof dnsRecordSchema>;

export const pendingInvoiceSchema = z.object({
  id: z.number().int(),
  invoice_number: z.string(),
  domain_url: z.string(),
  grand_total: z.number(),
  payment_url: z.string().nullable(),
  expires_at: z.string(),
});
export type PendingInvoice = z.infer<typeof pendingInvoiceSchema>;

export const DOMAIN_REGISTRATION_STATUSES = ['pending', 'registered', 'failed'] as const;
export type DomainRegistrationStatus = (typeof DOMAIN_REGISTRATION_STATUSES)[number];

// The registration of the domain a plan includes (null for hosting-only plans).
export const domainRegistrationSchema = z.object({
  status: z.enum(DOMAIN_REGISTRATION_STATUSES),
  domain: z.string(),
  // Until when the registrar holds the name for the owner; null until registered.
  expires_at: z.string().nullable(),
  // Indonesian, for the owner: why it waits or why it failed; null once registered.
  message: z.string().nullable(),
  // The paid invoice it belongs to: a failed registration takes another name on this invoice.
  invoice_id: z.number().int(),
  // Set when a failed registration marked the invoice for a refund.
  refund_requested: z.boolean(),
  // A failed registration of a new name can take another name on the same invoice; a failed renewal cannot.
  can_choose_new_name: z.boolean(),
});
export type DomainRegistration = z.infer<typeof domainRegistrationSchema>;

// status is shown raw apart from 'active' and 'pending', so it stays an open string.
export const subscriptionSchema = z.object({
  status: z.string(),
  is_expired: z.boolean(),
  days_remaining: z.number().int().nullable(),
  description: z.string().nullable(),
  valid_until: z.string().nullable(),
  is_hosting: z.boolean(),
  is_domain: z.boolean(),
  domain_url: z.string().nullable(),
  is_dns_pointed: z.boolean(),
  subscription_plan: z
    .object({
      name: z.string(),
      final_price: z.number(),
      subscription_level: z.string(),
    })
    .nullable(),
  subscription_invoice: z
    .object({
      invoice_number: z.string(),
      grand_total: z.number(),
      status: z.string(),
      domain_url: z.string().nullable(),
    })
    .nullable(),
  // Shown once paid, until and after the domain points at the platform (is_dns_pointed).
  dns_records: z.array(dnsRecordSchema).default([]),
  // The newest invoice still waiting for payment, which the owner can pay or cancel.
  pending_invoice: pendingInvoiceSchema.nullable().default(null),
  // The only domain a new invoice may be for (the running subscription's, or the waiting invoice's);
  // null when the owner may choose any. The plans screen then offers 'Perpanjang 12 bulan'.
  locked_domain: z.string().nullable().default(null),
  domain_registration: domainRegistrationSchema.nullable().default(null),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const mySubscriptionResponseSchema = subscriptionSchema.nullable();
