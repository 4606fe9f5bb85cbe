import { LANGUAGE_CODES, type PublicPayload, type WebLanguage } from '@webku/contract';
import { pageAlternates } from './site-pages.service';

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

// The home page, plus each policy page that has content; on a site with a second language each page in both
// languages (`languages`, the site's own first), each naming the other with `xhtml:link` alternates (and
// the main one as x-default).
export function siteSitemapXml(
  canonicalBase: string,
  payload: PublicPayload,
  languages: readonly WebLanguage[],
): string {
  const web = payload.web_settings;
  const pages = [
    'home',
    ...(payload.booking ? ['booking'] : []),
    ...(web?.privacy_policy?.trim() ? ['privacy-policy'] : []),
    ...(web?.terms_and_conditions?.trim() ? ['terms-and-conditions'] : []),
  ];
  const urls = pages.flatMap((page) => {
    const alternates = pageAlternates({ languages, base: canonicalBase, basePath: '', page });
    const links =
      alternates.length > 1
        ? [
            ...alternates.map(
              ({ language, url }) =>
                `    <xhtml:link rel="alternate" hreflang="${LANGUAGE_CODES[language]}" href="${escapeXml(url)}"/>`,
            ),
            `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(alternates[0]!.url)}"/>`,
          ]
        : [];
    return alternates.map(({ url }) =>
      links.length
        ? `  <url>\n    <loc>${escapeXml(url)}</loc>\n${links.join('\n')}\n  </url>`
        : `  <url><loc>${escapeXml(url)}</loc></url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}
