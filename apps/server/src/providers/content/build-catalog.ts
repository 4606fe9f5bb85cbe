import {
  builtinImageUrl,
  CATEGORY_LABELS,
  catalogueEntryFor,
  fitsKind,
  type KindItem,
  kindItemFor,
  normalizeText,
  type OwnerOffering,
  type PriceUnit,
} from '@webku/content-packs';
import { formatRupiah } from '@webku/contract';
import { type BuildContext, pick } from './build-context';
import type { GeneratedMenuCategory, GeneratedMenuItem } from './content-provider';
import { asSentence, slugify } from './text-utils';

// At most this many of the kind's typical items stand in, unpriced and marked as examples, when the
// owner named nothing they offer.
const MAX_EXAMPLES = 2;
// Words of a business type that say what kind of trade it is rather than what it offers.
const TRADE_WORDS = new Set(
  'jasa usaha toko warung kedai les kursus sewa rental servis service jual layanan bengkel rumah makan kios umkm online shop store tempat pusat agen spesialis khusus dan and the of'.split(
    ' ',
  ),
);

const UNITS: Record<PriceUnit, readonly [string, string]> = {
  hari: ['per hari', 'per day'],
  malam: ['per malam', 'per night'],
  minggu: ['per minggu', 'per week'],
  bulan: ['per bulan', 'per month'],
  tahun: ['per tahun', 'per year'],
  jam: ['per jam', 'per hour'],
  porsi: ['per porsi', 'per portion'],
  kg: ['per kg', 'per kg'],
  liter: ['per liter', 'per litre'],
  galon: ['per galon', 'per gallon'],
  tabung: ['per tabung', 'per cylinder'],
  pcs: ['per buah', 'each'],
  orang: ['per orang', 'per person'],
  box: ['per box', 'per box'],
  sesi: ['per pertemuan', 'per session'],
  paket: ['per paket', 'per package'],
  ekor: ['per ekor', 'per head'],
  ikat: ['per ikat', 'per bunch'],
  pack: ['per bungkus', 'per pack'],
  meter: ['per meter', 'per metre'],
  m2: ['per m²', 'per m²'],
  lembar: ['per lembar', 'per sheet'],
  unit: ['per unit', 'per unit'],
};

// Slugs stay unique within a site even if two names slugify the same.
export function uniqueSlugs(names: readonly string[]): string[] {
  const seen = new Set<string>();
  return names.map((name, index) => {
    const base = slugify(name) || `kategori-${index + 1}`;
    let slug = base;
    for (let n = 2; seen.has(slug); n++) slug = `${base}-${n}`;
    seen.add(slug);
    return slug;
  });
}

type Row = { name: string; price: number; description: string; isNamed: boolean; isExample: boolean };

// What the owner wrote with an offering: a starting price ("Harga mulai dari Rp 45.000."), its unit ("per
// bulan") and what comes with it. The sum is the owner's, written the way the site writes rupiah.
// Chat shorthand in what the owner wrote of an item ("dlm bhs inggris"), written out for visitors: the same
// words, spelled in full ("dalam bahasa inggris").
const SHORTHAND: Record<string, string> = {
  dlm: 'dalam',
  bhs: 'bahasa',
  jg: 'juga',
  utk: 'untuk',
  yg: 'yang',
  dgn: 'dengan',
  sdh: 'sudah',
  udh: 'sudah',
  blm: 'belum',
  tdk: 'tidak',
  krn: 'karena',
  mnt: 'menit',
  org: 'orang',
  bln: 'bulan',
  thn: 'tahun',
  tgl: 'tanggal',
  pke: 'pakai',
  pake: 'pakai',
};
const spelledOut = (text: string) =>
  text.replace(/\p{L}+/gu, (word) => SHORTHAND[word.toLowerCase()] ?? word);

function rowDescription(ctx: BuildContext, offering: OwnerOffering): string {
  const unit = offering.unit && offering.price ? pick(ctx, UNITS[offering.unit]) : '';
  const from =
    offering.from && offering.price
      ? `${pick(ctx, ['Harga mulai dari', 'Prices from'])} ${formatRupiah(offering.price)}${unit ? ` ${unit}` : ''}`
      : '';
  const details = offering.details.map(spelledOut).join(', ');
  return [from ? asSentence(from) : unit && asSentence(unit), details && asSentence(details)]
    .filter(Boolean)
    .join(' ');
}

