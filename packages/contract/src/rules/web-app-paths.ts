// The admin app's screens, so the server can answer 404 (not the app shell) for every other path.
// Admin screens are relative to /admin (Mode A) or /{slug}/admin (Mode B); ':x' is one segment.
export const ADMIN_SCREEN_PATHS = [
  '',
  'hero',
  'menu',
  'merchandise',
  'news',
  'stores',
  'footer',
  'web-settings',
  'section-settings',
  'subscriptions',
  'subscription-plans',
  'subscription-plans/:subscriptionPlanId/on-board-checkout',
  'subscriptions/invoices/:invoiceId/status',
  'assets',
] as const;

// Mode B screens outside the admin, relative to the platform root.
export const PLATFORM_SCREEN_PATHS = [
  '',
  'auth/callback',
  'syarat-ketentuan',
  'kebijakan-privasi',
  'onboarding',
  'generating-web-content',
] as const;

function matches(pattern: string, segments: readonly string[]): boolean {
  const parts = pattern.split('/').filter(Boolean);
  return (
    parts.length === segments.length &&
    parts.every((part, i) => (part.startsWith(':') ? segments[i] !== '' : part === segments[i]))
  );
}

/** Whether the admin app has a screen at this path (trailing slashes ignored). */
export function isWebAppPath(path: string, mode: 'A' | 'B'): boolean {
  const segments = path.split('/').filter(Boolean);
  const admin = mode === 'A' ? segments.slice(0, 1) : segments.slice(1, 2);
  if (admin[0] === 'admin') {
    const rest = segments.slice(mode === 'A' ? 1 : 2);
    return ADMIN_SCREEN_PATHS.some((pattern) => matches(pattern, rest));
  }
  return mode === 'B' && PLATFORM_SCREEN_PATHS.some((pattern) => matches(pattern, segments));
}
