// Sums as owners write them ("100rb", "25k", "1,5jt", "Rp 1,2 juta", "IDR 2,500,000", "goceng"): one reader
// for the admin's price field (parseRupiah) and the generator's price reader (content-packs' writtenPrices).

/** The scale words after a number, as a regular expression alternation (longest first where one starts another). */
export const RUPIAH_SCALE_WORDS = 'juta|jt|million|mil|ribu|rebu|rb|k';

const SCALES: Record<string, number> = {
  juta: 1e6,
  jt: 1e6,
  million: 1e6,
  mil: 1e6,
  ribu: 1e3,
  rb: 1e3,
  rebu: 1e3,
  k: 1e3,
  rupiah: 1,
  perak: 1,
  idr: 1,
};

/** Street slang for round sums; "seribu" is a sum only as "seribuan" in running text. */
export const RUPIAH_SLANG: Readonly<Record<string, number>> = {
  seceng: 1_000,
  seribu: 1_000,
  goceng: 5_000,
  ceban: 10_000,
  gocap: 50_000,
  goban: 50_000,
  cepek: 100_000,
};

export const MAX_WRITTEN_PRICE = 1_000_000_000;

/** "1.200.000" or "2,500,000" group thousands; "1,2" or "1.5" before a scale is a decimal; "45.000,00" has cents. */
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

const WHOLE_SUM = new RegExp(
  String.raw`^(?<currency>(?:rp|idr)\.?\s*)?(\d{1,9}(?:[.,]\d{1,3}){0,4})\s*(${RUPIAH_SCALE_WORDS})?(?:\s*(?:rupiah|perak))?(?:\s*,-)?$`,
  'i',
);

/**
 * A field holding one sum written with a scale or as slang ("100rb", "25k", "Rp 1,2 juta", "goceng"), or
 * thousands grouped by commas after a currency mark ("IDR 2,500,000"; alone, "12,505" may be twelve and a
 * half); null for anything else, which parseRupiah reads itself.
 */
export function readWrittenSum(input: string): number | null {
  const text = input.trim();
  const slang = RUPIAH_SLANG[text.toLowerCase()];
  if (slang) return slang;
  const match = WHOLE_SUM.exec(text);
  if (!match) return null;
  const [, , number = '', scale] = match;
  if (!scale && !(match.groups?.currency && /^\d{1,3}(?:,\d{3})+$/.test(number))) return null;
  return writtenNumber(number, scale);
}
