import { randomBytes, randomInt } from 'node:crypto';
import {
  addDays,
  BOOKING_DEFAULTS,
  BOOKING_LIMITS,
  type Booking,
  type BookingCreated,
  type BookingOffering,
  type BookingRequest,
  type BookingSettings,
  type BookingSettingsInput,
  type BookingTime,
  type BookingUnit,
  type BusySpan,
  DAYS_OF_WEEK,
  freeDays,
  freeTimes,
  isCalendarDay,
  MAX_STAY_DAYS,
  type OpeningHour,
  type PublicPayload,
  parseSiteDateTime,
  placesTaken,
  type SiteTimeZone,
  type StayUnit,
  siteDateTime,
  siteDay,
  siteTimeZone,
  stayWindow,
  type WebLanguage,
} from '@webku/contract';
import {
  bookingSettings,
  bookings,
  companies,
  type Db,
  menuItems,
  restorePoints,
  stores,
  webSettings,
} from '@webku/db';
import { and, asc, eq, gt, lt, or, type SQL, sql } from 'drizzle-orm';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../errors';
import { recordContentChange } from '../../site-content/content-changes';
import { bookingCalendar } from './booking-ics';
import { bookingMessages } from './booking-messages';
import { bookingProposal } from './booking-proposal';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Reader = Db | Tx;
type SettingsRow = typeof bookingSettings.$inferSelect;
type BookingRow = typeof bookings.$inferSelect;

const DEFAULT_HOURS: OpeningHour[] = DAYS_OF_WEEK.map((day) => ({
  day_of_week: day,
  opening_time: '09:00',
  closing_time: '17:00',
  is_closed: false,
}));

// Letters and digits that cannot be misread for each other when a customer types the code back.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 6;
const newCode = () =>
  Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

// The secrets of the calendar addresses: 32 random bytes, 43 characters of base64url.
const newToken = () => randomBytes(32).toString('base64url');
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const FEED_PAST_DAYS = 30;

/** The public calendar addresses, under the API on the platform's own origin. */
export const bookingCalendarPath = (token: string) => `/api/public/booking-calendar/${token}.ics`;
export const bookingEventPath = (token: string) => `/api/public/booking-event/${token}.ics`;

