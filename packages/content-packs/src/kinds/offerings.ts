import type { CatalogueEntry, CatalogueKind } from '../packs/catalogue/catalogue-types';
import { CITIES } from '../packs/catalogue/cities';
import { CATALOGUE } from '../packs/catalogue/index';
import { matchCatalogue } from '../packs/catalogue/match-catalogue';
import { normalizeText } from '../packs/catalogue/normalize';
import { isKindKeyword } from './classify';
import type { Family, Kind, KindItem } from './kind-types';

const MAX_OFFERINGS = 12;
const MAX_WORDS = 5;
const NAME_MAX = 60;

// Words that open a list without being part of what is offered ("kami menyediakan", "we offer", "dan").
const LEADING = new Set(
  'kami we our menyediakan sedia tersedia melayani jual menjual jualan sell sells selling offer offers offering provide provides providing serve serves serving menerima terima ada juga also spesialis specialist khusus aneka berbagai macam various dan and serta atau or plus including termasuk seperti like yaitu yakni'.split(
    ' ',
  ),
);
// Words after which the rest names a place, a purpose, an extra or how it is sold, not the offering ("di
// Bekasi", "untuk acara", "nagasari pesanan").
const LOCATIVES = new Set(
  'di in at near dekat sekitar kawasan around dari from untuk for buat dengan with asli khas pesanan'.split(
    ' ',
  ),
);
// A part holding one of these describes the business rather than naming something it offers.
const DESCRIPTIVE = new Set(
  'murah cheap enak lezat delicious terpercaya trusted ramah friendly nyaman cozy cosy santai berkualitas quality terbaik best harga price prices rate rates tarif setiap every tempat place sejak since tahun years pelanggan customers customer buka open jam hours kami we our yang siap ready bisa can pesan order gratis free'.split(
    ' ',
  ),
);
// Words that name the business itself ("bengkel motor", "kedai teh tubruk"): dropped from the start of a
// part, and what is left is an offering only when it says more than the kind ("teh tubruk", not "bunga").
const BUSINESS_NOUNS = new Set(
  'bengkel warung toko kedai rumah makan restoran restaurant resto usaha bisnis business shop store studio agen depot gerai outlet butik boutique konter counter sekolah school lembaga klinik umkm jasa'.split(
    ' ',
  ),
);
const SMALL = new Set([
  'di',
  'dan',
  'dengan',
  'untuk',
  'yang',
  'dari',
  'and',
  'of',
  'in',
  'the',
  'for',
  'per',
  'isi',
]);
const PLACES = new Set(CITIES.flatMap((city) => [city.name, ...(city.aliases ?? [])].map(normalizeText)));
const CATALOGUE_NAMES = new Set(
  CATALOGUE.flatMap((entry) => [...entry.name, ...(entry.aliases ?? [])].map(normalizeText)),
);

// "servis rutin" → "Servis Rutin"; what the owner wrote in capitals ("AC", "HP") stays so.
function tidy(words: readonly string[]): string {
  const text = words
    .map((word, index) =>
      index > 0 && SMALL.has(word.toLowerCase())
        ? word.toLowerCase()
        : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(' ')
    .replace(/^["'“‘(]+|["'”’).:!?-]+$/g, '');
  return text.length > NAME_MAX ? text.slice(0, NAME_MAX).trim() : text;
}

function cleanPart(part: string): { words: string[]; named: boolean } {
  const words = part.split(/\s+/).filter(Boolean);
  while (words.length && LEADING.has(normalizeText(words[0]!))) words.shift();
  let named = false;
  while (words.length > 1 && BUSINESS_NOUNS.has(normalizeText(words[0]!))) {
    words.shift();
    named = true;
  }
  const cut = words.findIndex((word, index) => index > 0 && LOCATIVES.has(normalizeText(word)));
  const kept = cut > 0 ? words.slice(0, cut) : words;
  return { words: kept.filter((word) => !/^(dll|dsb|etc|dst)\.?$/i.test(word)), named };
}

function isOffering(
  { words, named }: { words: readonly string[]; named: boolean },
  known: (phrase: string) => boolean,
  inList: boolean,
): boolean {
  if (words.length === 0 || words.length > MAX_WORDS) return false;
  const phrase = normalizeText(words.join(' '));
  if (!phrase || PLACES.has(phrase) || /^\d+$/.test(phrase)) return false;
  const tokens = phrase.split(' ');
  if (BUSINESS_NOUNS.has(tokens[0]!) || (named && isKindKeyword(phrase))) return false;
  if (known(phrase)) return true;
  return inList && !tokens.some((token) => DESCRIPTIVE.has(token));
}

// What the owner names as their offer in the description, tidied, in the order written: every part of a
// list ("servis rutin, ganti oli, tambal ban"), and a lone phrase only when it is a known item.
export function ownerOfferings(description: string, kind: Kind): string[] {
  const known = (phrase: string) => CATALOGUE_NAMES.has(phrase) || kindItemFor(phrase, kind) !== undefined;
  const found: string[] = [];
  const seen = new Set<string>();
  for (const sentence of description.split(/[.!?]+(?=\s|$)|[\n;]+/)) {
    const colon = sentence.indexOf(':');
    const list = colon >= 0 ? sentence.slice(colon + 1) : sentence;
    const parts = list.split(/,|\/|&|\+|\s(?:dan|and|serta|atau|or|plus)\s/i);
    for (const part of parts) {
      const cleaned = cleanPart(part);
      if (!isOffering(cleaned, known, parts.length > 1)) continue;
      const { words } = cleaned;
      const key = normalizeText(words.join(' '));
      if (seen.has(key)) continue;
      seen.add(key);
      found.push(tidy(words));
      if (found.length >= MAX_OFFERINGS) return found;
    }
  }
  return found;
}

function containsPhrase(text: string, phrase: string): boolean {
  return ` ${text} `.includes(` ${phrase} `);
}

// The kind's item an offering names: the same name or alias, a name of several words inside it, or a
// distinctive one-word alias inside it ("kelas privat" is the private lesson).
export function kindItemFor(offering: string, kind: Kind): KindItem | undefined {
  const phrase = normalizeText(offering);
  const names = (entry: KindItem) => [...entry.name, ...entry.aliases].map(normalizeText);
  return (
    kind.items.find((entry) => names(entry).includes(phrase)) ??
    kind.items.find((entry) =>
      names(entry).some((name) => name.length >= 4 && name.includes(' ') && containsPhrase(phrase, name)),
    ) ??
    kind.items.find((entry) =>
      entry.aliases.some(
        (alias) => alias.length >= 5 && !alias.includes(' ') && containsPhrase(phrase, normalizeText(alias)),
      ),
    )
  );
}

const CATALOGUE_FAMILIES: Record<CatalogueKind, Family> = {
  restaurant: 'food',
  coffee: 'food',
  bakery: 'food',
  fashion: 'retail',
  beauty: 'beauty',
  generic: 'services',
};

// True when a catalogue entry belongs to the kind's family (a dish for a food business, not a laundry service).
export function fitsKind(entry: CatalogueEntry, kind: Kind): boolean {
  return CATALOGUE_FAMILIES[entry.kinds[0]!] === kind.family;
}

// The catalogue entry an offering names in full ("pangsit goreng"), when it fits the kind.
export function catalogueEntryFor(offering: string, kind: Kind): CatalogueEntry | undefined {
  const named = matchCatalogue(offering).entries[0];
  if (!named || named.phrase !== normalizeText(offering)) return undefined;
  return fitsKind(named.entry, kind) ? named.entry : undefined;
}
