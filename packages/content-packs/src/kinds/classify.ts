import { matchCatalogue } from '../packs/catalogue/match-catalogue';
import { normalizeText, tokens } from '../packs/catalogue/normalize';
import { GENERAL_KIND, KINDS, kindById } from './index';
import type { Kind } from './kind-types';

type Keyword = { kind: Kind; size: number; weak: boolean };

const MAX_WORDS = 4;
// The business type says what the business is; the description mostly says what it sells.
const TYPE_WEIGHT = 3;
const WEAK_WEIGHT = 0.4;
const FUZZY_MIN_LENGTH = 6;

// Phrase → keyword; the first kind listed keeps a phrase two kinds share.
const KEYWORDS = new Map<string, Keyword>();
for (const kind of KINDS) {
  for (const raw of kind.keywords) {
    const weak = raw.startsWith('~');
    const phrase = normalizeText(weak ? raw.slice(1) : raw);
    if (phrase && !KEYWORDS.has(phrase)) KEYWORDS.set(phrase, { kind, size: phrase.split(' ').length, weak });
  }
}
// Long keyword words, for owners' typos one letter off ("percetakn", "bengekl").
const VOCABULARY = [...new Set([...KEYWORDS.keys()].flatMap((phrase) => phrase.split(' ')))].filter(
  (word) => word.length >= FUZZY_MIN_LENGTH,
);
const KNOWN = new Set([...KEYWORDS.keys()].flatMap((phrase) => phrase.split(' ')));

// True when a and b differ by one insertion, deletion, substitution or swap of neighbours.
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || a === b) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    return (
      a.slice(i + 1) === b.slice(i + 1) ||
      (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2))
    );
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

function corrected(word: string): string {
  if (word.length < FUZZY_MIN_LENGTH || KNOWN.has(word)) return word;
  return VOCABULARY.find((known) => known[0] === word[0] && oneEditApart(word, known)) ?? word;
}

// The owner's words, normalised and with one-letter typos of keywords corrected.
export function kindTokens(text: string): string[] {
  return tokens(text).map(corrected);
}

// True when a whole phrase is one of the words owners use for a kind of business ("bunga", "motor").
export function isKindKeyword(phrase: string): boolean {
  return KEYWORDS.has(normalizeText(phrase));
}

// The longest keyword starting at word `at`.
export function keywordAt(words: readonly string[], at: number): Keyword | undefined {
  for (let size = Math.min(MAX_WORDS, words.length - at); size > 0; size--) {
    const keyword = KEYWORDS.get(words.slice(at, at + size).join(' '));
    if (keyword) return keyword;
  }
  return undefined;
}

// The catalogue's dishes and products stand for a kind when no keyword does ("pempek", "gudeg").
const CATALOGUE_KINDS: Record<string, string> = {
  restaurant: 'warung-makan',
  coffee: 'kedai-kopi',
  bakery: 'kue-roti',
  fashion: 'fashion',
  beauty: 'salon',
};

type Scores = Map<Kind, { score: number; first: number }>;

function add(scores: Scores, kind: Kind, value: number, at: number): void {
  const current = scores.get(kind);
  scores.set(kind, {
    score: (current?.score ?? 0) + value,
    first: Math.min(current?.first ?? Number.POSITIVE_INFINITY, at),
  });
}

// Scores every kind named in a text: longer phrases count more, weak words ("warung", "sewa") less.
function score(text: string, weight: number, scores: Scores, offset: number): void {
  const words = kindTokens(text);
  let found = false;
  let i = 0;
  while (i < words.length) {
    const keyword = keywordAt(words, i);
    if (!keyword) {
      i += 1;
      continue;
    }
    add(
      scores,
      keyword.kind,
      weight * (keyword.weak ? WEAK_WEIGHT : 1) * (1 + 0.5 * (keyword.size - 1)),
      offset + i,
    );
    found = true;
    i += keyword.size;
  }
  if (found) return;
  const named = matchCatalogue(text).entries[0]?.entry.kinds[0];
  const id = named && CATALOGUE_KINDS[named];
  if (id) add(scores, kindById(id), weight, offset + words.length);
}

// What a description says the offer is for ("untuk acara pernikahan") names the customer's occasion, not
// the business: a rain handler for weddings is not a wedding organiser. Each sentence loses its purpose.
function withoutPurposes(description: string): string {
  return description
    .split(/[.!?;\n]+/)
    .map((sentence) => sentence.replace(/(?:^|\s)(?:untuk|buat|for|bagi|cocok)\s.*$/i, ''))
    .join('. ');
}

// The kind of business the owner describes, from the words of the type and the description alone: a
// place never decides it, and nothing recognised gives the general kind, never a food pack.
export function classifyBusiness(businessType: string, description = ''): Kind {
  const scores = new Map<Kind, { score: number; first: number }>();
  score(businessType, TYPE_WEIGHT, scores, 0);
  score(withoutPurposes(description), 1, scores, 10_000);
  let best: { kind: Kind; score: number; first: number } | undefined;
  for (const [kind, value] of scores) {
    if (!best || value.score > best.score || (value.score === best.score && value.first < best.first)) {
      best = { kind, ...value };
    }
  }
  return best?.kind ?? GENERAL_KIND;
}
