import { describe, expect, it } from 'vitest';
import { readStreet } from './street';

describe('readStreet', () => {
  it('reads the street as the owner wrote it, with capitals', () => {
    expect(readStreet('jl. pettarani')).toBe('Jl. Pettarani');
    expect(readStreet('Jl Pettarani no. 12')).toBe('Jl. Pettarani No. 12');
    expect(readStreet('Jalan Majapahit No 12')).toBe('Jalan Majapahit No. 12');
    expect(readStreet('jln. veteran 5')).toBe('Jln. Veteran 5');
    expect(readStreet('gg. mawar 3')).toBe('Gg. Mawar 3');
    expect(readStreet('Gang Kelinci')).toBe('Gang Kelinci');
    expect(readStreet('komplek ruko blok A2')).toBe('Komplek Ruko Blok A2');
    expect(readStreet('Jl. Raya Ubud')).toBe('Jl. Raya Ubud');
    expect(readStreet('jl.pettarani 12')).toBe('Jl. Pettarani 12');
    expect(readStreet('JL. PETTARANI NO 12')).toBe('Jl. Pettarani No. 12');
    expect(readStreet('alamat Jl. A. Yani No.12')).toBe('Jl. A. Yani No. 12');
    expect(readStreet('Jl. K.H. Wahid Hasyim No 5')).toBe('Jl. K.H. Wahid Hasyim No. 5');
    expect(readStreet('Jl. dr. sutomo 7')).toBe('Jl. Dr. Sutomo 7');
    expect(readStreet('Jl. Kaliurang km 5,5')).toBe('Jl. Kaliurang Km 5,5');
    expect(readStreet('Gg. Mawar RT 02/RW 05')).toBe('Gg. Mawar RT 02/RW 05');
    expect(readStreet('Jalan 17 Agustus no 3')).toBe('Jalan 17 Agustus No. 3');
    expect(readStreet('Jl. Raya Solo-Sragen km 7')).toBe('Jl. Raya Solo-Sragen Km 7');
  });

  it('reads it inside a description, in Indonesian or English', () => {
    expect(readStreet('Warung coto enak, alamat: jl. pettarani no 12, Makassar')).toBe(
      'Jl. Pettarani No. 12',
    );
    expect(readStreet('Surf lessons on Jalan Raya Canggu 5, Bali')).toBe('Jalan Raya Canggu 5');
    expect(readStreet('Kami di Jl. Gatot Subroto Barat No. 99X. Buka tiap hari')).toBe(
      'Jl. Gatot Subroto Barat No. 99X',
    );
  });

  it('stops where the address goes on to something else', () => {
    // A comma, a full stop, a line break, a bracket.
    expect(readStreet('jl. veteran, Malang')).toBe('Jl. Veteran');
    expect(readStreet('jl. veteran. Buka jam 8')).toBe('Jl. Veteran');
    expect(readStreet('jl. veteran\nbakso urat')).toBe('Jl. Veteran');
    expect(readStreet('jl. veteran (depan masjid)')).toBe('Jl. Veteran');
    // A city, unless it is the street's own name.
    expect(readStreet('Jl. Pettarani Makassar')).toBe('Jl. Pettarani');
    expect(readStreet('Jl. Slamet Riyadi Solo')).toBe('Jl. Slamet Riyadi');
    expect(readStreet('Jl. Margonda Raya Depok')).toBe('Jl. Margonda Raya');
    expect(readStreet('jl veteran no 5 malang')).toBe('Jl. Veteran No. 5');
    // "dekat", "depan", "sebelah" and the like.
    expect(readStreet('jl. veteran dekat alun-alun')).toBe('Jl. Veteran');
    expect(readStreet('Gg. Mawar 3 depan masjid')).toBe('Gg. Mawar 3');
    expect(readStreet('jalan merdeka sebelah indomaret')).toBe('Jalan Merdeka');
    // A price, a phone number, the hours, another offering.
    expect(readStreet('di jl merdeka 10rb')).toBe('Jl. Merdeka');
    expect(readStreet('jl merdeka Rp 10.000')).toBe('Jl. Merdeka');
    expect(readStreet('jl veteran 5 0812 3456 7890')).toBe('Jl. Veteran 5');
    expect(readStreet('Jl. Sultan Hasanuddin 0274 512345')).toBe('Jl. Sultan Hasanuddin');
    expect(readStreet('Jl. Veteran WA 0812-3456-7890')).toBe('Jl. Veteran');
    expect(readStreet('jl pettarani buka jam 8')).toBe('Jl. Pettarani');
    expect(readStreet('jl. pettarani jual nasi goreng')).toBe('Jl. Pettarani');
    expect(readStreet('jl. pettarani nasi goreng 15rb')).toBe('Jl. Pettarani');
  });

  it('makes up no street where the owner wrote none', () => {
    for (const text of [
      'Bakso urat dan mie ayam di Solo',
      'jalan kaki 5 menit dari Malioboro',
      'jalan-jalan ke Bali',
      'jalan jalan ke Bali',
      'di pinggir Jalan Raya',
      'Jl. Raya',
      'masuk gang sempit, dekat masjid',
      'Kopi Jalanan',
      'sewa ruko strategis',
      'Eggs and toast',
      '',
    ])
      expect(readStreet(text), text).toBeNull();
  });

  it('reads a long text without backtracking', () => {
    const started = performance.now();
    readStreet(`jl. ${'a '.repeat(248)}`);
    readStreet(`jl ${'1,'.repeat(248)}`);
    readStreet('jl. '.repeat(125));
    readStreet(`Jl. ${'x'.repeat(496)}`);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
