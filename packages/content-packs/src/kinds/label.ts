import { normalizeText } from '../packs/catalogue/normalize';
import type { Kind, Wording } from './kind-types';

// What the owner wrote besides the offerings read: the business type and the description.
export type OwnerWords = { type?: string; description?: string };

// Words that name a package for any service ("Paket Akad", "Wedding Package").
const PACKAGE_WORDS = ['paket', 'package', 'packages'];

// Words that open a clause without saying what is offered ("ada kelas …", "terima tukar tambah …").
const OPENERS = new Set(
  'ada terima menerima bisa juga jg melayani sedia menyediakan tersedia buka open kami we also plus'.split(
    ' ',
  ),
);
// A clause of a shop's description that opens with one of these offers a service, a class, a rental or a
// ticket rather than goods ("grooming kucing mulai 60rb", "servis ringan jg bisa", "sewa joran 25rb/hari").
const SERVICE_HEADS = [
  'jasa',
  'servis',
  'reparasi',
  'perbaikan',
  'repair',
  'maintenance',
  'grooming',
  'penitipan',
  'kelas',
  'class',
  'classes',
  'kursus',
  'course',
  'lesson',
  'lessons',
  'pelatihan',
  'sewa',
  'rental',
  'rent',
  'tukar tambah',
  'trade in',
  'bayar bpjs',
  'bayar pln',
  'bayar listrik',
  'bayar pdam',
  'bayar tagihan',
  'bayar wifi',
  'bayar cicilan',
  'pembayaran tagihan',
  'payment point',
  'ppob',
];
// An entry ticket is sold wherever the clause names it ("petik jeruk sepuasnya tiket masuk 20rb/org").
const TICKETS = ['tiket', 'ticket', 'tickets', 'htm'];

// A business type naming who makes, grows or stocks goods, not a place that serves them: its food and
// drink are goods ("produsen sambal", "kebun stroberi", "agen frozen food", "depot air isi ulang").
const MAKERS = [
  'produsen',
  'produksi',
  'pabrik',
  'home industry',
  'industri rumahan',
  'pengrajin',
  'perajin',
  'peternakan',
  'peternak',
  'ternak',
  'kebun',
  'tambak',
  'budidaya',
  'agen',
  'distributor',
  'grosir',
  'reseller',
  'supplier',
  'depot air',
  'isi ulang',
  'refill',
];
// …unless the type also names a place to eat or drink ("kebun kopi & kafe", "resto tambak").
const EATERIES = [
  'kafe',
  'kedai',
  'warung',
  'warkop',
  'resto',
  'restoran',
  'restaurant',
  'rumah makan',
  'depot',
  'angkringan',
  'lesehan',
  'dine in',
  'bar',
];

// The owner's own heading before a list names what the list holds ("Layanan: sedot WC, …").
const HEADINGS: readonly (readonly [RegExp, Wording])[] = [
  [/(?:^|[^a-z])(?:layanan|services?|jasa)\s*:/i, 'services'],
  [/(?:^|[^a-z])(?:produk|products?)\s*:/i, 'products'],
  [/(?:^|[^a-z])(?:paket|packages?)\s*:/i, 'packages'],
];
// A type of no known kind opening with one of these words sells a service ("jasa desain & website",
// "klinik gigi", "tukang kunci", "sedot WC")…
const SERVICE_TYPES = new Set(
  'jasa layanan servis tukang bengkel sedot klinik dokter drg bidan praktik praktek konsultan notaris pengacara terapi fisioterapi psikolog penerjemah translator khitan sunat bekam ruqyah akupuntur akupunktur'.split(
    ' ',
  ),
);
// …and one opening with one of these sells goods ("toko emas", "apotek", "optik").
const SHOP_TYPES = new Set(
  'toko jual grosir agen distributor supplier dealer showroom apotek apotik optik kios gerai'.split(' '),
);

const has = (text: string, phrase: string) => ` ${text} `.includes(` ${phrase} `);

// The description's clauses, normalised: split at sentences, list separators and list words.
function clauses(description: string): string[] {
  return description
    .split(/[.,;:!?\n/|+&()•*]|\s(?:dan|and|serta|atau|or|plus|juga)\s/i)
    .map((clause) => normalizeText(clause))
    .filter(Boolean);
}

// True when the owner offers a service, a class, a rental or a ticket in a clause of its own.
export function offersServices(description: string): boolean {
  return clauses(description).some((clause) => {
    const words = clause.split(' ');
    while (words.length > 1 && OPENERS.has(words[0]!)) words.shift();
    const rest = words.join(' ');
    return (
      SERVICE_HEADS.some((head) => rest === head || rest.startsWith(`${head} `)) ||
      TICKETS.some((ticket) => has(clause, ticket))
    );
  });
}

