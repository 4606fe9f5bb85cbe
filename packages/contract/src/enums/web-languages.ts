export const WEB_LANGUAGES = ['indonesia', 'english'] as const;
export type WebLanguage = (typeof WEB_LANGUAGES)[number];

/** Each language named in itself: a reader who reads only that one recognises it. */
export const LANGUAGE_NAMES: Record<WebLanguage, string> = {
  indonesia: 'Bahasa Indonesia',
  english: 'English',
};

/** A language's code in addresses ('/en', '?lang=en') and in `<html lang>`. */
export const LANGUAGE_CODES = { indonesia: 'id', english: 'en' } as const satisfies Record<
  WebLanguage,
  string
>;
export type LanguageCode = (typeof LANGUAGE_CODES)[WebLanguage];

/** The language of an address's code, if it is one. */
export function languageOfCode(code: string | null | undefined): WebLanguage | null {
  const found = Object.entries(LANGUAGE_CODES).find(([, value]) => value === code);
  return found ? (found[0] as WebLanguage) : null;
}
