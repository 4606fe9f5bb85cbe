import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';
import { z } from 'zod';
import { dayOfWeekSchema } from '../enums/days-of-week';
import { WEB_LANGUAGES } from '../enums/web-languages';
import { ORDER_PAYMENT_STATUSES, orderPaymentSchema } from '../orders/payment-schemas';
import { idSchema, isoDateTimeSchema, oneLineText } from '../schemas/fields';
import { bookingHoursInputSchema, openingHourSchema, TIME_OF_DAY_PATTERN } from '../schemas/opening-hours';
import { BOOKING_UNITS, isCalendarDay } from './booking-times';

// Bookings: a customer asks on the site for a time, the owner answers in the admin and in WhatsApp.

export const BOOKING_STATUSES = ['pending', 'confirmed', 'declined'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const BOOKING_LIMITS = {
  capacity: { min: 1, max: 50 },
  durationMinutes: { min: 15, max: 12 * 60 },
  leadMinutes: { min: 0, max: 7 * 24 * 60 },
  horizonDays: { min: 1, max: 180 },
  holdMinutes: { min: 15, max: 48 * 60 },
  closedDays: 60,
  /** Requests one WhatsApp number may have waiting or booked ahead at one business. */
  openPerNumber: 3,
  customerName: 80,
} as const;

export const BOOKING_DEFAULTS = {
  capacity: 1,
  durationMinutes: 60,
  leadMinutes: 60,
  horizonDays: 30,
  holdMinutes: 120,
} as const;

/** One offering (an item of the menu or price list) as bookings read it. */
export const bookingOfferingSchema = z.object({
  id: idSchema,
  name: z.string(),
  is_bookable: z.boolean(),
  /** A length of time, or whole nights (rooms), days (rentals) or months (a kos). */
  unit: z.enum(BOOKING_UNITS),
  /** The length of a 'time' booking; nights and days ignore it. */
  duration_minutes: z.number().int(),
  /**
   * Its own places at one time (a room type's rooms, a barber's chairs), counted against its own bookings
   * only; null: it shares the business's `capacity` with the other offerings that have none.
   */
  places: z.number().int().nullable(),
  /** A class's fixed weekly times ('monday' '07:00'): only these are offered; empty for any time in the hours. */
  class_times: z.array(z.object({ day_of_week: dayOfWeekSchema, time: z.string() })),
  /**
   * The deposit (uang muka, in rupiah) a customer pays online through the owner's gateway when booking it;
   * null: none. Asked only while "Uang muka booking" is on in "Pembayaran Online".
   */
  deposit: z.number().int().nullable(),
  /** Or the deposit as a share (percent) of the booking's price (the item's price for each night, day or month). */
  deposit_percent: z.number().int().nullable(),
});
export type BookingOffering = z.infer<typeof bookingOfferingSchema>;

/**
 * The owner's booking settings as the admin reads them: every offering with its length (60 minutes and
 * bookable unless changed), and the weekly hours in use (`hours_source`: the owner's own, the stores', or
 * 09:00-17:00 every day when the stores have none).
 */
export const bookingSettingsSchema = z.object({
  is_active: z.boolean(),
  capacity: z.number().int(),
  lead_minutes: z.number().int(),
  horizon_days: z.number().int(),
  hold_minutes: z.number().int(),
  closed_days: z.array(z.string()),
  offerings: z.array(bookingOfferingSchema),
  hours: z.array(openingHourSchema),
  hours_source: z.enum(['own', 'stores', 'default']),
});
export type BookingSettings = z.infer<typeof bookingSettingsSchema>;

const wholeNumber = (label: string, { min, max }: { min: number; max: number }) =>
  z
    .number({ error: `${label} harus berupa angka` })
    .int({ error: `${label} harus bilangan bulat` })
    .min(min, { error: `${label} minimal ${min}` })
    .max(max, { error: `${label} maksimal ${max}` });

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The years a booking's dates may name: every real booking, and well inside what the database and the
 * date functions read (a year 0 or 10000 would reach the database as an out-of-range date).
 */
export const BOOKABLE_YEARS = { first: 2000, last: 2199 } as const;
const inBookableYears = (value: string) => {
  const year = Number(/^(\d{4})-/.exec(value)?.[1]);
  return year >= BOOKABLE_YEARS.first && year <= BOOKABLE_YEARS.last;
};
const outsideYears = (label: string) =>
  `${label} harus antara tahun ${BOOKABLE_YEARS.first} dan ${BOOKABLE_YEARS.last}`;
// A time sent as 'YYYY-MM-DDTHH:MM…' names its year first; any other shape is refused where it is read.
const bookableTime = (value: string) => !/^\d{4}-/.test(value) || inBookableYears(value);

/** A calendar day a booking may name (isCalendarDay, within BOOKABLE_YEARS). */
export const isBookableDay = (value: string) => isCalendarDay(value) && inBookableYears(value);

export const calendarDaySchema = (label: string) =>
  z
    .string({ error: `${label} harus berupa tanggal` })
    .regex(DAY, { error: `${label} harus ditulis TTTT-BB-HH, misalnya 2026-12-31` })
    .refine(isCalendarDay, { error: `${label} bukan tanggal yang ada` })
    .refine(inBookableYears, { error: outsideYears(label) });

const offeringPlaces = wholeNumber('Jumlah tempat per layanan', BOOKING_LIMITS.capacity)
  .nullable()
  .optional();

/**
 * A deposit within what one QRIS payment may carry (Rp10.000.000) and above the vendors' minimum; a share
 * of the price is 1 to 100 percent (the amount it comes to is kept within the same bounds).
 */
export const DEPOSIT_LIMITS = { min: 1_000, max: 10_000_000, percent: { min: 1, max: 100 } } as const;
const offeringDeposit = wholeNumber('Uang muka (deposit, rupiah)', DEPOSIT_LIMITS).nullable().optional();
const offeringDepositPercent = wholeNumber(
  'Uang muka (deposit_percent, persen harga)',
  DEPOSIT_LIMITS.percent,
)
  .nullable()
  .optional();

// A deposit is an amount or a share of the price, never both.
const oneDeposit = {
  check: (offering: { deposit?: number | null | undefined; deposit_percent?: number | null | undefined }) =>
    offering.deposit == null || offering.deposit_percent == null,
  error: {
    error: 'Isi uang muka dalam rupiah (deposit) atau persen harga (deposit_percent), salah satu saja',
    path: ['deposit_percent'],
  },
};

/** The most fixed times one class may be held in a week. */
export const MAX_CLASS_TIMES = 28;

const classTimesInput = z
  .array(
    z.object({
      day_of_week: dayOfWeekSchema,
      time: z.string().regex(TIME_OF_DAY_PATTERN, { error: 'Jam kelas harus ditulis JJ:MM, misalnya 07:00' }),
    }),
  )
  .max(MAX_CLASS_TIMES, { error: `Jadwal kelas maksimal ${MAX_CLASS_TIMES} kali seminggu` })
  .optional();

// A class is full when its seats are taken: its times need a number of places of its own.
const classNeedsPlaces = {
  check: (offering: { class_times?: unknown[] | undefined; places?: number | null | undefined }) =>
    !offering.class_times?.length || (offering.places ?? null) !== null,
  error: { error: 'Isi jumlah tempat per layanan untuk kelas dengan jadwal tetap', path: ['places'] },
};

/** What the owner may change; anything left out stays as it is. `hours: null` follows the stores again. */
export const bookingSettingsInputSchema = z.object({
  is_active: z.boolean({ error: 'Booking aktif harus ya atau tidak' }).optional(),
  capacity: wholeNumber('Jumlah tempat', BOOKING_LIMITS.capacity).optional(),
  lead_minutes: wholeNumber('Batas pesan sebelum mulai (menit)', BOOKING_LIMITS.leadMinutes).optional(),
  horizon_days: wholeNumber('Bisa dipesan berapa hari ke depan', BOOKING_LIMITS.horizonDays).optional(),
  hold_minutes: wholeNumber('Batas waktu menjawab (menit)', BOOKING_LIMITS.holdMinutes).optional(),
  closed_days: z
    .array(calendarDaySchema('Tanggal tutup'))
    .max(BOOKING_LIMITS.closedDays, { error: `Tanggal tutup maksimal ${BOOKING_LIMITS.closedDays}` })
    .optional(),
  offerings: z
    .array(
      z
        .object({
          id: idSchema,
          is_bookable: z.boolean({ error: 'Bisa dibooking harus ya atau tidak' }),
          // Left out: stays as it was (the kind's usual unit for an offering never changed).
          unit: z
            .enum(BOOKING_UNITS, {
              error: 'Cara booking harus per waktu, per malam, per hari, atau per bulan',
            })
            .optional(),
          duration_minutes: wholeNumber('Lama layanan (menit)', BOOKING_LIMITS.durationMinutes),
          // Left out: stays as it was; null: shares the business's places again.
          places: offeringPlaces,
          // Left out: stays as it was; empty: any time in the booking hours again.
          class_times: classTimesInput,
          // Left out: stays as it was (unless the other one is set); null: no deposit of that kind.
          deposit: offeringDeposit,
          deposit_percent: offeringDepositPercent,
        })
        .refine(classNeedsPlaces.check, classNeedsPlaces.error)
        .refine(oneDeposit.check, oneDeposit.error),
    )
    .max(500)
    .optional(),
  hours: bookingHoursInputSchema.nullable().optional(),
});
export type BookingSettingsInput = z.infer<typeof bookingSettingsInputSchema>;

/**
 * A WhatsApp number in Indonesian ('0812…', '+62 812…') or international form ('+61 4…', '0061 4…'),
 * checked against libphonenumber's mobile metadata (a landline has no WhatsApp) and stored in the
 * digits-only form wa.me takes ('62812…').
 */
export function whatsappNumberForBooking(value: string): string | null {
  const text = value.trim().replace(/^00/, '+');
  const parsed = parsePhoneNumberFromString(text, 'ID');
  return parsed?.isValid() ? parsed.number.slice(1) : null;
}

/** A customer's WhatsApp number as a booking or an order sends it, kept in the digits-only form wa.me takes. */
export const customerWhatsappSchema = z
  .string({ error: 'Nomor WhatsApp wajib diisi' })
  .max(40, { error: 'Nomor WhatsApp terlalu panjang' })
  .transform((value, ctx) => {
    const number = whatsappNumberForBooking(value);
    if (number) return number;
    ctx.addIssue({
      code: 'custom',
      message: 'Nomor WhatsApp tidak valid: tulis seperti 0812-3456-7890 atau +61 412 345 678',
    });
    return z.NEVER;
  });

/** A customer's request, as the public site sends it. */
export const bookingRequestSchema = z.object({
  offering_id: idSchema
    .or(
      z
        .string()
        .regex(/^\d{1,9}$/)
        .transform(Number),
    )
    .pipe(idSchema),
  start: z
    .string({ error: 'Waktu mulai wajib diisi' })
    .max(40, { error: 'Waktu mulai tidak dikenali' })
    .refine(bookableTime, { error: outsideYears('Waktu mulai (start)') }),
  end: z
    .string()
    .max(40)
    .refine(bookableTime, { error: outsideYears('Waktu selesai (end)') })
    .nullish(),
  customer_name: oneLineText('customer_name', BOOKING_LIMITS.customerName),
  customer_whatsapp: customerWhatsappSchema,
});
export type BookingRequest = z.infer<typeof bookingRequestSchema>;

/** A booking's deposit paid online through the owner's gateway, as the owner's list shows it. */
export const bookingDepositSchema = z.object({
  amount: z.number(),
  status: z.enum(ORDER_PAYMENT_STATUSES),
  paid_at: z.string().nullable(),
  /**
   * Paid while the booking is not confirmed: the owner declined it first, or it was paid after its place was
   * released and another booking took the time. The money is the owner's to refund, or the time to move.
   */
  paid_not_placed: z.boolean(),
});
export type BookingDeposit = z.infer<typeof bookingDepositSchema>;

/** A booking as the owner's list reads it. */
export const bookingSchema = z.object({
  id: idSchema,
  code: z.string(),
  status: z.enum(BOOKING_STATUSES),
  /** A pending request past its answer time: its place is free again. */
  is_expired: z.boolean(),
  offering_id: z.number().int().nullable(),
  offering_name: z.string(),
  /** 'time': `start`-`end` on one day; 'night'/'day'/'month': a stay from `start`'s day to `end`'s day. */
  unit: z.enum(BOOKING_UNITS),
  start: z.string(),
  end: z.string(),
  customer_name: z.string(),
  customer_whatsapp: z.string(),
  created_at: z.string(),
  answer_by: z.string().nullable(),
  /** For a booking accepted for tomorrow: the WhatsApp message that reminds the customer. */
  reminder_url: z.string().nullable(),
  /** The language of the page the customer asked from, which the owner's messages follow; null: the site's own. */
  language: z.enum(WEB_LANGUAGES).nullable(),
  /** Its deposit paid online, when its offering asked one; null otherwise. */
  deposit: bookingDepositSchema.nullable(),
});
export type Booking = z.infer<typeof bookingSchema>;

/**
 * The answer to a request: its short code, and the chat that sends it to the owner; for an offering with a
 * deposit, also the payment at the owner's gateway (the booking is confirmed once it is paid).
 */
export const bookingCreatedSchema = z.object({
  code: z.string(),
  status: z.literal('pending'),
  whatsapp_url: z.string(),
  payment: orderPaymentSchema.optional(),
});
export type BookingCreated = z.infer<typeof bookingCreatedSchema>;

/** The owner's private calendar address, to subscribe to in a calendar app; renewing it ends the old one. */
export const bookingCalendarSchema = z.object({ url: z.string() });
export type BookingCalendar = z.infer<typeof bookingCalendarSchema>;

/**
 * Bookings in a backup or a restore point. Offerings are named, not numbered: a restore gives the menu's
 * items new ids, and the names find them again. Calendar secrets are left out (a backup is a file the
 * owner keeps; a copy must not open their calendar).
 */
export const bookingsBackupSchema = z.object({
  settings: bookingSettingsInputSchema
    .extend({
      offerings: z
        .array(
          z
            .object({
              name: z.string().max(200),
              is_bookable: z.boolean(),
              unit: z.enum(BOOKING_UNITS).optional(),
              duration_minutes: wholeNumber('Lama layanan (menit)', BOOKING_LIMITS.durationMinutes),
              places: offeringPlaces,
              class_times: classTimesInput,
              deposit: offeringDeposit,
              deposit_percent: offeringDepositPercent,
            })
            .refine(oneDeposit.check, oneDeposit.error),
        )
        .max(500)
        .optional(),
    })
    .nullable(),
  requests: z
    .array(
      z.object({
        code: z.string().regex(/^[A-Z0-9]{4,12}$/),
        status: z.enum(BOOKING_STATUSES),
        offering_name: z.string().max(200),
        unit: z.enum(BOOKING_UNITS),
        start: isoDateTimeSchema,
        end: isoDateTimeSchema,
        customer_name: oneLineText('customer_name', BOOKING_LIMITS.customerName),
        customer_whatsapp: z.string().regex(/^\d{6,15}$/),
        answer_by: isoDateTimeSchema.nullable(),
        answered_at: isoDateTimeSchema.nullable(),
        created_at: isoDateTimeSchema,
        /** The page's language the customer booked in; absent (a backup made before) is the site's own. */
        language: z
          .enum(WEB_LANGUAGES, { error: `Bahasa booking harus ${WEB_LANGUAGES.join(' atau ')}` })
          .nullable()
          .optional(),
      }),
    )
    .max(20_000),
});
export type BookingsBackup = z.infer<typeof bookingsBackupSchema>;
