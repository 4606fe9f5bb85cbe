// Rupiah prices as owners write them: "Rp 1.200.000", "Rp25.000", "Rp 45.000,-", "IDR 2,500,000", "350rb",
// "15 ribu", "25k", "1.5jt", "Rp 1,2 juta", "50-75rb" (the lower bound), with an optional unit after them
// ("/hari", "per malam", "sebulan"). Every pattern is linear: no nested quantifiers over the same characters.

export type PriceUnit =
  | 'hari'
  | 'malam'
  | 'minggu'
  | 'bulan'
  | 'tahun'
  | 'jam'
  | 'porsi'
  | 'kg'
  | 'pcs'
  | 'orang'
  | 'box'
  | 'sesi'
  | 'paket';

export type WrittenPrice = { value: number; unit: PriceUnit | null; index: number; length: number };

const UNIT_WORDS: Record<string, PriceUnit> = {
  hari: 'hari',
  day: 'hari',
  malam: 'malam',
  night: 'malam',
  minggu: 'minggu',
  week: 'minggu',
  bulan: 'bulan',
  month: 'bulan',
  tahun: 'tahun',
  year: 'tahun',
  jam: 'jam',
  hour: 'jam',
  porsi: 'porsi',
  portion: 'porsi',
  kg: 'kg',
  kilo: 'kg',
  pcs: 'pcs',
  pc: 'pcs',
  biji: 'pcs',
  buah: 'pcs',
  orang: 'orang',
  pax: 'orang',
  person: 'orang',
  box: 'box',
  pertemuan: 'sesi',
  sesi: 'sesi',
  session: 'sesi',
  class: 'sesi',
  paket: 'paket',
  package: 'paket',
};

// "1.200.000", "2,500,000", "1,2", "1.5", "25".
const NUMBER = String.raw`\d{1,9}(?:[.,]\d{1,3}){0,4}`;
const SCALE = 'juta|jt|ribu|rb|rebu|k';
// "/hari", "per malam", "sebulan", "each"; after a slash or "per" any word is the unit ("/ekor", "per load").
const UNIT = String.raw`(?:(?:\s*\/\s*|\s+per\s*|\s*se(?=(?:hari|malam|minggu|bulan|tahun|jam|porsi|kilo)\b)|\s+(?:a|an|each|tiap|setiap)\s+)(${Object.keys(UNIT_WORDS).join('|')})s?\b|(?:\s*\/\s*|\s+per\s+)([\p{L}][\p{L}\d]{0,14})(?![\p{L}\d]))`;
const PRICE = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:(?:rp|idr)\.?\s*(?:(${NUMBER})\s*[-–]\s*)?(${NUMBER})(?:\s*(${SCALE})(?![\p{L}]))?(?:\s*,-)?|(?:(${NUMBER})\s*[-–]\s*)?(${NUMBER})\s*(${SCALE}|rupiah)(?![\p{L}]))(?:${UNIT})?`,
  'giu',
);

const SCALES: Record<string, number> = {
  juta: 1e6,
  jt: 1e6,
  ribu: 1e3,
  rb: 1e3,
  rebu: 1e3,
  k: 1e3,
  rupiah: 1,
};
export const MAX_WRITTEN_PRICE = 1_000_000_000;

// "1.200.000" or "2,500,000" group thousands; "1,2" or "1.5" before a scale is a decimal; "45.000,00" has cents.
export function writtenNumber(text: string, scale: string | undefined): number | null {
  const factor = scale ? SCALES[scale.toLowerCase()]! : 1;
  const cents = /^(\d{1,3}(?:[.,]\d{3})+)[.,]\d{2}$/.exec(text);
  const body = cents ? cents[1]! : text;
  let value: number;
  if (/^\d{1,3}(?:([.,])\d{3})(?:\1\d{3})*$/.test(body)) {
    value = Number(body.replace(/[.,]/g, ''));
  } else if (/^\d+(?:[.,]\d{1,2})?$/.test(body)) {
    value = Number(body.replace(',', '.'));
  } else {
    return null;
  }
  const rupiah = Math.round(value * factor);
  return Number.isFinite(rupiah) && rupiah > 0 && rupiah <= MAX_WRITTEN_PRICE ? rupiah : null;
}

// Every price written in the text, in order, with where it stands.
export function writtenPrices(text: string): WrittenPrice[] {
  const found: WrittenPrice[] = [];
  for (const match of text.matchAll(PRICE)) {
    const [whole, rpLow, rpNumber, rpScale, low, number, scale, unit, otherUnit] = match;
    const digits = rpNumber ?? number!;
    const factor = rpScale ?? scale;
    const value = writtenNumber(rpLow ?? low ?? digits, factor);
    if (value === null) continue;
    found.push({
      value,
      unit: unit
        ? (UNIT_WORDS[unit.toLowerCase()] ?? null)
        : (UNIT_WORDS[otherUnit?.toLowerCase() ?? ''] ?? null),
      index: match.index,
      length: whole.length,
    });
  }
  return found;
}
