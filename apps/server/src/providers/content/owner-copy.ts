import { type CatalogueMatch, type CuisineInfo, type NamedEntry, normalizeText } from '@webku/content-packs';
import { withoutNumber } from './about-section';
import type { WebLanguage } from './content-provider';
import { listNames } from './owner-words';
import { asSentence, clip, sentenceCase } from './text-utils';

const ABOUT_MAX = 400;

function mentions(text: string, phrase: string): boolean {
  return ` ${normalizeText(text)} `.includes(` ${normalizeText(phrase)} `);
}

// A named dish counts as mentioned in the owner's own word or under its catalogue name.
function mentionsEntry(text: string, { entry, phrase }: NamedEntry): boolean {
  return mentions(text, phrase) || entry.name.some((name) => mentions(text, name));
}

function missingEntries(text: string, match: CatalogueMatch): NamedEntry[] {
  return match.entries.slice(0, 6).filter((named) => !mentionsEntry(text, named));
}

// The owner's description, followed by the facts from their business type it does not already say.
export function ownerAbout(
  description: string,
  match: CatalogueMatch,
  cuisine: CuisineInfo | undefined,
  language: WebLanguage,
): string {
  const isIndonesian = language === 'indonesia';
  // Without the WhatsApp number, as "Tentang Kami" tells it: the site shows the number on its buttons.
  const base = description ? asSentence(sentenceCase(clip(withoutNumber(description), ABOUT_MAX))) : '';
  const extra: string[] = [];
  const label = cuisine?.label[isIndonesian ? 0 : 1];
  if (label && !cuisine!.words.some((word) => mentions(base, word))) {
    extra.push(isIndonesian ? `Kami menyajikan ${lowerFirst(label)}.` : `We serve ${label}.`);
  }
  const missing = missingEntries(base, match).map(({ entry }) => entry.name[isIndonesian ? 0 : 1]);
  if (missing.length) {
    const list = listNames(missing, language);
    extra.push(isIndonesian ? `Andalan kami: ${list}.` : `Our favourites: ${list}.`);
  }
  const city = match.cities.find((name) => !mentions(base, name));
  if (city) extra.push(isIndonesian ? `Kami ada di ${city}.` : `Find us in ${city}.`);
  return [base, ...extra].filter(Boolean).join(' ');
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
