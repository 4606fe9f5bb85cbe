import type { PhraseStatus, ReadingWording } from '@webku/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, money, updatedAt } from './columns';
import { companyId } from './company-column';
import { companies } from './identity';

// What generation read from the owner's description, for the dashboard's "Dari deskripsi Anda": one row
// per company, replaced by every generation.
export const descriptionReadings = pgTable('description_readings', {
  company_id: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  wording: text('wording').$type<ReadingWording>().notNull(),
  offerings: integer('offerings').notNull(),
  prices: integer('prices').notNull(),
  hours: boolean('hours').notNull(),
  city: text('city'),
  street: text('street'),
  whatsapp: boolean('whatsapp').notNull(),
  created_at: createdAt(),
});

// A phrase of the description that became no item, price, hour or place: the owner adds it as an item or
// dismisses it. Kept after either, so the list does not come back until the next generation replaces it.
export const descriptionPhrases = pgTable(
  'description_phrases',
  {
    id: id(),
    company_id: companyId(),
    text: text('text').notNull(),
    price: money('price'),
    status: text('status').$type<PhraseStatus>().notNull().default('open'),
    display_order: integer('display_order').notNull(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('description_phrases_company_idx').on(t.company_id, t.display_order),
    check('description_phrases_status_check', sql`${t.status} in ('open', 'added', 'dismissed')`),
  ],
);
