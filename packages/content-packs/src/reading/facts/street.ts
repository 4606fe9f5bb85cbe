import { writtenPrices } from '../../kinds/owner-prices';
import { CITIES, REGIONS } from '../../packs/catalogue/cities';
import { CATALOGUE } from '../../packs/catalogue/index';
import { longest, phraseIndex } from '../../packs/catalogue/match-catalogue';
import { tokens } from '../../packs/catalogue/normalize';
import { readWhatsApp } from './whatsapp';

// Where a street starts: "Jl.", "Jl", "Jln.", "Jalan", "Gg.", "Gang", "Komp.", "Komplek", "Perum". The abbreviations
// may take a full stop; the words need a space after them ("jalan-jalan" is no street).
const MARKER =
  /(?<![\p{L}\p{N}])(?:(jl|jln|gg|komp|perum)(?:\.\s*|\s+)|(jalan|gang|komplek|kompleks)\s+)(?=[\p{L}\p{N}])/giu;
// One word of the street as written, after spaces or tabs: anything up to a space or a mark that ends the clause
// (a comma inside a number, "Km 5,5", stays). A line break ends the street too.
const WORD = /[ \t]*((?:[^\s,;:!?()[\]{}|"“”]|(?<=\d),(?=\d))+)/uy;
const MARKERS: Record<string, string> = {
  jl: 'Jl.',
  jln: 'Jln.',
  gg: 'Gg.',
  komp: 'Komp.',
  perum: 'Perum',
  jalan: 'Jalan',
  gang: 'Gang',
  komplek: 'Komplek',
  kompleks: 'Kompleks',
};
// Words that come before a street's name ("Jl. Raya Ubud", "Jl. Dr. Sutomo"), as the owner may write them.
const PREFIXES: Record<string, string> = {
  raya: 'Raya',
  lintas: 'Lintas',
  poros: 'Poros',
  bypass: 'Bypass',
  pulau: 'Pulau',
  gunung: 'Gunung',
  danau: 'Danau',
  dr: 'Dr.',
  h: 'H.',
  hj: 'Hj.',
  kh: 'KH',
  prof: 'Prof.',
  ir: 'Ir.',
};
// Words that bring a number or a code: the house number ("No. 12"), the block ("Blok A2"), the floor, the
// kilometre ("Km 5"), the neighbourhood ("RT 02/RW 05").
const NUMBER_WORDS: Record<string, string> = {
  no: 'No.',
  nomor: 'No.',
  nomer: 'No.',
  nmr: 'No.',
  blok: 'Blok',
  blk: 'Blok',
  kav: 'Kav.',
  kavling: 'Kavling',
  lt: 'Lt.',
  lantai: 'Lantai',
  km: 'Km',
  rt: 'RT',
  rw: 'RW',
};
// Abbreviations whose full stop does not end the sentence.
const ABBREVIATIONS = new Set([
  ...Object.keys(MARKERS),
  ...Object.keys(PREFIXES),
  ...Object.keys(NUMBER_WORDS),
]);
// A number or code: "12", "12A", "A2", "5,5", "12-14", "02/05".
const VALUE = /^(?:\p{L}?\d{1,4}(?:[.,]\d{1,3})?\p{L}?(?:[-/]\d{1,4}\p{L}?)?|\p{L})$/u;
// Words no street name holds: where the street ends and the owner goes on ("dekat pasar", "buka jam 8",
// "hub 0812…"), and the words that make "jalan" a walk ("jalan kaki").
const ENDS = new Set(
  [
    'dekat deket depan sebelah samping belakang seberang sebrang pojok persis near next opposite behind across beside',
    'di ke dari dan atau yang untuk dengan serta and or with for in at from the on',
    'buka tutup open opens close closed libur jam pukul pkl setiap tiap daily everyday',
    'harga mulai start starting cuma hanya only rp idr',
    'jual menjual sedia menyediakan melayani terima pesan order delivery antar kirim ongkir gratis free cod',
    'hub hubungi kontak contact wa whatsapp telp tlp telepon phone call hp ig instagram',
    'kami kita we our ada',
    'kec kecamatan kel kelurahan kab kabupaten kota city provinsi prov',
    'kaki jalan santai terus',
    'senin selasa rabu kamis jumat sabtu minggu',
  ]
    .join(' ')
    .split(' '),
);
// Words that make "gang" or "jalan" a common noun when they follow it ("masuk gang sempit", "pinggir jalan besar").
const NOT_NAMES = new Set(['sempit', 'kecil', 'besar', 'buntu', 'utama', 'tikus']);
const MAX_NAME_WORDS = 6;
const LOOKAHEAD_WORDS = 6;
const PHONE_DIGITS = 6;
const SHORT_CAPITALS = 3;

const PLACE_INDEX = phraseIndex([...CITIES, ...REGIONS], (place) => [place.name, ...(place.aliases ?? [])]);
const ENTRY_INDEX = phraseIndex(CATALOGUE, (entry) => [...entry.name, ...(entry.aliases ?? [])]);

type Word = { raw: string; bare: string; lower: string; index: number; endsSentence: boolean };

/**
 * The street the owner wrote ("jl. pettarani no 12" → "Jl. Pettarani No. 12"), in their words with capitals, or
 * null when they wrote none. It stops where the address goes on to something else: a comma or the end of the
 * clause, a city ("Jl. Pettarani Makassar"), "dekat" / "depan" / "sebelah", a price or a phone number. A place
 * named first is the street's own name ("Jl. Raya Ubud").
 */
export function readStreet(description: string): string | null {
  const phone = readWhatsApp(description);
  const stops = writtenPrices(description)
    .map((price) => price.index)
    .concat(phone ? [phone.index] : []);
  for (const marker of description.matchAll(MARKER)) {
    const start = marker.index + marker[0].length;
    const street = readAfter(description, start, stops);
    if (street) return `${MARKERS[(marker[1] ?? marker[2])!.toLowerCase()]} ${street}`;
  }
  return null;
}

// The street's words after its marker, tidied, or null when no name follows.
function readAfter(text: string, start: number, stops: readonly number[]): string | null {
  const words = wordsFrom(text, start, stops);
  const kept: string[] = [];
  let named = false;
  let names = 0;
  let numbered = false;
  let i = 0;
  while (i < words.length) {
    const word = words[i]!;
    const numberWord = NUMBER_WORDS[word.lower];
    const next = words[i + 1];
    // "RT 02/RW 05": two numbers written as one.
    const pair = next && /^(\d{1,4})\/(\p{L}+)$/u.exec(next.bare);
    const second = pair && NUMBER_WORDS[pair[2]!.toLowerCase()];
    const after = words[i + 2];
    if (numberWord && second && after && VALUE.test(after.bare) && named) {
      kept.push(`${numberWord} ${pair[1]}/${second} ${value(after.bare)}`);
      numbered = true;
      i += 3;
      if (after.endsSentence) break;
      continue;
    }
    if (numberWord && next && VALUE.test(next.bare) && named) {
      kept.push(`${numberWord} ${value(next.bare)}`);
      numbered = true;
      i += 2;
      if (next.endsSentence) break;
      continue;
    }
    const inline = /^(?:no|nomor)\.?(\d{1,4}\p{L}?)$/iu.exec(word.bare);
    if (inline && named) {
      kept.push(`No. ${inline[1]!.toUpperCase()}`);
      numbered = true;
    } else if (VALUE.test(word.bare) && /^(?!0\d)\p{L}?\d/u.test(word.bare) && named) {
      kept.push(value(word.bare));
      numbered = true;
    } else if (
      numbered ||
      ENDS.has(word.lower) ||
      (!named && NOT_NAMES.has(word.lower)) ||
      digitsIn(word.bare) >= PHONE_DIGITS
    ) {
      break;
    } else if (named && /\d/.test(word.bare)) {
      // Digits that are no house number ("0274 512345"): a phone number or something else begins.
      break;
    } else if (named && (startsPhrase(PLACE_INDEX, words, i) || startsPhrase(ENTRY_INDEX, words, i))) {
      break;
    } else if (PREFIXES[word.lower] && !named) {
      kept.push(PREFIXES[word.lower]!);
    } else {
      if (names === MAX_NAME_WORDS) break;
      // An initial or a title keeps its full stop ("A. Yani", "K.H."); the end of a sentence does not.
      kept.push(capitalise(word.endsSentence ? word.bare : word.raw));
      named = true;
      names++;
    }
    if (word.endsSentence) break;
    i++;
  }
  return named ? kept.join(' ') : null;
}

// The words from `start` to the end of the clause, or to a price or a phone number.
function wordsFrom(text: string, start: number, stops: readonly number[]): Word[] {
  const words: Word[] = [];
  WORD.lastIndex = start;
  for (let match = WORD.exec(text); match; match = WORD.exec(text)) {
    const raw = match[1]!;
    const index = match.index + match[0].length - raw.length;
    if (stops.some((stop) => stop >= index && stop < index + raw.length)) break;
    const bare = raw.replace(/\.+$/, '');
    const lower = bare.toLowerCase();
    // A full stop after a word ends the sentence, unless it closes an abbreviation or an initial ("A. Yani").
    const endsSentence = raw !== bare && !ABBREVIATIONS.has(lower) && !/^\p{L}$|\./u.test(bare);
    words.push({ raw, bare, lower, index, endsSentence });
  }
  return words;
}

function startsPhrase<T>(index: Map<string, T>, words: readonly Word[], at: number): boolean {
  const following = words
    .slice(at, at + LOOKAHEAD_WORDS)
    .map((word) => word.bare)
    .join(' ');
  return longest(index, tokens(following), 0) !== undefined;
}

function digitsIn(text: string): number {
  return text.replace(/\D/g, '').length;
}

// "a2" → "A2": block codes and house numbers read in capitals.
function value(text: string): string {
  return text.toUpperCase();
}

// "pettarani" → "Pettarani", "solo-sragen" → "Solo-Sragen", "PETTARANI" → "Pettarani"; short words in capitals
// stay so ("HR", "KH", "II").
function capitalise(word: string): string {
  const letters = word.replace(/[^\p{L}]/gu, '');
  const text =
    letters.length > SHORT_CAPITALS && letters === letters.toUpperCase() ? word.toLowerCase() : word;
  return text.replace(
    /(^|[-/])(\p{Ll})/gu,
    (_, before: string, letter: string) => before + letter.toUpperCase(),
  );
}
