import { afterEach, describe, expect, it } from 'vitest';
import { classifyBusiness } from '../kinds/classify';
import { readByRules } from '../kinds/owner-offer';
import {
  bestTag,
  MAX_TOKENS,
  readerMode,
  spansOf,
  type Tag,
  type TaggerModel,
  tagDescription,
  tokenize,
  useTaggerModel,
  weightsOf,
} from './offer-tagger';
import MODEL from './offer-tagger-model.json';
import { readOwnerOffer } from './read-owner-offer';
import { ruleWordsOf } from './tagger-check';

const texts = (text: string) => tokenize(text).map((token) => token.text);
// The words of each offering the shipped tagger marks, joined, told what the rules read as the reader tells it.
const tagged = (text: string, type: string) => {
  const kind = classifyBusiness(type, text);
  const tagging = tagDescription(text, kind, ruleWordsOf(readByRules(text, kind, type)));
  return tagging.spans.map((span) => span.words.join(' '));
};

afterEach(() => useTaggerModel(null));

describe('the tagger’s words', () => {
  it('keeps a price with what is glued to it and each sign alone', () => {
    expect(texts('cukur+cuci 45rb, drop-in 150rb')).toEqual([
      'cukur',
      '+',
      'cuci',
      '45rb',
      ',',
      'drop-in',
      '150rb',
    ]);
    expect(texts('kos 1,2jt/bln. WA 0813-1234')).toEqual([
      'kos',
      '1,2jt',
      '/',
      'bln',
      '.',
      'WA',
      '0813-1234',
    ]);
    expect(texts('kelas\njam 5 sore')).toEqual(['kelas', '\n', 'jam', '5', 'sore']);
  });

  it('knows where each word stands in the text', () => {
    const [first, second] = tokenize('  es teh');
    expect(first).toEqual({ text: 'es', start: 2, end: 4 });
    expect(second).toEqual({ text: 'teh', start: 5, end: 8 });
  });

  it('marks the words inside a price the owner wrote', () => {
    const text = 'potong rambut Rp 35.000, creambath 60rb';
    const tagging = tagDescription(text, classifyBusiness('salon', text));
    const priced = tagging.tokens.filter((_, at) => tagging.context.price[at]).map((token) => token.text);
    expect(priced).toEqual(expect.arrayContaining(['35.000', '60rb']));
    expect(priced).not.toContain('potong');
  });
});

describe('spans of offerings', () => {
  it('joins a first word with the later words that follow it', () => {
    const tokens = tokenize('ganti oli 45rb, tambal ban');
    const tags: Tag[] = ['B', 'I', 'O', 'O', 'B', 'I'];
    expect(spansOf(tokens, tags).map((span) => span.words.join(' '))).toEqual(['ganti oli', 'tambal ban']);
    expect(spansOf(tokens, tags)[1]).toMatchObject({ from: 4, to: 6, start: 16, end: 26 });
  });

  it('never starts an offering with a later word', () => {
    useTaggerModel({ tags: ['O', 'B', 'I', 'X'], features: ['bias'], weights: [0, 0, 100, 0], mode: 'add' });
    const tagging = tagDescription('sewa tenda', classifyBusiness('rental', 'sewa tenda'));
    expect(tagging.tags).toEqual(['B', 'I']);
  });
});

describe('the model as data', () => {
  it('scores each tag by the weights of the features present, scaled back from hundredths', () => {
    const weights = weightsOf({
      tags: ['O', 'B', 'I', 'X'],
      features: ['a', 'b'],
      weights: [100, 0, 0, 0, 0, 250, 0, 0],
    });
    expect(bestTag(weights, ['a'])).toEqual({ tag: 'O', margin: -1 });
    expect(bestTag(weights, ['a', 'b', 'unknown'])).toEqual({ tag: 'B', margin: 1.5 });
  });

  it('ships trained, small, adding what the rules miss', () => {
    const model = MODEL as TaggerModel;
    expect(model.features.length).toBeGreaterThan(100);
    expect(model.weights.length).toBe(model.features.length * model.tags.length);
    expect(JSON.stringify(model).length).toBeLessThan(100_000);
    expect(readerMode()).toBe('add');
  });

  it('reads the rules alone when the model is empty', () => {
    useTaggerModel({ tags: ['O', 'B', 'I', 'X'], features: [], weights: [] });
    expect(readerMode()).toBe('rules');
  });
});

describe('the shipped tagger on chat-style descriptions', () => {
  it('marks the services of a barbershop, not its street or hours', () => {
    const text =
      'Barbershop di makassar jl. pettarani. cukur 35rb, cukur+cuci 45rb, buka jam 10 pagi smp 9 malem';
    const spans = tagged(text, 'barbershop');
    // Both services start with "cukur"; the reading set marks "cukur+cuci" from its first word, and the
    // reader keeps it whole.
    expect(spans).toEqual(['cukur', 'cukur']);
    expect(spans.join(' ')).not.toMatch(/pettarani|makassar|jam|malem|pagi/);
    const kind = classifyBusiness('barbershop', text);
    expect(readOwnerOffer(text, kind, 'barbershop').offerings).toEqual([
      expect.objectContaining({ name: 'Cukur', price: 35_000 }),
      expect.objectContaining({ name: 'Cukur + Cuci', price: 45_000 }),
    ]);
  });

  it('does not take a class time or a WhatsApp number for an offering', () => {
    const text =
      'Yoga studio di Ubud. drop-in 150rb, paket 10x 1,2jt. kelas jam 5 sore tiap hari. WA 0813 3344 5566';
    const spans = tagged(text, 'studio yoga');
    expect(spans).toContain('paket 10x');
    expect(spans.join(' ')).not.toMatch(/sore|jam|0813|WA/);
  });

  it('marks each member of a priced list', () => {
    const text = 'Bengkel motor. ganti oli 45rb, servis ringan 60rb, tambal ban 15rb, cek aki gratis';
    expect(tagged(text, 'bengkel motor')).toEqual(['ganti oli', 'servis ringan', 'tambal ban']);
  });
});

describe('the cost of a description', () => {
  it('reads at most MAX_TOKENS words of a long input', () => {
    const text = 'cukur 35rb, '.repeat(2000);
    const started = performance.now();
    const tagging = tagDescription(text, classifyBusiness('barbershop', text));
    expect(tagging.tokens.length).toBe(MAX_TOKENS);
    expect(tagging.tags.length).toBe(MAX_TOKENS);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
