import type { ArtKind, Wording } from '@webku/content-packs';
import type { SiteTimeZone, Template, Translations } from '@webku/contract';

export type WebLanguage = 'indonesia' | 'english';

export type ContentInput = {
  brand_name: string;
  business_type: string;
  web_language: WebLanguage;
  template_selected: Template;
  short_description: string;
  /** Reference time for news dates and the copyright year; defaults to the provider's clock. */
  now?: Date;
};

/** The words the generator knows in the site's other language too (the fixed texts, the kind's labels). */
type KnownInOther = { translations?: Translations };

export type GeneratedWebSettings = KnownInOther & {
  website_title: string;
  website_description: string;
  meta_keywords: string;
  meta_author: string;
  meta_robots: 'index,follow';
  og_title: string;
  og_description: string;
  og_image: string;
  og_type: 'website';
  favicon_icon_file: string;
  navigation_logo: null;
  navigation_logo_placeholder: string;
  navigation_menu_text: string;
  navigation_merchandise_text: string;
  navigation_news_text: string;
  navigation_stores_text: string;
  // The WhatsApp number the owner wrote in their description, in the stored wa.me form; null otherwise.
  whatsapp_number: string | null;
  // The zone the owner wrote with their hours ("buka 08.00-22.00 WIT"): theirs, as if picked in the admin.
  time_zone?: SiteTimeZone;
  terms_and_conditions: string;
  privacy_policy: string;
};

export type GeneratedHeroSection = KnownInOther & {
  background_image: string;
  logo: null;
  shop_name: string;
  sub_name: string;
  tagline: string;
  cta_text: string;
  cta_link: string;
};

export type GeneratedFooterSettings = KnownInOther & {
  shop_name: string;
  tagline: string;
  // Contact details and links are never invented: null until the owner fills them in.
  instagram_url: null;
  facebook_url: null;
  tiktok_url: null;
  address: null;
  phone: null;
  email: null;
  // Null so the site shows the current year until the owner sets one.
  copyright_year: null;
  copyright_text: string;
};

// The owner's description, tidied; null when they gave none (the section then stays hidden).
export type GeneratedAboutSection = { title: string; text: string | null; image: null };

export type GeneratedSection = KnownInOther & { title: string; description: string; is_active: boolean };

export type GeneratedSections = {
  menu: GeneratedSection & { google_drive_menu_url: null };
  merchandise: GeneratedSection;
  news: GeneratedSection;
  stores: GeneratedSection;
};

export type GeneratedMenuItem = {
  name: string;
  description: string;
  price: number;
  image: string;
  is_best_seller: boolean;
  is_recommended: boolean;
  // A typical item of the kind placed because the owner named none: the admin marks it until confirmed.
  is_example: boolean;
  display_order: number;
};

export type GeneratedMenuCategory = {
  name: string;
  slug: string;
  display_order: number;
  image: string;
  items: GeneratedMenuItem[];
};

export type GeneratedMerchandiseImage = { image_url: string; alt_text: string; display_order: number };

export type GeneratedMerchandiseItem = {
  name: string;
  description: string;
  price: number;
  display_order: number;
  images: GeneratedMerchandiseImage[];
};

export type GeneratedNewsArticle = {
  title: string;
  category: string;
  description: string;
  content: string;
  thumbnail: string;
  display_order: number;
  created_date: string;
  // Only the welcome article, written around the owner's own words, goes live; the pack's articles
  // announce offers, classes, services and vacancies the owner never mentioned, so they wait as drafts.
  is_published: boolean;
};

export type DayOfWeek = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';

export type GeneratedOpeningHours = {
  day_of_week: DayOfWeek;
  // Null when the owner named the day without its times ("Senin-Sabtu").
  opening_time: string | null;
  closing_time: string | null;
  is_closed: boolean;
};

export type GeneratedStore = {
  name: string;
  // Only a city and a street the owner wrote; the map link is the owner's to give.
  city: string | null;
  address: string | null;
  google_map_url: null;
  store_image: string;
  display_order: number;
  opening_hours: GeneratedOpeningHours[];
};

// A phrase of the owner's description the reader could not place as an item, a price, an hour, a place or
// About text: the admin lists it so the owner can add it as an item or dismiss it.
export type UnplacedPhrase = { text: string; price: number | null };

// What the reader took from the owner's description, for the admin's "what we read" summary.
export type ReadingReport = {
  // The label of the offerings section ("layanan", "kamar", ...), for "kami memasang 4 layanan".
  wording: Wording;
  offerings: number;
  prices: number;
  hours: boolean;
  city: string | null;
  street: string | null;
  whatsapp: boolean;
  unplaced: UnplacedPhrase[];
};

export type GeneratedContent = {
  // The set of built-in pictures every image field draws from (the kind of business); the site falls
  // back on it where the owner later removes a picture.
  art: ArtKind;
  web_settings: GeneratedWebSettings;
  hero_section: GeneratedHeroSection;
  footer_settings: GeneratedFooterSettings;
  about_section: GeneratedAboutSection;
  sections: GeneratedSections;
  menu_categories: GeneratedMenuCategory[];
  merchandise_items: GeneratedMerchandiseItem[];
  news_articles: GeneratedNewsArticle[];
  stores: GeneratedStore[];
  reading: ReadingReport;
};

/**
 * Produces the complete first content of a company's site from the setup form.
 *
 * Implementations must always return a complete, renderable site: every image field holds a
 * built-in image URL (`/media/builtin/<key>.svg`), prices are whole positive rupiah, HTML fields
 * contain only h2, h3, p, ul, ol, li, strong, em and a[href=https|mailto], and user text is escaped.
 * They throw only when the content source itself is unreachable or answers with an error
 * (for example an LLM endpoint returning HTTP 500 or timing out); the caller may then retry or
 * fall back to the built-in provider.
 */
export interface ContentProvider {
  /** Stable identifier for logs and job records, e.g. 'builtin' or 'openai-compatible'. */
  readonly name: string;
  /** Generates the content; the same input (including `now`) gives the same output for the built-in provider. */
  generate(input: ContentInput): Promise<GeneratedContent>;
}
