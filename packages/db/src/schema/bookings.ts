import type { BookingStatus, BookingUnit, DayOfWeek, OpeningHour, WebLanguage } from '@webku/contract';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { companyId } from './company-column';

/** An offering the owner changed from the default (bookable, 60 minutes). Rows saved before units book by time. */
export type BookingOfferingChoice = {
  id: number;
  is_bookable: boolean;
  unit?: BookingUnit;
  duration_minutes: number;
  /** Its own places at one time; absent or null (rows saved before): the business's capacity, shared. */
  places?: number | null;
  /** A class's fixed weekly times; absent (rows saved before) or empty: any time in the hours. */
  class_times?: { day_of_week: DayOfWeek; time: string }[];
  /** The deposit paid online when booking it (rupiah); absent (rows saved before) or null: none. */
  deposit?: number | null;
  /** Or the deposit as a share (percent) of the booking's price; absent or null: none. */
  deposit_percent?: number | null;
};

// One row per company once the owner saves booking settings; before that the defaults apply.
export const bookingSettings = pgTable(
  'booking_settings',
  {
    id: serial('id').primaryKey(),
    company_id: companyId(),
    is_active: boolean('is_active').notNull().default(false),
    capacity: integer('capacity').notNull(),
    lead_minutes: integer('lead_minutes').notNull(),
    horizon_days: integer('horizon_days').notNull(),
    hold_minutes: integer('hold_minutes').notNull(),
    closed_days: jsonb('closed_days').$type<string[]>().notNull().default([]),
    offerings: jsonb('offerings').$type<BookingOfferingChoice[]>().notNull().default([]),
    /** Null: the stores' hours (or 09:00-17:00 when they have none). */
    hours: jsonb('hours').$type<OpeningHour[]>(),
    /**
     * The secret of the owner's private calendar feed (null until first asked for). Kept as is, not hashed,
     * so the admin can show the address again; it is looked up by exact match on its unique index.
     */
    calendar_token: text('calendar_token'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('booking_settings_company_key').on(t.company_id),
    uniqueIndex('booking_settings_calendar_token_key').on(t.calendar_token),
  ],
);

// A customer's request and what the owner answered. Personal data: the owner's only, deleted with the
// account and a set time after the booked day.
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    company_id: companyId(),
    /** Short and unguessable within the company; the customer quotes it in WhatsApp. */
    code: text('code').notNull(),
    status: text('status').$type<BookingStatus>().notNull().default('pending'),
    /** The offering's id when booked (null once it is deleted) and its name, kept for the owner's list. */
    offering_id: integer('offering_id'),
    offering_name: text('offering_name').notNull(),
    /** 'time', or a stay of whole nights or days: how the owner's list and the messages word it. */
    unit: text('unit').$type<BookingUnit>().notNull().default('time'),
    start_at: timestamp('start_at', { withTimezone: true }).notNull(),
    end_at: timestamp('end_at', { withTimezone: true }).notNull(),
    customer_name: text('customer_name').notNull(),
    customer_whatsapp: text('customer_whatsapp').notNull(),
    /** The language of the page the customer booked on, which the owner's messages use; null: the site's main one. */
    language: text('language').$type<WebLanguage>(),
    /** A pending request holds its place until then; after it the place is free again. */
    answer_by: timestamp('answer_by', { withTimezone: true }),
    answered_at: timestamp('answered_at', { withTimezone: true }),
    /** The secret of the confirmed booking's public calendar event, set when the owner accepts it. */
    event_token: text('event_token'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('bookings_company_code_key').on(t.company_id, t.code),
    uniqueIndex('bookings_event_token_key').on(t.event_token),
    index('bookings_company_start_idx').on(t.company_id, t.start_at),
    index('bookings_end_idx').on(t.end_at),
  ],
);
