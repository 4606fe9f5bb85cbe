import { describe, expect, it } from 'vitest';
import { tidyName, trimName } from './names';

const trim = (phrase: string) => trimName(phrase.split(' '));

describe('an offering named in the owner words, what qualifies it moved to its details', () => {
  it('moves a length, a language, a schedule, a count and "per" to the details', () => {
    expect(trim('pijat tradisional 2 jam')).toEqual({ words: ['pijat', 'tradisional'], details: ['2 jam'] });
    expect(trim('vinyasa dlm bhs inggris')).toEqual({ words: ['vinyasa'], details: ['dlm bhs inggris'] });
    expect(trim('aerobik tiap sore')).toEqual({ words: ['aerobik'], details: ['tiap sore'] });
    expect(trim('kepiting saus 1 ekor')).toEqual({ words: ['kepiting', 'saus'], details: ['1 ekor'] });
    expect(trim('pijat tradisional per sesi')).toEqual({
      words: ['pijat', 'tradisional'],
      details: ['per sesi'],
    });
  });

  it('moves how it is ordered to the details', () => {
    expect(trim('whole cakes by pre-order')).toEqual({
      words: ['whole', 'cakes'],
      details: ['by pre-order'],
    });
    expect(trim('nail art by appointment')).toEqual({ words: ['nail', 'art'], details: ['by appointment'] });
    expect(trim('tumpeng sistem PO')).toEqual({ words: ['tumpeng'], details: ['sistem PO'] });
    // Not a name that is only the way it is ordered.
    expect(trim('by request').words).toEqual(['by', 'request']);
  });

  it('drops chat fillers at the end, and never empties a name', () => {
    expect(trim('persiapan UTBK jg bisa')).toEqual({ words: ['persiapan', 'UTBK'], details: [] });
    expect(trim('bisa')).toEqual({ words: ['bisa'], details: [] });
  });

  it('keeps "4x" and a size in the name: they tell offerings apart', () => {
    expect(trim('paket 4x pertemuan').words).toEqual(['paket', '4x', 'pertemuan']);
    expect(trim('gas elpiji 3kg').words).toEqual(['gas', 'elpiji', '3kg']);
  });

  it('tidies without rewriting', () => {
    expect(tidyName(['cukur+cuci'])).toBe('Cukur + Cuci');
    expect(tidyName(['persiapan', 'utbk'])).toBe('Persiapan UTBK');
    expect(tidyName(['antar', 'jemput', 'ke', 'stasiun'])).toBe('Antar Jemput ke Stasiun');
    // Small words stay small in English and Indonesian names; a grade stays a capital.
    expect(tidyName('deluxe room with pool view'.split(' '))).toBe('Deluxe Room with Pool View');
    expect(tidyName('Nasi Goreng Tanpa Telur'.split(' '))).toBe('Nasi Goreng tanpa Telur');
    expect(tidyName(['paket', 'A'])).toBe('Paket A');
    // A word said twice as chats write it; a code stays as written.
    expect(tidyName(['cukur', 'anak2'])).toBe('Cukur Anak-anak');
    expect(tidyName(['kue2', 'basah'])).toBe('Kue-kue Basah');
    expect(tidyName(['sewa', 'PS2'])).toBe('Sewa PS2');
  });
});

describe('"isi" in a name', () => {
  it('is small only before how many', () => {
    expect(tidyName(['gas', 'isi', 'ulang'])).toBe('Gas Isi Ulang');
    expect(tidyName(['paket', 'isi', '6'])).toBe('Paket isi 6');
  });
});

describe('how many it takes or must be', () => {
  it('is said of the offering, with its count', () => {
    expect(trimName(['villa', 'max', '6', 'orang'])).toEqual({ words: ['villa'], details: ['max 6 orang'] });
    expect(trimName(['prasmanan', 'min', '50', 'porsi'])).toEqual({
      words: ['prasmanan'],
      details: ['min 50 porsi'],
    });
  });
});

describe('the time a class is held', () => {
  it('is said of the offering, and a length of nights stays a length', () => {
    expect(trimName(['dewasa', 'jam', '7', 'malam'])).toEqual({
      words: ['dewasa'],
      details: ['jam 7 malam'],
    });
    expect(trimName(['vinyasa', '5pm'])).toEqual({ words: ['vinyasa'], details: ['5pm'] });
    expect(trimName(['renang', '4', 'sore'])).toEqual({ words: ['renang'], details: ['4 sore'] });
    expect(trimName(['menginap', '2', 'malam'])).toEqual({ words: ['menginap'], details: ['2 malam'] });
  });
});

describe('chat shorthand in a name', () => {
  it('is spelled out', () => {
    expect(tidyName(['les', 'bhs', 'inggris'])).toBe('Les Bahasa Inggris');
    expect(tidyName(['hiace', 'dgn', 'sopir'])).toBe('Hiace dengan Sopir');
  });
});

describe('the ages an offering is for', () => {
  it('are said of it', () => {
    expect(trimName(['baby', 'massage', '0-12', 'bln'])).toEqual({
      words: ['baby', 'massage'],
      details: ['0-12 bln'],
    });
    expect(trimName(['renang', 'anak', 'usia', '5-12', 'thn'])).toEqual({
      words: ['renang', 'anak'],
      details: ['usia 5-12 thn'],
    });
  });
});
