import type { ArtKind, Bi, CatalogueMatch, ContentPack, Kind, Rng } from '@webku/content-packs';
import type { GeneratedStore, WebLanguage } from './content-provider';
import type { PlannedCategory } from './plan-menu';
import { fill } from './text-utils';

export type BuildContext = {
  kind: Kind;
  // The built-in pack whose menu and merchandise fit the kind, when one does.
  pack: ContentPack | null;
  // The set of built-in pictures for this kind.
  art: ArtKind;
  language: WebLanguage;
  brand: string;
  // The owner's short description as one or more clean sentences.
  about: string;
  // What the owner named as their offer, tidied, in the order written.
  offerings: string[];
  // The catalogue's dishes, products, cuisines and places named in the type and the description.
  catalogueMatch: CatalogueMatch;
  now: Date;
  rng: Rng;
  stores: GeneratedStore[];
  // The catalogue menu for what the owner named, or null for the pack's own menu.
  menuPlan: PlannedCategory[] | null;
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
