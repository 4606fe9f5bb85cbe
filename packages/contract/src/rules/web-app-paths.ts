import { SECTIONS } from '../sections/section-definitions';
import { SECTION_KEYS } from '../sections/section-keys';

// The admin app's screens, so the server can answer 404 (not the app shell) for every other path.
// Admin screens are relative to /admin (Mode A) or /{slug}/admin (Mode B); ':x' is one segment.
export const ADMIN_SCREEN_PATHS: readonly string[] = [
  '',
  ...SECTION_KEYS.map((key) => SECTIONS[key].admin.route),
  'web-settings',
  'section-settings',
  'subscriptions',
  'subscription-plans',
  'subscription-plans/:subscriptionPlanId/on-board-checkout',
  'subscriptions/invoices/:invoiceId/status',
  'assets',
  'data',
  'qr-kit',
  'link-bio',
  'booking',
  'pesanan',
  'pembayaran-online',
  'stok',
  'tim',
];

// Mode B screens outside the admin, relative to the platform root.
export const PLATFORM_SCREEN_PATHS = [
  '',
  'auth/callback',
  'syarat-ketentuan',
  'kebijakan-privasi',
  'onboarding',
  'generating-web-content',
  'auth/host-sign-in',
] as const;

// The owner's own host (Mode A) takes a sign-in back from the platform here, outside the admin shell.
export const HOST_SIGN_IN_FINISH_PATH = '/admin/auth/finish';

// Single-site mode: every host is Mode A, so the platform's sign-in screens live on the site's host.
export const SINGLE_SITE_SCREEN_PATHS = ['auth/callback', 'auth/host-sign-in'] as const;

function matches(pattern: string, segments: readonly string[]): boolean {
  const parts = pattern.split('/').filter(Boolean);
  return (
    parts.length === segments.length &&
    parts.every((part, i) => (part.startsWith(':') ? segments[i] !== '' : part === segments[i]))
  );
}

/**
 * Whether the admin app has a screen at this path (trailing slashes ignored). `rowSections`: the keys of the
 * sections defined by their fields, each edited at its key (packages/site knows them, the contract does not).
 */
export function isWebAppPath(
  path: string,
  mode: 'A' | 'B',
  singleSite = false,
  rowSections: readonly string[] = [],
): boolean {
  const segments = path.split('/').filter(Boolean);
  if (mode === 'A') {
    if (matches(HOST_SIGN_IN_FINISH_PATH, segments)) return true;
    if (singleSite && SINGLE_SITE_SCREEN_PATHS.some((pattern) => matches(pattern, segments))) return true;
  }
  const admin = mode === 'A' ? segments.slice(0, 1) : segments.slice(1, 2);
  if (admin[0] === 'admin') {
    const rest = segments.slice(mode === 'A' ? 1 : 2);
    return [...ADMIN_SCREEN_PATHS, ...rowSections].some((pattern) => matches(pattern, rest));
  }
  return mode === 'B' && PLATFORM_SCREEN_PATHS.some((pattern) => matches(pattern, segments));
}
