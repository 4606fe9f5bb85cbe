import { BOOKING_DEFAULTS, type BookingsBackup } from '@webku/contract';
import {
  asc,
  type BookingOfferingChoice,
  bookingSettings,
  bookings,
  type DbOrTx,
  eq,
  menuItems,
  sql,
} from '@webku/db';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The company's booking settings as a backup carries them (offerings named), or null before any were saved. */
export async function readBookingSettingsBackup(
  db: DbOrTx,
  companyId: number,
): Promise<BookingsBackup['settings']> {
  const [settings] = await db.select().from(bookingSettings).where(eq(bookingSettings.company_id, companyId));
  if (!settings) return null;
  const names = new Map((await itemsOf(db, companyId)).map((item) => [item.id, item.name]));
  return {
    is_active: settings.is_active,
    capacity: settings.capacity,
    lead_minutes: settings.lead_minutes,
    horizon_days: settings.horizon_days,
    hold_minutes: settings.hold_minutes,
    closed_days: settings.closed_days,
    hours: settings.hours,
    // A choice for an item deleted since has nothing to name.
    offerings: settings.offerings.flatMap(
      ({ id, is_bookable, unit, duration_minutes, places, class_times, deposit, deposit_percent }) => {
        const name = names.get(id);
        return name === undefined
          ? []
          : [
              {
                name,
                is_bookable,
                unit,
                duration_minutes,
                places: places ?? null,
                class_times: class_times ?? [],
                // Only where one is asked: a backup without deposits reads as before.
                ...(deposit ? { deposit } : {}),
                ...(deposit_percent ? { deposit_percent } : {}),
              },
            ];
      },
    ),
  };
}

/** The company's booking settings and every request, as a backup or a restore point carries them. */
export async function readBookingsBackup(db: DbOrTx, companyId: number): Promise<BookingsBackup> {
  const requests = await db
    .select()
    .from(bookings)
    .where(eq(bookings.company_id, companyId))
    .orderBy(asc(bookings.start_at), asc(bookings.id));
  return {
    settings: await readBookingSettingsBackup(db, companyId),
    requests: requests.map((row) => ({
      code: row.code,
      status: row.status,
      offering_name: row.offering_name,
      unit: row.unit,
      start: row.start_at.toISOString(),
      end: row.end_at.toISOString(),
      customer_name: row.customer_name,
      customer_whatsapp: row.customer_whatsapp,
      answer_by: iso(row.answer_by),
      answered_at: iso(row.answered_at),
      created_at: row.created_at.toISOString(),
      ...(row.language ? { language: row.language } : {}),
    })),
  };
}

/**
 * After a backup's or a restore point's content is written (its menu items have new ids): the settings
 * are put back with their offerings found again by name, and every request not here yet (by its code) is
 * added. A request made since the backup is never dropped, and the calendar address stays as it is.
 * Requests past their retention come back only until the next sweep removes them again.
 */
export async function restoreBookings(db: DbOrTx, companyId: number, part: BookingsBackup): Promise<void> {
  const ids = new Map<string, number>();
  for (const item of await itemsOf(db, companyId)) if (!ids.has(item.name)) ids.set(item.name, item.id);
  const [current] = await db
    .select({ id: bookingSettings.id })
    .from(bookingSettings)
    .where(eq(bookingSettings.company_id, companyId));
  if (part.settings || current) {
    const saved = part.settings ?? {};
    const values = {
      is_active: saved.is_active ?? false,
      capacity: saved.capacity ?? BOOKING_DEFAULTS.capacity,
      lead_minutes: saved.lead_minutes ?? BOOKING_DEFAULTS.leadMinutes,
      horizon_days: saved.horizon_days ?? BOOKING_DEFAULTS.horizonDays,
      hold_minutes: saved.hold_minutes ?? BOOKING_DEFAULTS.holdMinutes,
      closed_days: saved.closed_days ?? [],
      hours: saved.hours ?? null,
      offerings: (saved.offerings ?? []).flatMap(({ name, ...choice }): BookingOfferingChoice[] => {
        const id = ids.get(name);
        return id === undefined ? [] : [{ id, ...choice }];
      }),
    };
    await db
      .insert(bookingSettings)
      .values({ company_id: companyId, ...values })
      .onConflictDoUpdate({ target: bookingSettings.company_id, set: values });
  }
  for (let at = 0; at < part.requests.length; at += 500) {
    const rows = part.requests.slice(at, at + 500).map((request) => ({
      company_id: companyId,
      code: request.code,
      status: request.status,
      offering_name: request.offering_name,
      unit: request.unit,
      start_at: new Date(request.start),
      end_at: new Date(request.end),
      customer_name: request.customer_name,
      customer_whatsapp: request.customer_whatsapp,
      answer_by: request.answer_by ? new Date(request.answer_by) : null,
      answered_at: request.answered_at ? new Date(request.answered_at) : null,
      created_at: new Date(request.created_at),
      language: request.language ?? null,
    }));
    await db
      .insert(bookings)
      .values(rows)
      .onConflictDoNothing({ target: [bookings.company_id, bookings.code] });
  }
  // Every booking points at the item of its name again (or at none, when the menu has no such item).
  await db
    .update(bookings)
    .set({
      offering_id: sql`(select ${menuItems.id} from ${menuItems} where ${menuItems.company_id} = ${companyId}
        and ${menuItems.name} = ${bookings.offering_name} order by ${menuItems.display_order}, ${menuItems.id} limit 1)`,
    })
    .where(eq(bookings.company_id, companyId));
}

function itemsOf(db: DbOrTx, companyId: number) {
  return db
    .select({ id: menuItems.id, name: menuItems.name })
    .from(menuItems)
    .where(eq(menuItems.company_id, companyId))
    .orderBy(asc(menuItems.display_order), asc(menuItems.id));
}
