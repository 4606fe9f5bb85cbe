// Scores one generated site against what a person who never read the reader's rules expected from the same
// description (bench/reading-set/README.md says how the set was written).
import { normalizeText, type WrittenPrice } from '@webku/content-packs';
import type {
  ContentInput,
  GeneratedContent,
} from '../../apps/server/src/providers/content/content-provider';

export type ExpectedOffering = {
  name: string;
  aliases?: string[];
  price: number | null;
  unit: string | null;
  from?: boolean;
};
export type ExpectedHours = {
  ranges: { days: string[]; open: string | null; close: string | null }[];
  closed_days: string[];
};
export type ReadingEntry = {
  id: string;
  brand_name: string;
  business_type: string;
  language: 'indonesia' | 'english';
  description: string;
  patterns: string[];
  expected: {
    label: string;
    kind: string;
    offerings: ExpectedOffering[];
    not_offerings: string[];
    hours: ExpectedHours | null;
    city: string | null;
    street: string | null;
    whatsapp: string | null;
  };
};

type Published = { name: string; price: number; description: string; example: boolean };

export type EntryScore = {
  id: string;
  expectedOfferings: number;
  found: number;
  published: number;
  correct: number;
  pricesExpected: number;
  pricesKept: number;
  invented: string[];
  inventedHours: boolean;
  hoursExpected: boolean;
  hoursRead: boolean;
  labelFits: boolean;
  city: [string | null, string | null];
  whatsapp: [string | null, boolean];
  misses: string[];
  extras: string[];
  wrongPrices: string[];
  label: [string, string];
};

// Spellings that differ only in ways a reader of the site would not notice.
const tokens = (text: string) =>
  normalizeText(text.replace(/\+/g, ' dan '))
    .split(' ')
    .filter(
      (token) =>
        token &&
        !['dan', 'and', 'di', 'ke', 'per', 'the', 'of', 'sewa', 'rental', 'jasa', 'paket'].includes(token),
    );

function similarity(a: string, b: string): number {
  const left = new Set(tokens(a));
  const right = new Set(tokens(b));
  if (left.size === 0 || right.size === 0) return 0;
  const shared = [...left].filter((token) => right.has(token)).length;
  return shared / Math.max(left.size, right.size);
}

function bestScore(expected: ExpectedOffering, name: string): number {
  return Math.max(
    ...[expected.name, ...(expected.aliases ?? [])].map((candidate) => similarity(candidate, name)),
  );
}

// At this share of words in common a published item is the owner's offering ("Cuci Motor" for "Cuci
// Motor", "Sewa Tripod" for "Tripod", "Beginner Freediving Courses" for "Beginner Freediving Course").
const MATCH = 0.5;

// What the generator is given for an entry: the owner's setup answers, in one template.
export function readingInput(entry: ReadingEntry, now: Date): ContentInput {
  return {
    brand_name: entry.brand_name,
    business_type: entry.business_type,
    web_language: entry.language,
    template_selected: 'layanan-jasa',
    short_description: entry.description,
    now,
  };
}

export function scoreEntry(
  entry: ReadingEntry,
  content: GeneratedContent,
  written: WrittenPrice[],
): EntryScore {
  const published: Published[] = content.menu_categories.flatMap((category) =>
    category.items.map((item) => ({
      name: item.name,
      price: item.price,
      description: item.description,
      example: item.is_example,
    })),
  );
  const expected = entry.expected.offerings;
  // Greedy matching, best pair first.
  const pairs: { e: number; p: number; score: number }[] = [];
  expected.forEach((offering, e) => {
    published.forEach((item, p) => {
      const score = bestScore(offering, item.name);
      if (score >= MATCH) pairs.push({ e, p, score });
    });
  });
  pairs.sort((a, b) => b.score - a.score);
  const takenE = new Set<number>();
  const takenP = new Set<number>();
  const matched: { e: number; p: number }[] = [];
  for (const pair of pairs) {
    if (takenE.has(pair.e) || takenP.has(pair.p)) continue;
    takenE.add(pair.e);
    takenP.add(pair.p);
    matched.push(pair);
  }
  const ownerPrices = new Set([
    ...expected.map((offering) => offering.price).filter((price): price is number => price !== null),
    ...written.map((price) => price.value),
  ]);
  const invented = published
    .filter((item) => item.price > 0 && !ownerPrices.has(item.price))
    .map((item) => `${item.name} Rp ${item.price}`);
  const wrongPrices: string[] = [];
  let pricesKept = 0;
  for (const { e, p } of matched) {
    const want = expected[e]!.price;
    const got = published[p]!.price;
    if (want !== null && got === want) pricesKept++;
    else if ((want ?? 0) !== got)
      wrongPrices.push(`${expected[e]!.name}: expected ${want ?? 'none'}, got ${got || 'none'}`);
  }
  const hoursRead = content.stores.some((store) => store.opening_hours.length > 0);
  const label = content.reading.wording;
  return {
    id: entry.id,
    expectedOfferings: expected.length,
    found: matched.length,
    published: published.length,
    correct: matched.length,
    pricesExpected: expected.filter((offering) => offering.price !== null).length,
    pricesKept,
    invented,
    inventedHours: hoursRead && entry.expected.hours === null,
    hoursExpected: entry.expected.hours !== null,
    hoursRead,
    labelFits: label === entry.expected.label,
    label: [entry.expected.label, label],
    city: [entry.expected.city, content.stores[0]?.city ?? null],
    whatsapp: [entry.expected.whatsapp, content.reading.whatsapp],
    misses: expected.filter((_, e) => !takenE.has(e)).map((offering) => offering.name),
    extras: published
      .filter((_, p) => !takenP.has(p))
      .map((item) => item.name + (item.example ? ' (contoh)' : '')),
    wrongPrices,
  };
}

