import type { WebLanguage } from './content-provider';
import { privacyEnglish, termsEnglish } from './legal-en';
import { privacyIndonesian, termsIndonesian } from './legal-id';
import type { Bi, BusinessKind } from './packs/pack-types';

// Raw (unescaped) values; the HTML helpers escape them.
export type LegalContext = {
  kind: BusinessKind;
  brand: string;
  offering: Bi;
  email: string;
  phone: string;
  address: string;
  // Human-readable "last updated" date in the site language.
  updated: string;
};

export function legalPages(ctx: LegalContext, language: WebLanguage) {
  return language === 'indonesia'
    ? { terms_and_conditions: termsIndonesian(ctx), privacy_policy: privacyIndonesian(ctx) }
    : { terms_and_conditions: termsEnglish(ctx), privacy_policy: privacyEnglish(ctx) };
}
