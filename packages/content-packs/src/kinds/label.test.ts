import { describe, expect, it } from 'vitest';
import { classifyBusiness } from './classify';
import { GENERAL_KIND, KINDS } from './index';
import { namesMaker, offersServices, sellsPackedAndServes, soldPacked, wordingFor } from './label';

const kind = (id: string) => KINDS.find((entry) => entry.id === id)!;
const named = (...names: string[]) => names.map((name) => ({ name }));
// The label a site gets from the owner's type and description, with the offerings given.
const label = (type: string, description: string, offerings: readonly string[] = []) =>
  wordingFor(classifyBusiness(type, description), named(...offerings), { type, description });

describe('a service sold as packages', () => {
  it('is labelled "Paket" when at least half of the offerings are packages', () => {
    const photo = kind('fotografi');
    const six = named(
      'Paket Akad',
      'Paket Resepsi',
      'Paket Akad + Resepsi',
      'Prewedding',
      'Extra Jam',
      'Cetak',
    );
    expect(wordingFor(photo, six)).toBe('packages');
    expect(wordingFor(photo, [...six, ...named('Drone')])).toBe('services');
    expect(wordingFor(photo, named('Paket Akad', 'Foto Produk', 'Foto Wisuda'))).toBe('services');
  });

  it('counts a photographer’s sessions and coverage as packages, not a salon’s', () => {
    const sessions = named('Mini Session', 'Full Session', 'Elopement Full Coverage', 'Sunrise Sessions');
    expect(wordingFor(kind('fotografi'), sessions)).toBe('packages');
    expect(wordingFor(kind('salon'), sessions)).toBe('services');
    expect(wordingFor(kind('fotografi'), named('Foto Produk', 'Foto Wisuda Studio'))).toBe('services');
  });
});

describe('a shop that also offers a service', () => {
  it('finds a service, a class, a rental, a ticket or a bill payment in a clause of its own', () => {
    for (const description of [
      'Makanan kucing, pasir kucing. Grooming mulai 50rb',
      'Jual HP baru & bekas. Servis ringan juga bisa',
      'Terima tukar tambah laptop',
      'bibit durian 50rb, ada kelas stek tiap sabtu',
      'jasa bikin taman mulai 2jt / pupuk 20rb',
      'mainan anak, sewa mobil aki 20rb/jam',
      'durian montong 60rb/kg, petik langsung tiket 10rb',
      'sembako, pulsa, bayar listrik dan PDAM',
    ]) {
      expect(offersServices(description), description).toBe(true);
    }
  });

  it('does not take a guarantee, a free extra, a place or goods for a service', () => {
    for (const description of [
      'AC, kulkas, mesin cuci. Gratis servis 3 bulan',
      'sepatu kulit, garansi jahitan 6 bulan',
      'bisa titip pulsa & token listrik jg',
      'galeri & workshop di Desa Babagan',
      'Tempered glass + pasang 25rb',
      'pakai jasa kurir atau ambil sendiri',
    ]) {
      expect(offersServices(description), description).toBe(false);
    }
  });

  it('shows the catalogue for goods and services together, and products for goods alone', () => {
    expect(label('pet shop', 'Whiskas 55rb, pasir kucing 45rb / penitipan kucing 50rb/hari')).toBe(
      'catalogue',
    );
    expect(label('toko tanaman', 'Monstera 150rb. Ada kelas merangkai bunga 100rb')).toBe('catalogue');
    expect(label('pet shop', 'Whiskas 55rb, pasir kucing 45rb, kandang 150rb')).toBe('products');
    expect(label('toko elektronik', 'TV LED, kulkas, AC. Gratis antar dalam kota')).toBe('products');
  });

  it('sells fishing tackle and bait as goods, never as a seafood menu', () => {
    const tackle = classifyBusiness('toko alat pancing', 'Joran 185rb, umpan udang hidup & cacing 10rb');
    expect(tackle.id).toBe('alat-pancing');
    expect(label('toko alat pancing', 'Joran 185rb, reel 160rb, umpan udang hidup & cacing 10rb')).toBe(
      'products',
    );
    expect(label('toko pancing', 'joran, reel, kail / sewa joran 25rb/hari')).toBe('catalogue');
    expect(classifyBusiness('seafood', 'udang bakar, cumi goreng').id).toBe('seafood');
  });
});

