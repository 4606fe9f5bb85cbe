import { RUPIAH_SCALE_WORDS, RUPIAH_SLANG, writtenNumber } from '@webku/contract';

// Rupiah prices as owners write them: "Rp 1.200.000", "Rp25.000", "Rp 45.000,-", "IDR 2,500,000", "350rb",
// "15 ribu", "25k", "1.5jt", "Rp 1,2 juta", "6 million", "goceng", "200 perak", with an optional unit after
// them ("/hari", "per malam", "sebulan", "/bln", "/org"). A starting price is marked `from`: "mulai 45rb",
// "from 250k", "2jtan", "15rb-an", "seribuan" and a range ("15-20rb", "Rp 50.000 - 75.000", "50rb - 75rb"),
// which keeps its lower bound. A number without a scale or a currency ("25.000", "800/biji") is a price only
// where an owner's price stands: after an item's name or a price word, before a unit, a comma or the line's
// end, and never before a count or a measure ("1.000 pelanggan", "2.500 m2"). Every pattern is linear: no
// nested quantifiers over the same characters.

export type PriceUnit =
  | 'hari'
  | 'malam'
  | 'minggu'
  | 'bulan'
  | 'tahun'
  | 'jam'
  | 'porsi'
  | 'kg'
  | 'liter'
  | 'galon'
  | 'tabung'
  | 'pcs'
  | 'orang'
  | 'box'
  | 'sesi'
  | 'paket'
  | 'ekor'
  | 'ikat'
  | 'pack'
  | 'meter'
  | 'm2'
  | 'lembar'
  | 'unit';

export type WrittenPrice = {
  value: number;
  unit: PriceUnit | null;
  // The owner wrote a starting price: "mulai 45rb", "from 250k", "2jtan", "15-20rb".
  from: boolean;
  index: number;
  length: number;
};

const UNIT_WORDS: Record<string, PriceUnit> = {
  hari: 'hari',
  hr: 'hari',
  day: 'hari',
  malam: 'malam',
  malem: 'malam',
  mlm: 'malam',
  night: 'malam',
  minggu: 'minggu',
  mgg: 'minggu',
  pekan: 'minggu',
  week: 'minggu',
  bulan: 'bulan',
  bln: 'bulan',
  month: 'bulan',
  tahun: 'tahun',
  thn: 'tahun',
  year: 'tahun',
  jam: 'jam',
  jm: 'jam',
  hour: 'jam',
  porsi: 'porsi',
  portion: 'porsi',
  plate: 'porsi',
  piring: 'porsi',
  kg: 'kg',
  kilo: 'kg',
  liter: 'liter',
  ltr: 'liter',
  litre: 'liter',
  galon: 'galon',
  gallon: 'galon',
  tabung: 'tabung',
  pcs: 'pcs',
  pc: 'pcs',
  biji: 'pcs',
  buah: 'pcs',
  butir: 'pcs',
  piece: 'pcs',
  item: 'pcs',
  orang: 'orang',
  org: 'orang',
  pax: 'orang',
  person: 'orang',
  head: 'orang',
  box: 'box',
  dus: 'box',
  pertemuan: 'sesi',
  sesi: 'sesi',
  session: 'sesi',
  class: 'sesi',
  kelas: 'sesi',
  lesson: 'sesi',
  visit: 'sesi',
  kunjungan: 'sesi',
  paket: 'paket',
  package: 'paket',
  ekor: 'ekor',
  ikat: 'ikat',
  bunch: 'ikat',
  pack: 'pack',
  bungkus: 'pack',
  meter: 'meter',
  mtr: 'meter',
  m: 'meter',
  m2: 'm2',
  'm²': 'm2',
  lembar: 'lembar',
  lbr: 'lembar',
  sheet: 'lembar',
  unit: 'unit',
  mobil: 'unit',
  car: 'unit',
};

