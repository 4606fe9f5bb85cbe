import type { PublicPayload, TitleFont } from '@webku/contract';
import type { SiteModel } from '../data/site-model';
import { textOr, textOrNull } from '../data/text';
import { rowSectionJsonLd } from '../sections/row-section-views';
import { absoluteUrl } from './absolute-url';
import { type Favicon, siteFavicon } from './favicon';
import { fontFaceCss, fontUrl } from './fonts';
import { buildLocalBusinessJsonLd } from './json-ld';
import { serializeJsonLd } from './serialize-json-ld';

export type HeadModel = {
  lang: 'id' | 'en';
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
};

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
    lang: site.language === 'indonesia' ? 'id' : 'en',
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
      locale: site.language === 'indonesia' ? 'id_ID' : 'en_US',
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
