import { describe, expect, it } from 'vitest';
import { CATALOGUE, CATEGORY_LABELS, CUISINES } from './index';
import { matchCatalogue } from './match-catalogue';
import { normalizeText } from './normalize';

const ids = (text: string) => matchCatalogue(text).entries.map(({ entry }) => entry.id);

describe('the offline catalogue', () => {
  it('holds at least 300 entries across the six business types and the regional cuisines', () => {
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(300);
    for (const kind of ['coffee', 'restaurant', 'bakery', 'fashion', 'beauty', 'generic'] as const) {
      expect(CATALOGUE.filter((entry) => entry.kinds.includes(kind)).length, kind).toBeGreaterThanOrEqual(10);
    }
    for (const cuisine of ['padang', 'sunda', 'jawa', 'betawi', 'bali', 'manado', 'chinese'] as const) {
      expect(CATALOGUE.filter((entry) => entry.cuisine === cuisine).length, cuisine).toBeGreaterThanOrEqual(
        10,
      );
    }
  });

  it('gives every entry a unique id, both languages, a known category and a sane rupiah range', () => {
    const categories = new Set(CATEGORY_LABELS.map((label) => label.id));
    expect(new Set(CATALOGUE.map((entry) => entry.id)).size).toBe(CATALOGUE.length);
    for (const entry of CATALOGUE) {
      for (const text of [...entry.name, ...entry.description]) expect(text.trim(), entry.id).not.toBe('');
      expect(categories.has(entry.category), entry.id).toBe(true);
      expect(entry.kinds.length, entry.id).toBeGreaterThan(0);
      const [min, max] = entry.price;
      expect(Number.isInteger(min) && Number.isInteger(max), entry.id).toBe(true);
      expect(min, entry.id).toBeGreaterThan(0);
      expect(max, entry.id).toBeGreaterThanOrEqual(min);
      expect(max, entry.id).toBeLessThanOrEqual(10_000_000);
    }
  });

  it('never lets one phrase name two entries, nor a cuisine word hide an entry', () => {
    const owner = new Map<string, string>();
    for (const entry of CATALOGUE) {
      for (const phrase of [...entry.name, ...(entry.aliases ?? [])]) {
        const key = normalizeText(phrase);
        expect(owner.get(key) ?? entry.id, `"${key}"`).toBe(entry.id);
        owner.set(key, entry.id);
      }
    }
    for (const word of CUISINES.flatMap((cuisine) => cuisine.words))
      expect(owner.has(normalizeText(word))).toBe(false);
  });
});

describe('matchCatalogue', () => {
  it('normalises case, accents, punctuation, old spelling and reduplication', () => {
    expect(normalizeText('Café  Latte!')).toBe('kafe latte');
    expect(normalizeText('Soes vla')).toBe('sus vla');
    expect(normalizeText('Gado2 & es teh')).toBe('gado gado es teh');
    expect(normalizeText("Gamis syar'i")).toBe('gamis syari');
    expect(ids('gado2 dan kue soes')).toEqual(['gado-gado', 'kue-sus']);
  });

  it('understands spelling variants owners write', () => {
    expect(ids('mie ayam dan baso urat, gule tunjang, nasgor')).toEqual([
      'mie-ayam',
      'bakso',
      'gulai-tunjang',
      'nasi-goreng',
    ]);
    expect(ids('bakmie pangsit dan kwetiaw goreng')).toEqual(['bakmi-pangsit', 'kwetiau-goreng']);
    expect(ids('mpek-mpek dan es coklat')).toEqual(['pempek', 'es-cokelat']);
  });

  it('prefers the longest name: "nasi goreng seafood" is not "nasi goreng"', () => {
    expect(ids('nasi goreng seafood')).toEqual(['nasi-goreng-seafood']);
    expect(ids('es teh manis jumbo')).toEqual(['es-teh-manis']);
    expect(ids('sate padang dan sate ayam')).toEqual(['sate-padang', 'sate-ayam']);
  });

  it('reads a city only after a place word, and a cuisine otherwise', () => {
    expect(matchCatalogue('Rumah makan Padang di Medan')).toMatchObject({
      cuisines: ['padang'],
      cities: ['Medan'],
    });
    expect(matchCatalogue('masakan Bali di kota Padang')).toMatchObject({
      cuisines: ['bali'],
      cities: ['Padang'],
    });
    expect(matchCatalogue('sneakers buatan Bandung').cities).toEqual([]);
    expect(matchCatalogue('cabang di Jakarta Selatan dan Bogor').cities).toEqual([
      'Jakarta Selatan',
      'Bogor',
    ]);
    expect(matchCatalogue('di Jogja').cities).toEqual(['Jogja']);
  });

  it('never joins a phrase across the business type and the description', () => {
    expect(matchCatalogue('Kedai nasi', 'goreng pisang').entries).toEqual([]);
  });
});
