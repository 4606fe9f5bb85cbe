import {
  CITIES,
  classifyBusiness,
  FAMILY_WORDS,
  type Family,
  KINDS,
  normalizeText,
  writtenPrices,
} from '@webku/content-packs';
import type { ContentInput } from './content-provider';
import type { DraftAnswer } from './llm-draft';

// Contact details an LLM likes to make up: e-mails, links, social handles, phone numbers, street addresses.
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
const LINK =
  /(?:https?:\/\/|www\.|wa\.me\/)\S+|\b[\p{L}\p{N}-]+\.(?:com|id|co\.id|net|org|biz|shop|store|my\.id|web\.id)\b/giu;
const HANDLE = /(?<![\p{L}\p{N}])@[\p{L}\p{N}._]{2,}/gu;
const DIGITS = /\+?\d[\d\s().-]{6,}\d/g;
const STREET = /\b(?:jl|jln|jalan)\.?\s+[\p{L}\p{N}. ]+/giu;
const PHONE_DIGITS = 9;
// A sentence ends at . ! or ?, but not after an abbreviation of an address or a price ("Jl.", "No.", "Rp.").
const SENTENCE_END = /(?<=[.!?])(?<!\b(?:jl|jln|no|gg|kec|kel|rp|rt|rw)\.)\s+/i;

function contactsIn(sentence: string): string[] {
  const found = [EMAIL, LINK, HANDLE, STREET].flatMap((pattern) => sentence.match(pattern) ?? []);
  for (const match of sentence.matchAll(DIGITS)) {
    const before = sentence.slice(0, match.index).trimEnd();
    // Prices ("Rp 1.500.000") are not phone numbers.
    if (/rp\.?$/i.test(before)) continue;
    if (match[0].replace(/\D/g, '').length >= PHONE_DIGITS) found.push(match[0]);
  }
  return found;
}

const simplify = (value: string) => value.toLowerCase().replace(/[^\p{L}\p{N}@]/gu, '');
const padded = (text: string) => ` ${normalizeText(text)} `;
const mentions = (text: string, phrase: string) => padded(text).includes(` ${normalizeText(phrase)} `);

// Words that say how things are made, delivered or guaranteed: an LLM sentence using one the owner did
// not write is dropped.
const CLAIMS = [
  'dijamin',
  'jaminan',
  'garansi',
  'guarantee',
  'guaranteed',
  'warranty',
  'gratis ongkir',
  'free delivery',
  'free shipping',
  'diantar',
  'delivered',
  'delivery',
  'pesan antar',
  'homemade',
  'buatan sendiri',
  'handmade',
  'dibuat tangan',
  'diseduh',
  'brewed',
  'dimasak',
  'cooked',
  'dipanggang',
  'baked',
  'fresh',
  'segar',
  'organik',
  'organic',
  'halal',
  'bersertifikat',
  'certified',
  'asli',
  'authentic',
  'original',
  'terbaik',
  'the best',
  'nomor 1',
  'tanpa pengawet',
  'no preservatives',
  'bahan alami',
  'natural ingredients',
  'resep',
  'recipe',
  'setiap hari',
  'every day',
  'every morning',
  'setiap pagi',
].map(normalizeText);

type Rules = {
  owner: string;
  ownerNormal: string;
  foreign: readonly string[];
  prices: ReadonlySet<number>;
  times: ReadonlySet<string>;
};

// Times of day ("08.00", "9am", "jam 10") as written, for comparing an LLM's text with the owner's.
const TIME = /\b\d{1,2}\s*[.:]\s*\d{2}\b|\b\d{1,2}\s*(?:am|pm)\b|\b(?:jam|pukul)\s+\d{1,2}\b/gi;
const timesIn = (text: string) =>
  new Set((text.match(TIME) ?? []).map((time) => time.replace(/\s+/g, '').toLowerCase()));

// Foreign words: those of other families, and the keywords of other kinds ("setrika" on a workshop's
// site) unless the kind's own words hold them; food kinds share their words ("teh" in a coffee shop).
function rulesFor(input: ContentInput): Rules {
  const owner = `${input.brand_name} ${input.business_type} ${input.short_description}`;
  const kind = classifyBusiness(input.business_type, input.short_description);
  const families = (Object.keys(FAMILY_WORDS) as Family[]).filter((other) => other !== kind.family);
  const ownWords = [
    ...kind.keywords,
    ...[...kind.items, ...kind.goods].flatMap((item) => [...item.name, ...item.aliases]),
  ];
  const own = new Set(ownWords.flatMap((phrase) => normalizeText(phrase).split(' ')));
  const otherKinds = KINDS.filter(
    (other) => other !== kind && !(other.family === 'food' && kind.family === 'food'),
  )
    .flatMap((other) => other.keywords.filter((word) => !word.startsWith('~')).map(normalizeText))
    .filter((phrase) => !phrase.split(' ').every((word) => own.has(word)));
  return {
    owner,
    ownerNormal: padded(owner),
    foreign: [...families.flatMap((other) => FAMILY_WORDS[other]), ...otherKinds],
    prices: new Set(writtenPrices(owner).map((price) => price.value)),
    times: timesIn(owner),
  };
}

