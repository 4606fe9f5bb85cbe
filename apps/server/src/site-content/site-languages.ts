import { languageOfCode, type WebLanguage } from '@webku/contract';
import { companies, type DbOrTx, eq, webSettings } from '@webku/db';

/** A site's languages: its own (the company's) and the second one while the owner has one switched on. */
export type SiteLanguages = { main: WebLanguage; second: WebLanguage | null };

/**
 * The columns that hold a site's languages, for a statement that reads the company joined to its web
 * settings anyway (the tenant look-up): read with `siteLanguagesOf`.
 */
export const SITE_LANGUAGE_COLUMNS = {
  web_language: companies.web_language,
  second_language: webSettings.second_language,
};

type StoredLanguages = { web_language: WebLanguage | null; second_language: WebLanguage | null };

/** The languages as stored: Indonesian without a company, and no second one that is the site's own. */
export function siteLanguagesOf(row: StoredLanguages | undefined): SiteLanguages {
  const main = row?.web_language ?? 'indonesia';
  const second = row?.second_language ?? null;
  return { main, second: second === main ? null : second };
}

/** The site's languages, read in one statement (the one store function every other reader goes through). */
export async function readSiteLanguages(db: DbOrTx, companyId: number): Promise<SiteLanguages> {
  const [row] = await db
    .select(SITE_LANGUAGE_COLUMNS)
    .from(companies)
    .leftJoin(webSettings, eq(webSettings.company_id, companies.id))
    .where(eq(companies.id, companyId));
  return siteLanguagesOf(row);
}

/** The site's languages in a list, its own first. */
export const siteLanguageList = (site: SiteLanguages): WebLanguage[] =>
  site.second ? [site.main, site.second] : [site.main];

/**
 * A public request's page language, decided once and handed to everything that serves it (the payload,
 * the page and its alternates, the booking and link-in-bio pages, the sitemap, the error pages).
 */
export type PageLanguage = {
  /** The language the page is in. */
  language: WebLanguage;
  /** The site's second language when the page is in it (the owner's translations, pages under '/en'). */
  second: WebLanguage | null;
  /** The site's languages, its own first: one page address (hreflang alternate) each. */
  languages: WebLanguage[];
};

/** How a request names its language: its path's segments (a leading '/en'), or the data routes' `?lang`. */
export type LanguageWay = { path: readonly string[] } | { lang: string | undefined };

export type DecidedLanguage =
  // `rest`: the path's segments after its language's (none for `?lang`).
  | { found: true; page: PageLanguage; rest: string[] }
  // A language code the site has no second page in ('/en' on a one-language site, '/id' on an Indonesian
  // one): the page is not there; its error page is in the site's own language.
  | { found: false; page: PageLanguage };

/**
 * The page language of a request. A leading segment that is a language code is the site's second language
 * when the site has that one (the segment is then left out of `rest`), and not found otherwise; `?lang`
 * picks the second language when it names it, and the site's own language for anything else.
 */
export function decidePageLanguage(site: SiteLanguages, way: LanguageWay): DecidedLanguage {
  const named = languageOfCode('path' in way ? way.path[0] : way.lang);
  const second = named !== null && named === site.second ? named : null;
  const page = { language: second ?? site.main, second, languages: siteLanguageList(site) };
  if (!('path' in way)) return { found: true, page, rest: [] };
  if (!named) return { found: true, page, rest: [...way.path] };
  return second ? { found: true, page, rest: way.path.slice(1) } : { found: false, page };
}