describe('food and drink that are not served', () => {
  it('are products at a maker, a farm, an agent or a refill depot', () => {
    for (const type of ['produsen sambal', 'pabrik tahu', 'home industry keripik', 'agen kopi bubuk']) {
      expect(namesMaker(type), type).toBe(true);
    }
    expect(label('produsen sambal', 'Sambal bawang 25rb/botol, sambal cumi 35rb')).toBe('products');
    expect(label('kebun kopi', 'Kopi bubuk arabika 60rb, kopi susu 15rb')).toBe('products');
  });

  it('stay on the menu where they are served', () => {
    for (const type of ['kebun kopi & kafe', 'resto tambak', 'kedai kopi', 'depot']) {
      expect(namesMaker(type), type).toBe(false);
    }
    expect(label('kafe kebun', 'Kopi susu 18rb, roti bakar 20rb')).toBe('menu');
    expect(label('kedai kopi', 'Kopi tubruk 8rb, es kopi susu 15rb')).toBe('menu');
  });

  it('reads a refill depot typed "depot" as a depot, and a depot with rawon as an eatery', () => {
    const refill = classifyBusiness('depot', 'galon isi ulang 5rb, gas 3kg 22rb');
    expect(refill.id).toBe('air-gas');
    expect(label('depot', 'galon isi ulang 5rb, gas 3kg 22rb')).toBe('products');
    expect(classifyBusiness('depot', 'Depot Bu Rudy: nasi campur, rawon').id).toBe('warung-makan');
    expect(label('depot', 'Depot Bu Rudy: nasi campur, rawon')).toBe('menu');
  });

  it('shows the catalogue where packed goods are sold besides what is had on the spot', () => {
    const roaster = 'jual kopi bubuk 200gr 35rb, biji kopi 1kg 150rb / ngopi di tempat juga bisa, tubruk 8rb';
    expect(sellsPackedAndServes(roaster)).toBe(true);
    expect(label('kedai kopi', roaster)).toBe('catalogue');
    expect(sellsPackedAndServes('kopi susu 18rb, bisa makan di tempat')).toBe(false);
    expect(sellsPackedAndServes('jual kopi bubuk 200gr 35rb, kirim seluruh Indonesia')).toBe(false);
  });
});

describe('a business of no known kind', () => {
  it('is a service when the owner says so, by a heading or a type opening with "jasa"', () => {
    expect(wordingFor(GENERAL_KIND, [], { type: 'jasa desain & website' })).toBe('services');
    expect(
      wordingFor(GENERAL_KIND, [], { type: 'sedot WC', description: 'Layanan: sedot WC, saluran mampet' }),
    ).toBe('services');
    expect(wordingFor(GENERAL_KIND, [], { type: 'usaha', description: 'Produk: sabun, lilin aroma' })).toBe(
      'products',
    );
    expect(wordingFor(GENERAL_KIND, [], { type: 'usaha', description: 'sabun, lilin aroma' })).toBe(
      'catalogue',
    );
  });

  it('takes the label its type opens with: a service, or a shop’s goods', () => {
    for (const type of ['klinik gigi', 'tukang kunci', 'notaris', 'fisioterapi', 'sedot WC']) {
      expect(wordingFor(GENERAL_KIND, [], { type }), type).toBe('services');
    }
    for (const type of ['toko emas', 'apotek', 'optik Melawai', 'toko plastik']) {
      expect(wordingFor(GENERAL_KIND, [], { type }), type).toBe('products');
    }
    expect(
      wordingFor(GENERAL_KIND, [], {
        type: 'toko kacamata',
        description: 'frame 150rb / servis kacamata 20rb',
      }),
    ).toBe('catalogue');
  });
});

describe('what the type names decides the kind before the words of another kind', () => {
  it('reads pets, pilgrimages, costume hire, massages and parts by what is sold', () => {
    expect(classifyBusiness('ikan cupang', 'cupang halfmoon 25rb').id).toBe('pet-shop');
    expect(classifyBusiness('toko hewan').id).toBe('pet-shop');
    expect(classifyBusiness('travel umroh', 'paket umroh 9 hari 28jt').wording).toBe('packages');
    expect(classifyBusiness('sewa baju adat', 'baju adat Bali 150rb/hari').wording).toBe('units');
    expect(classifyBusiness('tukang pijat', 'pijat urut 1 jam 80rb').id).toBe('spa-pijat');
    expect(classifyBusiness('tukang bangunan').id).toBe('renovasi');
    for (const type of ['sparepart motor', 'dealer motor', 'showroom mobil', 'toko ban']) {
      expect(classifyBusiness(type).wording, type).toBe('products');
    }
    expect(classifyBusiness('bengkel motor', 'ganti oli, servis, sparepart').wording).toBe('services');
    expect(classifyBusiness('travel', 'Padang-Bukittinggi 120rb/org').wording).toBe('fleet');
  });
});

describe('food and drink sold packed by weight or volume', () => {
  it('are products, unless the owner says they are had on the spot', () => {
    expect(soldPacked('biji kopi arabika Sindoro 95rb/250gr, robusta Temanggung 55rb/250gr')).toBe(true);
    expect(soldPacked('sambal bawang 25rb, cumi 45rb. botol 150ml, tahan 1 bln')).toBe(true);
    expect(soldPacked('kopi susu 18rb, biji kopi 250gr 95rb, 1kg 350rb, bisa ngopi di tempat')).toBe(false);
    expect(soldPacked('nastar 95rb, kastengel 100rb, min order 2 toples')).toBe(false);
  });
});
