import type { WebLanguage } from '@webku/contract';
import { SITE_TEXTS_EN } from './site-texts-en';
import { SITE_TEXTS_ID } from './site-texts-id';
import type { SiteTexts } from './site-texts-type';

export type { SiteTexts } from './site-texts-type';

// Fixed texts follow the site's web_language; texts the owner writes are never translated.
export const SITE_TEXTS: Record<WebLanguage, SiteTexts> = {
  english: SITE_TEXTS_EN,
  indonesia: SITE_TEXTS_ID,
};

export function siteTexts(language: WebLanguage): SiteTexts {
  return SITE_TEXTS[language];
}

// The spec's public error headings stay in English on every site.
export const ERROR_TITLES = {
  companyNotFound: 'Company Not Found',
  templateNotFound: 'Template Not Found',
  pageNotFound: 'Page Not Found',
} as const;
