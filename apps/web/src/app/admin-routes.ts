import { SECTION_KEYS, SECTIONS, type SectionKey } from '@webku/contract';
import type { RouteObject } from 'react-router';
import { ADMIN_PAGES } from '@/features/admin-shell/admin-pages';
import { ROW_SECTION_SCREENS } from '@/lib/row-section-screens';

type LazyRoute = NonNullable<RouteObject['lazy']>;

const pending: LazyRoute = async () => ({
  Component: (await import('@/features/admin-shell/components/admin-page-pending')).AdminPagePending,
});

// Every section has its editor: a new section's definition fails to compile here until it has one.
const SECTION_EDITORS: Record<SectionKey, LazyRoute> = {
  hero: async () => {
    const [{ oneRowScreen }, { useHeroParts }] = await Promise.all([
      import('@/features/row-sections/components/one-row-page'),
      import('@/features/hero/hero-parts'),
    ]);
    return { Component: oneRowScreen('hero', useHeroParts) };
  },
  // A one-row section's form is drawn from its definition, whose schemas load with the editor's chunk.
  about: async () => ({
    Component: (await import('@/features/row-sections/components/one-row-page')).oneRowScreen('about'),
  }),
  menu: async () => ({ Component: (await import('@/features/menu/components/menu-page')).MenuPage }),
  merchandise: async () => ({
    Component: (await import('@/features/merchandise/components/merchandise-page')).MerchandisePage,
  }),
  news: async () => ({ Component: (await import('@/features/news/components/news-page')).NewsPage }),
  stores: async () => ({ Component: (await import('@/features/stores/components/stores-page')).StoresPage }),
  footer: async () => {
    const [{ oneRowScreen }, { useFooterParts }] = await Promise.all([
      import('@/features/row-sections/components/one-row-page'),
      import('@/features/footer/footer-parts'),
    ]);
    return { Component: oneRowScreen('footer', useFooterParts) };
  },
};

// A section defined by its fields has the one editor drawn from its definition, at its key.
const rowSectionEditor =
  (key: string): LazyRoute =>
  async () => {
    const { rowSectionScreen } = await import('@/features/row-sections/components/row-section-page');
    return { Component: rowSectionScreen(key) };
  };

// Each editor is its own chunk; screens without an editor yet keep the honest placeholder.
const EDITORS: Record<string, LazyRoute> = {
  ...Object.fromEntries(SECTION_KEYS.map((key) => [SECTIONS[key].admin.route, SECTION_EDITORS[key]])),
  ...Object.fromEntries(ROW_SECTION_SCREENS.map(({ key }) => [key, rowSectionEditor(key)])),
  'web-settings': async () => ({
    Component: (await import('@/features/web-settings/components/web-settings-page')).WebSettingsPage,
  }),
  'section-settings': async () => ({
    Component: (await import('@/features/section-settings/components/section-settings-page'))
      .SectionSettingsPage,
  }),
  subscriptions: async () => ({
    Component: (await import('@/features/subscriptions/components/subscription-page')).SubscriptionPage,
  }),
  'subscription-plans': async () => ({
    Component: (await import('@/features/subscriptions/components/plans-page')).PlansPage,
  }),
  'subscription-plans/:subscriptionPlanId/on-board-checkout': async () => ({
    Component: (await import('@/features/subscriptions/components/checkout-page')).CheckoutPage,
  }),
  'subscriptions/invoices/:invoiceId/status': async () => ({
    Component: (await import('@/features/subscriptions/components/invoice-status-page')).InvoiceStatusPage,
  }),
};

const assets: RouteObject = {
  path: 'assets',
  handle: { title: 'Pustaka Gambar' },
  lazy: async () => ({
    Component: (await import('@/features/asset-manager/components/asset-manager-page')).AssetManagerPage,
  }),
};

const siteData: RouteObject = {
  path: 'data',
  handle: { title: 'Data & Cadangan' },
  lazy: async () => ({
    Component: (await import('@/features/site-data/components/site-data-page')).SiteDataPage,
  }),
};

const qrKit: RouteObject = {
  path: 'qr-kit',
  handle: { title: 'Cetak QR' },
  lazy: async () => ({ Component: (await import('@/features/qr-kit/components/qr-kit-page')).QrKitPage }),
};

const bioLinks: RouteObject = {
  path: 'link-bio',
  handle: { title: 'Link Bio' },
  lazy: async () => ({
    Component: (await import('@/features/bio-links/components/bio-links-page')).BioLinksPage,
  }),
};

const bookings: RouteObject = {
  path: 'booking',
  handle: { title: 'Booking' },
  lazy: async () => ({
    Component: (await import('@/features/bookings/components/bookings-page')).BookingsPage,
  }),
};

const orders: RouteObject = {
  path: 'pesanan',
  handle: { title: 'Pesanan' },
  lazy: async () => ({ Component: (await import('@/features/orders/components/orders-page')).OrdersPage }),
};

const payments: RouteObject = {
  path: 'pembayaran-online',
  handle: { title: 'Pembayaran Online' },
  lazy: async () => ({
    Component: (await import('@/features/payments/components/payment-settings-page')).PaymentSettingsPage,
  }),
};

const stock: RouteObject = {
  path: 'stok',
  handle: { title: 'Stok & Habis' },
  lazy: async () => ({ Component: (await import('@/features/team/components/stock-page')).StockPage }),
};

const team: RouteObject = {
  path: 'tim',
  handle: { title: 'Tim' },
  lazy: async () => ({ Component: (await import('@/features/team/components/team-page')).TeamPage }),
};

export function adminChildRoutes(): RouteObject[] {
  return [
    ...ADMIN_PAGES.map(({ path, title }) => ({ path, handle: { title }, lazy: EDITORS[path] ?? pending })),
    assets,
    siteData,
    qrKit,
    bioLinks,
    bookings,
    orders,
    payments,
    stock,
    team,
  ];
}
