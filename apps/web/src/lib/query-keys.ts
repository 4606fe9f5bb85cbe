import type { SectionType } from '@webku/contract';

// One place for the admin cache keys, so that a write can invalidate what it changed.
export const queryKeys = {
  publicData: ['public-data'] as const,
  webSettings: ['admin', 'web-settings'] as const,
  sectionSettings: (type: SectionType) => ['admin', 'section-settings', type] as const,
  menuCategories: ['admin', 'menu', 'categories'] as const,
  menuItems: ['admin', 'menu', 'items'] as const,
  menuSuggestions: ['admin', 'menu', 'suggestions'] as const,
  /** Every menu list (categories, items, suggestions). */
  menu: ['admin', 'menu'] as const,
  dashboard: ['admin', 'dashboard'] as const,
  descriptionReading: ['admin', 'description-reading'] as const,
  merchandise: ['admin', 'merchandise'] as const,
  news: ['admin', 'news'] as const,
  stores: ['admin', 'stores'] as const,
  bookings: ['admin', 'bookings', 'requests'] as const,
  bookingSettings: ['admin', 'bookings', 'settings'] as const,
  bookingCalendar: ['admin', 'bookings', 'calendar'] as const,
  orders: ['admin', 'orders'] as const,
  /** A one-row section (hero, About us, footer), by its key. */
  oneRow: (key: string) => ['admin', key] as const,
  /** A row section's rows, by the section's key. */
  rowSectionRows: (key: string) => ['admin', 'row-section', key, 'rows'] as const,
  rowSectionSettings: (key: string) => ['admin', 'row-section', key, 'settings'] as const,
  assets: (category: string) => ['admin', 'assets', category] as const,
  allAssets: ['admin', 'assets'] as const,
};
