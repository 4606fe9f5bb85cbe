import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id, money } from './columns';
import { companyId } from './company-column';

// The company's content as it was before a destructive change (or once a day), without image files.
export const restorePoints = pgTable(
  'restore_points',
  {
    id: id(),
    company_id: companyId(),
    // What made it: 'delete', 'template', 'import', 'restore' or 'daily'.
    reason: text('reason').notNull(),
    // For a 'delete': what was deleted, as the owner reads it (`item menu “Kopi Susu”`); else null.
    detail: text('detail'),
    // Who made the change this point was taken before (the owner or a member), as named then.
    actor_name: text('actor_name'),
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    created_at: createdAt(),
  },
  (t) => [index('restore_points_company_idx').on(t.company_id, t.created_at)],
);

// A deleted company's paid or pending invoices, kept for bookkeeping without anything personal:
// no company, name, e-mail or domain, only what the books need.
export const keptInvoices = pgTable('kept_invoices', {
  id: id(),
  invoice_number: text('invoice_number').notNull(),
  plan_name: text('plan_name').notNull(),
  grand_total: money('grand_total').notNull(),
  status: text('status').notNull(),
  provider: text('provider').notNull(),
  provider_invoice_id: text('provider_invoice_id'),
  paid_at: timestamp('paid_at', { withTimezone: true }),
  // A paid invoice whose domain could not be registered: still owed back after the account is gone.
  refund_requested_at: timestamp('refund_requested_at', { withTimezone: true }),
  issued_at: timestamp('issued_at', { withTimezone: true }).notNull(),
  created_at: createdAt(),
});
