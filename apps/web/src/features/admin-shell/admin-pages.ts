import { SECTION_KEYS, SECTIONS } from '@webku/contract';
import { ROW_SECTION_SCREENS } from '@/lib/row-section-screens';

// Nested admin routes (under /admin) that have a screen of their own; the titles head those screens.
// Each section's editor comes first, under its route; a section defined by its fields is at its key.
export const ADMIN_PAGES: { path: string; title: string }[] = [
  ...SECTION_KEYS.map((key) => ({ path: SECTIONS[key].admin.route, title: SECTIONS[key].admin.label })),
  ...ROW_SECTION_SCREENS.map(({ key, title }) => ({ path: key, title })),
  { path: 'web-settings', title: 'Web Settings' },
  { path: 'section-settings', title: 'Section Settings' },
  { path: 'subscriptions', title: 'Custom Domain & Hosting' },
  { path: 'subscription-plans', title: 'Paket Domain & Hosting' },
  { path: 'subscription-plans/:subscriptionPlanId/on-board-checkout', title: 'Checkout' },
  { path: 'subscriptions/invoices/:invoiceId/status', title: 'Status Pembayaran' },
];