// Words of a kind's section names that say nothing of what is in them ("Perawatan Rambut" is about hair).
const SECTION_FILLER = new Set(
  'perawatan care & dan and lain lainnya other others produk products layanan services'.split(' '),
);

// The category an offering belongs in when the kind or the catalogue knows it: its item's category for
// the kind, its dish's for food, or the section whose own word it carries ("Extension Rambut" with the
// hair, "Nail Extension" with the nails).
function knownCategory(ctx: BuildContext, name: string, item: KindItem | undefined): string | undefined {
  if (item) return pick(ctx, ctx.kind.categories[item.category] ?? ctx.kind.categories[0]!);
  const entry = catalogueEntryFor(name, ctx.kind);
  const label = entry && CATEGORY_LABELS.find((category) => category.id === entry.category);
  if (label) {
    // "Nasi & Hidangan Utama" beside the kind's own "Hidangan Utama": the dishes share the kind's section.
    const text = pick(ctx, label.name);
    const within = ` ${normalizeText(text)} `;
    const own = ctx.kind.categories
      .map((category) => pick(ctx, category))
      .find((category) => within.includes(` ${normalizeText(category)} `));
    return own ?? text;
  }
  const words = ` ${normalizeText(name)} `;
  const named = ctx.kind.categories.find((category) =>
    category.some((text) =>
      normalizeText(text)
        .split(' ')
        .some((word) => word.length >= 3 && !SECTION_FILLER.has(word) && words.includes(` ${word} `)),
    ),
  );
  return named && pick(ctx, named);
}

function categoryOf(ctx: BuildContext, name: string, item: KindItem | undefined): string {
  return knownCategory(ctx, name, item) ?? pick(ctx, ctx.kind.categories[0]!);
}

// The kind's typical items that the owner's own business type names ("Les Piano" for "les piano"), as
// unpriced examples for the owner to confirm; everything else the catalogue knows is a suggestion in the admin.
function exampleItems(ctx: BuildContext): KindItem[] {
  const distinctive = normalizeText(ctx.businessType)
    .split(' ')
    .filter((word) => word.length >= 3 && !TRADE_WORDS.has(word));
  if (distinctive.length === 0) return [];
  return ctx.kind.items
    .filter((item) =>
      [...item.name, ...item.aliases].some((name) =>
        distinctive.some((word) => ` ${normalizeText(name)} `.includes(` ${word} `)),
      ),
    )
    .slice(0, MAX_EXAMPLES);
}

/**
 * What the owner named that the catalogue knows for this kind ("rendang") but the reader did not take as an
 * offering. `listed`: it stands in a sentence with offerings the reader took ("Rumah makan Padang dengan
 * rendang, ayam pop"), so it is one of them; one named elsewhere (a question, "pempek? ga jual", the
 * business's own name) is shown to the owner among what was not placed, and one named only in the business
 * type is the business itself.
 */
export function catalogueMentions(ctx: BuildContext): { name: string; listed: boolean }[] {
  const written = ctx.offer.offerings.map((offering) => ` ${normalizeText(offering.name)} `);
  const about = ` ${normalizeText(ctx.description)} `;
  const own = ` ${normalizeText(ctx.brand)} | ${normalizeText(ctx.businessType)} `;
  const placed = [...ctx.offer.features, ...ctx.offer.conditions].map((text) => ` ${normalizeText(text)} `);
  const sentences = ctx.description
    .split(/(?<=[.!?\n])|\p{Extended_Pictographic}/u)
    .filter((sentence) => !sentence.trim().endsWith('?'))
    .map((sentence) => ` ${normalizeText(sentence)} `);
  const mentions: { name: string; listed: boolean }[] = [];
  for (const { entry, phrase } of ctx.catalogueMatch.entries) {
    if (!fitsKind(entry, ctx.kind) || written.some((text) => text.includes(` ${phrase} `))) continue;
    const name = pick(ctx, entry.name);
    if (written.some((text) => text.includes(` ${normalizeText(name)} `))) continue;
    // Named only in the business type ("Butik hijab"): the business, not one thing it sells; named among
    // what comes with an offering ("sdh termasuk … air mineral"): placed there.
    if (ctx.offer.offerings.length > 0 && !about.includes(` ${phrase} `)) continue;
    if (placed.some((text) => text.includes(` ${phrase} `))) continue;
    const listed = sentences.some(
      (sentence) =>
        sentence.includes(` ${phrase} `) &&
        ctx.offer.offerings.some((offering) => sentence.includes(` ${normalizeText(offering.name)} `)),
    );
    // The business's own name or type outside a list ("Coto Makassar Daeng Sitaba 🍲", "servis hp segala
    // merk"): the business itself.
    if (!listed && ctx.offer.offerings.length > 0 && own.includes(` ${phrase} `)) continue;
    written.push(` ${normalizeText(name)} `);
    mentions.push({ name, listed });
  }
  return mentions;
}

