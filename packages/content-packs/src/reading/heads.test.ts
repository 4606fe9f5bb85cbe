import { describe, expect, it } from 'vitest';
import { shareHeads, spreadKnown, spreadSubjects } from './heads';

const nothingKnown = () => false;

describe('members of a list that lean on another for their head or tail', () => {
  it('lends the head of a pair to a bare word', () => {
    expect(shareHeads(['cuci mobil', 'motor'], nothingKnown)).toEqual(['cuci mobil', 'cuci motor']);
    expect(shareHeads(['sewa lapangan voli', 'basket per jam'], nothingKnown)).toEqual([
      'sewa lapangan voli',
      'sewa lapangan basket',
    ]);
  });

  it('lends the head to a variant and a destination in any list', () => {
    expect(shareHeads(['kelas reguler', 'intensif'], nothingKnown)).toEqual([
      'kelas reguler',
      'kelas intensif',
    ]);
    expect(shareHeads(['antar jemput sekolah', 'juga ke stasiun'], nothingKnown)).toEqual([
      'antar jemput sekolah',
      'antar jemput ke stasiun',
    ]);
    expect(shareHeads(['gas 3kg \uE0000\uE001', '12kg \uE0001\uE001'], nothingKnown)).toEqual([
      'gas 3kg \uE0000\uE001',
      'gas 12kg \uE0001\uE001',
    ]);
  });

  it('lends the tail of a variant to the variant before it', () => {
    expect(shareHeads(['beginner', 'advanced freediving courses'], nothingKnown)).toEqual([
      'beginner freediving courses',
      'advanced freediving courses',
    ]);
  });

  it('leaves a longer list of things of their own, and a word the kind knows by itself', () => {
    expect(shareHeads(['sablon kaos', 'stiker', 'brosur'], nothingKnown)).toEqual([
      'sablon kaos',
      'stiker',
      'brosur',
    ]);
    expect(shareHeads(['kopi susu', 'teh'], nothingKnown)).toEqual(['kopi susu', 'teh']);
    const setrika = (phrase: string) => phrase === 'setrika';
    expect(shareHeads(['cuci kiloan', 'setrika'], setrika)).toEqual(['cuci kiloan', 'setrika']);
  });
});

describe('a bare word joined by "dan" or "&" inside a longer list', () => {
  it('takes the head of the member it is joined to, and a comma keeps it apart', () => {
    expect(shareHeads(['cuci karpet tebal', 'tipis', 'setrika'], nothingKnown, [false, true, false])).toEqual(
      ['cuci karpet tebal', 'cuci karpet tipis', 'setrika'],
    );
    // School levels qualify the head without making it too long to lend.
    expect(
      shareHeads(['les privat SD SMP matematika', 'IPA', '1x pertemuan'], nothingKnown, [false, true, false]),
    ).toEqual(['les privat SD SMP matematika', 'les privat SD SMP IPA', '1x pertemuan']);
    expect(shareHeads(['cuci karpet', 'sofa', 'setrika'], nothingKnown, [false, false, false])).toEqual([
      'cuci karpet',
      'sofa',
      'setrika',
    ]);
  });
});

describe('subjects named one after another', () => {
  it('are offerings of their own under the teaching head', () => {
    expect(spreadSubjects('terima les privat matematika fisika kimia utk sma')).toBe(
      'terima les privat matematika, les privat fisika, les privat kimia utk sma',
    );
    expect(spreadSubjects('les piano biola')).toBe('les piano, les biola');
    expect(spreadSubjects('les privat matematika utk sd')).toBe('les privat matematika utk sd');
    expect(spreadSubjects('nasi ayam goreng')).toBe('nasi ayam goreng');
    // School levels among them say who it is for; a language is one subject with its word.
    expect(spreadSubjects('les privat sd smp matematika ipa bhs inggris, guru datang')).toBe(
      'les privat matematika, les privat ipa, les privat bhs inggris utk sd smp, guru datang',
    );
    expect(spreadSubjects('matematika ipa bhs inggris \uE0000\uE001')).toBe(
      'matematika, ipa, bhs inggris \uE0000\uE001',
    );
  });
});

