// Trains the reader's word tagger (packages/content-packs/src/reading/offer-tagger.ts) on the parts of the
// reading set that may be trained on (PARTS, by default tuning,dev,fresh: 370 descriptions; never held-out.json),
// and writes it as data shipped in the package (reading/offer-tagger-model.json).
// Run: npx tsx bench/train-tagger.ts                 (train on all of PARTS, write the model)
//      CV=1 npx tsx bench/train-tagger.ts            (5-fold cross-validation inside PARTS joined: the
//                                                     descriptions shuffled with a seeded generator, CV_SEED,
//                                                     20261207 by default; train on four fifths, score the
//                                                     reader on the fifth, for each way of combining the
//                                                     tagger with the rules; MODES=add for one, MISSES=1 to
//                                                     list the misses, CV_TRAIN=tuning to train the folds on
//                                                     that part's descriptions only, scored on the same folds)
// The defaults are what was chosen by cross-validation and ships (docs/architecture.md, "Reading"):
// MODE=add (rules|filter|add|both: how the reader combines the tagger with its rules; `both` was tried and
// taken back, docs/architecture.md says why), ADD=5 (add an offering only when its words average above 5),
// ADD_PRICED=1 (add only an offering with a price of its own), RULE=1 (the rule reader's offerings as a
// feature; RULE=0 without), PRUNE=3 (drop features whose weights all stay under 3), EPOCHS=8; for `filter`
// and `both`, KEEP_PRICED=1 (never drop an offering the rules read with a price) and DROP=25 (drop an
// unpriced one only when none of its words scores above -25). ONLY_X and ADD_KNOWN=any|kind are the other
// thresholds tried (reading/offer-tagger.ts, `Thresholds`).
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { classifyBusiness, normalizeText, writtenPrices } from '@webku/content-packs';
import { BuiltinContentProvider } from '../apps/server/src/providers/content/builtin-provider';
import { readByRules } from '../packages/content-packs/src/kinds/owner-offer';
import {
  contextOf,
  features,
  type ReaderMode,
  spansOf,
  TAGS,
  type Tag,
  type TaggerModel,
  type Token,
  type TokenContext,
  tagDescription,
  tokenize,
  useTaggerModel,
} from '../packages/content-packs/src/reading/offer-tagger';
import { ruleWordsOf } from '../packages/content-packs/src/reading/tagger-check';
import {
  type EntryScore,
  type ExpectedOffering,
  type ReadingEntry,
  readingInput,
  scoreEntry,
  summarise,
} from './lib/reading-score';

const GENERIC = new Set('sewa rental jasa paket dan and di ke per the of'.split(' '));
const EPOCHS = Number(process.env.EPOCHS ?? 8);
const PRUNE = Number(process.env.PRUNE ?? 3);
const THRESHOLDS = {
  drop: Number(process.env.DROP ?? 25),
  add: Number(process.env.ADD ?? 5),
  keepPriced: process.env.KEEP_PRICED !== '0',
  onlyX: process.env.ONLY_X === '1',
  addPriced: process.env.ADD_PRICED !== '0',
  addKnown: (process.env.ADD_KNOWN || undefined) as 'any' | 'kind' | undefined,
};

type Example = { tokens: Token[]; context: TokenContext; gold: Tag[] };

const wordsOf = (text: string) => normalizeText(text).split(' ').filter(Boolean);

type Run = { from: number; to: number; score: number };

// The longest run of an offering's words (any of its names, a plus in one read as a space) among words not
// yet used, scored by its words that name what is offered ("sewa", "paket" do not).
function bestRun(
  offering: ExpectedOffering,
  norms: readonly string[][],
  used: ReadonlySet<number>,
): Run | null {
  let best: Run | null = null;
  for (const name of [offering.name, ...(offering.aliases ?? [])]) {
    const wanted = new Set(wordsOf(name.replace(/\+/g, ' ')));
    for (let from = 0; from < norms.length; from++) {
      if (used.has(from)) continue;
      const covered = new Set<string>();
      let to = from;
      while (
        to < norms.length &&
        !used.has(to) &&
        norms[to]!.length > 0 &&
        norms[to]!.every((word) => wanted.has(word))
      ) {
        for (const word of norms[to]!) covered.add(word);
        to++;
      }
      const specific = [...covered].filter((word) => !GENERIC.has(word)).length;
      if (to > from && specific > 0 && (!best || specific > best.score)) best = { from, to, score: specific };
    }
  }
  return best;
}

