import type { CatalogueEntry, Cuisine } from './catalogue-types';
import { CITIES, REGIONS } from './cities';
import { CUISINES } from './cuisines';
import { CATALOGUE } from './index';
import { normalizeText, tokens } from './normalize';

export type NamedEntry = { entry: CatalogueEntry; phrase: string };
// A place the owner named: a city with the province or island they wrote after it ("Kuta, Bali"), or a
// province alone ("di Jawa Tengah") when they named no city at all.
export type NamedPlace = { city: string | null; province: string | null };
export type CatalogueMatch = {
  entries: NamedEntry[];
  cuisines: Cuisine[];
  // The cities named, in order, under the gazetteer's name ("Jogja" where the owner wrote "Yogyakarta").
  cities: string[];
  places: NamedPlace[];
};

// Words after which a place name is a location ("di Medan", "lokasi Medan"), not a cuisine ("rumah makan
// Padang").
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
  'lokasi',
  'alamat',
  'location',
  'located',
  'address',
  'berlokasi',
  'beralamat',
  'domisili',
  'cabang',
  'branch',
  'outlet',
]);
const ORIGINS = new Set(['dari', 'from']);
// Words that are part of a place's name as owners write it ("kota Malang", "Kab. Gianyar").
const PLACE_FILLERS = new Set([
  'kota',
  'kab',
  'kabupaten',
  'kec',
  'kecamatan',
  'city',
  'of',
  'pusat',
  'provinsi',
  'prov',
]);
const PLACE_STARTERS = new Set(['kota', 'kab', 'kabupaten', 'kec', 'kecamatan']);
// Words after a city that make it the area served, not a dish's or a product's origin ("solo dan sekitarnya",
// "Garut kota", "Surabaya barat", "Denpasar and surroundings").
const AREA_AFTER: readonly (readonly string[])[] = [
  ['sekitarnya'],
  ['dan', 'sekitarnya'],
  ['and', 'surroundings'],
  ['and', 'surrounding'],
  ['kota'],
  ['barat'],
  ['timur'],
  ['utara'],
  ['selatan'],
  ['tengah'],
  ['pusat'],
  ['area'],
];
const JOINERS = new Set(['dan', 'and', 'serta', 'atau', 'or']);
// Words that start a street, and those that may come before its name ("Jl. Raya Ubud", "Jl. Dr. Sutomo"): a place
// named right after them is the street's name, one named after the street's own words is its city.
const STREET_WORDS = new Set(['jl', 'jln', 'jalan', 'gg', 'gang', 'komp', 'komplek', 'kompleks', 'perum']);
const STREET_PREFIXES = new Set([
  'raya',
  'lintas',
  'poros',
  'bypass',
  'by',
  'pass',
  'arah',
  'pulau',
  'gunung',
  'danau',
  'dr',
  'h',
  'hj',
  'kh',
  'prof',
  'ir',
]);
// Where a clause ends: a comma or colon (not inside a number), a semicolon, a bracket, a line break, a dash
// between spaces, or a full stop that is not a decimal point nor the one of an abbreviation ("Jl.", "No.", "A.").
// Captured, so the text splits into clauses with what ended each between them.
const CLAUSE_END =
  /((?<!\d)[,:]|[,:](?!\d)|[;!?()[\]{}|\n]|\s[-–—]\s|(?<!(?:^|[^\p{L}])(?:\p{L}|jl|jln|gg|no|komp|kav|km|rt|rw|lt|dr|hj|kh|ir|prof|kec|kel|kab|prov|rp))\.(?!\d))/iu;
// What ends a sentence: the place it named is not the one a province in the next sentence belongs to.
const SENTENCE_END = /[.;!?\n]/;
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
const REGION_INDEX = phraseIndex(REGIONS, (region) => [region.name, ...(region.aliases ?? [])]);

