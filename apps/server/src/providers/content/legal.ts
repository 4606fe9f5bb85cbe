import { type SiteTimeZone, siteDay } from '@webku/contract';
import type { WebLanguage } from './content-provider';
import { h2, longDate, p, ul } from './html';
import { type LegalText, PRIVACY, TERMS, UPDATED } from './legal-texts';

// Raw (unescaped) values; the HTML helpers escape them. Deliberately the same pages for every business
// kind: a trade's usual rules (deposits, returns, bookings) are the owner's to write, never Webku's to guess.
export type LegalContext = {
  brand: string;
  // The city the owner named, if any; no address, e-mail or phone is ever invented for these pages.
  city: string | null;
  // The "last updated" date, written in the site language, on the site's day in its zone.
  now: Date;
  zone: SiteTimeZone;
};

export function legalPages(ctx: LegalContext, language: WebLanguage) {
  return { terms_and_conditions: page(TERMS, ctx, language), privacy_policy: page(PRIVACY, ctx, language) };
}

// English possessive of a name: a name ending in s takes the apostrophe alone ("Amed Reef Divers’ website",
// never "Divers’s").
export function possessive(name: string): string {
  return /s$/i.test(name) ? `${name}’` : `${name}’s`;
}

// Sections are numbered in order, so a page never skips or repeats a number.
function page(text: LegalText, ctx: LegalContext, language: WebLanguage): string {
  const i = language === 'indonesia' ? 0 : 1;
  const v = {
    brand: ctx.brand,
    brandPossessive: possessive(ctx.brand),
    updated: longDate(siteDay(ctx.now, ctx.zone), language),
    place: ctx.city ? `${ctx.city}, Indonesia` : 'Indonesia',
  };
  return [
    p(text.intro[i], v),
    p(UPDATED[i], v),
    ...text.sections.flatMap((section, n) => [
      h2(`${n + 1}. ${section.title[i]}`),
      ...section.blocks.map((block) =>
        'p' in block
          ? p(block.p[i], v)
          : ul(
              block.ul.map((item) => item[i]),
              v,
            ),
      ),
    ]),
  ].join('\n');
}
