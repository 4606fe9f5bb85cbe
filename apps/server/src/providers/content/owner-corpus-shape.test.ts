import { describe, expect, it } from 'vitest';
import { loadOwnerCorpus } from '../../../../../tests/support/server/owner-corpus';

const corpus = loadOwnerCorpus();

const UNITS: Record<string, number> = { rb: 1_000, ribu: 1_000, k: 1_000, jt: 1_000_000, juta: 1_000_000 };
// "15rb", "15 ribu", "25k", "1.5jt", "Rp 1,2 juta": the separator before the unit is a decimal point.
const WITH_UNIT = /(?<![\d.,])(\d+(?:[.,]\d+)?) ?(rb|ribu|k|jt|juta)\b/gi;
// "Rp25.000", "Rp 45.000,-", "IDR 2,500,000": the separators group thousands.
const WITH_CURRENCY = /\b(?:rp|idr)\.? ?(\d{1,3}(?:[.,]\d{3})+|\d+)(?![.,]?\d| ?(?:rb|ribu|k|jt|juta)\b)/gi;
// "25.000" written without a currency.
const GROUPED = /(?<![\d.,])\d{1,3}(?:[.,]\d{3})+(?![.,]?\d)/g;

// Every amount of rupiah written in the text, read independently of the generator.
function writtenPrices(text: string): Set<number> {
  const prices = new Set<number>();
  for (const [, amount, unit] of text.matchAll(WITH_UNIT)) {
    prices.add(Math.round(Number(amount!.replace(',', '.')) * UNITS[unit!.toLowerCase()]!));
  }
  for (const [, amount] of text.matchAll(WITH_CURRENCY)) prices.add(Number(amount!.replace(/[.,]/g, '')));
  for (const [amount] of text.matchAll(GROUPED)) prices.add(Number(amount.replace(/[.,]/g, '')));
  return prices;
}

const sorted = (values: Iterable<number>) => [...new Set(values)].sort((a, b) => a - b);

describe('the reader of written prices used to check the corpus', () => {
  it.each([
    ['350rb', 350_000],
    ['15 ribu', 15_000],
    ['IDR 2,500,000', 2_500_000],
    ['Rp 1,2 juta', 1_200_000],
    ['Rp25.000', 25_000],
    ['25k', 25_000],
    ['1.5jt', 1_500_000],
    ['Rp 45.000,-', 45_000],
    ['harga mulai 50rb', 50_000],
    ['20rb/porsi', 20_000],
    ['Rp 1.200.000 per bulan', 1_200_000],
    ['telur 2,5rb/butir', 2_500],
  ])('reads %s as %i', (text, price) => {
    expect(sorted(writtenPrices(text))).toEqual([price]);
  });

  it.each([
    'Senin-Sabtu 08.00-17.00',
    'garansi 30 hari, 45 menit',
    'minimal order 30 box, DP 50%',
    'min 5 kg, radius 2 km, 1 kucing 1 kandang',
    'Vario 125',
  ])('finds no price in "%s"', (text) => {
    expect(writtenPrices(text).size).toBe(0);
  });
});

describe('the corpus of owner descriptions', () => {
  it('holds at least 70 descriptions, 12 of them in English, each with its own id', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(70);
    expect(corpus.filter((entry) => entry.language === 'english').length).toBeGreaterThanOrEqual(12);
    expect(new Set(corpus.map((entry) => entry.id)).size).toBe(corpus.length);
  });

  it('mixes businesses that come to the customer with ones that have a place, with and without hours', () => {
    expect(corpus.filter((entry) => entry.comes_to_customer).length).toBeGreaterThanOrEqual(15);
    expect(corpus.filter((entry) => !entry.comes_to_customer).length).toBeGreaterThanOrEqual(15);
    expect(corpus.filter((entry) => entry.hours === null).length).toBeGreaterThanOrEqual(15);
    expect(corpus.filter((entry) => entry.hours !== null).length).toBeGreaterThanOrEqual(40);
  });

  it('keeps clear of the examples in the issue', () => {
    const examples = /unpad|jatinangor|pawang|piano|lombok|nerima pesenan nasi kotak|snack box/i;
    expect(corpus.filter((entry) => examples.test(`${entry.business_type} ${entry.description}`))).toEqual(
      [],
    );
  });

  it.each(corpus.map((entry) => [entry.id, entry] as const))(
    '%s: every price written is an expected price and every expected price is written',
    (_id, entry) => {
      const expected = entry.offerings.flatMap((offering) =>
        offering.price === null ? [] : [offering.price],
      );
      expect(sorted(writtenPrices(entry.description))).toEqual(sorted(expected));
    },
  );

  it.each(corpus.map((entry) => [entry.id, entry] as const))(
    '%s: names, non-offerings and places come from the owner’s words',
    (_id, entry) => {
      const text = entry.description.toLowerCase();
      const missingWords = entry.offerings.flatMap((offering) =>
        offering.name
          .toLowerCase()
          .split(/\s+/)
          .filter((word) => !text.includes(word)),
      );
      expect(missingWords).toEqual([]);
      expect(entry.not_offerings.filter((phrase) => !text.includes(phrase.toLowerCase()))).toEqual([]);
      expect((entry.service_area ?? []).filter((place) => !text.includes(place.toLowerCase()))).toEqual([]);
      const names = new Set(entry.offerings.map((offering) => offering.name.toLowerCase()));
      expect(entry.not_offerings.filter((phrase) => names.has(phrase.toLowerCase()))).toEqual([]);
    },
  );

  it.each(corpus.map((entry) => [entry.id, entry] as const))(
    '%s: names each day at most once',
    (_id, entry) => {
      const days = (entry.hours ?? []).flatMap((group) => group.days);
      expect(new Set(days).size).toBe(days.length);
    },
  );
});