// The gold tags: each expected offering (or one of its other names) found as a run of its words in the
// description, longest runs first; the phrases listed as not offerings, word for word, as X.
export function goldTags(entry: ReadingEntry, tokens: readonly Token[]): Tag[] {
  const tags: Tag[] = tokens.map(() => 'O');
  const norms = tokens.map((token) => wordsOf(token.text));
  const used = new Set<number>();
  const order = entry.expected.offerings
    .map((offering) => ({ offering, run: bestRun(offering, norms, used) }))
    .filter((one) => one.run)
    .sort((a, b) => b.run!.score - a.run!.score);
  for (const { offering } of order) {
    // Again, now skipping runs an earlier offering took.
    const best = bestRun(offering, norms, used);
    if (!best) continue;
    // The same words written again ("batik tulis … batik tulis mulai 450rb") are the same offering.
    const same = norms.slice(best.from, best.to).flat().join(' ');
    const length = best.to - best.from;
    for (let from = 0; from + length <= tokens.length; from++) {
      if (
        from !== best.from &&
        norms
          .slice(from, from + length)
          .flat()
          .join(' ') !== same
      )
        continue;
      if (from !== best.from && [...Array(length).keys()].some((offset) => used.has(from + offset))) continue;
      for (let at = from; at < from + length; at++) {
        tags[at] = at === from ? 'B' : 'I';
        used.add(at);
      }
    }
  }
  for (const phrase of entry.expected.not_offerings) {
    const wanted = tokenize(phrase).map((token) => token.text.toLowerCase());
    for (let from = 0; from + wanted.length <= tokens.length; from++) {
      if (wanted.every((word, offset) => tokens[from + offset]!.text.toLowerCase() === word)) {
        for (let at = from; at < from + wanted.length; at++) if (tags[at] === 'O') tags[at] = 'X';
        break;
      }
    }
  }
  return tags;
}

// The words of the offerings the rule reader reads (the tagger's `r=` features when trained with RULE=1).
function ruleWordsFor(entry: ReadingEntry): Set<string> {
  const kind = classifyBusiness(entry.business_type, entry.description);
  return ruleWordsOf(readByRules(entry.description, kind, entry.business_type, entry.brand_name));
}

function example(entry: ReadingEntry, useRule: boolean): Example {
  const tokens = tokenize(entry.description);
  const kind = classifyBusiness(entry.business_type, entry.description);
  const ruleWords = useRule ? ruleWordsFor(entry) : undefined;
  return {
    tokens,
    context: contextOf(entry.description, tokens, kind, ruleWords),
    gold: goldTags(entry, tokens),
  };
}

// mulberry32, for a shuffle that is the same on every run.
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// The averaged perceptron: greedy tagging with the tags it chose itself, each mistake moving the weights,
// the weights averaged over every step (lazily, by when each was last changed).
export function train(
  examples: readonly Example[],
  useRule: boolean,
  mode: ReaderMode,
  seed = 37,
): TaggerModel {
  const size = TAGS.length;
  const weights = new Map<string, Float64Array>();
  const totals = new Map<string, Float64Array>();
  const stamps = new Map<string, Float64Array>();
  let step = 0;
  const row = (map: Map<string, Float64Array>, feature: string) => {
    let found = map.get(feature);
    if (!found) {
      found = new Float64Array(size);
      map.set(feature, found);
    }
    return found;
  };
  const update = (feature: string, tag: number, by: number) => {
    const w = row(weights, feature);
    const total = row(totals, feature);
    const stamp = row(stamps, feature);
    total[tag]! += (step - stamp[tag]!) * w[tag]!;
    stamp[tag] = step;
    w[tag]! += by;
  };
  const next = random(seed);
  const order = examples.map((_, index) => index);
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    for (let index = order.length - 1; index > 0; index--) {
      const swap = Math.floor(next() * (index + 1));
      [order[index], order[swap]] = [order[swap]!, order[index]!];
    }
    for (const index of order) {
      const { tokens, context, gold } = examples[index]!;
      const chosen: Tag[] = [];
      for (let at = 0; at < tokens.length; at++) {
        step++;
        if (tokens[at]!.text === '\n') {
          chosen.push('O');
          continue;
        }
        const feats = features(tokens, context, at, chosen, useRule);
        const scores = new Float64Array(size);
        for (const feature of feats) {
          const w = weights.get(feature);
          if (w) for (let tag = 0; tag < size; tag++) scores[tag]! += w[tag]!;
        }
        let guess = 0;
        for (let tag = 1; tag < size; tag++) if (scores[tag]! > scores[guess]!) guess = tag;
        const truth = TAGS.indexOf(gold[at]!);
        if (guess !== truth) {
          for (const feature of feats) {
            update(feature, truth, 1);
            update(feature, guess, -1);
          }
        }
        chosen.push(TAGS[guess]!);
      }
    }
  }
  const names: string[] = [];
  const flat: number[] = [];
  for (const [feature, w] of weights) {
    const total = totals.get(feature)!;
    const stamp = stamps.get(feature)!;
    const averaged = [...w].map((value, tag) => (total[tag]! + (step - stamp[tag]!) * value) / step);
    const scaled = averaged.map((value) => Math.round(value * 100));
    if (scaled.every((value) => Math.abs(value) < PRUNE * 100)) continue;
    names.push(feature);
    flat.push(...scaled);
  }
  return { tags: [...TAGS], features: names, weights: flat, useRule, mode };
}

