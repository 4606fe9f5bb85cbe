// Nested admin routes of spec §2 that have a screen of their own; the titles head those screens.
export const ADMIN_PAGES: { path: string; title: string }[] = [
  { path: 'hero', title: 'Hero' },
  { path: 'about', title: 'Tentang Kami' },
  { path: 'menu', title: 'Menu' },
  { path: 'merchandise', title: 'Merchandise' },
  { path: 'news', title: 'News' },
  { path: 'stores', title: 'Stores' },
  { path: 'footer', title: 'Footer' },
  { path: 'web-settings', title: 'Web Settings' },
  { path: 'section-settings', title: 'Section Settings' },
  { path: 'subscriptions', title: 'Custom Domain & Hosting' },
  { path: 'subscription-plans', title: 'Paket Domain & Hosting' },
  { path: 'subscription-plans/:subscriptionPlanId/on-board-checkout', title: 'Checkout' },
  { path: 'subscriptions/invoices/:invoiceId/status', title: 'Status Pembayaran' },
];
