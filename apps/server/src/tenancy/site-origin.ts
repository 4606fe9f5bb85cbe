// Where a company's site is reached, built from configuration and the company's own data only: absolute
// URLs in pages and page-cache keys come from here, never from the Host header of a request.
export type SiteHost = { kind: 'platform' } | { kind: 'subdomain' } | { kind: 'domain'; domain: string };

export type OriginConfig = { publicBaseUrl: string; platformHost: string };

export function siteOrigin(config: OriginConfig, slug: string, via: SiteHost): string {
  if (via.kind === 'domain') return `https://${via.domain}`;
  const base = new URL(config.publicBaseUrl);
  if (via.kind === 'platform') return base.origin;
  return `${base.protocol}//${slug}.${config.platformHost}${base.port ? `:${base.port}` : ''}`;
}
