import type { PublicPayload } from '@webku/contract';

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// robots.txt of one site, pointing crawlers at its sitemap on the canonical address.
export function siteRobotsTxt(canonicalBase: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    '',
    `Sitemap: ${canonicalBase}/sitemap.xml`,
    '',
  ].join('\n');
}

// robots.txt of the platform host: sites are public, the product's own screens are not.
export function platformRobotsTxt(): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /auth/',
    'Disallow: /onboarding',
    'Disallow: /generating-web-content',
    'Disallow: /*/admin',
    '',
  ].join('\n');
}

// The home page, plus each policy page that has content.
export function siteSitemapXml(canonicalBase: string, payload: PublicPayload): string {
  const web = payload.web_settings;
  const pages = [
    canonicalBase,
    ...(payload.booking ? [`${canonicalBase}/booking`] : []),
    ...(web?.privacy_policy?.trim() ? [`${canonicalBase}/privacy-policy`] : []),
    ...(web?.terms_and_conditions?.trim() ? [`${canonicalBase}/terms-and-conditions`] : []),
  ];
  const urls = pages.map((loc) => `  <url><loc>${escapeXml(loc)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