// One lock per company, held to the end of the transaction that books: two requests for the last place,
// in one process or in several on one PostgreSQL, are taken one after the other.
const BOOKING_LOCK = 0x626b;
const lockCompany = (tx: Tx, companyId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(${BOOKING_LOCK}, ${companyId})`);

/** Why a request was refused, as the booking page names it (409 for a taken time, 422 otherwise). */
export type RequestRefusal = 'taken' | 'time' | 'open';

export class BookingRefusedError extends AppError {
  constructor(
    readonly refusal: RequestRefusal,
    message: string,
  ) {
    super(refusal === 'taken' ? 'conflict' : 'invalid', message);
  }
}

/** What the site and the messages need to know about the business. */
type Business = {
  companyId: number;
  name: string;
  zone: SiteTimeZone;
  whatsapp: string | null;
  /** The site's own language. */
  language: WebLanguage;
  /** The site's languages: its own, and its second one while it has one. */
  languages: WebLanguage[];
};

/**
 * The language the owner's messages to a customer are written in: the one of the page they booked on,
 * or the site's own for a booking that does not name one (taken by the owner, or made before bookings
 * remembered their language).
 */
const customerLanguage = (row: { language: WebLanguage | null }, business: Business): WebLanguage =>
  row.language ?? business.language;

/** `publicBaseUrl`: the platform's origin, which the calendar addresses are written on. */
export type BookingsDeps = { db: Db; publicBaseUrl: string; now?: () => number };

export class Bookings {
  readonly #db: Db;
  readonly #base: string;
  readonly #now: () => number;

  constructor({ db, publicBaseUrl, now = Date.now }: BookingsDeps) {
    this.#db = db;
    this.#base = publicBaseUrl.replace(/\/+$/, '');
    this.#now = now;
  }

  async #business(db: Reader, companyId: number, name: string): Promise<Business> {
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

  async #settingsRow(db: Reader, companyId: number): Promise<SettingsRow | null> {
    const [row] = await db.select().from(bookingSettings).where(eq(bookingSettings.company_id, companyId));
    return row ?? null;
  }

  // A homestay's rooms book by the night and a rental's vehicles by the day until the owner says otherwise.
  async #offerings(db: Reader, companyId: number, row: SettingsRow | null): Promise<BookingOffering[]> {
    const [items, unit] = await Promise.all([
      db
        .select({ id: menuItems.id, name: menuItems.name })
        .from(menuItems)
        .where(and(eq(menuItems.company_id, companyId), eq(menuItems.is_active, true)))
        .orderBy(asc(menuItems.display_order), asc(menuItems.id)),
      usualUnit(db, companyId),
    ]);
    return withBookingChoices(items, row, unit);
  }

  async #hours(db: Reader, companyId: number, row: SettingsRow | null) {
    if (row?.hours) return { hours: row.hours, source: 'own' as const };
    const rows = await db
      .select({ hours: stores.opening_hours })
      .from(stores)
      .where(and(eq(stores.company_id, companyId), eq(stores.is_active, true)))
      .orderBy(asc(stores.display_order), asc(stores.id));
    const fromStore = rows.find((store) => store.hours.length > 0)?.hours;
    return fromStore
      ? { hours: fromStore as OpeningHour[], source: 'stores' as const }
      : { hours: DEFAULT_HOURS, source: 'default' as const };
  }

  async #settings(db: Reader, companyId: number): Promise<BookingSettings> {
    const row = await this.#settingsRow(db, companyId);
    const { hours, source } = await this.#hours(db, companyId, row);
    return {
      is_active: row?.is_active ?? false,
      capacity: row?.capacity ?? BOOKING_DEFAULTS.capacity,
      lead_minutes: row?.lead_minutes ?? BOOKING_DEFAULTS.leadMinutes,
      horizon_days: row?.horizon_days ?? BOOKING_DEFAULTS.horizonDays,
      hold_minutes: row?.hold_minutes ?? BOOKING_DEFAULTS.holdMinutes,
      closed_days: row?.closed_days ?? [],
      offerings: await this.#offerings(db, companyId, row),
      hours,
      hours_source: source,
    };
  }

  settings(companyId: number): Promise<BookingSettings> {
    return this.#settings(this.#db, companyId);
  }

  async saveSettings(companyId: number, input: BookingSettingsInput): Promise<BookingSettings> {
    return this.#db.transaction(async (tx) => {
      const current = await this.#settings(tx, companyId);
      const row = await this.#settingsRow(tx, companyId);
      if (input.is_active) {
        const business = await this.#business(tx, companyId, '');
        if (!business.whatsapp)
          throw new ValidationError(
            'Booking dikonfirmasi lewat WhatsApp: isi dulu Nomor WhatsApp di Pengaturan Web, lalu aktifkan booking',
          );
      }
      const known = new Set(current.offerings.map((offering) => offering.id));
      const unknown = input.offerings?.find((offering) => !known.has(offering.id));
      if (unknown) throw new ValidationError(`Layanan dengan id ${unknown.id} tidak ada di daftar menu`);
      // An offering sent replaces the owner's earlier choice for it (keeping its unit when none is sent);
      // the others stay as they were.
      const earlier = new Map((row?.offerings ?? []).map((choice) => [choice.id, choice]));
      const offerings = input.offerings
        ? [
            ...(row?.offerings ?? []).filter((kept) => !input.offerings?.some((next) => next.id === kept.id)),
            ...input.offerings.map((next) => ({
              ...next,
              unit: next.unit ?? earlier.get(next.id)?.unit ?? 'time',
            })),
          ].filter((choice) => known.has(choice.id))
        : row?.offerings;
      const values = {
        is_active: input.is_active ?? current.is_active,
        capacity: input.capacity ?? current.capacity,
        lead_minutes: input.lead_minutes ?? current.lead_minutes,
        horizon_days: input.horizon_days ?? current.horizon_days,
        hold_minutes: input.hold_minutes ?? current.hold_minutes,
        closed_days: input.closed_days ?? current.closed_days,
        offerings: offerings ?? [],
        hours: input.hours === undefined ? (row?.hours ?? null) : input.hours,
      };
      await tx
        .insert(bookingSettings)
        .values({ company_id: companyId, ...values })
        .onConflictDoUpdate({ target: bookingSettings.company_id, set: values });
      // The site shows the booking section from its cached content: every instance renders it again.
      await recordContentChange(tx, companyId);
      return this.#settings(tx, companyId);
    });
  }

  /** The places taken around `from`-`to`: confirmed bookings and requests still waiting for an answer. */
  async #busy(db: Reader, companyId: number, from: number, to: number, now: number): Promise<BusySpan[]> {
    const rows = await db
      .select({ start: bookings.start_at, end: bookings.end_at })
      .from(bookings)
      .where(
        and(
          eq(bookings.company_id, companyId),
          lt(bookings.start_at, new Date(to)),
          gt(bookings.end_at, new Date(from)),
          or(
            eq(bookings.status, 'confirmed'),
            and(eq(bookings.status, 'pending'), gt(bookings.answer_by, new Date(now))),
          ),
        ),
      );
    return rows.map((row) => ({ start: row.start.getTime(), end: row.end.getTime() }));
  }

  async #activeOffering(db: Reader, companyId: number, offeringId: number) {
    const settings = await this.#settings(db, companyId);
    if (!settings.is_active) throw new NotFoundError('Booking belum dibuka di website ini');
    const offering = settings.offerings.find((item) => item.id === offeringId && item.is_bookable);
    if (!offering) throw new NotFoundError('Layanan itu tidak bisa dibooking');
    return { settings, offering };
  }

  async #timesOf(
    db: Reader,
    business: Business,
    settings: BookingSettings,
    durationMinutes: number,
    day: string,
    now: number,
  ) {
    const start = Date.parse(`${day}T00:00:00Z`) - 86_400_000;
    const busy = await this.#busy(db, business.companyId, start, start + 3 * 86_400_000, now);
    return freeTimes({
      day,
      zone: business.zone,
      hours: settings.hours,
      durationMinutes,
      capacity: settings.capacity,
      busy,
      now,
      leadMinutes: settings.lead_minutes,
      horizonDays: settings.horizon_days,
      closedDays: settings.closed_days,
    });
  }

  /**
   * The free times of a day for an offering, in the site's zone; for nights and days, the free ones from
   * `day` to `lastDay` (two weeks when not given), each as the one-unit stay starting on it.
   */
  async freeTimes(
    company: { id: number; name: string },
    offeringId: number,
    day: string,
    lastDay?: string,
  ): Promise<BookingTime[]> {
    const business = await this.#business(this.#db, company.id, company.name);
    const { settings, offering } = await this.#activeOffering(this.#db, company.id, offeringId);
    const now = this.#now();
    if (offering.unit === 'time')
      return this.#timesOf(this.#db, business, settings, offering.duration_minutes, day, now);
    return this.#daysOf(this.#db, business, settings, offering.unit, day, lastDay ?? addDays(day, 13), now);
  }

  async #daysOf(
    db: Reader,
    business: Business,
    settings: BookingSettings,
    unit: StayUnit,
    from: string,
    to: string,
    now: number,
  ) {
    const last = to > addDays(from, MAX_STAY_DAYS) ? addDays(from, MAX_STAY_DAYS) : to;
    const window = stayWindow(from, addDays(last, 1), unit, business.zone);
    const busy = await this.#busy(db, business.companyId, window.start, window.end, now);
    return freeDays({
      from,
      to: last,
      unit,
      zone: business.zone,
      capacity: settings.capacity,
      busy,
      now,
      horizonDays: settings.horizon_days,
      closedDays: settings.closed_days,
    });
  }

  /** The instants a request asks for, once they are on offer and a place is free in all of them. */
  async #wantedWindow(
    tx: Tx,
    business: Business,
    settings: BookingSettings,
    offering: BookingOffering,
    input: BookingRequest,
    now: number,
  ): Promise<BusySpan> {
    const texts = bookingMessages(business.language);
    if (offering.unit !== 'time') {
      const first = /^\d{4}-\d{2}-\d{2}/.exec(input.start)?.[0];
      const last = /^\d{4}-\d{2}-\d{2}/.exec(input.end ?? '')?.[0];
      if (!first || !last || !isCalendarDay(first) || !isCalendarDay(last))
        throw new BookingRefusedError('time', texts.badStay);
      if (last <= first || last > addDays(first, MAX_STAY_DAYS))
        throw new BookingRefusedError('time', texts.badStay);
      const count = Math.round((Date.parse(last) - Date.parse(first)) / 86_400_000);
      const window = stayWindow(first, last, offering.unit, business.zone);
      const onOffer = { from: first, to: addDays(last, -1), unit: offering.unit, zone: business.zone, now };
      const limits = { horizonDays: settings.horizon_days, closedDays: settings.closed_days };
      if (freeDays({ ...onOffer, ...limits, capacity: 1, busy: [] }).length !== count)
        throw new BookingRefusedError('time', texts.notOffered);
      const busy = await this.#busy(tx, business.companyId, window.start, window.end, now);
      if (placesTaken(busy, window.start, window.end) >= settings.capacity)
        throw new BookingRefusedError('taken', texts.taken);
      return window;
    }
    const start = parseSiteDateTime(input.start, business.zone);
    if (start === null) throw new BookingRefusedError('time', texts.badStart);
    const day = siteDay(start, business.zone);
    const times = await this.#timesOf(tx, business, settings, offering.duration_minutes, day, now);
    const wanted = siteDateTime(start, business.zone);
    if (!times.some((time) => time.start === wanted)) {
      const everFree = freeTimes({
        day,
        zone: business.zone,
        hours: settings.hours,
        durationMinutes: offering.duration_minutes,
        capacity: settings.capacity,
        busy: [],
        now,
        leadMinutes: settings.lead_minutes,
        horizonDays: settings.horizon_days,
        closedDays: settings.closed_days,
      });
      if (everFree.some((time) => time.start === wanted)) throw new BookingRefusedError('taken', texts.taken);
      throw new BookingRefusedError('time', texts.notOffered);
    }
    return { start, end: start + offering.duration_minutes * 60_000 };
  }

  /**
   * A customer's request: stored with a short code while its time is free, then handed to WhatsApp.
   * 409 when the time was taken meanwhile; 422 for a time that was never on offer or a number with too
   * many open requests.
   */
  async request(
    company: { id: number; name: string },
    input: BookingRequest,
    /** The language of the page the customer asked from (one of the site's): the message is written in it. */
    pageLanguage: WebLanguage | null = null,
  ): Promise<BookingCreated> {
    const now = this.#now();
    const created = await this.#db.transaction(async (tx) => {
      await lockCompany(tx, company.id);
      const business = await this.#business(tx, company.id, company.name);
      const { settings, offering } = await this.#activeOffering(tx, company.id, input.offering_id);
      // The page's language while it is one of the site's; the site's own otherwise.
      const language =
        pageLanguage && business.languages.includes(pageLanguage) ? pageLanguage : business.language;
      const texts = bookingMessages(language);
      const { start, end } = await this.#wantedWindow(tx, business, settings, offering, input, now);
      const open = await tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(
          and(
            eq(bookings.company_id, company.id),
            eq(bookings.customer_whatsapp, input.customer_whatsapp),
            gt(bookings.end_at, new Date(now)),
            or(
              eq(bookings.status, 'confirmed'),
              and(eq(bookings.status, 'pending'), gt(bookings.answer_by, new Date(now))),
            ),
          ),
        );
      if (open.length >= BOOKING_LIMITS.openPerNumber)
        throw new BookingRefusedError('open', texts.tooManyOpen);
      for (;;) {
        const code = newCode();
        const [row] = await tx
          .insert(bookings)
          .values({
            company_id: company.id,
            code,
            offering_id: offering.id,
            offering_name: offering.name,
            unit: offering.unit,
            start_at: new Date(start),
            end_at: new Date(end),
            customer_name: input.customer_name,
            customer_whatsapp: input.customer_whatsapp,
            language,
            answer_by: new Date(now + settings.hold_minutes * 60_000),
          })
          .onConflictDoNothing()
          .returning();
        if (row) return { row, business };
      }
    });
    const { row, business } = created;
    if (!business.whatsapp) throw new NotFoundError('Booking belum dibuka di website ini');
    const text = bookingMessages(customerLanguage(row, business)).request(business, row);
    return { code: row.code, status: 'pending', whatsapp_url: waLink(business.whatsapp, text) };
  }

  /**
   * The owner's list: what is still to come and the last week's. A booking accepted for tomorrow (in the
   * site's zone) carries its one-tap reminder to the customer.
   */
  async list(company: { id: number; name: string }): Promise<Booking[]> {
    const now = this.#now();
    const business = await this.#business(this.#db, company.id, company.name);
    const rows = await this.#db
      .select()
      .from(bookings)
      .where(and(eq(bookings.company_id, company.id), gt(bookings.end_at, new Date(now - 7 * 86_400_000))))
      .orderBy(asc(bookings.start_at), asc(bookings.id));
    const tomorrow = addDays(siteDay(now, business.zone), 1);
    return rows.map((row) => {
      const booking = toBooking(row, business.zone, now);
      const remind =
        row.status === 'confirmed' && siteDay(row.start_at.getTime(), business.zone) === tomorrow;
      if (!remind) return booking;
      const reminder = bookingMessages(customerLanguage(row, business)).reminder(business, row);
      return { ...booking, reminder_url: waLink(row.customer_whatsapp, reminder) };
    });
  }

  async #answer(companyId: number, id: number, answer: 'confirmed' | 'declined') {
    const now = this.#now();
    return this.#db.transaction(async (tx) => {
      await lockCompany(tx, companyId);
      const [row] = await tx
        .select()
        .from(bookings)
        .where(and(eq(bookings.company_id, companyId), eq(bookings.id, id)));
      if (!row) throw new NotFoundError('Booking tidak ditemukan');
      if (row.status !== 'pending')
        throw new ConflictError(
          row.status === 'confirmed' ? 'Booking ini sudah diterima' : 'Booking ini sudah ditolak',
        );
      const settings = await this.#settings(tx, companyId);
      // A request past its answer time gave its place up: it can still be accepted while the place is free.
      if (answer === 'confirmed' && row.answer_by && row.answer_by.getTime() <= now) {
        const busy = await this.#busy(tx, companyId, row.start_at.getTime(), row.end_at.getTime(), now);
        const taken = busy.filter(
          (span) => span.start < row.end_at.getTime() && span.end > row.start_at.getTime(),
        );
        if (taken.length >= settings.capacity)
          throw new ConflictError(
            'Waktu itu sudah terisi booking lain; tolak permintaan ini dan tawarkan waktu lain',
          );
      }
      const [updated] = await tx
        .update(bookings)
        .set({
          status: answer,
          answered_at: new Date(now),
          ...(answer === 'confirmed' ? { event_token: newToken() } : {}),
        })
        .where(eq(bookings.id, id))
        .returning();
      return { row: updated as BookingRow, settings };
    });
  }

  /** Takes the place and writes the confirmation for the customer's WhatsApp. */
  async confirm(company: { id: number; name: string }, id: number) {
    const { row } = await this.#answer(company.id, id, 'confirmed');
    const business = await this.#business(this.#db, company.id, company.name);
    const icsUrl = `${this.#base}${bookingEventPath(row.event_token as string)}`;
    const text = bookingMessages(customerLanguage(row, business)).confirmed(business, row, icsUrl);
    return {
      ...toBooking(row, business.zone, this.#now()),
      whatsapp_url: waLink(row.customer_whatsapp, text),
      ics_url: icsUrl,
    };
  }

  /** Frees the place and writes the refusal with the next free times of the offering. */
  async decline(company: { id: number; name: string }, id: number) {
    const { row, settings } = await this.#answer(company.id, id, 'declined');
    const business = await this.#business(this.#db, company.id, company.name);
    const now = this.#now();
    const offering = settings.offerings.find((item) => item.id === row.offering_id);
    const duration =
      offering?.duration_minutes ?? Math.round((row.end_at.getTime() - row.start_at.getTime()) / 60_000);
    const others: BookingTime[] = [];
    // A stay's other free days are for the owner to word; times of day are offered here.
    let day = siteDay(row.start_at.getTime(), business.zone);
    for (
      let tries = 0;
      row.unit === 'time' && tries < 7 && others.length < 3;
      tries += 1, day = addDays(day, 1)
    ) {
      others.push(
        ...(await this.#timesOf(this.#db, business, settings, duration, day, now)).slice(
          0,
          3 - others.length,
        ),
      );
    }
    const text = bookingMessages(customerLanguage(row, business)).declined(business, row, others);
    return { ...toBooking(row, business.zone, now), whatsapp_url: waLink(row.customer_whatsapp, text) };
  }

  /**
   * A booking the owner took by phone or at the counter: accepted at once, for any offering, inside the
   * booking hours and where a place is free (no lead time: it may start in ten minutes). 409 when full.
   */
  async addByOwner(company: { id: number; name: string }, input: BookingRequest): Promise<Booking> {
    const now = this.#now();
    return this.#db.transaction(async (tx) => {
      await lockCompany(tx, company.id);
      const business = await this.#business(tx, company.id, company.name);
      const settings = await this.#settings(tx, company.id);
      const offering = settings.offerings.find((item) => item.id === input.offering_id);
      if (!offering) throw new NotFoundError('Layanan itu tidak ada di daftar menu');
      const window = await this.#wantedWindow(
        tx,
        business,
        { ...settings, lead_minutes: 0 },
        offering,
        input,
        now,
      );
      for (;;) {
        const [row] = await tx
          .insert(bookings)
          .values({
            company_id: company.id,
            code: newCode(),
            status: 'confirmed',
            offering_id: offering.id,
            offering_name: offering.name,
            unit: offering.unit,
            start_at: new Date(window.start),
            end_at: new Date(window.end),
            customer_name: input.customer_name,
            customer_whatsapp: input.customer_whatsapp,
            answered_at: new Date(now),
          })
          .onConflictDoNothing()
          .returning();
        if (row) return toBooking(row, business.zone, now);
      }
    });
  }

  /**
   * The owner's private calendar address, made on the first call. The token is stored as is (not hashed)
   * so that the admin can show the address again whenever it is opened; the feed finds it by exact match
   * on the column's unique index, so no comparison in this process depends on how much of it was right.
   */
  async calendarUrl(companyId: number): Promise<{ url: string }> {
    return { url: `${this.#base}${bookingCalendarPath(await this.#calendarToken(companyId, false))}` };
  }

  /** A new private calendar address; the old one answers 404 from then on. */
  async renewCalendarUrl(companyId: number): Promise<{ url: string }> {
    return { url: `${this.#base}${bookingCalendarPath(await this.#calendarToken(companyId, true))}` };
  }

  // Before the owner saves settings there is no row: one is made with the defaults, switched off.
  async #calendarToken(companyId: number, renew: boolean): Promise<string> {
    const token = newToken();
    const [row] = await this.#db
      .insert(bookingSettings)
      .values({
        company_id: companyId,
        capacity: BOOKING_DEFAULTS.capacity,
        lead_minutes: BOOKING_DEFAULTS.leadMinutes,
        horizon_days: BOOKING_DEFAULTS.horizonDays,
        hold_minutes: BOOKING_DEFAULTS.holdMinutes,
        calendar_token: token,
      })
      .onConflictDoUpdate({
        target: bookingSettings.company_id,
        set: {
          calendar_token: renew
            ? token
            : sql`coalesce(${bookingSettings.calendar_token}, excluded.calendar_token)`,
        },
      })
      .returning({ token: bookingSettings.calendar_token });
    return row?.token as string;
  }

  /**
   * The private feed behind a calendar token: the confirmed bookings from 30 days ago on and the requests
   * still holding their place. Null for a token no company has.
   */
  async calendarFeed(token: string): Promise<string | null> {
    if (!TOKEN_PATTERN.test(token)) return null;
    const [owner] = await this.#db
      .select({ companyId: bookingSettings.company_id, name: companies.name })
      .from(bookingSettings)
      .innerJoin(companies, eq(companies.id, bookingSettings.company_id))
      .where(eq(bookingSettings.calendar_token, token));
    if (!owner) return null;
    const now = this.#now();
    const rows = await this.#db
      .select()
      .from(bookings)
      .where(
        and(
          eq(bookings.company_id, owner.companyId),
          gt(bookings.end_at, new Date(now - FEED_PAST_DAYS * 86_400_000)),
          or(
            eq(bookings.status, 'confirmed'),
            and(eq(bookings.status, 'pending'), gt(bookings.answer_by, new Date(now))),
          ),
        ),
      )
      .orderBy(asc(bookings.start_at), asc(bookings.id));
    return bookingCalendar(owner.name, rows.map(icsBooking), new Date(now));
  }

  /** The one confirmed booking behind an event token, as a calendar; null for an unknown or declined one. */
  async eventCalendar(token: string): Promise<string | null> {
    if (!TOKEN_PATTERN.test(token)) return null;
    const [found] = await this.#db
      .select({ row: bookings, name: companies.name })
      .from(bookings)
      .innerJoin(companies, eq(companies.id, bookings.company_id))
      .where(and(eq(bookings.event_token, token), eq(bookings.status, 'confirmed')));
    if (!found) return null;
    return bookingCalendar(found.name, [icsBooking(found.row)], new Date(this.#now()));
  }
}

/** How the company's kind of business usually books: by the night, by the day, or a time of day. */
async function usualUnit(db: Reader, companyId: number): Promise<BookingUnit> {
  const [company] = await db
    .select({ businessType: companies.business_type, description: companies.description })
    .from(companies)
    .where(eq(companies.id, companyId));
  return bookingProposal(company?.businessType ?? '', company?.description ?? '') ?? 'time';
}

const icsBooking = (row: BookingRow) => ({
  ...row,
  status: row.status === 'confirmed' ? ('confirmed' as const) : ('pending' as const),
});

/** Every offering with its length and whether it can be booked: 60 minutes and yes, unless changed. */
function withBookingChoices(
  items: readonly { id: number; name: string }[],
  row: Pick<SettingsRow, 'offerings'> | null,
  unit: BookingUnit = 'time',
): BookingOffering[] {
  const chosen = new Map((row?.offerings ?? []).map((choice) => [choice.id, choice]));
  return items.map((item) => ({
    id: item.id,
    name: item.name,
    is_bookable: chosen.get(item.id)?.is_bookable ?? true,
    unit: chosen.get(item.id)?.unit ?? unit,
    duration_minutes: chosen.get(item.id)?.duration_minutes ?? BOOKING_DEFAULTS.durationMinutes,
  }));
}

/**
 * The public payload's booking part: the offerings a visitor can book, from the site's visible items, or
 * null while the owner does not take bookings (or has no WhatsApp number to take them on).
 */
export async function publicBookingPart(
  db: Reader,
  companyId: number,
  items: readonly { id: number; name: string }[],
  ownerWhatsapp: string | null | undefined,
): Promise<PublicPayload['booking']> {
  if (!ownerWhatsapp) return null;
  const [row] = await db.select().from(bookingSettings).where(eq(bookingSettings.company_id, companyId));
  if (!row?.is_active) return null;
  const offerings = withBookingChoices(items, row, await usualUnit(db, companyId))
    .filter((offering) => offering.is_bookable)
    .map(({ id, name, unit, duration_minutes }) => ({ id, name, unit, duration_minutes }));
  return offerings.length ? { offerings } : null;
}

/**
 * Removes the customers' requests `retentionDays` after their booked time ended (personal data, UU 27/2022):
 * the owner has served them by then. Safe to run on every instance at once.
 */
export async function deleteEndedBookings(db: Db, now: number, retentionDays: number): Promise<number> {
  const before = new Date(now - retentionDays * 86_400_000);
  const gone = await db.delete(bookings).where(lt(bookings.end_at, before)).returning({ id: bookings.id });
  // The copies in the restore points go too: a point must not bring a customer's data back past its time.
  const requests = sql`coalesce(${restorePoints.content} -> 'bookings' -> 'requests', '[]'::jsonb)`;
  const ended = (request: SQL) =>
    sql`(${request} ->> 'end')::timestamptz < ${before.toISOString()}::timestamptz`;
  await db
    .update(restorePoints)
    .set({
      content: sql`jsonb_set(${restorePoints.content}, '{bookings,requests}', coalesce(
        (select jsonb_agg(r) from jsonb_array_elements(${requests}) r where not ${ended(sql`r`)}), '[]'::jsonb))`,
    })
    .where(sql`exists (select 1 from jsonb_array_elements(${requests}) r where ${ended(sql`r`)})`);
  return gone.length;
}

export function toBooking(row: BookingRow, zone: SiteTimeZone, now: number): Booking {
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
  };
}

const waLink = (number: string, text: string) => `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
