import { jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { companyId } from './company-column';

// The link-in-bio page's buttons as the owner arranged them (order, hidden ones, own links), one row per
// company; a company without a row shows the site's buttons in their default order.
export const bioLinks = pgTable('bio_links', {
  company_id: companyId().primaryKey(),
  // StoredBioButton[] (packages/contract schemas/bio-links.ts), checked on every write.
  buttons: jsonb('buttons').$type<unknown[]>().notNull().default([]),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
