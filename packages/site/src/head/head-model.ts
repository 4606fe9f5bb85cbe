import { LANGUAGE_CODES, type PublicPayload, type TitleFont, type WebLanguage } from '@webku/contract';
import { rowSectionJsonLd } from '@webku/sections/views';
import type { PageAlternate } from '../data/page-languages';
import type { SiteModel } from '../data/site-model';
import { textOr, textOrNull } from '../data/text';
import { absoluteUrl } from './absolute-url';
import { type Favicon, siteFavicon } from './favicon';
import { fontFaceCss, fontUrl } from './fonts';
import { buildLocalBusinessJsonLd } from './json-ld';
import { serializeJsonLd } from './serialize-json-ld';

export type HeadModel = {
  lang: 'id' | 'en';
  /** The page in each language (`hreflang`), with the main language's as `x-default`; none on a one-language site. */
  alternates: { hreflang: string; href: string }[];
  title: string;
  description: string;
  keywords: string | null;
  author: string;
  robots: string;
  canonicalUrl: string;
  og: {
    title: string;
    description: string;
    image: string | null;
    type: string;
    url: string;
    siteName: string;
    locale: string;
    /** The page's other language's locale, when the site has two. */
    localeAlternates: string[];
  };
  favicon: Favicon;
  themeColor: string;
  jsonLd: string;
  /** The sections' own structured data (questions and answers), one JSON-LD document each. */
  sectionJsonLd: string[];
  fontPreloads: string[];
  fontCss: string;
};

export type HeadInput = {
  payload: PublicPayload;
  site: SiteModel;
  canonicalUrl: string;
  origin: string;
  // The server's 1200×630 JPEG of the share image, absolute; without it the image is linked as is.
  shareImageUrl?: string;
  fonts: readonly TitleFont[];
  theme: { color: string };
  /** This page in each of the site's languages (main first), when it has a second one. */
  alternates?: readonly PageAlternate[];
};

const OG_LOCALES: Record<WebLanguage, string> = { indonesia: 'id_ID', english: 'en_US' };

// Each language's page names the others and the main one as the default for any other reader.
function hreflangLinks(alternates: readonly PageAlternate[] | undefined) {
  if (!alternates || alternates.length < 2) return [];
  return [
    ...alternates.map(({ language, url }) => ({ hreflang: LANGUAGE_CODES[language], href: url })),
    { hreflang: 'x-default', href: alternates[0]!.url },
  ];
}

export function buildHeadModel(input: HeadInput): HeadModel {
  const { payload, site, origin } = input;
  const web = payload.web_settings;
  const siteTitle = textOr(web?.website_title, payload.company.name);
  const pageTitle = site.policy?.title ?? (site.page === 'booking' ? site.booking?.texts.pageTitle : null);
  const title = pageTitle ? `${pageTitle} | ${siteTitle}` : siteTitle;
  const description = textOrNull(web?.website_description) ?? site.hero.tagline;
  const image =
    input.shareImageUrl ?? absoluteUrl(textOrNull(web?.og_image) ?? site.hero.backgroundImage, origin);
  return {
    lang: LANGUAGE_CODES[site.language],
    alternates: hreflangLinks(input.alternates),
    title,
    description,
    keywords: textOrNull(web?.meta_keywords),
    author: textOr(web?.meta_author, payload.company.name),
    robots: textOr(web?.meta_robots, 'index,follow'),
    canonicalUrl: input.canonicalUrl,
    og: {
      title: site.policy ? title : textOr(web?.og_title, title),
      description: textOr(web?.og_description, description),
      image,
      type: textOr(web?.og_type, 'website'),
      url: input.canonicalUrl,
      siteName: payload.company.name,
      locale: OG_LOCALES[site.language],
      localeAlternates: (input.alternates ?? [])
        .filter((alternate) => alternate.language !== site.language)
        .map((alternate) => OG_LOCALES[alternate.language]),
    },
    favicon: siteFavicon(payload, site.template),
    themeColor: input.theme.color,
    jsonLd: serializeJsonLd(
      buildLocalBusinessJsonLd({
        payload,
        name: site.hero.shopName,
        description,
        siteUrl: `${origin.replace(/\/+$/, '')}${site.links.home}`,
        imageUrl: image,
        origin,
      }),
    ),
    sectionJsonLd: rowSectionJsonLd(site.rowSections).map(serializeJsonLd),
    fontPreloads: [...new Set(input.fonts)].map(fontUrl),
    fontCss: fontFaceCss(input.fonts),
  };
}
