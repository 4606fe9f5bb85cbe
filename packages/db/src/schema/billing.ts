import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, money, updatedAt } from './columns';
import { companyId } from './company-column';

export type DnsRecordState = 'ok' | 'missing' | 'wrong';
export type DnsCheckState = {
  checked_at: string;
  a: DnsRecordState;
  www: DnsRecordState;
  txt: DnsRecordState | null;
};

export const plans = pgTable('plans', {
  id: id(),
  name: text('name').notNull(),
  description: text('description'),
  subscription_level: text('subscription_level').notNull().default('basic'),
  price: money('price').notNull(),
  discount: money('discount').notNull().default(0),
  is_include_hosting: boolean('is_include_hosting').notNull().default(true),
  is_include_domain: boolean('is_include_domain').notNull().default(true),
  is_active: boolean('is_active').notNull().default(true),
  display_order: integer('display_order').notNull().default(1),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    company_id: companyId(),
    plan_id: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    invoice_number: text('invoice_number').notNull(),
    domain_url: text('domain_url').notNull(),
    grand_total: money('grand_total').notNull(),
    status: text('status').notNull().default('pending'),
    provider: text('provider').notNull(),
    provider_invoice_id: text('provider_invoice_id'),
    payment_url: text('payment_url'),
    paid_at: timestamp('paid_at', { withTimezone: true }),
    // Set when a paid invoice's domain could not be registered: the money is owed back unless the
    // owner picks another name (which clears it).
    refund_requested_at: timestamp('refund_requested_at', { withTimezone: true }),
    callbacks: jsonb('callbacks').$type<unknown[]>().notNull().default([]),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('invoices_number_key').on(t.invoice_number),
    index('invoices_company_idx').on(t.company_id),
    index('invoices_provider_id_idx').on(t.provider_invoice_id),
  ],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    company_id: companyId(),
    plan_id: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    invoice_id: integer('invoice_id').references(() => invoices.id),
    status: text('status').notNull().default('pending'),
    domain_url: text('domain_url'),
    is_hosting: boolean('is_hosting').notNull().default(true),
    is_domain: boolean('is_domain').notNull().default(true),
    is_dns_pointed: boolean('is_dns_pointed').notNull().default(false),
    // Proof that the company holds a domain it brought (hosting only): the TXT value it publishes at
    // _webku-verification.<domain>, until when that claim may still be proven, and when it was. A
    // domain we registered for the company is its own by construction and carries none of these.
    domain_token: text('domain_token'),
    domain_token_expires_at: timestamp('domain_token_expires_at', { withTimezone: true }),
    domain_verified_at: timestamp('domain_verified_at', { withTimezone: true }),
    // What the last DNS check found for each record the owner sets, for the Custom Domain page.
    dns_check: jsonb('dns_check').$type<DnsCheckState>(),
    valid_from: timestamp('valid_from', { withTimezone: true }),
    valid_until: timestamp('valid_until', { withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('subscriptions_company_key').on(t.company_id),
    // A domain belongs to one company once it is ours by registration or proven by its TXT record;
    // unproven claims of the same name by several companies may wait side by side.
    uniqueIndex('subscriptions_domain_key')
      .on(sql`lower(${t.domain_url})`)
      .where(sql`${t.is_domain} or ${t.domain_verified_at} is not null`),
  ],
);

// The registration (or renewal) at the registrar of the domain a paid invoice includes: one row per
// invoice, so a repeated payment event or a second worker can never start a second registration.
export const domainRegistrations = pgTable(
  'domain_registrations',
  {
    id: id(),
    company_id: companyId(),
    invoice_id: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    // 'register' a new name, or 'renew' one the registrar already holds for this company.
    kind: text('kind').notNull().default('register'),
    // 'pending' | 'registered' | 'failed'
    status: text('status').notNull().default('pending'),
    // Which registrar answered ('namecheap' or 'sandbox'), set when the job first runs.
    registrar: text('registrar'),
    // Why the last try failed: 'taken' | 'rejected' | 'unreachable' (kept while retrying too).
    failure: text('failure'),
    // The registrar's own words, for the operator's logs; never shown to the owner.
    detail: text('detail'),
    attempts: integer('attempts').notNull().default(0),
    // The expiry the registrar reported before a renewal: a later one proves the renewal happened.
    previous_expires_at: timestamp('previous_expires_at', { withTimezone: true }),
    expires_at: timestamp('expires_at', { withTimezone: true }),
    registrar_order_id: text('registrar_order_id'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('domain_registrations_invoice_key').on(t.invoice_id),
    index('domain_registrations_company_idx').on(t.company_id),
  ],
);