// The longest phrase of the index starting at word `at`, as [item, words used].
export function longest<T>(index: Map<string, T>, words: string[], at: number): [T, number] | undefined {
  for (let size = Math.min(MAX_WORDS, words.length - at); size > 0; size--) {
    const item = index.get(words.slice(at, at + size).join(' '));
    if (item) return [item, size];
  }
  return undefined;
}

// Reads the owner's words: the dishes or products they name, the cuisines and the places. Each text is read on its
// own, so a phrase never spans the business type and the description, and clause by clause, so a place the owner
// set apart ("Kedai kopi, Solo") is read as one.
export function matchCatalogue(...texts: string[]): CatalogueMatch {
  const result: CatalogueMatch = { entries: [], cuisines: [], cities: [], places: [] };
  // The first city a clause of the description ends with where nothing made it a place ("Rental mobil
  // Makassar", "Dekat kampus UNHAS Makassar"): the place when the owner named no other.
  let ending: NamedPlace | null = null;
  // Else the first city written with a capital anywhere in it ("Ruko Grand Wisata Bekasi", "Jambi Town Square
  // lt. 2"), unless it says where a dish comes from or where a trip goes.
  let named: NamedPlace | null = null;
  texts.forEach((text, index) => {
    const parts = text.split(CLAUSE_END);
    let previous: NamedPlace | null = null;
    for (let i = 0; i < parts.length; i += 2) {
      // "wilayah bekasi & jaktim": an ampersand or a slash joins places as "dan" does.
      const words = tokens(parts[i]!.replace(/\s*[&/]\s*(?=\p{L})/gu, ' dan '));
      previous = readClause(words, result, previous);
      if (index > 0 && !ending) ending = whereItIs(words);
      if (index > 0 && !named) named = cityNamed(words, parts[i]!);
      if (SENTENCE_END.test(parts[i + 1] ?? '')) previous = null;
    }
  });
  const fallback = ending ?? named;
  if (fallback && result.places.length === 0)
    commit({ used: 1, places: [fallback], province: null }, result, null);
  // A province stands for the place only when the owner named no city.
  if (result.places.some((place) => place.city)) result.places = result.places.filter((place) => place.city);
  return result;
}

// Reads one clause; returns the city it ends with, whose province the next clause may name.
function readClause(words: string[], result: CatalogueMatch, previous: NamedPlace | null): NamedPlace | null {
  if (previous && !result.places.includes(previous)) {
    if (provinceAlone(words, previous, result)) return previous;
    previous = null;
  }
  const whole = readPlaces(words, 0, previous);
  if (whole.used > 0 && whole.used === words.length) {
    const alone = placesAlone(whole, result, previous);
    if (alone) return alone;
  }
  let last: NamedPlace | null = null;
  let street = false;
  let streetNamed = false;
  let i = 0;
  while (i < words.length) {
    const word = words[i]!;
    // "di Medan", "kota Medan", and "Jl. Pettarani 12 Makassar": a city after the street's own words.
    const at = LOCATIVES.has(word) ? i + 1 : PLACE_STARTERS.has(word) || streetNamed ? i : -1;
    if (at >= 0) {
      const reading = readPlaces(words, at, null);
      // A province alone is where the business is after "di", and where its goods come from after "dari".
      const allowed =
        (LOCATIVES.has(word) && !ORIGINS.has(word)) || reading.places.every((place) => place.city);
      if (reading.used > 0 && allowed) {
        const city = commit(reading, result, null);
        i = at + reading.used;
        last = i === words.length ? city : null;
        continue;
      }
    }
    // Not a street's own name ("Jl. Solo Baru timur").
    const area = street && !streetNamed ? null : readPlaces(words, i, null);
    if (
      area &&
      area.used > 0 &&
      area.places.every((place) => place.city) &&
      areaFollows(words, i + area.used)
    ) {
      commit(area, result, null);
      i += area.used;
      continue;
    }
    if (STREET_WORDS.has(word)) {
      street = true;
      streetNamed = false;
    } else if (street && !STREET_PREFIXES.has(word)) {
      streetNamed = true;
    }
    i += readNamed(words, i, result);
  }
  return last ?? endingCity(words);
}

