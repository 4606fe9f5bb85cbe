import {
  API,
  API_BASE,
  DEFAULT_TEMPLATE,
  findTemplateManifest,
  type PublicPayload,
  type WebLanguage,
} from '@webku/contract';
import { rowSectionStylesheets } from '@webku/sections/views';
import type { PageAlternate } from '../data/page-languages';
import { SITE_PAGES, type SitePage } from '../data/site-links';
import { buildSiteModel } from '../data/site-model';
import { BODY_FONT_STACK, fontStack, toTitleFont } from '../head/fonts';
import { buildHeadModel } from '../head/head-model';
import type { VitalsScript } from '../head/page-script';
import { SiteDocument } from '../pages/site-document';
import type { BookingPageState } from '../sections/booking/booking-model';
import { BOOKING_STYLESHEET } from '../sections/booking/booking-section';
import { siteCss } from '../styles/site-css';
import { type ImageSrcSet, ImageSrcSetProvider } from '../ui/image-context';
import { renderDocument } from './render-document';
import { renderErrorPage } from './render-error-page';

export type RenderSiteInput = {
  payload: PublicPayload;
  page: SitePage;
  /** '/{slug}' in Mode B, '' in Mode A. */
  basePath: string;
  canonicalUrl: string;
  /** 'https://host', for absolute Open Graph and JSON-LD URLs. */
  origin: string;
  /** Absolute URL of the 1200×630 JPEG for og:image and twitter:image. */
  shareImageUrl?: string;
  enhanceScriptUrl: string;
  /** Field speed's lazily loaded script and sample; absent or sample 0: no view measures. */
  vitals?: VitalsScript | null;
  imageSrcSet?: ImageSrcSet;
  /** The company's set of built-in pictures (`/media/builtin/<art>/…`); the payload does not carry it. */
  art?: string | null;
  /** On the booking page: what the visitor picked and the free times found for it. */
  bookingPage?: BookingPageState | null;
  /** The page's language: the company's web_language, or on the second language's page that one. */
  language?: WebLanguage;
  /** This page in each of the site's languages (main first), when it has a second one. */
  alternates?: readonly PageAlternate[];
  now?: Date;
};

export function renderSitePage(input: RenderSiteInput): { status: number; html: string } {
  const { payload } = input;
  const language = input.language ?? 'indonesia';
  // No web settings yet means generation has not finished; the default template still shows the company.
  const template = findTemplateManifest(payload.web_settings?.template_selected ?? DEFAULT_TEMPLATE);
  if (!template) return renderErrorPage('template-not-found', language);
  if (!SITE_PAGES.includes(input.page))
    return renderErrorPage('page-not-found', language, input.basePath || '/');

  const site = buildSiteModel({
    payload,
    template,
    language,
    page: input.page,
    basePath: input.basePath,
    now: input.now ?? new Date(),
    art: input.art,
    bookingPage: input.bookingPage,
    alternates: input.alternates,
  });
  // The booking page exists while the owner takes bookings.
  if (input.page === 'booking' && !site.booking)
    return renderErrorPage('page-not-found', language, input.basePath || '/');
  const titleFont = toTitleFont(payload.web_settings?.title_text_font_family);
  const headingFont = template.headingFont ?? titleFont;
  const head = buildHeadModel({
    payload,
    site,
    canonicalUrl: input.canonicalUrl,
    origin: input.origin,
    shareImageUrl: input.shareImageUrl,
    fonts: [titleFont, headingFont],
    theme: { color: template.palette.color },
    alternates: input.alternates,
  });
  const fontVars = `:root{--font-title:${fontStack(titleFont)};--font-heading:${fontStack(headingFont)};--font-body:${BODY_FONT_STACK}}`;
  const { chat, qris } = site.commerce;
  const css =
    fontVars +
    siteCss(template, {
      withOrder: chat !== null || qris !== null,
      sections: [...rowSectionStylesheets(site.rowSections), ...(site.booking ? [BOOKING_STYLESHEET] : [])],
    });
  const html = renderDocument(
    <ImageSrcSetProvider value={input.imageSrcSet}>
      <SiteDocument
        site={site}
        head={head}
        css={css}
        scriptUrl={input.enhanceScriptUrl}
        statsUrl={`${API_BASE}${API.public.visits(payload.company.slug)}`}
        vitals={input.vitals}
      />
    </ImageSrcSetProvider>,
  );
  return { status: 200, html };
}