// The parts that may be trained on; held-out.json is never one of them.
const TRAINABLE = ['tuning', 'dev', 'fresh'] as const;
type Part = (typeof TRAINABLE)[number];
function partsOf(value: string | undefined, fallback: string): Part[] {
  const parts = (value || fallback).split(',').filter(Boolean);
  for (const part of parts)
    if (!(TRAINABLE as readonly string[]).includes(part))
      throw new Error(`not a part to train on: ${part} (${TRAINABLE.join(', ')})`);
  return parts as Part[];
}
const PARTS = partsOf(process.env.PARTS, 'tuning,dev,fresh');
// With CV=1, the folds' training descriptions may be limited to some parts (CV_TRAIN=tuning: what the
// model shipped before learns from), scored on the same folds of PARTS.
const CV_TRAIN = partsOf(process.env.CV_TRAIN, PARTS.join(','));

function load(part: Part): ReadingEntry[] {
  return JSON.parse(
    readFileSync(new URL(`./reading-set/${part}.json`, import.meta.url), 'utf8'),
  ) as ReadingEntry[];
}
const partOf = new Map<ReadingEntry, Part>();

const NOW = new Date('2026-12-01T03:00:00Z');
function score(entries: readonly ReadingEntry[]): EntryScore[] {
  const builtin = new BuiltinContentProvider({ now: () => NOW });
  return entries.map((entry) =>
    scoreEntry(entry, builtin.generateSync(readingInput(entry, NOW)), writtenPrices(entry.description)),
  );
}

function main() {
  const entries = PARTS.flatMap((part) =>
    load(part).map((entry) => {
      partOf.set(entry, part);
      return entry;
    }),
  );
  const useRule = process.env.RULE !== '0';
  if (process.env.CV === '1') {
    const next = random(Number(process.env.CV_SEED ?? 20261207));
    const shuffled = entries.map((entry) => ({ entry, key: next() })).sort((a, b) => a.key - b.key);
    const folds = [0, 1, 2, 3, 4].map((fold) =>
      shuffled.filter((_, index) => index % 5 === fold).map((one) => one.entry),
    );
    const modes = (process.env.MODES ?? 'rules,filter,add,both').split(',') as ReaderMode[];
    const spanStats = { gold: 0, tagged: 0, exact: 0 };
    const byMode = new Map<ReaderMode, EntryScore[]>(modes.map((mode) => [mode, []]));
    folds.forEach((fold, index) => {
      const rest = folds
        .filter((_, other) => other !== index)
        .flat()
        .filter((entry) => CV_TRAIN.includes(partOf.get(entry)!));
      const base = train(
        rest.map((entry) => example(entry, useRule)),
        useRule,
        'rules',
      );
      const tagger = { ...base, mode: 'both' as const };
      useTaggerModel(tagger);
      for (const entry of fold) {
        const { tokens, gold } = example(entry, useRule);
        const kind = classifyBusiness(entry.business_type, entry.description);
        const got = spansOf(tokens, tagDescription(entry.description, kind, ruleWordsFor(entry)).tags);
        const want = spansOf(tokens, gold);
        const key = (span: { from: number; to: number }) => `${span.from}-${span.to}`;
        const wanted = new Set(want.map(key));
        spanStats.gold += want.length;
        spanStats.tagged += got.length;
        spanStats.exact += got.filter((span) => wanted.has(key(span))).length;
      }
      for (const mode of modes) {
        useTaggerModel({ ...base, mode, thresholds: THRESHOLDS });
        byMode.get(mode)!.push(...score(fold));
      }
      useTaggerModel(null);
    });
    console.info(
      `tagger alone: ${spanStats.exact} exact spans of ${spanStats.gold} gold (recall ${((100 * spanStats.exact) / spanStats.gold).toFixed(1)}%), ${spanStats.tagged} tagged (precision ${((100 * spanStats.exact) / spanStats.tagged).toFixed(1)}%)`,
    );
    for (const [mode, scores] of byMode) {
      const trainedOn =
        CV_TRAIN.join('+') === PARTS.join('+') ? '' : `, trained on ${CV_TRAIN.join('+')} only`;
      console.info(
        `\n== ${mode}${useRule ? ' (rule feature)' : ''}, 5-fold inside ${PARTS.join('+')} (${entries.length})${trainedOn}`,
      );
      const text = summarise(scores);
      console.info(process.env.MISSES === '1' ? text : text.split('\nmisses:')[0]);
    }
    return;
  }
  const mode = (process.env.MODE ?? 'add') as ReaderMode;
  const model = train(
    entries.map((entry) => example(entry, useRule)),
    useRule,
    mode,
  );
  model.thresholds = THRESHOLDS;
  const path = new URL('../packages/content-packs/src/reading/offer-tagger-model.json', import.meta.url);
  writeFileSync(path, `${JSON.stringify(model)}\n`);
  // Formatted as the repository's checks want it (one feature a line), so a retrained model passes them.
  execFileSync(
    fileURLToPath(new URL('../node_modules/.bin/biome', import.meta.url)),
    ['format', '--write', fileURLToPath(path)],
    {
      stdio: 'ignore',
    },
  );
  console.info(
    `tagger: ${model.features.length} features, ${(JSON.stringify(model).length / 1024).toFixed(1)} KB, mode ${mode}${useRule ? ', rule feature' : ''}, trained on ${PARTS.join('+')} (${entries.length})`,
  );
}

if (process.argv[1]?.endsWith('train-tagger.ts')) main();
