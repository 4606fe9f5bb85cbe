// A word-level tagger for what the owner offers: an averaged perceptron over word features, trained on the
// tuning part of the reading set (bench/train-tagger.ts) and shipped as data (offer-tagger-model.json). It
// marks each word of a description as the first word of an offering (B), a later word of one (I), a word of
// a phrase that is not an offering (X) or anything else (O). The rule reader (kinds/owner-offer.ts) uses it
// through reading/tagger-check.ts; docs/architecture.md says which way of combining them won, and why.
import { KINDS } from '../kinds/index';
import type { Kind } from '../kinds/kind-types';
import { wordClassesOf } from '../kinds/owner-offer';
import { writtenPrices } from '../kinds/owner-prices';
import { normalizeText } from '../packs/catalogue/normalize';
import MODEL_DATA from './offer-tagger-model.json';

export const TAGS = ['O', 'B', 'I', 'X'] as const;
export type Tag = (typeof TAGS)[number];

// How the reader combines the tagger with its rules (reading/tagger-check.ts), chosen by the held-out figures.
export type ReaderMode = 'rules' | 'filter' | 'add' | 'both';

export type Token = { text: string; start: number; end: number };
// The model as shipped: feature names, and for each feature one weight per tag (scaled by 100, rounded).
export type TaggerModel = {
  tags: readonly string[];
  features: readonly string[];
  weights: readonly number[];
  useRule?: boolean;
  mode?: ReaderMode;
  thresholds?: Thresholds;
};
export type TokenContext = {
  // Tokens that stand inside a price the owner wrote.
  price: boolean[];
  // Words of the kind's own vocabulary (its items, their other names and its keywords).
  vocabulary: boolean[];
  // Words of an offering the rule reader read (a feature only when the model was trained with it).
  rule: boolean[];
  // The rules' word lists the word is in ("leading", "claim", "city", …), and whether any kind sells it.
  classes: string[][];
  anyKind: boolean[];
  // How many words on the next price in the same clause is (0 for none), and the last one before.
  priceAhead: number[];
  priceBehind: number[];
};

// "35rb", "1,2jt", "Rp", "cukur", "+", "\n": words, numbers with what is glued to them, and each sign alone.
const TOKEN = /\n|[\p{L}\p{N}](?:[\p{L}\p{N}'’]|[.,:-](?=[\p{L}\p{N}]))*|[^\s\p{L}\p{N}]/gu;

export function tokenize(text: string, limit = Number.POSITIVE_INFINITY): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(TOKEN)) {
    if (tokens.length >= limit) break;
    tokens.push({ text: match[0], start: match.index, end: match.index + match[0].length });
  }
  return tokens;
}

const CONNECTORS = new Set('dan serta juga jg plus atau or and & / + , n ama sama maupun'.split(' '));
const BOUNDARY = /^(?:\n|[.!?:;])$/;

function shape(word: string): string {
  if (/^\d+(?:[.,]\d+)*(?:rb|ribu|k|jt|juta|jtan|rbu|an)$/i.test(word)) return 'price';
  if (/^\d+(?:[.,]\d+)*$/.test(word)) return 'num';
  if (/\d/.test(word)) return 'alnum';
  if (/^\p{Lu}+$/u.test(word) && word.length > 1) return 'upper';
  if (/^\p{Lu}/u.test(word)) return 'cap';
  if (/^\p{L}/u.test(word)) return 'lower';
  return 'sign';
}

const VOCABULARY = new WeakMap<Kind, Set<string>>();
function vocabularyOf(kind: Kind): Set<string> {
  const known = VOCABULARY.get(kind);
  if (known) return known;
  const words = new Set<string>();
  const add = (phrase: string) => {
    for (const word of normalizeText(phrase.replace(/^~/, '')).split(' '))
      if (word.length > 1) words.add(word);
  };
  for (const item of [...kind.items, ...kind.goods]) {
    item.name.forEach(add);
    item.aliases.forEach(add);
  }
  kind.keywords.forEach(add);
  VOCABULARY.set(kind, words);
  return words;
}

let allKinds: Set<string> | null = null;
function anyKindWords(): Set<string> {
  if (allKinds) return allKinds;
  allKinds = new Set<string>();
  for (const kind of KINDS) for (const word of vocabularyOf(kind)) allKinds.add(word);
  return allKinds;
}

const inWords = (norm: readonly string[], words: ReadonlySet<string>) =>
  norm.some((word) => word !== '' && words.has(word));

