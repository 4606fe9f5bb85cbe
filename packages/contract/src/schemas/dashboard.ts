import { z } from 'zod';
import { WEB_LANGUAGES } from '../enums/web-languages';
import { ONE_ROW_SECTIONS, type OneRowSection } from '../sections/one-row-sections';
import { SECTIONS } from '../sections/section-definitions';
import { CONTENT_SECTION_KEYS, type ContentSectionKey } from '../sections/section-keys';
import { idSchema } from './fields';

// Every entry of a list, and those a visitor sees (active items, published articles).
const countSchema = z.object({
  total: z.number().int().nonnegative(),
  active: z.number().int().nonnegative(),
});

// The steps one-row sections' definitions declare (their `checklist`: a photo of the owner's own).
type SectionStepKey = NonNullable<OneRowSection['checklist']>['key'];
const SECTION_STEP_KEYS = ONE_ROW_SECTIONS.flatMap((section) =>
  section.checklist ? [section.checklist.key as SectionStepKey] : [],
);

// The "Lengkapi website Anda" steps, in the order the dashboard shows them: the sections' own steps after
// the prices. `description_phrases` is there only while generation left phrases of the description for the
// owner to review (done once none is open).
const STEPS_BEFORE = [
  'description_phrases',
  'phone',
  'store_address',
  'opening_hours',
  'menu_prices',
] as const;
const STEPS_AFTER = ['menu_photos', 'social_links', 'custom_domain'] as const;
export type DashboardChecklistKey =
  | (typeof STEPS_BEFORE)[number]
  | SectionStepKey
  | (typeof STEPS_AFTER)[number];
export const DASHBOARD_CHECKLIST_KEYS = [
  ...STEPS_BEFORE,
  ...SECTION_STEP_KEYS,
  ...STEPS_AFTER,
] as readonly DashboardChecklistKey[] as readonly [DashboardChecklistKey, ...DashboardChecklistKey[]];

type DashboardCountKey = (typeof SECTIONS)[ContentSectionKey]['dashboard']['key'];
// One count per content section, under its dashboard key.
const countsSchema = z.object(
  Object.fromEntries(CONTENT_SECTION_KEYS.map((key) => [SECTIONS[key].dashboard.key, countSchema])) as Record<
    DashboardCountKey,
    typeof countSchema
  >,
);

const bookingCount = z.number().int().nonnegative();

// The booking card. `waiting`: requests still pending, before their answer time and their start;
// `next_waiting` is the soonest of them, its start in the site's zone with its offset
// ('2026-11-30T10:00:00+08:00'). `weeks`: the last 4 weeks, oldest first, each from its Monday in the
// site's zone, counting the requests made that week, those accepted and those missed (left unanswered
// past their answer time, their place released).
const dashboardBookingsSchema = z.object({
  is_active: z.boolean(),
  // Never set up, for a kind of business that books (a salon, a homestay): the card proposes it.
  proposed: z.boolean(),
  waiting: bookingCount,
  next_waiting: z
    .object({ id: idSchema, customer_name: z.string(), offering_name: z.string(), start: z.string() })
    .nullable(),
  weeks: z.array(
    z.object({
      week_start: z.string(),
      requested: bookingCount,
      confirmed: bookingCount,
      missed: bookingCount,
    }),
  ),
});

export const dashboardSchema = z.object({
  counts: countsSchema,
  // Each section defined by its fields: its rows, and whether the dashboard suggests it to this kind of
  // business while it is empty (a workshop: Galeri and Tanya Jawab).
  row_sections: z.array(countSchema.extend({ key: z.string(), suggested: z.boolean() })),
  // `missing` counts what a step still lacks where it is a count (menu items without a price, phrases of
  // the description still open).
  checklist: z.array(
    z.object({
      key: z.enum(DASHBOARD_CHECKLIST_KEYS),
      done: z.boolean(),
      missing: z.number().int().nonnegative().optional(),
    }),
  ),
  // Null while the owner has never switched bookings on (off, and no booking ever made), unless the
  // kind of business books: then it is proposed.
  bookings: dashboardBookingsSchema.nullable(),
  // While the site has a second language: per editor (its admin route), how many texts that have words in
  // the main language have none yet in the second. Null with one language.
  translations: z
    .object({
      language: z.enum(WEB_LANGUAGES),
      missing: z.array(
        z.object({ route: z.string(), title: z.string(), missing: z.number().int().positive() }),
      ),
    })
    .nullable()
    .default(null),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
export type DashboardCount = z.infer<typeof countSchema>;
export type DashboardChecklistStep = Dashboard['checklist'][number];
export type DashboardBookings = z.infer<typeof dashboardBookingsSchema>;