// "1.200.000", "2,500,000", "1,2", "1.5", "25".
const NUMBER = String.raw`\d{1,9}(?:[.,]\d{1,3}){0,4}`;
// "25.000", "1,300,000", "45.000,00": thousands grouped, with no currency and no scale.
const GROUPED = String.raw`[1-9]\d{0,2}(?:[.,]\d{3})+(?:[.,]\d{2}(?!\d))?(?![.,]?\d)`;
const SCALE = RUPIAH_SCALE_WORDS;
const INDONESIAN_SCALES = new Set(['juta', 'jt', 'ribu', 'rebu', 'rb']);
// "15-20rb", "Rp 50.000 - 75.000", "50rb s/d 75rb", "150k to 400k".
const RANGE = String.raw`\s*(?:[-–—~]|s\/d|sd(?=\s)|sampai|hingga|to|until)\s*`;
const RANGE_BETWEEN = /^[^\S\n]*(?:[-–—~]|s\/d|sd|sampai|hingga|to|until)[^\S\n]*$/i;
// "-an", "an" after a sum ("15rb-an", "2jtan"): about that much, or more.
const ABOUT = '-?an';
const UNIT_KEYS = Object.keys(UNIT_WORDS)
  .sort((a, b) => b.length - a.length)
  .join('|');
// "/hari", "per malam", "sebulan", "each"; after a slash or "per" any word is the unit ("/load", "per item").
const UNIT = String.raw`(?:(?:\s*\/\s*|\s+per\s*|\s*se(?=(?:hari|malam|minggu|bulan|tahun|jam|porsi|kilo)\b)|\s+(?:a|an|each|tiap|setiap)\s+)(?:(?<unit>${UNIT_KEYS})s?|(?<fullDay>24\s*(?:jam|jm|hours?|hrs?|h)))(?![\p{L}\p{N}])|(?:\s*\/\s*|\s+per\s+)(?<otherUnit>[\p{L}][\p{L}\d]{0,14})(?![\p{L}\d]))`;
const PRICE = new RegExp(
  [
    // "Rp 25.000", "Rp. 35.000,-", "IDR 350K", "Rp 50.000 - Rp 75.000", "Rp 2jtan".
    String.raw`(?<![\p{L}\p{N}])(?:rp|idr)\.?\s*(?:(?<rpLow>${NUMBER})${RANGE}(?:(?:rp|idr)\.?\s*)?)?(?<rpNumber>${NUMBER})(?:\s*(?<rpScale>${SCALE}))?(?<rpAbout>${ABOUT})?(?![\p{L}])(?:\s*,-)?`,
    // "350rb", "15-20rb", "1.5jt", "6 million", "2jtan", "15rb-an", "25rb perak", "200 perak", "350,000 IDR".
    String.raw`(?<![\p{L}\p{N}.,])(?:(?<low>${NUMBER})${RANGE})?(?<number>${NUMBER})\s*(?:(?<scale>${SCALE})(?<about>${ABOUT})?(?:\s*(?:rupiah|perak))?|(?<plain>rupiah|perak|idr(?!\.?\s*\d)))(?![\p{L}])`,
    // "goceng", "cepek", "seribuan".
    String.raw`(?<![\p{L}\p{N}])(?<slang>${Object.keys(RUPIAH_SLANG).join('|')})(?<slangAbout>an)?(?![\p{L}])`,
    // "25.000", "6.000/kg", "Rp" left out: "50.000 - 75.000", "45.000,-".
    String.raw`(?<![\p{L}\p{N}.,])(?:(?<groupedLow>${GROUPED})${RANGE})?(?<grouped>${GROUPED})(?<groupedAbout>${ABOUT})?(?![\p{L}])(?<dash>\s*,-)?`,
    // "800/biji": a bare sum before a slash and a unit.
    String.raw`(?<![\p{L}\p{N}.,\/])(?<bare>[1-9]\d{2,5})(?=\s*\/\s*(?:${UNIT_KEYS})s?(?![\p{L}\p{N}]))`,
  ]
    .map((alternative) => `(?:${alternative})`)
    .join('|')
    .replace(/^/, '(?:')
    .concat(`)(?:${UNIT})?`),
  'dgiu',
);

// Words right before a price that make it a starting price: "mulai", "mulai dari", "harga mulai", "start
// from", "starting from", "starts at", "from", "dari", "dr".
const FROM_BEFORE =
  /(?:^|[^\p{L}])(?:mulai|start(?:s|ing)?|from|dari|dr)(?:\s+(?:dari|dr|from|at|harga))?\s*[:=]?\s*$/iu;
