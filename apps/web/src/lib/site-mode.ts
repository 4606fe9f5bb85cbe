// The server injects <meta name="webku-mode" content="A"> (custom domain or subdomain) and
// <meta name="webku-slug"> into index.html; without them the SPA runs on the platform host (Mode B).
export type SiteMode = { mode: 'A'; slug: string | null } | { mode: 'B' };

export type MetaReader = (name: string) => string | null | undefined;

export function parseSiteMode(readMeta: MetaReader): SiteMode {
  if (readMeta('webku-mode')?.trim().toUpperCase() !== 'A') return { mode: 'B' };
  const slug = readMeta('webku-slug')?.trim();
  return { mode: 'A', slug: slug || null };
}

export function readDocumentMeta(name: string): string | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? null;
}

let cached: SiteMode | null = null;

export function getSiteMode(): SiteMode {
  cached ??= parseSiteMode(readDocumentMeta);
  return cached;
}

export function isModeA(mode: SiteMode = getSiteMode()): boolean {
  return mode.mode === 'A';
}

function trimSlashes(value: string): string {
  return value.replace(/^\/+|\/+$/g, '');
}

export function buildAdminPath(mode: SiteMode, slug: string, sub = ''): string {
  const base = mode.mode === 'A' ? '/admin' : `/${encodeURIComponent(slug)}/admin`;
  const rest = trimSlashes(sub);
  return rest ? `${base}/${rest}` : base;
}

export function buildPublicSitePath(mode: SiteMode, slug: string): string {
  return mode.mode === 'A' ? '/' : `/${encodeURIComponent(slug)}`;
}

// The absolute address of a public page ('terms-and-conditions'): /{slug}/page in Mode B, /page in Mode A.
export function buildPublicPageUrl(mode: SiteMode, slug: string, page: string, origin: string): string {
  const base = buildPublicSitePath(mode, slug);
  return `${origin}${base === '/' ? '' : base}/${trimSlashes(page)}`;
}

export function publicPageUrl(slug: string, page: string): string {
  return buildPublicPageUrl(getSiteMode(), slug, page, window.location.origin);
}

export function adminPath(slug: string, sub?: string): string {
  return buildAdminPath(getSiteMode(), slug, sub);
}

export function publicSitePath(slug: string): string {
  return buildPublicSitePath(getSiteMode(), slug);
}
