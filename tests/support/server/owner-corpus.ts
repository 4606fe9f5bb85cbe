import { readFileSync } from 'node:fs';
import { DAYS_OF_WEEK, type DayOfWeek, dayOfWeekSchema, TIME_OF_DAY_PATTERN } from '@webku/contract';
import { z } from 'zod';

const time = z.string().regex(TIME_OF_DAY_PATTERN).nullable();

const hoursGroupSchema = z
  .object({
    days: z.array(dayOfWeekSchema).min(1),
    open: time,
    close: time,
    closed: z.boolean(),
  })
  .strict()
  .refine((group) => !group.closed || (group.open === null && group.close === null), {
    message: 'a closed day has no times',
  });

export const ownerCorpusEntrySchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
    brand_name: z.string().min(1),
    business_type: z.string(),
    language: z.enum(['indonesia', 'english']),
    description: z.string().min(20).max(420),
    offerings: z
      .array(z.object({ name: z.string().min(1), price: z.number().int().positive().nullable() }).strict())
      .min(1),
    not_offerings: z.array(z.string().min(1)),
    hours: z.array(hoursGroupSchema).min(1).nullable(),
    comes_to_customer: z.boolean(),
    service_area: z.array(z.string().min(1)).min(1).optional(),
  })
  .strict();

export type OwnerCorpusEntry = z.infer<typeof ownerCorpusEntrySchema>;

export type ExpectedHour = {
  day_of_week: DayOfWeek;
  opening_time: string | null;
  closing_time: string | null;
  is_closed: boolean;
};

// Owners' descriptions written the way people chat, with what each one states: offerings and their prices, what
// only looks like an offering, opening hours, whether the business comes to the customer and where it serves.
export function loadOwnerCorpus(): OwnerCorpusEntry[] {
  const path = new URL('../../fixtures/owner-descriptions.json', import.meta.url);
  return z.array(ownerCorpusEntrySchema).parse(JSON.parse(readFileSync(path, 'utf8')));
}

// The entry's hours as one row per day, Monday first, the way the stores' opening hours are kept.
export function expectedHourRows(entry: OwnerCorpusEntry): ExpectedHour[] | null {
  if (!entry.hours) return null;
  const rows = entry.hours.flatMap((group) =>
    group.days.map((day) => ({
      day_of_week: day,
      opening_time: group.open,
      closing_time: group.close,
      is_closed: group.closed,
    })),
  );
  return rows.sort((a, b) => DAYS_OF_WEEK.indexOf(a.day_of_week) - DAYS_OF_WEEK.indexOf(b.day_of_week));
}