const percent = (part: number, whole: number) => (whole ? `${((100 * part) / whole).toFixed(1)}%` : 'n/a');

// The city the owner named is read when the store's city holds its first word.
const cityRead = (s: EntryScore) =>
  s.city[1] !== null && normalizeText(s.city[1]).includes(normalizeText(s.city[0]!).split(' ')[0]!);

export function summarise(scores: EntryScore[]): string {
  const sum = (pick: (score: EntryScore) => number) =>
    scores.reduce((total, score) => total + pick(score), 0);
  const expected = sum((s) => s.expectedOfferings);
  const found = sum((s) => s.found);
  const published = sum((s) => s.published);
  const pricesExpected = sum((s) => s.pricesExpected);
  const pricesKept = sum((s) => s.pricesKept);
  const invented = sum((s) => s.invented.length);
  const inventedHours = scores.filter((s) => s.inventedHours).length;
  const hoursExpected = scores.filter((s) => s.hoursExpected).length;
  const hoursRead = scores.filter((s) => s.hoursExpected && s.hoursRead).length;
  const labels = scores.filter((s) => s.labelFits).length;
  const cities = scores.filter((s) => s.city[0] !== null);
  const citiesRead = cities.filter(cityRead).length;
  const numbers = scores.filter((s) => s.whatsapp[0] !== null);
  const numbersRead = numbers.filter((s) => s.whatsapp[1]).length;
  const lines = [
    `offering recall      ${percent(found, expected)}  (${found} of ${expected} offerings the owners named)`,
    `offering precision   ${percent(found, published)}  (${found} of ${published} published items are offerings named)`,
    `owner's prices kept  ${percent(pricesKept, pricesExpected)}  (${pricesKept} of ${pricesExpected}, exactly, on the right item)`,
    `invented prices      ${invented}`,
    `invented hours       ${inventedHours}`,
    `hours read           ${hoursRead} of ${hoursExpected} descriptions with hours`,
    `label fits the kind  ${percent(labels, scores.length)}  (${labels} of ${scores.length})`,
    `city read            ${citiesRead} of ${cities.length}`,
    `city where none was  ${scores.filter((s) => s.city[0] === null && s.city[1] !== null).length} (a place read where the owner named none)`,
    `WhatsApp read        ${numbersRead} of ${numbers.length}`,
    '',
    'misses:',
  ];
  for (const score of scores) {
    const notes = [
      score.misses.length ? `missed ${score.misses.map((name) => `"${name}"`).join(', ')}` : '',
      score.extras.length ? `published ${score.extras.map((name) => `"${name}"`).join(', ')}` : '',
      score.wrongPrices.length ? `price ${score.wrongPrices.join('; ')}` : '',
      score.city[0] !== null && !cityRead(score)
        ? `city ${score.city[0]} (read ${score.city[1] ?? 'none'})`
        : '',
      score.city[0] === null && score.city[1] !== null ? `city none named (read ${score.city[1]})` : '',
      score.invented.length ? `INVENTED ${score.invented.join(', ')}` : '',
      score.inventedHours ? 'INVENTED HOURS' : '',
      score.hoursExpected && !score.hoursRead ? 'hours not read' : '',
      score.labelFits ? '' : `label ${score.label[1]} (expected ${score.label[0]})`,
    ].filter(Boolean);
    if (notes.length) lines.push(`  ${score.id}: ${notes.join(' | ')}`);
  }
  return lines.join('\n');
}