function areaFollows(words: string[], at: number): boolean {
  return AREA_AFTER.some((after) => after.every((word, k) => words[at + k] === word));
}

// A city the clause ends with though nothing made it a place ("Sewa motor Labuan Bajo"), not kept: it is one
// only when the next clause names its province alone ("…, NTT").
function endingCity(words: string[]): NamedPlace | null {
  for (let at = Math.max(0, words.length - MAX_WORDS); at < words.length; at++) {
    const city = longest(CITY_INDEX, words, at);
    if (city && at + city[1] === words.length) return { city: city[0].name, province: null };
  }
  return null;
}

// The city a clause ends with, unless it names where a dish or a product comes from ("bakso Malang", "soto
// Lamongan", "batik Pekalongan"): the city is part of a catalogue name, or follows a word of food or craft.
function whereItIs(words: string[]): NamedPlace | null {
  const city = endingCity(words);
  if (!city) return null;
  const at = words.length - (longestEnding(words) ?? 0);
  for (let from = Math.max(0, at - 3); from < at; from++) {
    const entry = longest(ENTRY_INDEX, words, from);
    if (entry && from + entry[1] > at) return null;
  }
  return ORIGIN_HEADS.has(words[at - 1] ?? '') ? null : city;
}
function cityNamed(words: string[], text: string): NamedPlace | null {
  for (let at = 0; at < words.length; at++) {
    const city = longest(CITY_INDEX, words, at);
    if (!city) continue;
    const entry = longest(ENTRY_INDEX, words, Math.max(0, at - 1));
    const written = new RegExp(
      `(?<![\\p{L}])${words.slice(at, at + city[1]).join('\\s+')}(?![\\p{L}])`,
      'iu',
    ).exec(text);
    // Written with a capital, so not the common word some cities also are ("pare", "batu").
    if (
      !ORIGIN_HEADS.has(words[at - 1] ?? '') &&
      !(entry && entry[1] > 1) &&
      /^\p{Lu}/u.test(written?.[0] ?? '')
    )
      return { city: city[0].name, province: null };
    at += city[1] - 1;
  }
  return null;
}

function longestEnding(words: string[]): number | null {
  for (let at = Math.max(0, words.length - MAX_WORDS); at < words.length; at++) {
    const city = longest(CITY_INDEX, words, at);
    if (city && at + city[1] === words.length) return city[1];
  }
  return null;
}
// Words a city follows when it says where the thing is from or where a trip goes ("open trip Labuan Bajo dan
// Nusa Penida"), not where the business is.
const ORIGIN_HEADS = new Set(
  'khas asli ala style buatan made produksi asal in trip tour wisata ke to dan bakso soto sate batik kopi mie mi nasi ayam bebek gudeg pempek dodol bolu kue lumpia wingko keripik kripik oleh bakpia brem jenang lapis tenun songket ulos tahu tempe rawon rujak coto konro pallubasa martabak roti'.split(
    ' ',
  ),
);

// Keeps the city the last clause ended with when this clause is only a province that is no city too ("NTT",
// not "Bali": "Bakso Malang, Bali" is a shop in Bali).
function provinceAlone(words: string[], city: NamedPlace, result: CatalogueMatch): boolean {
  let at = 0;
  while (at < words.length && PLACE_FILLERS.has(words[at]!)) at++;
  const province = longest(REGION_INDEX, words, at);
  if (!province || at + province[1] !== words.length || longest(CITY_INDEX, words, at)) return false;
  city.province = province[0].name;
  commit({ used: words.length, places: [city], province: null }, result, null);
  return true;
}

// The dish, product or cuisine named at word `at`; returns how many words it used (one when none).
function readNamed(words: string[], at: number, result: CatalogueMatch): number {
  const entry = longest(ENTRY_INDEX, words, at);
  const cuisine = longest(CUISINE_INDEX, words, at);
  if (entry && (!cuisine || entry[1] >= cuisine[1])) {
    if (!result.entries.some((named) => named.entry === entry[0])) {
      result.entries.push({ entry: entry[0], phrase: words.slice(at, at + entry[1]).join(' ') });
    }
    return entry[1];
  }
  if (cuisine) {
    if (!result.cuisines.includes(cuisine[0].id)) result.cuisines.push(cuisine[0].id);
    return cuisine[1];
  }
  return 1;
}

