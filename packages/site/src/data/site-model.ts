import {
  type KnownTemplateManifest,
  ONE_ROW_SECTIONS,
  type PublicPayload,
  siteDay,
  siteTimeZone,
  type WebLanguage,
} from '@webku/contract';
import type { SafeHtml } from '../sanitize/sanitize-rich-text';
import { businessContact } from './business-contact';
import { type SiteTexts, siteTexts } from '../texts/site-texts';
import { buildFooterModel, type FooterModel } from './footer-model';
import { buildHeroModel, type HeroModel } from './hero-model';
import { buildMenuModel, type MenuModel } from './menu-model';
import { buildMerchandiseModel, type MerchandiseModel } from './merchandise-model';
import { buildNavModel, type NavModel, navLabels } from './nav-model';
import { buildNewsModel, type NewsModel } from './news-model';
import { siteUtcOffset } from './open-schedule';
import { buildCommerceModel, type CommerceModel } from './order-model';
import { type LanguageSwitch, languageSwitch, type PageAlternate } from './page-languages';
import { richTextContent } from './rich-text-content';
import { type SiteSectionKey, visibleSections } from './section-visibility';
import { type SiteLinks, type SitePage, siteLinks } from './site-links';
import { buildServiceInfo, type ServiceInfoModel } from './service-info-model';
import { buildStoresModel, type StoresModel } from './stores-model';
import { reviewUrl } from './order-links-model';
import { buildRowSections, type RowSectionModel } from './row-section-model';
import {
  type BookingModel,
  type BookingPageState,
  buildBookingModel,
  menuBooking,
} from '../sections/booking/booking-model';

export type PolicyModel = { title: string; html: SafeHtml | null };
export type SiteModel = {
  template: KnownTemplateManifest;
  language: WebLanguage;
  /** The fixed texts in the site's language. */
  texts: SiteTexts;
  page: SitePage;
  companyName: string;
  links: SiteLinks;
  nav: NavModel;
  hero: HeroModel;
  /** Each one-row section's row as the payload carries it, while the page shows the section: its view reads it. */
  oneRows: ReadonlyMap<string, object>;
  menu: MenuModel | null;
  merchandise: MerchandiseModel | null;
  news: NewsModel | null;
  stores: StoresModel | null;
  /** The sections defined by their fields that have a row to show. */
  rowSections: RowSectionModel[];
  footer: FooterModel;
  policy: PolicyModel | null;
  /** WhatsApp chat and ordering, QRIS. */
  commerce: CommerceModel;
  /** Today's hours, address and area served, for the service hero's info band. */
  serviceInfo: ServiceInfoModel;
  /** The site's zone as minutes ahead of UTC: the page's 'Now open' badges read the hours in it. */
  utcOffset: number;
  /** The owner's Google review link, shown under the stores; null without one. */
  reviewUrl: string | null;
  /** Booking, while the owner takes it: the home page's section and the booking page. */
  booking: BookingModel | null;
  /** The same page in the site's other language, when it has two. */
  otherLanguage: LanguageSwitch | null;
};

export type SiteModelInput = {
  payload: PublicPayload;
  /** The manifest the render resolved: it travels down, never looked up again by id. */
  template: KnownTemplateManifest;
  language: WebLanguage;
  page: SitePage;
  basePath: string;
  now: Date;
  /** The company's set of built-in pictures (its kind of business), shown where the owner has no photo. */
  art?: string | null;
  /** On the booking page: what the visitor picked and the free times found for it. */
  bookingPage?: BookingPageState | null;
  /** This page in each of the site's languages (main first), when it has a second one. */
  alternates?: readonly PageAlternate[];
};

function buildPolicy(input: SiteModelInput, texts: SiteTexts): PolicyModel | null {
  const web = input.payload.web_settings;
  if (input.page === 'privacy-policy') return { title: texts.privacyTitle, html: richTextContent(web?.privacy_policy) };
  if (input.page === 'terms-and-conditions') {
    return { title: texts.termsTitle, html: richTextContent(web?.terms_and_conditions) };
  }
  return null;
}

// Everything a template needs, resolved once: visibility, order, fallbacks and labels.
export function buildSiteModel(input: SiteModelInput): SiteModel {
  const { payload, template, language } = input;
  const texts = siteTexts(language);
  const links = siteLinks(input.page, input.basePath);
  const labels = navLabels(payload);
  const shown = visibleSections(payload, template);
  const visible = (key: SiteSectionKey) => shown.has(key);
  const menu = payload.menu_section_settings;
  const merchandise = payload.merchandise_section_settings;
  const news = payload.news_section_settings;
  const stores = payload.stores_section_settings;
  const rowSections = buildRowSections(payload, language, template.rowSectionLayouts);
  const zone = siteTimeZone(payload.web_settings?.time_zone);
  const booking = buildBookingModel({
    payload,
    language,
    basePath: input.basePath,
    today: siteDay(input.now, zone),
    page: input.bookingPage ?? null,
  });
  const nav = buildNavModel(
    payload,
    links,
    { template, visible: shown, rowSections, booking: booking?.texts.title },
    language,
  );
  return {
    template,
    language,
    texts,
    page: input.page,
    companyName: payload.company.name,
    links,
    nav,
    hero: buildHeroModel(payload, template, texts, input.art),
    oneRows: new Map(
      ONE_ROW_SECTIONS.flatMap((section) => {
        const row = payload[section.part as keyof PublicPayload] as object | null;
        return row && visible(section.key as SiteSectionKey) ? [[section.key, row] as const] : [];
      }),
    ),
    menu:
      menu && visible('menu')
        ? buildMenuModel(menu, payload.menu_categories, labels.menu, texts, menuBooking(booking))
        : null,
    merchandise:
      merchandise && visible('merchandise')
        ? buildMerchandiseModel(merchandise, payload.merchandise_items, labels.merchandise, texts.soldOut)
        : null,
    news:
      news && visible('news')
        ? buildNewsModel(news, payload.news_articles, labels.news, language, zone)
        : null,
    stores:
      stores && visible('stores')
        ? buildStoresModel(stores, payload.stores, businessContact(payload), template, texts, input.art)
        : null,
    rowSections,
    footer: buildFooterModel(payload, links, texts, input.now, nav.links),
    policy: buildPolicy(input, texts),
    commerce: buildCommerceModel(payload, texts.order),
    serviceInfo: buildServiceInfo(payload, texts, input.now),
    utcOffset: siteUtcOffset(payload, input.now),
    reviewUrl: reviewUrl(payload),
    booking,
    otherLanguage: languageSwitch(input.alternates, language),
  };
}
