import {
  addDays,
  type DashboardBookings,
  type SiteTimeZone,
  siteDateTime,
  siteDay,
  siteTimeZone,
} from '@webku/contract';
import { bookingSettings, bookings, companies, type Db, webSettings } from '@webku/db';
import { and, eq, exists, gt, gte, or, sql } from 'drizzle-orm';
import { bookingProposal } from './booking-proposal';

/** What the dashboard reads of a booking. */
export type BookingFigureRow = Pick<
  typeof bookings.$inferSelect,
  'id' | 'status' | 'customer_name' | 'offering_name' | 'start_at' | 'answer_by' | 'created_at'
>;

const WEEKS = 4;
const DAY_MS = 86_400_000;

/** The Monday of the week `day` (YYYY-MM-DD) falls in. */
function mondayOf(day: string): string {
  // getUTCDay counts from Sunday (0); Monday is 0 days into its week.
  const intoWeek = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(day, -intoWeek);
}

/** A request still pending whose answer time has passed: its place was released unanswered. */
const isMissed = (row: BookingFigureRow, now: number) =>
  row.status === 'pending' && row.answer_by !== null && row.answer_by.getTime() <= now;

/**
 * The dashboard's booking card from the company's settings and its bookings: null while the owner has
 * never switched bookings on (no settings, or off with no booking ever made). `rows` must hold every
 * booking made since the oldest of the 4 weeks and every pending one still ahead.
 */
export function bookingFigures({
  isActive,
  proposed = false,
  everBooked,
  rows,
  zone,
  now,
}: {
  /** Null without a settings row. */
  isActive: boolean | null;
  /** Whether the kind of business books, so that bookings never set up are proposed. */
  proposed?: boolean;
  everBooked: boolean;
  rows: readonly BookingFigureRow[];
  zone: SiteTimeZone;
  now: number;
}): DashboardBookings | null {
  const isProposal = isActive === null && proposed;
  if (!isProposal && (isActive === null || (!isActive && !everBooked))) return null;
  const waiting = rows
    .filter((row) => row.status === 'pending' && !isMissed(row, now) && row.start_at.getTime() > now)
    .sort((a, b) => a.start_at.getTime() - b.start_at.getTime() || a.id - b.id);
  const thisWeek = mondayOf(siteDay(now, zone));
  const weeks = Array.from({ length: WEEKS }, (_, n) => ({
    week_start: addDays(thisWeek, (n - WEEKS + 1) * 7),
    requested: 0,
    confirmed: 0,
    missed: 0,
  }));
  for (const row of rows) {
    const week = weeks.find(({ week_start }) => week_start === mondayOf(siteDay(row.created_at, zone)));
    if (!week) continue;
    week.requested += 1;
    if (row.status === 'confirmed') week.confirmed += 1;
    if (isMissed(row, now)) week.missed += 1;
  }
  const next = waiting[0];
  return {
    is_active: isActive === true,
    proposed: isProposal,
    waiting: waiting.length,
    next_waiting: next
      ? {
          id: next.id,
          customer_name: next.customer_name,
          offering_name: next.offering_name,
          start: siteDateTime(next.start_at.getTime(), zone),
        }
      : null,
    weeks,
  };
}

/** The booking card of one company, in two queries: its settings and zone, and its recent bookings. */
export async function loadBookingFigures(
  db: Db,
  companyId: number,
  now: number,
): Promise<DashboardBookings | null> {
  const ofCompany = eq(bookings.company_id, companyId);
  const [[company], rows] = await Promise.all([
    db
      .select({
        zone: webSettings.time_zone,
        businessType: companies.business_type,
        description: companies.description,
        isActive: bookingSettings.is_active,
        everBooked: sql<boolean>`${exists(db.select({ id: bookings.id }).from(bookings).where(ofCompany))}`,
      })
      .from(companies)
      .leftJoin(webSettings, eq(webSettings.company_id, companies.id))
      .leftJoin(bookingSettings, eq(bookingSettings.company_id, companies.id))
      .where(eq(companies.id, companyId)),
    // Four weeks back from any day of this week, in any of the zones, lie within 29 days.
    db
      .select({
        id: bookings.id,
        status: bookings.status,
        customer_name: bookings.customer_name,
        offering_name: bookings.offering_name,
        start_at: bookings.start_at,
        answer_by: bookings.answer_by,
        created_at: bookings.created_at,
      })
      .from(bookings)
      .where(
        and(
          ofCompany,
          or(
            gte(bookings.created_at, new Date(now - 29 * DAY_MS)),
            and(eq(bookings.status, 'pending'), gt(bookings.start_at, new Date(now))),
          ),
        ),
      ),
  ]);
  return bookingFigures({
    isActive: company?.isActive ?? null,
    proposed: bookingProposal(company?.businessType ?? '', company?.description ?? '') !== null,
    everBooked: company?.everBooked ?? false,
    rows,
    zone: siteTimeZone(company?.zone),
    now,
  });
}