// Words that lead to a price written as a bare number ("harga 35.000", "Nasi goreng: 15.000").
const PRICE_CUE_BEFORE =
  /(?:(?:^|[^\p{L}])(?:harga|hrg|hanya|cuma|cm|only|just|tarif|biaya|ongkos|price|prices|rate|fee|mulai|start|starting|from|dari|dr|seharga|senilai)\s*[:=]?|[:=]|\p{L}\)?[^\S\n]*[-–—])\s*$/iu;
// A bare number after these is a count, a size, a number or a code, never a price.
const COUNT_BEFORE =
  /(?:^|[^\p{L}])(?:isi|kapasitas|capacity|terjual|sold|ukuran|size|luas|no|nomor|nomer|nmr|km|lt|lantai|blok|kav|rt|rw|kode|code|pos|tahun|thn|th|sejak|since|est|stok|stock|sebanyak|total|lebih dari|more than|over|level|lvl|lv|tipe|type|seri|series|model|versi|version|ke|min|minimal|minimum|max|maks|maksimal|jarak|radius|tinggi|berat|weight|panjang|lebar|volume|daya|rek|rekening|norek|npwp|nib|siup|pin|qty|jumlah|melayani|served)\s*[.:#]?\s*$/iu;
// A phone number ("WA 0812 345.678", "+62 812.345.678") or another number just before.
const PHONE_BEFORE =
  /(?:(?:^|[^\p{L}])(?:wa|whatsapp|hp|telp|tlp|tel|telepon|phone|call|hub|hubungi|contact|sms)|\+?\d)[\s.:-]*$/iu;
// A count or a measure after a bare number: "1.000 pelanggan", "2.500 m2", "10.000+" (a plus with a space
// before it adds: "harga 50.000 + ongkir").
const MEASURE_AFTER =
  /^(?:\+|[^\S\n]*(?:[%×]|x(?![\p{L}])|(?:orang|org|pax|people|persons?|pengikut|followers?|pelanggan|customers?|clients?|klien|members?|anggota|siswa|murid|students?|alumni|peserta|participants?|pengunjung|visitors?|tamu|guests?|undangan|pcs|pc|biji|buah|butir|ekor|units?|eks|eksemplar|copies|lembar|lbr|sheets?|kg|kilo|gr|gram|g|ton|ml|l|liter|litre|ltr|lt|m|m2|m²|meter|meters|km|cm|mm|mdpl|watt|w|va|kva|cc|mah|rpm|kali|times|lebih|more|porsi|box|botol|bottles?|dus|kursi|seats?|kamar|rooms?|titik|cabang|outlets?|transaksi|terjual|sold|reviews?|ulasan|tahun|thn|years?|hari|days?|jam|hours?|menit|minutes?|kata|words?|halaman|pages?|foto|photos?|desain|designs?|produk|products?|items?|mitra|partners?|tabung|galon|pasang|pairs?|set|ft|sqm|sqft|ha|hektar|hectares?|views?|likes?|downloads?|steps?|langkah|tiket|tickets?)(?![\p{L}\d])))/iu;
// Where a bare number ends an owner's price: the line's or the list's end, a bracket, a slash, "saja".
const PRICE_END_AFTER =
  /^(?:[^\S\n]*(?:$|\n|[,;.!?)(\]|/])|\s+(?:saja|aja|doang|only|nett?|flat|dan|and|atau|or|&|\+|-|–)(?![\p{L}]))/iu;
// A word (an item's name) just before: "jas 25.000", "gula 1kg 17.500", "scuba 1,300,000".
const WORD_BEFORE = /\p{L}[\p{L}\p{N}]*\)?[^\S\n]+$/u;
// "10k followers", "pengikut 10rb": a count, not a price.
const SCALED_COUNT_BEFORE = /(?:^|[^\p{L}])(?:followers?|pengikut|subscribers?)[^\S\n]*$/iu;
// "kamera 4k", "fun run 5k": a resolution or a distance.
const SMALL_K_BEFORE =
  /(?:^|[^\p{L}])(?:tv|monitor|layar|kamera|camera|video|resolusi|resolution|display|screen|lari|run|marathon|maraton|race)[^\S\n]*$/iu;
const SCALED_COUNT_AFTER =
  /^[^\S\n]*(?:\+|(?:followers?|pengikut|subscribers?|subs|views?|viewers?|penonton|likes?|downloads?|pelanggan|customers?|terjual|sold|steps?|langkah|km|run|race|lari|uhd|hdr|video|fps|resolution|resolusi)(?![\p{L}\d]))/iu;