export function contextOf(
  text: string,
  tokens: readonly Token[],
  kind: Kind,
  ruleWords?: ReadonlySet<string>,
): TokenContext {
  const prices = writtenPrices(text);
  const vocabulary = vocabularyOf(kind);
  const everyKind = anyKindWords();
  const norms = tokens.map((token) => normalizeText(token.text));
  const words = norms.map((norm) => norm.split(' '));
  const price = tokens.map((token) =>
    prices.some((one) => token.start < one.index + one.length && token.end > one.index),
  );
  const distance = (at: number, step: 1 | -1) => {
    for (
      let next = at + step, count = 1;
      next >= 0 && next < tokens.length && count <= 6;
      next += step, count++
    ) {
      if (price[next]) return count;
      if (BOUNDARY.test(tokens[next]!.text)) return 0;
    }
    return 0;
  };
  return {
    price,
    vocabulary: words.map((norm) => inWords(norm, vocabulary)),
    rule: words.map((norm) => (ruleWords ? inWords(norm, ruleWords) : false)),
    classes: norms.map((norm) => wordClassesOf(norm)),
    anyKind: words.map((norm) => inWords(norm, everyKind)),
    priceAhead: tokens.map((_, at) => distance(at, 1)),
    priceBehind: tokens.map((_, at) => distance(at, -1)),
  };
}

// The features of token `at`, given the tags already chosen before it.
export function features(
  tokens: readonly Token[],
  context: TokenContext,
  at: number,
  previous: readonly Tag[],
  useRule: boolean,
): string[] {
  const word = (offset: number) => {
    const token = tokens[at + offset];
    if (!token) return offset < 0 ? '<s>' : '</s>';
    return token.text === '\n' ? '<nl>' : token.text.toLowerCase();
  };
  const w = word(0);
  const w1 = word(-1);
  const t1 = previous[at - 1] ?? '<s>';
  const t2 = previous[at - 2] ?? '<s>';
  const price = (offset: number) => (context.price[at + offset] ? '1' : '0');
  const voc = (offset: number) => (context.vocabulary[at + offset] ? '1' : '0');
  const form = shape(tokens[at]!.text);
  const opens = at === 0 || BOUNDARY.test(tokens[at - 1]!.text) || tokens[at - 1]!.text === ',';
  const list = [
    'bias',
    `w=${w}`,
    `n=${normalizeText(w)}`,
    `p3=${w.slice(0, 3)}`,
    `s3=${w.slice(-3)}`,
    `s2=${w.slice(-2)}`,
    `sh=${form}`,
    `pr=${price(0)}`,
    `pr-1=${price(-1)}`,
    `pr+1=${price(1)}`,
    `pr+2=${price(2)}`,
    `pr=${price(0)}${price(1)}|t-1=${t1}`,
    `v=${voc(0)}`,
    `v-1=${voc(-1)}|v=${voc(0)}`,
    `v=${voc(0)}|v+1=${voc(1)}`,
    `w-1=${w1}`,
    `w-2=${word(-2)}`,
    `w+1=${word(1)}`,
    `w+2=${word(2)}`,
    `w-1w=${w1} ${w}`,
    `ww+1=${w} ${word(1)}`,
    `t-1=${t1}`,
    `t-2t-1=${t2} ${t1}`,
    `t-1w=${t1} ${w}`,
    `t-1w-1=${t1} ${w1}`,
    `c-1=${CONNECTORS.has(w1) ? 1 : 0}|t-1=${t1}`,
    `c+1=${CONNECTORS.has(word(1)) ? 1 : 0}`,
    `open=${opens ? 1 : 0}|sh=${form}`,
    `open=${opens ? 1 : 0}|v=${voc(0)}`,
    `first=${at < 3 ? at : 3}`,
    `k=${context.anyKind[at] ? 1 : 0}`,
    `k=${context.anyKind[at] ? 1 : 0}|v=${voc(0)}|t-1=${t1}`,
    `pa=${context.priceAhead[at]}`,
    `pb=${context.priceBehind[at]}`,
    `pa=${context.priceAhead[at]}|t-1=${t1}`,
    ...(context.classes[at] ?? []).map((name) => `cl=${name}`),
    ...(context.classes[at - 1] ?? ['-']).map((name) => `cl-1=${name}`),
    ...(context.classes[at + 1] ?? ['-']).map((name) => `cl+1=${name}`),
    ...(context.classes[at] ?? []).map((name) => `cl=${name}|t-1=${t1}`),
  ];
  if (useRule) {
    const rule = (offset: number) => (context.rule[at + offset] ? '1' : '0');
    list.push(
      `r=${rule(0)}`,
      `r=${rule(0)}|t-1=${t1}`,
      `r=${rule(0)}|v=${voc(0)}`,
      `r-1r=${rule(-1)}${rule(0)}`,
    );
  }
  return list;
}

// A model loaded for scoring: each feature's weights by tag.
export type Weights = Map<string, Float64Array>;

export function weightsOf(model: TaggerModel): Weights {
  const weights: Weights = new Map();
  const size = model.tags.length;
  model.features.forEach((feature, index) => {
    weights.set(
      feature,
      Float64Array.from(model.weights.slice(index * size, index * size + size), (value) => value / 100),
    );
  });
  return weights;
}

