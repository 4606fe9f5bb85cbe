import { z } from 'zod';

// What the last DNS check found for a record: as asked ('ok'), absent, leading elsewhere (another
// value), or not looked at yet.
export const DNS_RECORD_STATUSES = ['ok', 'missing', 'wrong', 'unchecked'] as const;
export type DnsRecordStatus = (typeof DNS_RECORD_STATUSES)[number];

// A record the owner sets at their DNS host: A and CNAME lead the custom domain to the platform, TXT
// proves that the owner controls the domain.
export const dnsRecordSchema = z.object({
  type: z.enum(['A', 'CNAME', 'TXT']),
  name: z.string(),
  value: z.string(),
  status: z.enum(DNS_RECORD_STATUSES).default('unchecked'),
});
export type DnsRecord = z.infer<typeof dnsRecordSchema>;

// The proof of a domain the owner brought (null for one we register, which is theirs by construction).
// 'pending' until the TXT record is found, 'verified' once it was, 'expired' when the claim's window
// closed unproven (the owner asks for a new token). A claim another company proved first is released.
export const DOMAIN_VERIFICATION_STATUSES = ['pending', 'verified', 'expired'] as const;
export const domainVerificationSchema = z.object({
  status: z.enum(DOMAIN_VERIFICATION_STATUSES),
  // Until when the TXT record is looked for; null once verified.
  expires_at: z.string().nullable(),
  // When the DNS check last looked; null before its first look.
  checked_at: z.string().nullable(),
});
export type DomainVerification = z.infer<typeof domainVerificationSchema>;

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
  // The records the owner sets for their own domain (with the TXT proof until it is found), each with
  // what the last DNS check found; shown once paid, also after the domain points at the platform.
  dns_records: z.array(dnsRecordSchema).default([]),
  domain_verification: domainVerificationSchema.nullable().default(null),
  // The newest invoice still waiting for payment, which the owner can pay or cancel.
  pending_invoice: pendingInvoiceSchema.nullable().default(null),
  // The only domain a new invoice may be for (the running subscription's, or the waiting invoice's);
  // null when the owner may choose any. The plans screen then offers 'Perpanjang 12 bulan'.
  locked_domain: z.string().nullable().default(null),
  domain_registration: domainRegistrationSchema.nullable().default(null),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const mySubscriptionResponseSchema = subscriptionSchema.nullable();
