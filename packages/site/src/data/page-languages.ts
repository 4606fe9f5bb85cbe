import { LANGUAGE_CODES, LANGUAGE_NAMES, type WebLanguage } from '@webku/contract';

/** The page in one of the site's languages: its address for links on the site, and its absolute URL. */
export type PageAlternate = { language: WebLanguage; href: string; url: string };

/** The other language's page, for the link in the header and the footer. */
export type LanguageSwitch = { href: string; code: string; name: string };

/** The link to this page in the other language, when the site has two (`alternates`, main first). */
export function languageSwitch(
  alternates: readonly PageAlternate[] | undefined,
  language: WebLanguage,
): LanguageSwitch | null {
  const other = alternates?.find((alternate) => alternate.language !== language);
  if (!other) return null;
  return { href: other.href, code: LANGUAGE_CODES[other.language], name: LANGUAGE_NAMES[other.language] };
}