// "8jt (200 pax)", "mil laut": after "mil" a distance.
const MILE_AFTER = /^\s*(?:laut|jauh|dari|from|away|nautical)(?![\p{L}])/iu;

type Groups = Record<string, string | undefined>;
type Read = { value: number; from: boolean; index: number; end: number } | null;

// The lower bound of a range, in the scale of the upper one unless written in thousands ("Rp 50.000 - 75rb").
function lowerBound(low: string, high: number, scale: string | undefined): number | null {
  const plain = writtenNumber(low, undefined);
  const value = plain !== null && plain >= 1000 ? plain : writtenNumber(low, scale);
  return value !== null && value < high ? value : null;
}

// A range's lower bound stands for a count when a count word comes before it ("isi 10 - 25rb"), or when it
// is set apart by spaces and far below the upper one ("isi 6 - 20rb" written without "isi").
function countBeforeRange(
  text: string,
  low: string,
  lowAt: number,
  spaced: boolean,
  value: number,
  high: number,
) {
  if (COUNT_BEFORE.test(text.slice(Math.max(0, lowAt - 30), lowAt))) return true;
  return spaced && !/[.,]\d{3}/.test(low) && value * 2 < high;
}

function readMatch(text: string, match: RegExpExecArray): Read {
  const groups = match.groups as Groups;
  const at = match.indices!.groups as Record<string, [number, number] | undefined>;
  const end = match.index + match[0].length;
  const before = (index: number) => text.slice(Math.max(0, index - 40), index);
  if (groups.rpNumber) {
    const high = writtenNumber(groups.rpNumber, groups.rpScale);
    if (groups.rpLow) {
      const low = lowerBound(groups.rpLow, high ?? Number.POSITIVE_INFINITY, groups.rpScale);
      if (low !== null && high !== null) return { value: low, from: true, index: match.index, end };
      // "Rp 25.000 - 2 porsi": the price is the first sum, the rest is something else.
      const first = writtenNumber(groups.rpLow, undefined);
      const lowEnd = at.rpLow![1];
      return first === null ? null : { value: first, from: false, index: match.index, end: lowEnd };
    }
    if (high === null) return null;
    return { value: high, from: Boolean(groups.rpAbout), index: match.index, end };
  }
  if (groups.number) {
    const scale = groups.scale ?? groups.plain;
    const numberAt = at.number![0];
    const after = text.slice(at.scale?.[1] ?? at.plain![1], (at.scale?.[1] ?? at.plain![1]) + 30);
    if (scale && /^mil$/i.test(scale) && MILE_AFTER.test(after)) return null;
    if (/^perak$/i.test(groups.plain ?? '') && groups.number === '925') return null;
    const high = writtenNumber(groups.number, scale);
    if (high === null) return null;
    if (groups.low) {
      const low = lowerBound(groups.low, high, scale);
      const lowAt = at.low![0];
      const spaced = /\s/.test(text.slice(at.low![1], numberAt));
      if (low !== null && !countBeforeRange(text, groups.low, lowAt, spaced, low, high)) {
        if (SCALED_COUNT_BEFORE.test(before(lowAt)) || SCALED_COUNT_AFTER.test(after)) return null;
        return { value: low, from: true, index: match.index, end };
      }
    }
    if (SCALED_COUNT_BEFORE.test(before(numberAt)) || SCALED_COUNT_AFTER.test(after)) return null;
    if (/^k$/i.test(scale ?? '') && high <= 16_000 && SMALL_K_BEFORE.test(before(numberAt))) return null;
    return { value: high, from: Boolean(groups.about), index: numberAt, end };
  }
  if (groups.slang) {
    const word = groups.slang;
    // "Seribu Rasa", "Mie Gocap": a capital inside a sentence names a business, and "seribu" is a sum
    // only as "seribuan".
    if (word.toLowerCase() === 'seribu' && !groups.slangAbout) return null;
    if (/^\p{Lu}/u.test(word) && /\p{L}[^\S\n]*$/u.test(before(match.index))) return null;
    return {
      value: RUPIAH_SLANG[word.toLowerCase()]!,
      from: Boolean(groups.slangAbout),
      index: match.index,
      end,
    };
  }
  if (groups.grouped) {
    const start = at.groupedLow?.[0] ?? at.grouped![0];
    const prefix = before(start);
    const rest = text.slice(end, end + 30);
    // "galon baru + isi 45.000": a thousands number ending the phrase after "isi" is what the refill costs.
    const refill = /(?:^|[^\p{L}])isi[^\S\n]*$/iu.test(prefix) && PRICE_END_AFTER.test(rest);
    if (PHONE_BEFORE.test(prefix) || (COUNT_BEFORE.test(prefix) && !refill)) return null;
    const priced = Boolean(groups.dash || groups.unit || groups.otherUnit || groups.groupedAbout || refill);
    if (!priced && MEASURE_AFTER.test(rest)) return null;
    if (
      !priced &&
      !PRICE_CUE_BEFORE.test(prefix) &&
      !(WORD_BEFORE.test(prefix) && PRICE_END_AFTER.test(rest))
    )
      return null;
    const high = writtenNumber(groups.grouped, undefined);
    if (high === null) return null;
    if (groups.groupedLow) {
      const low = lowerBound(groups.groupedLow, high, undefined);
      if (low !== null) return { value: low, from: true, index: start, end };
      return null;
    }
    return { value: high, from: Boolean(groups.groupedAbout), index: start, end };
  }
  if (groups.bare) {
    const prefix = before(match.index);
    if (PHONE_BEFORE.test(prefix) || COUNT_BEFORE.test(prefix)) return null;
    const value = writtenNumber(groups.bare, undefined);
    return value === null ? null : { value, from: false, index: match.index, end };
  }
  return null;
}

