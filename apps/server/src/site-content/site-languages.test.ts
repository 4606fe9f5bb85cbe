import { describe, expect, it } from 'vitest';
import { decidePageLanguage, type SiteLanguages, siteLanguagesOf } from './site-languages';

const indonesianOnly: SiteLanguages = { main: 'indonesia', second: null };
const withEnglish: SiteLanguages = { main: 'indonesia', second: 'english' };
const englishWithIndonesian: SiteLanguages = { main: 'english', second: 'indonesia' };

const mainPage = (site: SiteLanguages, languages = [site.main]) => ({
  language: site.main,
  second: null,
  languages,
});

describe('decidePageLanguage, from the path', () => {
  it('serves a page without a language code in the main language, its path untouched', () => {
    expect(decidePageLanguage(withEnglish, { path: [] })).toEqual({
      found: true,
      page: mainPage(withEnglish, ['indonesia', 'english']),
      rest: [],
    });
    expect(decidePageLanguage(indonesianOnly, { path: ['privacy-policy'] })).toEqual({
      found: true,
      page: mainPage(indonesianOnly),
      rest: ['privacy-policy'],
    });
  });

  it("reads '/en' as the second language when the site has English, and takes it off the path", () => {
    expect(decidePageLanguage(withEnglish, { path: ['en', 'booking'] })).toEqual({
      found: true,
      page: { language: 'english', second: 'english', languages: ['indonesia', 'english'] },
      rest: ['booking'],
    });
  });

  it("finds no page under '/en' while the site has one language, its error page in that language", () => {
    expect(decidePageLanguage(indonesianOnly, { path: ['en'] })).toEqual({
      found: false,
      page: mainPage(indonesianOnly),
    });
    expect(decidePageLanguage(indonesianOnly, { path: ['en', 'links'] }).found).toBe(false);
  });

  it("reads '/id' as the second language of an English site, and finds nothing there on an Indonesian one", () => {
    expect(decidePageLanguage(englishWithIndonesian, { path: ['id'] })).toEqual({
      found: true,
      page: { language: 'indonesia', second: 'indonesia', languages: ['english', 'indonesia'] },
      rest: [],
    });
    expect(decidePageLanguage(withEnglish, { path: ['id'] })).toEqual({
      found: false,
      page: mainPage(withEnglish, ['indonesia', 'english']),
    });
  });

  it('leaves a segment that names no language to the pages (an unknown page is not found there)', () => {
    expect(decidePageLanguage(withEnglish, { path: ['fr'] })).toEqual({
      found: true,
      page: mainPage(withEnglish, ['indonesia', 'english']),
      rest: ['fr'],
    });
  });
});

describe('decidePageLanguage, from ?lang', () => {
  it('picks the second language when it names it', () => {
    expect(decidePageLanguage(withEnglish, { lang: 'en' }).page).toEqual({
      language: 'english',
      second: 'english',
      languages: ['indonesia', 'english'],
    });
  });

  it("answers in the main language for no code, an unknown one, the site's own, or one the site lacks", () => {
    for (const lang of [undefined, '', 'fr', 'EN', 'id'])
      expect(decidePageLanguage(withEnglish, { lang }), String(lang)).toEqual({
        found: true,
        page: mainPage(withEnglish, ['indonesia', 'english']),
        rest: [],
      });
    expect(decidePageLanguage(indonesianOnly, { lang: 'en' }).page).toEqual(mainPage(indonesianOnly));
  });
});

describe('siteLanguagesOf', () => {
  it('reads a missing company as Indonesian, and a second language equal to the main one as none', () => {
    expect(siteLanguagesOf(undefined)).toEqual(indonesianOnly);
    expect(siteLanguagesOf({ web_language: 'english', second_language: 'english' })).toEqual({
      main: 'english',
      second: null,
    });
    expect(siteLanguagesOf({ web_language: 'indonesia', second_language: 'english' })).toEqual(withEnglish);
  });
});