// The best tag, and how far an offering's tags (B, I) score above the others (O, X): below zero, not one.
export function bestTag(weights: Weights, feats: readonly string[]): { tag: Tag; margin: number } {
  const scores = new Float64Array(TAGS.length);
  for (const feature of feats) {
    const row = weights.get(feature);
    if (!row) continue;
    for (let tag = 0; tag < TAGS.length; tag++) scores[tag]! += row[tag]!;
  }
  let best = 0;
  for (let tag = 1; tag < TAGS.length; tag++) if (scores[tag]! > scores[best]!) best = tag;
  return { tag: TAGS[best]!, margin: Math.max(scores[1]!, scores[2]!) - Math.max(scores[0]!, scores[3]!) };
}

// Greedy, left to right: each word's tag sees the tags chosen before it.
export function tagTokens(
  weights: Weights,
  tokens: readonly Token[],
  context: TokenContext,
  useRule: boolean,
): { tags: Tag[]; margins: number[] } {
  const tags: Tag[] = [];
  const margins: number[] = [];
  for (let at = 0; at < tokens.length; at++) {
    if (tokens[at]!.text === '\n') {
      tags.push('O');
      margins.push(-1);
      continue;
    }
    const best = bestTag(weights, features(tokens, context, at, tags, useRule));
    // An offering's later word follows one of its words.
    tags.push(best.tag === 'I' && tags[at - 1] !== 'B' && tags[at - 1] !== 'I' ? 'B' : best.tag);
    margins.push(best.margin);
  }
  return { tags, margins };
}

// An offering tagged: its run of words (`to` exclusive) and where it stands in the text.
export type Span = { from: number; to: number; words: string[]; start: number; end: number };

export function spansOf(tokens: readonly Token[], tags: readonly Tag[]): Span[] {
  const spans: Span[] = [];
  let current: Span | null = null;
  tags.forEach((tag, at) => {
    const token = tokens[at]!;
    if (tag === 'I' && current) {
      current.to = at + 1;
      current.words.push(token.text);
      current.end = token.end;
      return;
    }
    if (current) spans.push(current);
    current =
      tag === 'B' || tag === 'I'
        ? { from: at, to: at + 1, words: [token.text], start: token.start, end: token.end }
        : null;
  });
  if (current) spans.push(current);
  return spans;
}

export type Tagging = {
  // The part of the description read (all of it, up to MAX_TOKENS words).
  text: string;
  tokens: Token[];
  tags: Tag[];
  // Per token, how sure the tagger is that it belongs to an offering (above zero) or not (below).
  margins: number[];
  spans: Span[];
  context: TokenContext;
};
// When the reader overrules its rules: an offering the rules read is dropped only when none of its words
// scores above -drop; a tagged offering is added only when its words average above add.
export type Thresholds = {
  drop: number;
  add: number;
  keepPriced: boolean;
  onlyX?: boolean;
  addPriced?: boolean;
  // An added offering names a word some kind sells (its own kind's, with `addKnown: 'kind'`).
  addKnown?: 'any' | 'kind';
};

type Active = { weights: Weights; useRule: boolean; mode: ReaderMode; thresholds: Thresholds };
const load = (model: TaggerModel): Active => ({
  weights: weightsOf(model),
  useRule: model.useRule === true,
  mode: model.features.length ? (model.mode ?? 'rules') : 'rules',
  thresholds: model.thresholds ?? { drop: 0, add: 0, keepPriced: false },
});
let shipped: Active | null = null;
let override: Active | null = null;

// For training and cross-validation only: read with another model until called again with null.
export function useTaggerModel(model: TaggerModel | null): void {
  override = model ? load(model) : null;
}

function active(): Active {
  if (override) return override;
  shipped ??= load(MODEL_DATA as TaggerModel);
  return shipped;
}

export function readerMode(): ReaderMode {
  return active().mode;
}

export function thresholds(): Thresholds {
  return active().thresholds;
}

// A description is at most 500 characters (about 100 words); past this many tokens the tagger reads nothing,
// so its cost per description stays bounded whatever it is given.
export const MAX_TOKENS = 400;

export function tagDescription(text: string, kind: Kind, ruleWords?: ReadonlySet<string>): Tagging {
  const model = active();
  const tokens = tokenize(text, MAX_TOKENS);
  const read = tokens.length < MAX_TOKENS ? text : text.slice(0, tokens[tokens.length - 1]!.end);
  const context = contextOf(read, tokens, kind, model.useRule ? ruleWords : undefined);
  const { tags, margins } = tagTokens(model.weights, tokens, context, model.useRule);
  return { text: read, tokens, tags, margins, spans: spansOf(tokens, tags), context };
}
