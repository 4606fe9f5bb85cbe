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
