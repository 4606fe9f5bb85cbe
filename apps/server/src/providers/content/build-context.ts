import type { ArtKind, Bi, CatalogueMatch, Kind, OwnerOffer } from '@webku/content-packs';
import type { SiteTimeZone } from '@webku/contract';
import type { GeneratedStore, WebLanguage } from './content-provider';
import { fill } from './text-utils';

export type BuildContext = {
  kind: Kind;
  // The set of built-in pictures for this kind.
  art: ArtKind;
  language: WebLanguage;
  brand: string;
  // The owner's short description as one or more clean sentences.
  about: string;
  // The owner's description as they typed it.
  description: string;
  // The owner's business type as they typed it.
  businessType: string;
  // What the owner's description offers (with their prices), and what it says besides.
  offer: OwnerOffer;
  // The catalogue's dishes, products, cuisines and places named in the type and the description.
  catalogueMatch: CatalogueMatch;
  now: Date;
  // The site's zone, proposed from the place the owner named: the day the site is made is its day.
  zone: SiteTimeZone;
  stores: GeneratedStore[];
  // Customers come to the business (a shop, a salon), not it to them, and it is not only online.
  premises: boolean;
  // Raw placeholder values for built-in copy ({brand}, {city}, {offering}, ...).
  vars: Record<string, string>;
};

export function pick(ctx: BuildContext, text: Bi): string {
  return text[ctx.language === 'indonesia' ? 0 : 1];
}

// Picks the site language and fills placeholders; for plain-text fields only (not HTML).
export function say(ctx: BuildContext, text: Bi): string {
  return fill(pick(ctx, text), ctx.vars);
}
