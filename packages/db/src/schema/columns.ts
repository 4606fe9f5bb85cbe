import type { Translations } from '@webku/contract';
import { boolean, integer, jsonb, numeric, serial, timestamp } from 'drizzle-orm/pg-core';

// Shared column builders: every tenant-owned row carries company_id and timestamps.
export const id = () => serial('id').primaryKey();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
export const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });
export const displayOrder = () => integer('display_order').notNull().default(1);

// "Habis": an item the owner marked sold out, until they switch it back or, when set, until this moment.
export const soldOut = () => boolean('sold_out').notNull().default(false);
export const soldOutUntil = () => timestamp('sold_out_until', { withTimezone: true });

// The owner's words in a second language, by language and field (contract: sections/fields/translations.ts).
export const translations = () => jsonb('translations').$type<Translations>().notNull().default({});
