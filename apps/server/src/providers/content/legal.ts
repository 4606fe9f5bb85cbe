import type { Bi, BusinessKind } from '@webku/content-packs';
import type { WebLanguage } from './content-provider';
import { privacyEnglish, termsEnglish } from './legal-en';
import { privacyIndonesian, termsIndonesian } from './legal-id';

// Raw (unescaped) values; the HTML helpers escape them.
export type LegalContext = {
  kind: BusinessKind;
  brand: string;
  offering: Bi;
  // The city the owner named, if any; no address, e-mail or phone is ever invented for these pages.
  city: string | null;
  // Human-readable "last updated" date in the site language.
  updated: string;
};

export function legalPages(ctx: LegalContext, language: WebLanguage) {
  return language === 'indonesia'
    ? { terms_and_conditions: termsIndonesian(ctx), privacy_policy: privacyIndonesian(ctx) }
    : { terms_and_conditions: termsEnglish(ctx), privacy_policy: privacyEnglish(ctx) };
}
