import { LANGUAGE_CODES, type WebLanguage } from '@webku/contract';

/** The page in one of the site's languages: its address for links on the site, and its absolute URL. */
export type PageAlternate = { language: WebLanguage; href: string; url: string };

/** The other language's page, for the link in the header and the footer. */
export type LanguageSwitch = { href: string; code: string; name: string };

// Each language named in itself: a visitor who reads only that one recognises it.
const SELF_NAMES: Record<WebLanguage, string> = { indonesia: 'Bahasa Indonesia', english: 'English' };

/** The link to this page in the other language, when the site has two (`alternates`, main first). */
export function languageSwitch(
  alternates: readonly PageAlternate[] | undefined,
  language: WebLanguage,
): LanguageSwitch | null {
  const other = alternates?.find((alternate) => alternate.language !== language);
  if (!other) return null;
  return { href: other.href, code: LANGUAGE_CODES[other.language], name: SELF_NAMES[other.language] };
}
