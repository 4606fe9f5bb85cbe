import type { OrderItemKind, OrderStatus, WebLanguage } from '@webku/contract';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, money, updatedAt } from './columns';
import { companyId } from './company-column';

// A customer's order from the site. Personal data: the owner's only, deleted with the account and a set
// time after it was made.
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    company_id: companyId(),
    /** Short and unguessable within the company; the customer quotes it in WhatsApp. */
    code: text('code').notNull(),
    status: text('status').$type<OrderStatus>().notNull().default('new'),
    /** The sum of the lines at the prices of the moment it was made. */
    total: money('total').notNull(),
    customer_name: text('customer_name').notNull(),
    customer_whatsapp: text('customer_whatsapp').notNull(),
    note: text('note'),
    /** The language of the page the customer ordered on; null: the site's main one. */
    language: text('language').$type<WebLanguage>(),
    paid_at: timestamp('paid_at', { withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_company_code_key').on(t.company_id, t.code),
    index('orders_company_created_idx').on(t.company_id, t.created_at),
    index('orders_created_idx').on(t.created_at),
  ],
);

// The lines of an order, with the item's name and price as they were, so a later change rewrites nothing.
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    company_id: companyId(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<OrderItemKind>().notNull(),
    /** The item's id when ordered; the item may be deleted since, the name and price stay. */
    item_id: integer('item_id'),
    name: text('name').notNull(),
    price: money('price').notNull(),
    quantity: integer('quantity').notNull(),
    /** The line's place in the order, as the customer listed it. */
    position: integer('position').notNull(),
  },
  (t) => [index('order_items_order_idx').on(t.order_id)],
);
