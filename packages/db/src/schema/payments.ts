import type { OrderPaymentStatus, PaymentMethod, PaymentProviderName } from '@webku/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { createdAt, money, updatedAt } from './columns';
import { companyId } from './company-column';
import { companies } from './identity';
import { orders } from './orders';

// The owner's own payment gateway (Midtrans or Xendit): one row per company. The keys are a secret:
// sealed with AES-256-GCM under the server's PAYMENT_KEYS_SECRET, never read back to any client.
export const paymentSettings = pgTable('payment_settings', {
  company_id: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  provider: text('provider').$type<PaymentProviderName>(),
  methods: jsonb('methods').$type<PaymentMethod[]>().notNull().default(['qris']),
  orders_online: boolean('orders_online').notNull().default(false),
  booking_deposit: boolean('booking_deposit').notNull().default(false),
  /** 'v1.<iv>.<tag>.<ciphertext>' (base64url) of the vendor's keys as JSON; null: none connected. */
  keys_sealed: text('keys_sealed'),
  updated_at: updatedAt(),
});

// One transaction at the owner's gateway per order, or per booking's deposit: the unique order_id (or
// booking_id) makes a second tap (or a second instance) find the first transaction instead of charging twice.
export const orderPayments = pgTable(
  'order_payments',
  {
    id: serial('id').primaryKey(),
    company_id: companyId(),
    /** The order paid; null for a booking's deposit. */
    order_id: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** The booking whose deposit this is; null for an order. */
    booking_id: integer('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    /** What the vendor knows the payment by: Midtrans order_id, Xendit external_id. */
    vendor_order_id: text('vendor_order_id').notNull(),
    /** The vendor's own id (Midtrans transaction_id, Xendit invoice id), once created. */
    vendor_ref: text('vendor_ref'),
    amount: money('amount').notNull(),
    status: text('status').$type<OrderPaymentStatus>().notNull().default('pending'),
    qr_string: text('qr_string'),
    payment_url: text('payment_url'),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    paid_at: timestamp('paid_at', { withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('order_payments_order_key').on(t.order_id),
    uniqueIndex('order_payments_booking_key').on(t.booking_id),
    check('order_payments_one_target', sql`(${t.order_id} is null) <> (${t.booking_id} is null)`),
    uniqueIndex('order_payments_vendor_order_key').on(t.provider, t.vendor_order_id),
    index('order_payments_pending_idx').on(t.status, t.expires_at),
  ],
);

// Each vendor notification taken once: a replay (same provider and event key) is refused by the
// unique index, whichever instance receives it.
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    company_id: companyId(),
    payment_id: integer('payment_id')
      .notNull()
      .references(() => orderPayments.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    event_key: text('event_key').notNull(),
    status: text('status').notNull(),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('payment_events_event_key').on(t.provider, t.event_key)],
);
