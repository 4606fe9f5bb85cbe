import type { CatalogueMatch } from '@webku/content-packs';
import type { WebLanguage } from './content-provider';
import { capitalizeFirst, clip, collapseWhitespace } from './text-utils';

const SMALL_WORDS = new Set([
  'di',
  'dan',
  'dengan',
  'untuk',
  'yang',
  'dari',
  '&',
  'and',
  'of',
  'in',
  'the',
  'for',
]);
const SUB_NAME_MAX = 40;

// "rendang, ayam pop dan gulai tunjang" in the site language.
export function listNames(names: readonly string[], language: WebLanguage): string {
  const joiner = language === 'indonesia' ? ' dan ' : ' and ';
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')}${joiner}${names.at(-1)}`;
}

// The catalogue names of the dishes or products the owner named, in the site language.
export function namedItems(match: CatalogueMatch, language: WebLanguage): string[] {
  return match.entries.slice(0, 6).map(({ entry }) => entry.name[language === 'indonesia' ? 0 : 1]);
}

// Abbreviations people write in lower case that read in capitals ("servis ac" → "Servis AC").
const ABBREVIATIONS = new Set([
  'ac',
  'tv',
  'hp',
  'pc',
  'atk',
  'cctv',
  'led',
  'sd',
  'smp',
  'sma',
  'umkm',
  'diy',
]);

// The owner's business type as the hero sub name ("Rumah Makan Padang"), when it is short enough to read as one.
export function ownerSubName(businessType: string): string | null {
  const text = collapseWhitespace(businessType);
  if (!text || text.length > SUB_NAME_MAX) return null;
  return clip(
    text
      .split(' ')
      .map((word, index) =>
        ABBREVIATIONS.has(word.toLowerCase())
          ? word.toUpperCase()
          : index > 0 && SMALL_WORDS.has(word.toLowerCase())
            ? word.toLowerCase()
            : capitalizeFirst(word),
      )
      .join(' '),
    SUB_NAME_MAX,
  );
}
