import { randomBytes, randomInt } from 'node:crypto';
import {
  type Booking,
  type BookingDeposit,
  type BusySpan,
  type SiteTimeZone,
  siteDateTime,
  siteTimeZone,
  type WebLanguage,
} from '@webku/contract';
import { bookingSettings, bookings, companies, type Db, type orderPayments, webSettings } from '@webku/db';
import { and, eq, gt, lt, or, sql } from 'drizzle-orm';

// The rows of the bookings, read and written for one company at a time, and what every part of the
// bookings shares: the business behind them, the company's lock, the codes and tokens, the booking's shape.

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Reader = Db | Tx;
export type SettingsRow = typeof bookingSettings.$inferSelect;
export type BookingRow = typeof bookings.$inferSelect;
/** A booking's deposit payment at the owner's gateway (one per booking at most). */
export type DepositRow = typeof orderPayments.$inferSelect;

/** What every part of the bookings is given: the database, the platform's origin (the calendar addresses are written on it) and the clock. */
export type BookingsContext = { db: Db; base: string; now: () => number };

/** The company a booking is made with, as the tenant directory found it. */
export type BookingCompany = { id: number; name: string };

// Letters and digits that cannot be misread for each other when a customer types the code back.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 6;
const newCode = () =>
  Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

// The secrets of the calendar addresses: 32 random bytes, 43 characters of base64url.
export const newToken = () => randomBytes(32).toString('base64url');
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

// One lock per company, held to the end of the transaction that books: two requests for the last place,
// in one process or in several on one PostgreSQL, are taken one after the other.
const BOOKING_LOCK = 0x626b;
export const lockCompany = (tx: Tx, companyId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(${BOOKING_LOCK}, ${companyId})`);

/** Stores a booking under a fresh code, drawing again in the rare case the company already has it. */
export async function insertBooking(
  tx: Tx,
  values: Omit<typeof bookings.$inferInsert, 'code'>,
): Promise<BookingRow> {
  for (;;) {
    const [row] = await tx
      .insert(bookings)
      .values({ ...values, code: newCode() })
      .onConflictDoNothing()
      .returning();
    if (row) return row;
  }
}

/** What the site and the messages need to know about the business. */
export type Business = {
  companyId: number;
  name: string;
  zone: SiteTimeZone;
  whatsapp: string | null;
  /** The site's own language. */
  language: WebLanguage;
  /** The site's languages: its own, and its second one while it has one. */
  languages: WebLanguage[];
};

export async function readBusiness(db: Reader, companyId: number, name: string): Promise<Business> {
  const [row] = await db
    .select({
      zone: webSettings.time_zone,
      whatsapp: webSettings.whatsapp_number,
      language: companies.web_language,
      second: webSettings.second_language,
    })
    .from(companies)
    .leftJoin(webSettings, eq(webSettings.company_id, companies.id))
    .where(eq(companies.id, companyId));
  return {
    companyId,
    name,
    zone: siteTimeZone(row?.zone),
    whatsapp: row?.whatsapp ?? null,
    language: row?.language ?? 'indonesia',
    languages: [row?.language ?? 'indonesia', ...(row?.second ? [row.second] : [])],
  };
}

/**
 * The language the owner's messages to a customer are written in: the one of the page they booked on,
 * or the site's own for a booking that does not name one (taken by the owner, or made before bookings
 * remembered their language).
 */
export const customerLanguage = (row: { language: WebLanguage | null }, business: Business): WebLanguage =>
  row.language ?? business.language;

export async function readSettingsRow(db: Reader, companyId: number): Promise<SettingsRow | null> {
  const [row] = await db.select().from(bookingSettings).where(eq(bookingSettings.company_id, companyId));
  return row ?? null;
}

/** Confirmed bookings, and requests still holding their place at `now`. */
export const holdingPlace = (now: number) =>
  or(
    eq(bookings.status, 'confirmed'),
    and(eq(bookings.status, 'pending'), gt(bookings.answer_by, new Date(now))),
  );

/**
 * The places taken around `from`-`to`: confirmed bookings and requests still waiting for an answer. With an
 * offering, only those that take its places: its own when it has places of its own, else those of every
 * offering that shares the business's places (a booking of a removed item among them).
 */
export async function readBusy(
  db: Reader,
  companyId: number,
  from: number,
  to: number,
  now: number,
  offering: { id: number; places: number | null } | null = null,
  ownPlaces: readonly { id: number; places: number | null }[] = [],
): Promise<BusySpan[]> {
  const rows = await db
    .select({ start: bookings.start_at, end: bookings.end_at, offeringId: bookings.offering_id })
    .from(bookings)
    .where(
      and(
        eq(bookings.company_id, companyId),
        lt(bookings.start_at, new Date(to)),
        gt(bookings.end_at, new Date(from)),
        holdingPlace(now),
      ),
    );
  const separate = new Set(ownPlaces.filter((item) => item.places !== null).map((item) => item.id));
  const takesPlace = (offeringId: number | null) =>
    !offering ||
    (offering.places !== null
      ? offeringId === offering.id
      : offeringId === null || !separate.has(offeringId));
  return rows
    .filter((row) => takesPlace(row.offeringId))
    .map((row) => ({ start: row.start.getTime(), end: row.end.getTime() }));
}

/** The deposit as the owner's list shows it: a paid one on a booking that is not confirmed is flagged. */
const depositOf = (row: BookingRow, deposit: DepositRow | null): BookingDeposit | null =>
  deposit && {
    amount: deposit.amount,
    status: deposit.status,
    paid_at: deposit.paid_at?.toISOString() ?? null,
    paid_not_placed: deposit.status === 'paid' && row.status !== 'confirmed',
  };

/**
 * Whether the deposit paid confirmed the booking itself: the confirmation writes the payment's time as the
 * booking's answer time, in the same transaction.
 */
export const confirmedByDeposit = (row: BookingRow, deposit: DepositRow | null) =>
  row.status === 'confirmed' &&
  deposit?.status === 'paid' &&
  deposit.paid_at?.getTime() === row.answered_at?.getTime();

export function toBooking(
  row: BookingRow,
  zone: SiteTimeZone,
  now: number,
  deposit: DepositRow | null = null,
): Booking {
  return {
    id: row.id,
    code: row.code,
    status: row.status,
    is_expired: row.status === 'pending' && row.answer_by !== null && row.answer_by.getTime() <= now,
    offering_id: row.offering_id,
    offering_name: row.offering_name,
    unit: row.unit,
    start: siteDateTime(row.start_at.getTime(), zone),
    end: siteDateTime(row.end_at.getTime(), zone),
    customer_name: row.customer_name,
    customer_whatsapp: row.customer_whatsapp,
    created_at: row.created_at.toISOString(),
    answer_by: row.answer_by ? siteDateTime(row.answer_by.getTime(), zone) : null,
    reminder_url: null,
    language: row.language,
    deposit: depositOf(row, deposit),
  };
}

export const waLink = (number: string, text: string) =>
  `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