// A clause selling goods by their packed weight ("jual kopi bubuk robusta 200gr 35rb", "sell beans 250 g").
const PACKED = /^(?:jual|menjual|sell|sells|selling)\s.*\b\d+\s?(?:gr|gram|g|kg|ons|ml|liter|l)\b/;
// The owner says their food or drink is had on the spot ("ngopi di tempat juga bisa", "dine in").
const SERVED = /\b(?:di tempat|dine in|makan sini|minum sini|ngopi sini)\b/;

// True when a place that serves food or drink also sells its goods packed to take home, each in a clause
// of its own: a roaster's cup of coffee and its bags of beans are not one menu.
export function sellsPackedAndServes(description: string): boolean {
  const text = normalizeText(description);
  return SERVED.test(text) && description.split(/[.;!?\n/]/).some((part) => PACKED.test(normalizeText(part)));
}

// Food or drink sold by its packed weight or volume, two sizes or more and nothing said of eating there
// ("biji kopi arabika 95rb/250gr, robusta 55rb/250gr", "botol 150ml", "susu segar 1 liter, 500ml"): goods.
const PACK_SIZE = /\b\d+(?:[.,]\d+)?\s?(?:gr|gram|g|ml|liter|ltr|kg)\b|\bbotol\b|\bkemasan\b/g;
export function soldPacked(description: string): boolean {
  const text = normalizeText(description);
  return (
    (text.match(PACK_SIZE) ?? []).length >= 2 &&
    !SERVED.test(text) &&
    !EATERIES.some((word) => has(text, word))
  );
}

// True when the business type names who makes, grows or stocks goods rather than a place to eat.
export function namesMaker(type: string): boolean {
  const text = normalizeText(type);
  return MAKERS.some((word) => has(text, word)) && !EATERIES.some((word) => has(text, word));
}

// The kind's packages among the owner's offerings: a name opening or ending with a package word, or with
// one of the kind's own words for a bundle ("Mini Session" at a photographer).
function packageCount(kind: Kind | undefined, offerings: readonly { name: string }[]): number {
  const words = [...PACKAGE_WORDS, ...(kind?.bundles ?? [])];
  return offerings.filter((offering) => {
    const name = normalizeText(offering.name).split(' ');
    return words.includes(name[0]!) || words.includes(name[name.length - 1]!);
  }).length;
}

/**
 * The label of the offerings section: what the owner sells decides it, the kind's label when nothing
 * says otherwise.
 * - A service whose offerings are at least half packages shows "Paket" (a photographer's "Paket Akad",
 *   "Mini Session"); food, rooms and rentals keep their own label ("paket nasi kotak" is still on a menu).
 * - A shop that also offers a service, a class, a rental or a ticket in a clause of its own shows the
 *   catalogue ("pet shop & grooming", "toko HP … servis ringan jg bisa"): neither "Produk" nor "Layanan"
 *   fits all of it.
 * - Food and drink are on a "Menu" only where they are served: a maker, a farm, an agent or a refill
 *   depot sells them as products, and a place that also sells its goods packed by weight shows the
 *   catalogue.
 * - A business of no known kind takes the label its heading names ("Layanan:", "Produk:", "Paket:"), else
 *   its type's first word: a service ("jasa", "klinik", "tukang"…), a shop's goods ("toko", "apotek"…,
 *   the catalogue when it also offers a service), and the catalogue otherwise.
 */
export function wordingFor(
  kind: Kind | Wording,
  offerings: readonly { name: string }[],
  words: OwnerWords = {},
): Wording {
  const known: Kind | undefined = typeof kind === 'string' ? undefined : kind;
  const wording = typeof kind === 'string' ? kind : kind.wording;
  const description = words.description ?? '';
  const type = words.type ?? '';
  if (wording === 'services') {
    const packages = packageCount(known, offerings);
    return packages >= 2 && packages * 2 >= offerings.length ? 'packages' : 'services';
  }
  if (wording === 'products') return offersServices(description) ? 'catalogue' : 'products';
  if (wording === 'menu') {
    if (namesMaker(type) || soldPacked(description)) return 'products';
    return sellsPackedAndServes(description) ? 'catalogue' : 'menu';
  }
  if (known?.id === 'general') {
    const heading = HEADINGS.find(([pattern]) => pattern.test(description));
    if (heading) return heading[1];
    const opening = normalizeText(type).split(' ')[0]!;
    if (SERVICE_TYPES.has(opening)) return 'services';
    if (SHOP_TYPES.has(opening)) return offersServices(description) ? 'catalogue' : 'products';
  }
  return wording;
}