describe('carats after a priced-free head', () => {
  it('are sizes of the same thing', () => {
    expect(shareHeads(['emas perhiasan 24K', '22K', '18K'], () => false)).toEqual([
      'emas perhiasan 24K',
      'emas perhiasan 22K',
      'emas perhiasan 18K',
    ]);
  });
});

describe('variants after a head', () => {
  it('of variant words alone take the head, which stays for the next', () => {
    expect(shareHeads(['servis motor', 'mobil kecil', 'mobil besar'], () => false)).toEqual([
      'servis motor',
      'servis mobil kecil',
      'servis mobil besar',
    ]);
    expect(shareHeads(['bersih kolam 1x/minggu', '2x/minggu'], () => false)).toEqual([
      'bersih kolam 1x/minggu',
      'bersih kolam 2x/minggu',
    ]);
  });
});

describe('a head before a count of sessions', () => {
  it('is lent to the variant after it', () => {
    expect(shareHeads(['kelas dasar 4x pertemuan', 'menengah'], () => false)).toEqual([
      'kelas dasar 4x pertemuan',
      'kelas menengah',
    ]);
  });
});

describe('a repair', () => {
  it('is done to each thing the list names after it', () => {
    expect(shareHeads(['perbaikan pompa air', 'water heater', 'kompor'], () => false)).toEqual([
      'perbaikan pompa air',
      'perbaikan water heater',
      'perbaikan kompor',
    ]);
    expect(shareHeads(['servis laptop', 'ganti lcd'], () => false)).toEqual(['servis laptop', 'ganti lcd']);
    expect(shareHeads(['sewa tenda', 'sleeping bag'], () => false)).toEqual(['sewa tenda', 'sleeping bag']);
  });
});

describe('a destination after a head that ends on "to"', () => {
  it('is not said twice', () => {
    expect(shareHeads(['shuttle to Kuta', 'to Sanur'], () => false)).toEqual([
      'shuttle to Kuta',
      'shuttle to Sanur',
    ]);
  });
});

describe('a self-drive hire and one with a driver', () => {
  it('share what is hired, the second with a plus', () => {
    expect(shareHeads(['sewa motor lepas kunci', 'dengan driver'], () => false)).toEqual([
      'sewa motor lepas kunci',
      'sewa motor + driver',
    ]);
  });
});

describe('subjects listed by commas after a teaching head', () => {
  it('are each taught', () => {
    expect(shareHeads(['les matematika', 'fisika', 'kimia'], () => false)).toEqual([
      'les matematika',
      'les fisika',
      'les kimia',
    ]);
  });
});

describe('variants before a noun of what is sold', () => {
  it('share the noun, in English word order', () => {
    expect(shareHeads(['beginner class', 'intermediate', 'advanced'], () => false)).toEqual([
      'beginner class',
      'intermediate class',
      'advanced class',
    ]);
    // Indonesian names the head first: "kelas reguler, intensif".
    expect(shareHeads(['kelas reguler', 'intensif'], () => false)).toEqual([
      'kelas reguler',
      'kelas intensif',
    ]);
  });
});

describe('things the kind knows by name, written one after another', () => {
  const known = (phrase: string) => ['pagar besi', 'kanopi', 'teralis', 'cat', 'semen'].includes(phrase);
  it('are a list from three on, matched longest first, a stop ending the run', () => {
    expect(spreadKnown('terima pesanan pagar besi kanopi teralis harga nego', known)).toBe(
      'terima pesanan pagar besi, kanopi, teralis harga nego',
    );
    expect(spreadKnown('jual semen cat kanopi. buka', known)).toBe('jual semen, cat, kanopi. buka');
    // Two are not enough to tell a list from a name.
    expect(spreadKnown('pagar besi kanopi minimalis', known)).toBe('pagar besi kanopi minimalis');
  });
});

describe('a list under a head of a tradition, and how often after a price', () => {
  it('gives each region the head, and keeps the count after the price', () => {
    expect(shareHeads(['baju adat jawa', 'bali', 'minang \uE0000\uE001'], nothingKnown)).toEqual([
      'baju adat jawa',
      'baju adat bali',
      'baju adat minang \uE0000\uE001',
    ]);
    expect(shareHeads(['les drum', 'gitar \uE0000\uE001 4x pertemuan'], nothingKnown, [false, true])).toEqual(
      ['les drum', 'les gitar \uE0000\uE001 4x pertemuan'],
    );
  });
});
