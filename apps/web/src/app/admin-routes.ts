import { type ContentSectionKey, SECTION_KEYS, SECTIONS, type SectionKey } from '@webku/contract';
import type { RouteObject } from 'react-router';
import { ADMIN_PAGES } from '@/features/admin-shell/admin-pages';
import type { OneRowParts } from '@/lib/one-row-parts';
import { ROW_SECTION_SCREENS } from '@/lib/row-section-screens';

type LazyRoute = NonNullable<RouteObject['lazy']>;

const pending: LazyRoute = async () => ({
  Component: (await import('@/features/admin-shell/components/admin-page-pending')).AdminPagePending,
});

// A one-row section's form is drawn from its definition, whose schemas load with the editor's chunk, with
// the section's own parts where it has them.
const oneRowEditor =
  (key: string, loadParts?: () => Promise<() => OneRowParts>): LazyRoute =>
  async () => {
    const [{ oneRowScreen }, useParts] = await Promise.all([
      import('@/features/row-sections/components/one-row-page'),
      loadParts?.(),
    ]);
    return { Component: oneRowScreen(key, useParts) };
  };

// Every list section has its editor: a new one's definition fails to compile here until it has one. A
// one-row section has the form drawn from its definition; the hero and the footer add parts of their own.
const SECTION_EDITORS: Record<ContentSectionKey, LazyRoute> & Partial<Record<SectionKey, LazyRoute>> = {
  hero: oneRowEditor('hero', async () => (await import('@/features/hero/hero-parts')).useHeroParts),
  menu: async () => ({ Component: (await import('@/features/menu/components/menu-page')).MenuPage }),
  merchandise: async () => ({
    Component: (await import('@/features/merchandise/components/merchandise-page')).MerchandisePage,
  }),
  news: async () => ({ Component: (await import('@/features/news/components/news-page')).NewsPage }),
  stores: async () => ({ Component: (await import('@/features/stores/components/stores-page')).StoresPage }),
  footer: oneRowEditor('footer', async () => (await import('@/features/footer/footer-parts')).useFooterParts),
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
  ...Object.fromEntries(
    SECTION_KEYS.map((key) => [SECTIONS[key].admin.route, SECTION_EDITORS[key] ?? oneRowEditor(key)]),
  ),
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
