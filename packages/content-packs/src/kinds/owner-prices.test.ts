import { writtenNumber } from '@webku/contract';
import { describe, expect, it } from 'vitest';
import { writtenPrices } from './owner-prices';

const read = (text: string) =>
  writtenPrices(text).map((price) => ({
    value: price.value,
    unit: price.unit,
    written: text.slice(price.index, price.index + price.length),
  }));
const readFrom = (text: string) =>
  writtenPrices(text).map((price) => ({
    value: price.value,
    unit: price.unit,
    from: price.from,
    written: text.slice(price.index, price.index + price.length),
  }));

describe('the prices an owner writes', () => {
  it.each([
    ['Rp 1.200.000', 1_200_000],
    ['Rp25.000', 25_000],
    ['Rp. 10.000', 10_000],
    ['Rp 45.000,-', 45_000],
    ['Rp 45.000,00', 45_000],
    ['IDR 2,500,000', 2_500_000],
    ['350rb', 350_000],
    ['rp10rb', 10_000],
    ['15 ribu', 15_000],
    ['25k', 25_000],
    ['1.5jt', 1_500_000],
    ['2 jt', 2_000_000],
    ['Rp 1,2 juta', 1_200_000],
    ['35 rb', 35_000],
    ['35ribu', 35_000],
    ['35 ribu', 35_000],
    ['35rebu', 35_000],
    ['35k', 35_000],
    ['35K', 35_000],
    ['Rp35.000', 35_000],
    ['Rp 35.000,-', 35_000],
    ['Rp. 35.000', 35_000],
    ['IDR 350,000', 350_000],
    ['IDR 350K', 350_000],
    ['350,000 IDR', 350_000],
    ['1,2jt', 1_200_000],
    ['1 juta', 1_000_000],
    ['6 million', 6_000_000],
    ['1.2 mil', 1_200_000],
    ['5 ribu perak', 5_000],
    ['200 perak', 200],
    ['goceng', 5_000],
    ['ceban', 10_000],
    ['gocap', 50_000],
    ['cepek', 100_000],
    ['35.000', 35_000],
    ['1.500.000', 1_500_000],
  ])('reads "%s" as Rp %i, exactly', (text, value) => {
    expect(readFrom(`harga ${text} saja`)).toEqual([{ value, unit: null, from: false, written: text }]);
  });

  it.each([
    ['mulai 45rb', 45_000, '45rb'],
    ['mulai dari Rp 45.000', 45_000, 'Rp 45.000'],
    ['harga mulai 45rb', 45_000, '45rb'],
    ['start from 250k', 250_000, '250k'],
    ['starting from IDR 250,000', 250_000, 'IDR 250,000'],
    ['starts at 250k', 250_000, '250k'],
    ['Rooms from 350k', 350_000, '350k'],
    ['dari 100rb', 100_000, '100rb'],
    ['dr 100rb', 100_000, '100rb'],
    ['2jtan', 2_000_000, '2jtan'],
    ['15rb-an', 15_000, '15rb-an'],
    ['15rban', 15_000, '15rban'],
    ['sate 2rb an', 2_000, '2rb an'],
    ['gorengan seribuan', 1_000, 'seribuan'],
    ['15-20rb', 15_000, '15-20rb'],
    ['1,5-2jt', 1_500_000, '1,5-2jt'],
    ['Rp 50.000 - 75.000', 50_000, 'Rp 50.000 - 75.000'],
    ['Rp 50.000 - Rp 75.000', 50_000, 'Rp 50.000 - Rp 75.000'],
    ['50rb - 75rb', 50_000, '50rb - 75rb'],
    ['150k-400k', 150_000, '150k-400k'],
    ['50rb s/d 75rb', 50_000, '50rb s/d 75rb'],
    ['kue seribuan - 2rb an', 1_000, 'seribuan - 2rb an'],
  ])('reads "%s" as a starting price of Rp %i', (text, value, written) => {
    expect(readFrom(text)).toEqual([{ value, unit: null, from: true, written }]);
  });

  it.each([
    ['150rb/org', 150_000, 'orang'],
    ['100k/pax', 100_000, 'orang'],
    ['100k per person', 100_000, 'orang'],
    ['50rb/jam', 50_000, 'jam'],
    ['50k an hour', 50_000, 'jam'],
    ['1jt/bln', 1_000_000, 'bulan'],
    ['1,5jt perbulan', 1_500_000, 'bulan'],
    ['350rb/hr', 350_000, 'hari'],
    ['300rb/24 jam', 300_000, 'hari'],
    ['350k/night', 350_000, 'malam'],
    ['175rb/mlm', 175_000, 'malam'],
    ['200rb/malem', 200_000, 'malam'],
    ['500rb/mgg', 500_000, 'minggu'],
    ['12jt/thn', 12_000_000, 'tahun'],
    ['60rb/jm', 60_000, 'jam'],
    ['10rb/pcs', 10_000, 'pcs'],
    ['2.500/butir', 2_500, 'pcs'],
    ['800/biji', 800, 'pcs'],
    ['75k per plate', 75_000, 'porsi'],
    ['14rb/kg', 14_000, 'kg'],
    ['17rb/liter', 17_000, 'liter'],
    ['20rb/galon', 20_000, 'galon'],
    ['22rb/tabung', 22_000, 'tabung'],
    ['100rb/sesi', 100_000, 'sesi'],
    ['150rb/pertemuan', 150_000, 'sesi'],
    ['200k per class', 200_000, 'sesi'],
    ['2,5jt per paket', 2_500_000, 'paket'],
    ['45rb/box', 45_000, 'box'],
    ['75rb/ekor', 75_000, 'ekor'],
    ['5rb/ikat', 5_000, 'ikat'],
    ['12rb/pack', 12_000, 'pack'],
    ['50rb/meter', 50_000, 'meter'],
    ['45k per m2', 45_000, 'm2'],
    ['1rb/lembar', 1_000, 'lembar'],
    ['500rb/unit', 500_000, 'unit'],
    ['400rb/mobil', 400_000, 'unit'],
    ['6.000/kg', 6_000, 'kg'],
  ])('reads the unit of "%s"', (text, value, unit) => {
    expect(readFrom(text)).toEqual([{ value, unit, from: false, written: text }]);
  });

  it('keeps the unit and the start of a starting price together', () => {
    expect(readFrom('lobster from 1.2 mil/kg')).toEqual([
      { value: 1_200_000, unit: 'kg', from: true, written: '1.2 mil/kg' },
    ]);
    expect(readFrom('kamar mulai 2jtan/bln')).toEqual([
      { value: 2_000_000, unit: 'bulan', from: true, written: '2jtan/bln' },
    ]);
  });

  it('reads a bare sum in thousands only where an owner writes a price', () => {
    expect(read('jas 25.000, gaun 35.000, selimut 20.000')).toEqual([
      { value: 25_000, unit: null, written: '25.000' },
      { value: 35_000, unit: null, written: '35.000' },
      { value: 20_000, unit: null, written: '20.000' },
    ]);
    expect(read('gula 1kg 17.500\nindomie 3.200 (1 dus 120rb)').map((price) => price.value)).toEqual([
      17_500, 3_200, 120_000,
    ]);
    expect(read('Nasi goreng: 15.000')[0]?.value).toBe(15_000);
    expect(read('Nasi goreng - 15.000')[0]?.value).toBe(15_000);
    expect(read('discover scuba 1,300,000, open water 6.5jt').map((price) => price.value)).toEqual([
      1_300_000, 6_500_000,
    ]);
    for (const text of [
      'sudah melayani 1.000 pelanggan',
      'kapasitas 1.000 orang',
      'lebih dari 10.000 terjual',
      'tanah 2.500 m2',
      'no 1.234',
      '25.000 di awal baris',
      'nasi goreng 15.000 es teh',
      'WA 0812 345.678',
      '+62 812.345.678',
    ]) {
      expect(read(text), text).toEqual([]);
    }
  });

  it('reads no range in a count before a price', () => {
    expect(readFrom('dimsum ayam isi 10 - 25rb')).toEqual([
      { value: 25_000, unit: null, from: false, written: '25rb' },
    ]);
    expect(readFrom('risol mayo 6 - 20rb')).toEqual([
      { value: 20_000, unit: null, from: false, written: '20rb' },
    ]);
    expect(readFrom('Rp 25.000 - 2 porsi')).toEqual([
      { value: 25_000, unit: null, from: false, written: 'Rp 25.000' },
    ]);
    expect(readFrom('Avanza 1.5jt/day, big set 3.5jt/day').map((price) => price.from)).toEqual([
      false,
      false,
    ]);
  });

  it('keeps the lower bound of a range written as one price', () => {
    expect(readFrom('50-75rb')).toEqual([{ value: 50_000, unit: null, from: true, written: '50-75rb' }]);
  });

  it('reads the unit written after a price', () => {
    expect(
      read('Avanza 350rb/hari, kamar 900 ribu per bulan, Rp 150.000 sebulan, IDR 250k per night'),
    ).toEqual([
      { value: 350_000, unit: 'hari', written: '350rb/hari' },
      { value: 900_000, unit: 'bulan', written: '900 ribu per bulan' },
      { value: 150_000, unit: 'bulan', written: 'Rp 150.000 sebulan' },
      { value: 250_000, unit: 'malam', written: 'IDR 250k per night' },
    ]);
    expect(read('nasi 5rb/porsi')[0]!.unit).toBe('porsi');
  });

  it('takes no count, size, duration, level or year for a price', () => {
    for (const text of [
      'minimal order 30 box',
      'level 1-10',
      'sejak 2015',
      'kamar 3x4',
      '45 menit per pertemuan',
      'garansi 30 hari',
      '10 kg',
      'iPhone 15',
      'iPhone 11 pro',
      'ukuran 3kg',
      'gas 12 kg',
      '5 liter',
      '2 jam',
      'buka 24 jam',
      'WA 0812-3456-7890',
      'hubungi +62 812 3456 7890',
      'Jl. Merdeka no 12',
      'Jl. Kaliurang km 5',
      'mall lt 2',
      'tahun 2024',
      'cuci 1x seminggu',
      'diskon 20%',
      'level 1-10',
      'kamera 4k',
      'TV 4K UHD',
      'fun run 5k',
      '10k followers',
      'pengikut 10rb',
      'cincin perak 925',
      '5 mil from the beach',
      'Warung Seribu Rasa',
      'Mie Gocap',
      'Sony ZV-E10',
    ]) {
      expect(read(text), text).toEqual([]);
    }
  });

  it('leaves out a price of nothing or beyond a billion rupiah', () => {
    expect(read('Rp 0')).toEqual([]);
    expect(read('Rp 2.000.000.000')).toEqual([]);
  });

  it('tells grouped thousands from decimals before a scale', () => {
    expect(writtenNumber('1.200.000', undefined)).toBe(1_200_000);
    expect(writtenNumber('2,500,000', undefined)).toBe(2_500_000);
    expect(writtenNumber('1,2', 'juta')).toBe(1_200_000);
    expect(writtenNumber('1.5', 'jt')).toBe(1_500_000);
    expect(writtenNumber('1.2.3', undefined)).toBeNull();
  });
});

describe('carats of gold', () => {
  it('are no prices, where the same "K" after a drink is one', () => {
    expect(
      writtenPrices('Jual beli emas perhiasan 24K, 22K & 18K. cincin kawin mulai 3jt').map((p) => p.value),
    ).toEqual([3_000_000]);
    expect(writtenPrices('kopi 18K, teh 15k').map((p) => p.value)).toEqual([18_000, 15_000]);
  });
});

describe('a plus and "isi" beside a thousands number', () => {
  it('reads what a refill costs, a price before an addition and one before a plus on the next line', () => {
    const values = (text: string) => writtenPrices(text).map((price) => price.value);
    expect(values('tabung baru + isi 250.000')).toEqual([250_000]);
    expect(values('harga 75.000 + ongkir')).toEqual([75_000]);
    expect(values('- paket hemat mulai 1.250.000\n+ snack box 15rb')).toEqual([1_250_000, 15_000]);
    // Still a count: attached to the number, or after "isi" before what it counts.
    expect(values('sudah 10.000+ pembeli')).toEqual([]);
    expect(values('kotak isi 1.000 lembar')).toEqual([]);
  });
});
