// First path segments and subdomains the platform itself answers; a company can never take them.
export const RESERVED_SLUGS = [
  'admin',
  'api',
  'app',
  'assets',
  'auth',
  'blog',
  'cdn',
  'dashboard',
  'dev',
  'docs',
  'favicon.ico',
  'ftp',
  'generating-web-content',
  'healthz',
  'help',
  'kebijakan-privasi',
  'internal',
  'localhost',
  'login',
  'logout',
  'mail',
  'manifest.webmanifest',
  'media',
  'ns1',
  'ns2',
  'onboarding',
  'preview',
  'privacy-policy',
  'public',
  'robots.txt',
  'signup',
  'sitemap.xml',
  'smtp',
  'staging',
  'static',
  'status',
  'subscriptions',
  'support',
  'syarat-ketentuan',
  'terms-and-conditions',
  'uploads',
  'webhooks',
  'webku',
  'www',
] as const;
export type ReservedSlug = (typeof RESERVED_SLUGS)[number];

const reserved = new Set<string>(RESERVED_SLUGS);

export function isReservedSlug(slug: string): boolean {
  return reserved.has(slug.trim().toLowerCase());
}