/**
 * The menu holds what the owner offers, in their words, each with the price they wrote on it (0, shown
 * as "Tanya harga", when they wrote none), and the catalogue's dishes named among them. When the reader
 * found no offering, the dishes of the catalogue they named stand in; failing those, a few of the kind's typical items, unpriced and marked as examples; failing
 * those, one item named after their business.
 */
export function buildMenu(ctx: BuildContext): GeneratedMenuCategory[] {
  const rows = new Map<string, Row[]>();
  const add = (category: string, row: Row) => rows.set(category, [...(rows.get(category) ?? []), row]);
  // An offering neither the kind nor the catalogue knows stays with the one the owner named before it, in
  // the list they wrote ("manicure, pedicure, extension": the extension is the nails'), the kind's first
  // section when it opens the list.
  // …unless it shares a word with one filed before ("aqua galon" with "isi ulang galon", after "gas 3kg").
  let previous: string | undefined;
  const byWord = new Map<string, string>();
  for (const offering of ctx.offer.offerings) {
    const words = normalizeText(offering.name)
      .split(' ')
      .filter((word) => word.length >= 3 && !SECTION_FILLER.has(word));
    const category =
      knownCategory(ctx, offering.name, kindItemFor(offering.name, ctx.kind)) ??
      words.map((word) => byWord.get(word)).find(Boolean) ??
      previous ??
      pick(ctx, ctx.kind.categories[0]!);
    previous = category;
    for (const word of words) if (!byWord.has(word)) byWord.set(word, category);
    add(category, {
      name: offering.name,
      price: offering.price ?? 0,
      description: rowDescription(ctx, offering),
      isNamed: true,
      isExample: false,
    });
  }
  const alone = rows.size === 0;
  for (const { name, listed } of catalogueMentions(ctx)) {
    if (alone || listed)
      add(categoryOf(ctx, name, undefined), {
        name,
        price: 0,
        description: '',
        isNamed: true,
        isExample: false,
      });
  }
  if (rows.size === 0) {
    const examples = exampleItems(ctx);
    for (const item of examples) {
      add(pick(ctx, ctx.kind.categories[item.category] ?? ctx.kind.categories[0]!), {
        name: pick(ctx, item.name),
        price: 0,
        description: '',
        isNamed: false,
        isExample: true,
      });
    }
    if (examples.length === 0) {
      add(pick(ctx, ctx.kind.categories[0]!), {
        name: ctx.vars.business ?? ctx.brand,
        price: 0,
        description: '',
        isNamed: true,
        isExample: false,
      });
    }
  }
  const names = [...rows.keys()];
  const slugs = uniqueSlugs(names);
  return names.map((name, index) => {
    const image = builtinImageUrl(`${ctx.art}/category-${(index % 4) + 1}`);
    return {
      name,
      slug: slugs[index]!,
      display_order: index + 1,
      image,
      items: rows.get(name)!.map((row, itemIndex) => menuItem(row, image, itemIndex)),
    };
  });
}

function menuItem(row: Row, image: string, index: number): GeneratedMenuItem {
  return {
    name: row.name,
    description: row.description,
    price: row.price,
    image,
    is_best_seller: false,
    is_recommended: false,
    is_example: row.isExample,
    display_order: index + 1,
  };
}
