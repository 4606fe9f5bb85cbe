/**
 * The icons a section may carry in the admin's navigation and dashboard, by name: a section's definition
 * names one, and the admin draws it (apps/web, admin-shell/section-icons.ts). A new section picks one of
 * these; a new picture is one name here and one in the admin's table.
 */
export const ADMIN_ICONS = [
  'image',
  'info',
  'utensils',
  'shopping-bag',
  'newspaper',
  'store',
  'panel-bottom',
  'circle-help',
  'quote',
  'images',
  'badge-percent',
] as const;
export type AdminIcon = (typeof ADMIN_ICONS)[number];