// A word the owner did not write, from a list, in the text.
function unsaid(text: string, words: readonly string[], rules: Rules): boolean {
  const normal = padded(text);
  return words.some((word) => normal.includes(` ${word} `) && !rules.ownerNormal.includes(` ${word} `));
}

function keepSentence(sentence: string, rules: Rules, checkCities: boolean): boolean {
  const owner = simplify(rules.owner);
  if (contactsIn(sentence).some((contact) => !owner.includes(simplify(contact)))) return false;
  if (unsaid(sentence, CLAIMS, rules) || unsaid(sentence, rules.foreign, rules)) return false;
  // A price or an hour the owner never wrote is a promise in their name.
  if (writtenPrices(sentence).some((price) => !rules.prices.has(price.value))) return false;
  if ([...timesIn(sentence)].some((time) => !rules.times.has(time))) return false;
  if (!checkCities) return true;
  return CITIES.every((city) => {
    const names = [city.name, ...(city.aliases ?? [])];
    return (
      !names.some((name) => mentions(sentence, name)) || names.some((name) => mentions(rules.owner, name))
    );
  });
}

// The sentences of an LLM text that give no contact detail, claim, word of another kind of business or
// (for texts shown as the business's identity) place the owner never wrote. Undefined when nothing is
// left, so the built-in text stays.
function ownerFactsOnly(text: string | undefined, rules: Rules, checkCities = false): string | undefined {
  if (text === undefined) return undefined;
  const kept = text
    .split(SENTENCE_END)
    .filter((sentence) => keepSentence(sentence, rules, checkCities))
    .join(' ')
    .trim();
  return kept || undefined;
}

// A name (of an item, a category, a section) is kept whole or not at all.
function ownerName(text: string | undefined, rules: Rules): string | undefined {
  return text !== undefined && ownerFactsOnly(text, rules) === text ? text : undefined;
}

type Item = { name?: string | undefined; description?: string | undefined; price?: number | undefined };

// An item whose name does not fit is dropped, so the built-in item stays whole, with its price.
function ownerItem<T extends Item>(item: T | undefined, rules: Rules): T | undefined {
  if (!item || ownerName(item.name, rules) === undefined) return undefined;
  return { ...item, description: ownerFactsOnly(item.description, rules) };
}

// The answer checked against the owner's words and the kind of business: see ownerFactsOnly.
export function withOwnerFactsOnly(answer: DraftAnswer, input: ContentInput): DraftAnswer {
  const rules = rulesFor(input);
  const text = (value: string | undefined, checkCities = false) => ownerFactsOnly(value, rules, checkCities);
  const sections = answer.sections;
  const section = (value: { title?: string | undefined; description?: string | undefined } | undefined) =>
    value && { title: ownerName(value.title, rules), description: text(value.description) };
  return {
    website_title: text(answer.website_title, true),
    website_description: text(answer.website_description, true),
    meta_keywords: text(answer.meta_keywords),
    og_title: text(answer.og_title, true),
    og_description: text(answer.og_description, true),
    hero: answer.hero && {
      sub_name: text(answer.hero.sub_name, true),
      tagline: text(answer.hero.tagline, true),
    },
    footer: answer.footer && { tagline: text(answer.footer.tagline) },
    sections: sections && {
      menu: section(sections.menu),
      merchandise: section(sections.merchandise),
      news: section(sections.news),
      stores: section(sections.stores),
    },
    menu_categories: answer.menu_categories?.map(
      (category) =>
        category && {
          name: ownerName(category.name, rules),
          items: category.items?.map((item) => ownerItem(item, rules)),
        },
    ),
    merchandise_items: answer.merchandise_items?.map((item) => ownerItem(item, rules)),
    news_articles: answer.news_articles?.map(
      (article) =>
        article && {
          title: text(article.title),
          category: ownerName(article.category, rules),
          description: text(article.description),
          paragraphs: article.paragraphs?.map((paragraph) => text(paragraph)),
        },
    ),
  };
}
