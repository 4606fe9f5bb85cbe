import type { CatalogueEntry, Cuisine } from './catalogue-types';
import { CITIES } from './cities';
import { CUISINES } from './cuisines';
import { CATALOGUE } from './index';
import { normalizeText, tokens } from './normalize';

export type NamedEntry = { entry: CatalogueEntry; phrase: string };
export type CatalogueMatch = { entries: NamedEntry[]; cuisines: Cuisine[]; cities: string[] };

// Words after which a place name is a location ("di Medan"), not a cuisine ("rumah makan Padang").
const LOCATIVES = new Set([
  'di',
  'dari',
  'in',
  'at',
  'from',
  'sekitar',
  'seputar',
  'area',
  'wilayah',
  'daerah',
  'dekat',
  'near',
  'kawasan',
  'sekitaran',
]);
const PLACE_FILLERS = new Set(['kota', 'kab', 'kabupaten', 'city', 'of', 'pusat']);
const JOINERS = new Set(['dan', 'and', 'serta', 'atau', 'or']);
const MAX_WORDS = 6;

export function phraseIndex<T>(items: readonly T[], phrases: (item: T) => readonly string[]): Map<string, T> {
  const index = new Map<string, T>();
  for (const item of items) {
    for (const phrase of phrases(item)) {
      const key = normalizeText(phrase);
      // The first entry of the catalogue keeps a phrase two entries share.
      if (key && !index.has(key)) index.set(key, item);
    }
  }
  return index;
}

const ENTRY_INDEX = phraseIndex(CATALOGUE, (entry) => [...entry.name, ...(entry.aliases ?? [])]);
const CUISINE_INDEX = phraseIndex(CUISINES, (cuisine) => cuisine.words);
const CITY_INDEX = phraseIndex(CITIES, (city) => [city.name, ...(city.aliases ?? [])]);

// The longest phrase of the index starting at word `at`, as [item, words used].
export function longest<T>(index: Map<string, T>, words: string[], at: number): [T, number] | undefined {
  for (let size = Math.min(MAX_WORDS, words.length - at); size > 0; size--) {
    const item = index.get(words.slice(at, at + size).join(' '));
    if (item) return [item, size];
  }
  return undefined;
}

// Reads the owner's words: the dishes or products they name, the cuisines and the cities.
// Each text is read on its own, so a phrase never spans the business type and the description.
export function matchCatalogue(...texts: string[]): CatalogueMatch {
  const result: CatalogueMatch = { entries: [], cuisines: [], cities: [] };
  for (const text of texts) readText(tokens(text), result);
  return result;
}

function readText(words: string[], result: CatalogueMatch): void {
  let i = 0;
  while (i < words.length) {
    if (LOCATIVES.has(words[i]!)) {
      const used = readPlaces(words, i + 1, result.cities);
      if (used > 0) {
        i += 1 + used;
        continue;
      }
    }
    const entry = longest(ENTRY_INDEX, words, i);
    const cuisine = longest(CUISINE_INDEX, words, i);
    if (entry && (!cuisine || entry[1] >= cuisine[1])) {
      if (!result.entries.some((named) => named.entry === entry[0])) {
        result.entries.push({ entry: entry[0], phrase: words.slice(i, i + entry[1]).join(' ') });
      }
      i += entry[1];
    } else if (cuisine) {
      if (!result.cuisines.includes(cuisine[0].id)) result.cuisines.push(cuisine[0].id);
      i += cuisine[1];
    } else {
      i += 1;
    }
  }
}

// Reads "Medan", "kota Medan", "Medan dan Binjai" from word `at`; returns how many words it used.
function readPlaces(words: string[], at: number, cities: string[]): number {
  let i = at;
  let used = 0;
  while (i < words.length) {
    while (i < words.length && PLACE_FILLERS.has(words[i]!)) i++;
    const city = longest(CITY_INDEX, words, i);
    if (!city) break;
    if (!cities.includes(city[0].name)) cities.push(city[0].name);
    i += city[1];
    used = i - at;
    if (!JOINERS.has(words[i] ?? '')) break;
    i++;
  }
  return used;
}
