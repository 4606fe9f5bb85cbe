import { z } from 'zod';

// Every entry of a list, and those a visitor sees (active items, published articles).
const countSchema = z.object({
  total: z.number().int().nonnegative(),
  active: z.number().int().nonnegative(),
});

// The "Lengkapi website Anda" steps, in the order the dashboard shows them.
export const DASHBOARD_CHECKLIST_KEYS = [
  'phone',
  'store_address',
  'opening_hours',
  'hero_photo',
  'menu_photos',
  'social_links',
  'custom_domain',
] as const;
export type DashboardChecklistKey = (typeof DASHBOARD_CHECKLIST_KEYS)[number];

export const dashboardSchema = z.object({
  counts: z.object({
    menu_items: countSchema,
    merchandise: countSchema,
    news_articles: countSchema,
    stores: countSchema,
  }),
  checklist: z.array(z.object({ key: z.enum(DASHBOARD_CHECKLIST_KEYS), done: z.boolean() })),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
export type DashboardCount = z.infer<typeof countSchema>;
