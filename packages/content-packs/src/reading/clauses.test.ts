import { describe, expect, it } from 'vitest';
import { splitClauses, takeFacts } from './clauses';

describe('the facts taken out before the offerings are read', () => {
  it('takes out a courtesy standing on its own, with what closes it, never a word of a list', () => {
    const words = (text: string) => takeFacts(text).text.replace(/\s+/g, ' ').trim();
    expect(words('kamar AC 1,2jt/bln\nmakasih, info lgsg')).toBe('kamar AC 1,2jt/bln info lgsg');
    // "terima" sells ("terima jahit"), but not in "terima kasih".
    expect(words('kamar AC 1,2jt/bln\nterima kasih 🙏')).toBe('kamar AC 1,2jt/bln 🙏');
    expect(words('Halo kak! Penjahit Bu Ani terima jahit baju')).toBe('Penjahit Bu Ani terima jahit baju');
    expect(words('Surf lessons 350k. Thanks everyone!')).toBe('Surf lessons 350k.');
    // Inside a phrase it is no courtesy: "Kasih Ibu" catering, "paket hai-hai" stay as written.
    expect(words('Katering Kasih Ibu, nasi box 25rb')).toBe('Katering Kasih Ibu, nasi box 25rb');
    expect(words('les gitar hai kids 100rb')).toBe('les gitar hai kids 100rb');
  });

  it('takes a WhatsApp or phone number out with its cue, wherever it stands', () => {
    expect(takeFacts('cukur 35rb. WA 0813-4567-8899 ya kak')).toEqual({
      text: 'cukur 35rb.   ya kak',
      facts: [{ kind: 'phone', text: 'WA 0813-4567-8899' }],
    });
    expect(takeFacts('hub +62 812 3456 7890, buka tiap hari').facts).toEqual([
      { kind: 'phone', text: 'hub +62 812 3456 7890' },
    ]);
    // A fixed line only with the word that announces it: a price or a size is no number to call.
    expect(takeFacts('bubut as 150rb. telp 031-8541234').facts).toEqual([
      { kind: 'phone', text: 'telp 031-8541234' },
    ]);
    expect(takeFacts('phone (0361) 761234').facts).toEqual([{ kind: 'phone', text: 'phone (0361) 761234' }]);
    expect(takeFacts('kain 2500000 meter 0361 761234').facts).toEqual([]);
  });

  it('takes a street out up to a comma, a full stop or a word that starts something else', () => {
    expect(takeFacts('Barbershop di makassar jl. pettarani. cukur 35rb').facts).toEqual([
      { kind: 'street', text: 'jl. pettarani' },
    ]);
    expect(takeFacts('Jalan Majapahit no 12, buka jam 8').facts).toEqual([
      { kind: 'street', text: 'Jalan Majapahit no 12' },
    ]);
    expect(takeFacts('gg. mawar 3 dekat pasar').facts).toEqual([{ kind: 'street', text: 'gg. mawar' }]);
    expect(takeFacts('Jl. Ir. H. Juanda, Bekasi').facts).toEqual([
      { kind: 'street', text: 'Jl. Ir. H. Juanda' },
    ]);
    expect(takeFacts('jl. sudirman no 45 pekanbaru depan bank bri').facts).toEqual([
      { kind: 'street', text: 'jl. sudirman no 45' },
    ]);
  });

  it('takes opening hours written mid-chat out, leaving a break so no time joins a name', () => {
    const clauses = (text: string) => splitClauses(takeFacts(text).text);
    expect(clauses('angkringan buka jam 6 sore smp jam 2 pagi nasi kucing 3rb')).toEqual([
      'angkringan.',
      'nasi kucing 3rb',
    ]);
    expect(clauses('cukur 35rb buka 10 pagi - 9 malem minggu libur')).toEqual([
      'cukur 35rb.',
      'minggu libur',
    ]);
    expect(clauses('kopi 18rb, open 8am to 10pm daily')).toEqual(['kopi 18rb.', 'daily']);
    // A time that is no opening hour stays ("kelas jam 5 sore", "paket 2-3 jam").
    expect(clauses('kelas jam 5 sore 100rb, paket 2-3 jam')).toEqual([
      'kelas jam 5 sore 100rb, paket 2-3 jam',
    ]);
  });

  it('leaves prices, sizes and words that only look like a number alone', () => {
    expect(takeFacts('gas 3kg 22rb, galon 19 liter').facts).toEqual([]);
  });
});

describe('clauses: sentences, lines and bullets', () => {
  it('ends a clause at an emoji the owner puts between two', () => {
    expect(splitClauses('creambath 50rb aja kak 😊 Buka jam 9 pagi')).toEqual([
      'creambath 50rb aja kak',
      'Buka jam 9 pagi',
    ]);
  });

  it('ends a clause at a full stop, a line and a bullet, not inside a number or after an abbreviation', () => {
    expect(
      splitClauses('Kos putri Rp 1.200.000 per bulan. Jl. Kaliurang no. 5\n- wifi\n- AC • parkir'),
    ).toEqual(['Kos putri Rp 1.200.000 per bulan.', 'Jl. Kaliurang no. 5', 'wifi', 'AC', 'parkir']);
  });

  it('reads numbered lists and a sentence run into the next without a space', () => {
    expect(splitClauses('1. dimsum ayam 25rb\n2. risol mayo 20rb')).toEqual([
      'dimsum ayam 25rb',
      'risol mayo 20rb',
    ]);
    expect(splitClauses('Kopi enak.Buka tiap hari')).toEqual(['Kopi enak.', 'Buka tiap hari']);
  });

  it('keeps "incl." and "tgl." inside their sentence', () => {
    expect(splitClauses('Double room 350k incl. breakfast, tgl. 5 tutup')).toHaveLength(1);
  });
});

describe('a full stop after an abbreviation', () => {
  it('ends the sentence when a capital follows a word like "HP", never after "Jl."', () => {
    expect(splitClauses('Terima tukar tambah HP. Servis ringan jg bisa.')).toEqual([
      'Terima tukar tambah HP.',
      'Servis ringan jg bisa.',
    ]);
    expect(splitClauses('hub hp. 0812 3456 7890')).toHaveLength(1);
    expect(splitClauses('Jl. Sudirman 5 Medan')).toEqual(['Jl. Sudirman 5 Medan']);
  });
});

describe('a line ending on a colon', () => {
  it('keeps its colon as the heading of the lines after it', () => {
    expect(splitClauses('Paket kami:\npaket silver 8jt')).toEqual(['Paket kami:', 'paket silver 8jt']);
    expect(splitClauses('jam 10:00')).toEqual(['jam 10:00']);
  });
});

describe('a street with its kilometre', () => {
  it('ends at the kilometre as at a number', () => {
    expect(takeFacts('Jl. Magelang km 5 Sleman').facts).toEqual([
      { kind: 'street', text: 'Jl. Magelang km 5' },
    ]);
  });
});
