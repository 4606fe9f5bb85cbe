import { type BusinessKind, matchCatalogue } from '@webku/content-packs';

// Keywords match at the start of a word ("kopi" matches "kopitiam", "barber" matches "barbershop");
// a trailing $ asks for the whole word, for short words that hide inside others ("spa" in "spanduk").
const KEYWORDS: Record<Exclude<BusinessKind, 'generic'>, readonly string[]> = {
  coffee: [
    'kopi',
    'coffee',
    'kafe',
    'cafe',
    'café',
    'caffe',
    'espresso',
    'warkop',
    'warung kopi',
    'kedai kopi',
    'roastery',
    'barista',
  ],
  bakery: [
    'roti',
    'bakery',
    'bakeshop',
    'kue$',
    'cake',
    'pastry',
    'pastri',
    'patisserie',
    'donat',
    'donut',
    'doughnut',
    'cookie',
    'brownies',
    'bolu',
  ],
  restaurant: [
    'warung',
    'resto$',
    'restoran',
    'restaurant',
    'makan',
    'food',
    'bakso',
    'soto',
    'rumah makan',
    'nasi$',
    'mie$',
    'mi ayam',
    'ayam',
    'sate$',
    'seafood',
    'katering',
    'catering',
    'dimsum',
    'bistro',
    'eatery',
    'kuliner',
    'masakan',
    'pecel',
    'penyetan',
    'angkringan',
  ],
  beauty: [
    'salon',
    'kecantikan',
    'beauty',
    'spa$',
    'barber',
    'nail',
    'kuku',
    'makeup',
    'make up',
    'mua$',
    'skincare',
    'facial',
    'pangkas rambut',
    'potong rambut',
    'lash',
    'waxing',
    'pijat',
    'massage',
    'refleksi',
    'reflexology',
    'klinik kecantikan',
  ],
  fashion: [
    'fashion',
    'butik',
    'boutique',
    'baju',
    'pakaian',
    'hijab',
    'jilbab',
    'kerudung',
    'clothing',
    'apparel',
    'busana',
    'gamis',
    'kaos',
    'distro',
    'konveksi',
    'batik',
    'muslimah',
    'outfit',
    'thrift',
    'tas$',
    'sepatu',
  ],
};

// On a tie (two keywords at the same position) the earlier kind here wins: "warung kopi" is coffee.
const PRIORITY: readonly Exclude<BusinessKind, 'generic'>[] = [
  'coffee',
  'bakery',
  'restaurant',
  'beauty',
  'fashion',
];

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const PATTERNS = Object.fromEntries(
  PRIORITY.map((kind) => {
    const alternatives = KEYWORDS[kind].map((word) =>
      word.endsWith('$') ? `${escapeRegExp(word.slice(0, -1))}(?![\\p{L}\\p{N}])` : escapeRegExp(word),
    );
    return [kind, new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})`, 'iu')];
  }),
) as Record<Exclude<BusinessKind, 'generic'>, RegExp>;

// Picks the content pack for a free-text business type; the keyword mentioned first decides.
// Without a keyword, the first catalogue dish or product named ("pempek", "es teh jumbo") decides,
// then a cuisine ("masakan Padang"); the short description is read when the type says nothing.
// A service named first ("cuci sepatu", "servis HP") wins over the thing it handles ("sepatu").
export function selectPackKind(businessType: string, description = ''): BusinessKind {
  const texts = [businessType, description];
  const matches = texts.map((text) => matchCatalogue(text));
  for (const [index, text] of texts.entries()) {
    const named = matches[index]!.entries[0];
    if (named?.entry.kinds[0] === 'generic') return 'generic';
    const kind = keywordKind(text);
    if (kind !== 'generic') return kind;
    if (named) return named.entry.kinds[0]!;
  }
  return matches.some((match) => match.cuisines.length) ? 'restaurant' : 'generic';
}

function keywordKind(value: string): BusinessKind {
  const text = value.normalize('NFC').toLowerCase();
  let best: { kind: BusinessKind; index: number } = { kind: 'generic', index: Number.POSITIVE_INFINITY };
  for (const kind of PRIORITY) {
    const match = PATTERNS[kind].exec(text);
    if (match && match.index < best.index) best = { kind, index: match.index };
  }
  return best.kind;
}