// A clause made only of places. After a city, a province or island is where that city lies ("Kuta, Bali") and a
// lone city is a larger place it lies in ("Ubud, Gianyar, Bali"); a list joined by "dan" names more places. A
// province on its own is not read here: "Kopi Gayo, Aceh" says where the coffee comes from. Returns the city the
// clause ends with, or null when the clause is left to be read word by word.
function placesAlone(
  reading: Reading,
  result: CatalogueMatch,
  previous: NamedPlace | null,
): NamedPlace | null {
  if (previous && reading.places.length <= 1 && reading.places.every((place) => place.city)) {
    previous.province ??= reading.province ?? reading.places[0]?.province ?? null;
    return previous;
  }
  return reading.places.every((place) => place.city) ? commit(reading, result, previous) : null;
}

type Reading = {
  // Words used from where reading started.
  used: number;
  // The places read, in order.
  places: NamedPlace[];
  // A province or island named first, for the city read before the words ("Bali" after "Kuta,").
  province: string | null;
};

// Reads "Medan", "kota Medan", "Medan dan Binjai", "Denpasar Bali", "Jawa Tengah" from word `at`, without keeping
// them yet. A name that is a city and a province ("Bali", "Jambi") is the province right after a city.
function readPlaces(words: string[], at: number, previous: NamedPlace | null): Reading {
  const reading: Reading = { used: 0, places: [], province: null };
  let city: NamedPlace | null = previous;
  // False right after a city: only its province may follow without a "dan".
  let open = true;
  let i = at;
  while (i < words.length) {
    const from = i;
    while (i < words.length && PLACE_FILLERS.has(words[i]!)) i++;
    // A name the gazetteer keeps only with its "Kota" or "Kabupaten" ("Kota Metro", "Kabupaten Batang"): alone,
    // its last word is a common one.
    const titled = from < i ? longest(CITY_INDEX, words, from) : undefined;
    if (titled && from + titled[1] > i) i = from;
    // "Sleman Jogja", "Kuta Bali": right after a city, a region or another city is where the first one lies.
    const region =
      city && !city.province
        ? (longest(REGION_INDEX, words, i) ?? (open ? undefined : longest(CITY_INDEX, words, i)))
        : undefined;
    const named = region || !open ? undefined : longest(CITY_INDEX, words, i);
    const alone = region || named || !open ? undefined : longest(REGION_INDEX, words, i);
    if (region) {
      if (city === previous) reading.province = region[0].name;
      else city!.province = region[0].name;
      i += region[1];
    } else if (named) {
      city = { city: named[0].name, province: null };
      reading.places.push(city);
      i += named[1];
    } else if (alone) {
      city = null;
      reading.places.push({ city: null, province: alone[0].name });
      i += alone[1];
    } else {
      break;
    }
    reading.used = i - at;
    if (JOINERS.has(words[i] ?? '')) {
      city = null;
      open = true;
      i++;
    } else if (city && !city.province) {
      open = false;
    } else {
      break;
    }
  }
  return reading;
}

// Keeps the places read, each city once; returns the last city kept.
function commit(reading: Reading, result: CatalogueMatch, previous: NamedPlace | null): NamedPlace | null {
  if (previous && reading.province && !previous.province) previous.province = reading.province;
  let last: NamedPlace | null = null;
  for (const place of reading.places) {
    const known = result.places.find((kept) =>
      place.city ? kept.city === place.city : !kept.city && kept.province === place.province,
    );
    if (known) {
      known.province ??= place.province;
    } else {
      result.places.push(place);
      if (place.city) result.cities.push(place.city);
    }
    last = place.city ? (known ?? place) : null;
  }
  return last;
}
