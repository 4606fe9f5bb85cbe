import {
  BOOKING_DEFAULTS,
  type BookingOffering,
  type BookingSettings,
  type BookingSettingsInput,
  type BookingUnit,
  DAYS_OF_WEEK,
  type OpeningHour,
} from '@webku/contract';
import { bookingSettings, companies, type Db, menuItems, stores } from '@webku/db';
import { and, asc, eq } from 'drizzle-orm';
import { ValidationError } from '../errors';
import { recordContentChange } from '../site-content/content-changes';
import { bookingProposal, priceUnitOf } from './booking-proposal';
import { type Reader, readBusiness, readSettingsRow, type SettingsRow } from './booking-store';

const DEFAULT_HOURS: OpeningHour[] = DAYS_OF_WEEK.map((day) => ({
  day_of_week: day,
  opening_time: '09:00',
  closing_time: '17:00',
  is_closed: false,
}));

/** How the company's kind of business usually books: by the night, by the day, or a time of day. */
export async function usualUnit(db: Reader, companyId: number): Promise<BookingUnit> {
  const [company] = await db
    .select({ businessType: companies.business_type, description: companies.description })
    .from(companies)
    .where(eq(companies.id, companyId));
  return bookingProposal(company?.businessType ?? '', company?.description ?? '') ?? 'time';
}

/** Every offering with its length and whether it can be booked: 60 minutes and yes, unless changed. */
export function withBookingChoices(
  items: readonly { id: number; name: string; description?: string | null }[],
  row: Pick<SettingsRow, 'offerings'> | null,
  unit: BookingUnit = 'time',
): BookingOffering[] {
  const chosen = new Map((row?.offerings ?? []).map((choice) => [choice.id, choice]));
  // Where the business books stays, an offering priced 'per bulan' (or per night, per day) books by that.
  const usual = (item: { description?: string | null }) =>
    (unit !== 'time' && priceUnitOf(item.description ?? '')) || unit;
  return items.map((item) => ({
    id: item.id,
    name: item.name,
    is_bookable: chosen.get(item.id)?.is_bookable ?? true,
    unit: chosen.get(item.id)?.unit ?? usual(item),
    duration_minutes: chosen.get(item.id)?.duration_minutes ?? BOOKING_DEFAULTS.durationMinutes,
    places: chosen.get(item.id)?.places ?? null,
    class_times: chosen.get(item.id)?.class_times ?? [],
    deposit: chosen.get(item.id)?.deposit ?? null,
    deposit_percent: chosen.get(item.id)?.deposit_percent ?? null,
  }));
}

// A homestay's rooms book by the night, a kos's by the month and a rental's vehicles by the day until the
// owner says otherwise.
async function readOfferings(
  db: Reader,
  companyId: number,
  row: SettingsRow | null,
): Promise<BookingOffering[]> {
  const [items, unit] = await Promise.all([
    db
      .select({ id: menuItems.id, name: menuItems.name, description: menuItems.description })
      .from(menuItems)
      .where(and(eq(menuItems.company_id, companyId), eq(menuItems.is_active, true)))
      .orderBy(asc(menuItems.display_order), asc(menuItems.id)),
    usualUnit(db, companyId),
  ]);
  return withBookingChoices(items, row, unit);
}

async function readHours(db: Reader, companyId: number, row: SettingsRow | null) {
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

/** The company's booking settings, with the defaults where the owner saved nothing. */
export async function readBookingSettings(db: Reader, companyId: number): Promise<BookingSettings> {
  const row = await readSettingsRow(db, companyId);
  const { hours, source } = await readHours(db, companyId, row);
  return {
    is_active: row?.is_active ?? false,
    capacity: row?.capacity ?? BOOKING_DEFAULTS.capacity,
    lead_minutes: row?.lead_minutes ?? BOOKING_DEFAULTS.leadMinutes,
    horizon_days: row?.horizon_days ?? BOOKING_DEFAULTS.horizonDays,
    hold_minutes: row?.hold_minutes ?? BOOKING_DEFAULTS.holdMinutes,
    closed_days: row?.closed_days ?? [],
    offerings: await readOfferings(db, companyId, row),
    hours,
    hours_source: source,
  };
}

export async function saveBookingSettings(
  db: Db,
  companyId: number,
  input: BookingSettingsInput,
): Promise<BookingSettings> {
  return db.transaction(async (tx) => {
    const current = await readBookingSettings(tx, companyId);
    const row = await readSettingsRow(tx, companyId);
    if (input.is_active) {
      const business = await readBusiness(tx, companyId, '');
      if (!business.whatsapp)
        throw new ValidationError(
          'Booking dikonfirmasi lewat WhatsApp: isi dulu Nomor WhatsApp di Pengaturan Web, lalu aktifkan booking',
        );
    }
    const known = new Set(current.offerings.map((offering) => offering.id));
    const unknown = input.offerings?.find((offering) => !known.has(offering.id));
    if (unknown) throw new ValidationError(`Layanan dengan id ${unknown.id} tidak ada di daftar menu`);
    // An offering sent replaces the owner's earlier choice for it (keeping the unit shown when none is sent);
    // the others stay as they were.
    const earlier = new Map((row?.offerings ?? []).map((choice) => [choice.id, choice]));
    const offerings = input.offerings
      ? [
          ...(row?.offerings ?? []).filter((kept) => !input.offerings?.some((next) => next.id === kept.id)),
          ...input.offerings.map((next) => ({
            ...next,
            // Left out: the unit the owner was shown (the kind's usual one, or the offering's price's).
            unit: next.unit ?? current.offerings.find((shown) => shown.id === next.id)?.unit ?? 'time',
            places: next.places === undefined ? (earlier.get(next.id)?.places ?? null) : next.places,
            class_times: next.class_times ?? earlier.get(next.id)?.class_times ?? [],
            // A deposit set one way (an amount, a share) replaces the other, unless that is sent too.
            deposit:
              next.deposit === undefined
                ? next.deposit_percent
                  ? null
                  : (earlier.get(next.id)?.deposit ?? null)
                : next.deposit,
            deposit_percent:
              next.deposit_percent === undefined
                ? next.deposit
                  ? null
                  : (earlier.get(next.id)?.deposit_percent ?? null)
                : next.deposit_percent,
          })),
        ].filter((choice) => known.has(choice.id))
      : row?.offerings;
    const seatless = offerings?.find((choice) => choice.class_times?.length && choice.places == null);
    if (seatless)
      throw new ValidationError(
        `Isi jumlah tempat per layanan untuk kelas dengan jadwal tetap (${current.offerings.find((o) => o.id === seatless.id)?.name})`,
      );
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
    return readBookingSettings(tx, companyId);
  });
}
