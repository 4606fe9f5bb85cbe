import { z } from 'zod';
import { DAYS_OF_WEEK, dayOfWeekSchema } from '../enums/days-of-week';
import { validationMessages as m } from '../messages/validation-messages';

export const TIME_OF_DAY_PATTERN = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

export const timeOfDaySchema = z.string().regex(TIME_OF_DAY_PATTERN, {
  error: (issue) => m.timeOfDay(String(issue.path?.at(-1) ?? 'opening_time')),
});

export const openingHourSchema = z.object({
  day_of_week: dayOfWeekSchema,
  opening_time: timeOfDaySchema.nullable(),
  closing_time: timeOfDaySchema.nullable(),
  is_closed: z.boolean(),
});
export type OpeningHour = z.infer<typeof openingHourSchema>;

// Overnight hours (18:00 - 02:00) are allowed, so closing before opening is not an error.
export const openingHourInputSchema = openingHourSchema.refine(
  (hour) => hour.is_closed || (hour.opening_time !== null && hour.closing_time !== null),
  { error: 'Isi jam buka dan jam tutup, atau tandai hari itu tutup', path: ['opening_time'] },
);

export const openingHoursInputSchema = z
  .array(openingHourInputSchema)
  .max(DAYS_OF_WEEK.length)
  .refine((hours) => new Set(hours.map((hour) => hour.day_of_week)).size === hours.length, {
    error: 'Jam buka: setiap hari hanya boleh diisi sekali',
  });

/** The most time ranges one day of booking hours may have ('07:00-08:30, 17:00-18:30'). */
export const BOOKING_RANGES_PER_DAY = 4;

const rangeMinutes = (hour: OpeningHour) => {
  const [opening, closing] = [hour.opening_time, hour.closing_time].map((time) => {
    const [h, m] = String(time).split(':').map(Number) as [number, number];
    return h * 60 + m;
  }) as [number, number];
  return { opening, closing: closing <= opening ? closing + 24 * 60 : closing };
};

/** Two open ranges of one day that share a moment. */
const overlapping = (hours: readonly OpeningHour[]) => {
  const byDay = new Map<string, { opening: number; closing: number }[]>();
  for (const hour of hours.filter((hour) => !hour.is_closed))
    byDay.set(hour.day_of_week, [...(byDay.get(hour.day_of_week) ?? []), rangeMinutes(hour)]);
  return [...byDay.values()].some((ranges) =>
    ranges.some((a, i) => ranges.some((b, j) => i < j && a.opening < b.closing && b.opening < a.closing)),
  );
};

/**
 * Booking hours: like the stores' hours, but a day may have up to BOOKING_RANGES_PER_DAY ranges
 * that do not overlap (a studio's morning and evening classes).
 */
export const bookingHoursInputSchema = z
  .array(openingHourInputSchema)
  .max(DAYS_OF_WEEK.length * BOOKING_RANGES_PER_DAY, {
    error: `Jam booking: paling banyak ${BOOKING_RANGES_PER_DAY} rentang waktu per hari`,
  })
  .refine(
    (hours) =>
      DAYS_OF_WEEK.every(
        (day) => hours.filter((hour) => hour.day_of_week === day).length <= BOOKING_RANGES_PER_DAY,
      ),
    { error: `Jam booking: paling banyak ${BOOKING_RANGES_PER_DAY} rentang waktu per hari` },
  )
  .refine((hours) => !overlapping(hours), {
    error:
      'Jam booking: rentang waktu di hari yang sama tidak boleh bertumpuk, misalnya 07:00-08:30 dan 17:00-18:30',
  });