// Every price written in the text, in order, with where it stands.
const GOLD = /\b(?:emas|gold|perhiasan|jewel(?:le)?ry|karat|kadar|logam mulia)\b/i;

export function writtenPrices(text: string): WrittenPrice[] {
  const found: WrittenPrice[] = [];
  for (const match of text.matchAll(PRICE)) {
    const read = readMatch(text, match);
    if (!read) continue;
    // "emas perhiasan 24K, 22K & 18K": carats of gold, not thousands of rupiah.
    if (
      read.value <= 24_000 &&
      /^\d{1,2}\s?k\b/i.test(match[0].trim()) &&
      GOLD.test(text.slice(Math.max(0, read.index - 40), read.index + 12))
    )
      continue;
    const groups = match.groups as Groups;
    // "/24 jam" is a day's rental.
    const unitWord = groups.fullDay ? 'hari' : ((groups.unit ?? groups.otherUnit)?.toLowerCase() ?? '');
    // "Rp 25.000 - 2 porsi" is read up to its first sum: what follows is not its unit.
    const whole = read.end === match.index + match[0].length;
    const unit: PriceUnit | null = whole ? (UNIT_WORDS[unitWord] ?? null) : null;
    let end = read.end;
    let from = read.from || FROM_BEFORE.test(text.slice(Math.max(0, read.index - 40), read.index));
    // "2rb an", "5 ribu an": about that much, written apart.
    const scale = (groups.scale ?? '').toLowerCase();
    const apart = /^[^\S\n]+an(?![\p{L}\p{N}])/u.exec(text.slice(end));
    if (apart && INDONESIAN_SCALES.has(scale) && !unitWord && !groups.about) {
      end += apart[0].length;
      from = true;
    }
    found.push({ value: read.value, unit, from, index: read.index, length: end - read.index });
  }
  return joinRanges(text, found);
}

// "50rb - 75rb", "Rp 150.000 s/d Rp 200.000": two prices joined by a dash or "sampai" on one line are one
// range, read as its lower bound.
function joinRanges(text: string, prices: WrittenPrice[]): WrittenPrice[] {
  const joined: WrittenPrice[] = [];
  for (const price of prices) {
    const previous = joined.at(-1);
    const between = previous && text.slice(previous.index + previous.length, price.index);
    if (
      previous &&
      between !== undefined &&
      RANGE_BETWEEN.test(between) &&
      previous.value < price.value &&
      (previous.unit === null || previous.unit === price.unit)
    ) {
      previous.unit = price.unit ?? previous.unit;
      previous.from = true;
      previous.length = price.index + price.length - previous.index;
      continue;
    }
    joined.push(price);
  }
  return joined;
}
