import { describe, expect, it } from 'vitest';
import { builtinImageKeys } from '../builtin-images';
import { matchCatalogue } from '../packs/catalogue/match-catalogue';
import { normalizeText } from '../packs/catalogue/normalize';
import { readOwnerOffer } from '../reading/read-owner-offer';
import { classifyBusiness } from './classify';
import { FAMILY_TEXTS, FAMILY_WORDS, GENERAL_KIND, KINDS, WORDINGS, type Wording, wordingFor } from './index';
import { kindItemFor } from './offerings';

const kindOf = (type: string, description = '') => classifyBusiness(type, description).id;
// The food words a kind's section names hold ("Hidangan Utama").
const foodSectionWords = (type: string, description = '') => {
  const names = ` ${normalizeText(
    classifyBusiness(type, description)
      .categories.map((category) => category.join(' '))
      .join(' '),
  )} `;
  return FAMILY_WORDS.food.filter((word) => names.includes(` ${word} `));
};

describe('the kinds of business', () => {
  it('gives every kind a unique id, keywords, both languages and sane rupiah ranges', () => {
    expect(new Set(KINDS.map((kind) => kind.id)).size).toBe(KINDS.length);
    for (const kind of KINDS) {
      expect(kind.keywords.length, kind.id).toBeGreaterThan(3);
      expect(kind.items.length, kind.id).toBeGreaterThanOrEqual(4);
      for (const item of [...kind.items, ...kind.goods]) {
        for (const text of item.name) expect(text.trim(), kind.id).not.toBe('');
        expect(kind.categories[item.category], `${kind.id} ${item.name[0]}`).toBeDefined();
        const [min, max] = item.price;
        expect(Number.isInteger(min) && Number.isInteger(max) && min <= max && max < 100_000_000).toBe(true);
      }
    }
  });

  it('draws every kind with a set of pictures that exists, vehicles for vehicle hire, tents for equipment hire', () => {
    const keys = new Set(builtinImageKeys());
    for (const kind of KINDS) expect(keys.has(`${kind.art}/hero`), kind.id).toBe(true);
    for (const [type, description] of [
      ['rental motor', 'Sewa Scoopy dan NMAX harian di Lombok'],
      ['scooter rental', 'Scooters by the day in Canggu'],
      ['rental mobil', 'Sewa Avanza lepas kunci'],
    ] as const) {
      expect(classifyBusiness(type, description).art, type).toBe('rental');
    }
    expect(classifyBusiness('sewa alat camping', 'Sewa tenda dome dan kursi lipat').art).toBe('equipment');
  });

  it('keeps typical items free of claims and of the words of other families', () => {
    for (const kind of KINDS) {
      const text = ` ${normalizeText(kind.items.flatMap((item) => item.name).join(' '))} `;
      for (const [family, words] of Object.entries(FAMILY_WORDS)) {
        if (family === kind.family) continue;
        for (const word of words) expect(text.includes(` ${word} `), `${kind.id}: ${word}`).toBe(false);
      }
      expect(text).not.toMatch(/ (dijamin|garansi|guaranteed|fresh|segar|homemade|diantar|delivered) /);
    }
  });

  it('publishes section texts and footers that promise no service, channel or offer', () => {
    const promises =
      /\b(katering|catering|pesan antar|deliver\w*|whatsapp|pre-?order|wifi|reservasi|book ahead|promo|special offers?|dijamin|guarantee\w*|fresh|segar)\b/i;
    const texts = [
      ...Object.values(WORDINGS).flatMap((wording) => [...wording.title, ...wording.description]),
      ...Object.values(FAMILY_TEXTS).flatMap((family) => [...family.footer, ...family.stores.description]),
      ...KINDS.flatMap((kind) => kind.footer ?? []),
    ];
    expect(texts.filter((text) => promises.test(text))).toEqual([]);
  });

  it('reads typos, abbreviations and regional words', () => {
    expect(kindOf('londri')).toBe('laundry');
    expect(kindOf('laundri kiloan')).toBe('laundry');
    expect(kindOf('percetakn')).toBe('percetakan');
    expect(kindOf('servis ac')).toBe('servis-ac');
    expect(kindOf('service motor')).toBe('bengkel-motor');
    expect(kindOf('kosan putri')).toBe('kos');
    expect(kindOf('warkop')).toBe('kedai-kopi');
    expect(kindOf('rentcar')).toBe('rental-mobil');
    expect(kindOf('salon mobil')).toBe('cuci-kendaraan');
  });

  it('lets the longest phrase and the business type decide', () => {
    expect(kindOf('rental motor')).toBe('rental-motor');
    expect(kindOf('bengkel motor')).toBe('bengkel-motor');
    expect(kindOf('warung bakso')).toBe('bakso-mie');
    expect(kindOf('warung kopi')).toBe('kedai-kopi');
    expect(kindOf('katering', 'juga menjual es teh')).toBe('catering');
  });

  it('never lets a place or a cuisine decide, and falls back to the general kind', () => {
    expect(kindOf('usaha kecil', 'di Canggu, Bali')).toBe(GENERAL_KIND.id);
    expect(kindOf('CV Maju Padang')).toBe(GENERAL_KIND.id);
    expect(kindOf('konsultan pajak', 'Konsultasi pajak, laporan SPT, pembukuan')).toBe(GENERAL_KIND.id);
    expect(kindOf('jasa pembuatan website')).toBe(GENERAL_KIND.id);
  });

  it('knows the words for shuttles, gear rentals, cooking classes and co-living', () => {
    expect(kindOf('travel', 'Padang-Bukittinggi 120rb/org')).toBe('rental-mobil');
    expect(kindOf('private driver & tours', 'airport transfer, full day')).toBe('rental-mobil');
    expect(kindOf('tour and travel', 'paket wisata Bromo')).toBe('tour');
    expect(kindOf('camping gear rental', 'tent 2p 75k/day')).toBe('sewa-alat');
    expect(kindOf('cooking class', 'Balinese cooking class 450k')).toBe('kursus');
    expect(kindOf('co-living', 'rooms 3,5jt/month')).toBe('kos');
  });

  it('reads the places the owner wrote after a place word, the longest name first', () => {
    expect(matchCatalogue('lessons at Batu Bolong beach').cities).toEqual(['Batu Bolong']);
    expect(matchCatalogue('in Canggu, Bali').cities).toEqual(['Canggu']);
    expect(matchCatalogue('homestay dekat Malioboro').cities).toEqual(['Malioboro']);
    expect(matchCatalogue('kopi Toraja dan batik Pekalongan').cities).toEqual([]);
  });
});

describe('how a kind names what it offers', () => {
  it('sells refill water and gas as products, with no section of dishes', () => {
    for (const [type, description] of [
      ['depot air isi ulang', 'Isi ulang galon 6rb, galon baru, antar gratis'],
      ['depot air minum & gas elpiji', 'Air isi ulang dan elpiji 3 kg'],
      ['agen gas LPG', 'Elpiji 3 kg, 12 kg dan bright gas'],
      ['air galon isi ulang', ''],
      ['depot air', ''],
    ] as const) {
      for (const kind of [classifyBusiness(type), classifyBusiness(type, description)]) {
        expect(kind.wording, type).toBe('products');
        expect(kind.family, type).not.toBe('food');
      }
      expect(foodSectionWords(type), type).toEqual([]);
      expect(foodSectionWords(type, description), type).toEqual([]);
    }
    expect(kindOf('depot', 'Depot Bu Rudy: nasi campur, rawon')).toBe('warung-makan');
    expect(kindOf('toko kelontong', 'Jual gas elpiji dan galon')).toBe('sembako');
  });

  it('sells what a farm or a maker produces as products, frozen food included', () => {
    for (const [type, description] of [
      ['peternakan ayam petelur', 'Telur ayam negeri per kg dan ayam afkir'],
      ['jual telur ayam kampung', 'Telur ayam kampung 2,5rb/butir'],
      ['ternak lele', 'Jual bibit lele dan lele konsumsi'],
      ['kebun sayur hidroponik', 'Selada, pakcoy dan kangkung hidroponik'],
      ['tanaman hias', 'Monstera, anggrek, kaktus mini'],
      ['madu hutan', 'Madu hutan Sumbawa dan madu klanceng'],
      ['pengrajin mebel jati', 'Kursi teras, meja makan dan lemari jati'],
      ['anyaman bambu', 'Keranjang, tampah, kap lampu bambu'],
      ['batik tulis', 'Kain batik tulis dan kemeja batik'],
      ['tas rajut handmade', 'Tas rajut, dompet rajut, gantungan kunci'],
      ['sambal kemasan / oleh-oleh', 'Sambal bawang, sambal roa, keripik'],
      ['produksi sambal', 'Sambal bawang 25rb, sambal cumi 45rb, sambal roa 50rb'],
      ['frozen food / dimsum beku', 'Dimsum ayam, nugget, sosis'],
      ['dimsum beku', 'Dimsum ayam isi 10 dan siomay'],
    ] as const) {
      expect(classifyBusiness(type).wording, type).toBe('products');
      expect(classifyBusiness(type, description).wording, `${type}: ${description}`).toBe('products');
    }
    expect(classifyBusiness('ternak lele').family).not.toBe('food');
    expect(kindOf('warung', 'Pecel lele dan ayam goreng')).toBe('ayam-geprek');
    expect(kindOf('nasi uduk', 'Nasi uduk telur balado')).toBe('warung-makan');
    expect(kindOf('martabak', 'Martabak telur ayam')).toBe('martabak');
  });

  it('sells appliances at an electronics shop, and repairs them at a technician', () => {
    for (const [type, description] of [
      ['toko elektronik', 'Jual TV, kulkas, mesin cuci dan kipas angin'],
      ['elektronik', 'Toko elektronik lengkap: AC, kulkas, rice cooker'],
    ] as const) {
      for (const kind of [classifyBusiness(type), classifyBusiness(type, description)]) {
        expect(kind.family, type).toBe('retail');
        expect(kind.wording, type).toBe('products');
      }
    }
    expect(kindOf('servis kulkas & mesin cuci')).toBe('servis-ac');
    expect(kindOf('teknisi', 'Servis kulkas, mesin cuci dan AC')).toBe('servis-ac');
    expect(kindOf('servis elektronik', 'TV, kulkas, mesin cuci')).toBe('servis-ac');
  });

  it('carries pets as a service, and keeps selling pet supplies at a pet shop', () => {
    for (const [type, description] of [
      ['pet taxi', 'Antar jemput kucing dan anjing ke klinik hewan'],
      ['antar jemput hewan', 'Pet taxi dalam kota dan luar kota'],
      ['taksi hewan', 'Antar kucing ke grooming'],
    ] as const) {
      for (const kind of [classifyBusiness(type), classifyBusiness(type, description)]) {
        expect(kind.family, type).toBe('services');
        expect(kind.wording, type).toBe('services');
        expect(kind.visits, type).toBe(true);
      }
    }
    for (const type of ['dog walking', 'penitipan kucing', 'grooming kucing panggilan']) {
      expect(classifyBusiness(type).wording, type).toBe('services');
    }
    expect(classifyBusiness('pet shop', 'Makanan kucing dan pasir kucing').wording).toBe('products');
  });

  it('files a nail extension with the nails at a nail salon, never with the hair', () => {
    for (const [type, description] of [
      ['nail art', 'Gel polish, extension, nail art'],
      ['nail salon', 'Manicure, pedicure, extension'],
      ['salon kuku', 'Kutek gel dan sambung kuku'],
      ['salon', 'Nail art, extension, gel polish, manicure'],
    ] as const) {
      const kind = classifyBusiness(type, description);
      expect(kind.categories[0], type).toEqual(['Kuku', 'Nails']);
      for (const offering of ['Extension', 'Nail Extension', 'Kutek Gel', 'Nail Art', 'Sambung Kuku']) {
        const item = kindItemFor(offering, kind);
        expect(item && kind.categories[item.category], `${type}: ${offering}`).toEqual(['Kuku', 'Nails']);
      }
      expect(kind.wording).toBe('services');
    }
    const nails = classifyBusiness('nail art');
    const lashes = kindItemFor('Eyelash Extension Natural', nails);
    expect(lashes && nails.categories[lashes.category]).toEqual(['Bulu Mata', 'Lashes']);
    expect(kindOf('salon', 'Potong rambut, creambath, facial')).toBe('salon');
    const salon = classifyBusiness('salon', 'Potong rambut, creambath, facial');
    for (const offering of ['Manicure', 'Nail Art']) {
      const item = kindItemFor(offering, salon);
      expect(item && salon.categories[item.category], offering).toEqual(['Kuku', 'Nails']);
    }
  });
});

// Business types as owners type them, with a short description, and how the site names their offer.
const WORDING_BY_TYPE: readonly (readonly [type: string, description: string, wording: Wording])[] = [
  ['jual es teh jumbo', 'Es teh jumbo 3rb, thai tea, es jeruk', 'menu'],
  ['warkop', 'Kopi hitam, indomie, roti bakar', 'menu'],
  ['warung makan', 'Nasi rames, sayur asem, ayam goreng', 'menu'],
  ['angkringan', 'Nasi kucing, sate usus, wedang jahe', 'menu'],
  ['cafe', 'Kopi susu gula aren dan croissant', 'menu'],
  ['katering nasi box', 'Nasi box, tumpeng, snack box buat acara kantor', 'menu'],
  ['bakery', 'Roti sobek, donat, bolu pandan', 'menu'],
  ['boba', 'Brown sugar boba dan thai tea', 'menu'],
  ['jus buah', 'Jus alpukat, jus mangga, sop buah', 'menu'],
  ['depot air', 'Isi ulang galon, galon baru, gas elpiji 3 kg', 'products'],
  ['agen gas lpg', 'Elpiji 3 kg dan 12 kg, bright gas', 'products'],
  ['peternakan ayam petelur', 'Telur ayam negeri per kg', 'products'],
  ['jual telur ayam kampung', 'Telur ayam kampung per butir', 'products'],
  ['ternak lele', 'Bibit lele dan lele konsumsi', 'products'],
  ['kebun sayur hidroponik', 'Selada, pakcoy, kangkung', 'products'],
  ['madu hutan', 'Madu hutan dan madu klanceng', 'products'],
  ['pengrajin mebel jati', 'Kursi teras, meja makan, lemari', 'products'],
  ['anyaman bambu', 'Keranjang, tampah, kap lampu', 'products'],
  ['tas rajut handmade', 'Tas rajut dan dompet rajut', 'products'],
  ['sambal kemasan', 'Sambal bawang, sambal roa, sambal cumi', 'products'],
  ['frozen food', 'Dimsum beku, nugget, sosis', 'products'],
  ['toko elektronik', 'Jual tv, kulkas, mesin cuci', 'products'],
  ['toko bangunan', 'Semen, pasir, besi beton', 'products'],
  ['toko kelontong', 'Beras, minyak goreng, gula, gas elpiji', 'products'],
  ['toko hp', 'HP second, casing, charger', 'products'],
  ['thrift', 'Kemeja flanel, jaket, celana jeans preloved', 'products'],
  ['florist', 'Buket bunga dan papan bunga', 'products'],
  ['petshop', 'Makanan kucing dan pasir kucing', 'products'],
  ['laundry kiloan', 'Cuci setrika kiloan dan bed cover', 'services'],
  ['barbershop', 'Potong rambut dan cukur jenggot', 'services'],
  ['salon', 'Potong rambut, creambath, facial', 'services'],
  ['bengkel', 'Servis motor, ganti oli, tambal ban', 'services'],
  ['service ac', 'Cuci AC dan isi freon', 'services'],
  ['service hp', 'Ganti LCD dan ganti baterai', 'services'],
  ['pet taxi', 'Antar jemput kucing ke klinik hewan', 'services'],
  ['klinik hewan', 'Periksa dan vaksin kucing', 'services'],
  ['vet clinic', 'Consultation and vaccination for dogs and cats', 'services'],
  ['daycare', 'Penitipan anak harian dan bulanan', 'services'],
  ['surf school', 'Beginner surf lessons in Kuta', 'classes'],
  ['antar jemput sekolah', 'Antar jemput anak SD pakai mobil', 'services'],
  ['ojek', 'Ojek dalam kota dan antar ke stasiun', 'services'],
  ['kurir', 'Antar barang dalam kota dan jastip', 'services'],
  ['fotografer', 'Foto wisuda dan prewedding', 'services'],
  ['mua', 'Rias wisuda dan rias pengantin', 'services'],
  ['nail art', 'Gel polish, extension, manicure', 'services'],
  ['yoga studio', 'Yoga dan pilates', 'classes'],
  ['gym', 'Member bulanan dan personal trainer', 'classes'],
  ['kursus bahasa inggris', 'Kelas percakapan dan TOEFL', 'classes'],
  ['les privat', 'Les privat SD dan SMP', 'classes'],
  ['bimbel', 'Persiapan UTBK dan calistung', 'classes'],
  ['dance studio', 'Kelas kpop dance dan balet anak', 'classes'],
  ['les piano', 'Piano klasik untuk anak', 'classes'],
  ['kos2an putri', 'Kamar mandi dalam, wifi', 'rooms'],
  ['kos-kosan', 'Kamar kos bulanan', 'rooms'],
  ['villa', 'Private pool villa 3 kamar', 'rooms'],
  ['guest house', 'Kamar standar dan deluxe', 'rooms'],
  ['homestay', 'Homestay dekat pantai', 'rooms'],
  ['rental mobil', 'Sewa avanza lepas kunci', 'fleet'],
  ['sewa motor', 'Scoopy dan NMAX harian', 'fleet'],
  ['travel shuttle', 'Shuttle Bandung Jakarta tiap jam', 'fleet'],
  ['rental kamera', 'Sewa kamera mirrorless dan lensa', 'units'],
  ['sewa lapangan futsal', 'Futsal per jam, sewa rompi', 'units'],
  ['sewa lapangan badminton', 'Lapangan karpet per jam', 'units'],
  ['sewa lapangan voli', 'Lapangan voli pasir per jam', 'units'],
  ['sewa tenda', 'Tenda dome dan sleeping bag', 'units'],
  ['sewa sound system', 'Sound system dan lighting', 'units'],
  ['sewa alat camping', 'Tenda, kompor portable, carrier', 'units'],
  ['tour', 'Open trip Bromo dan jeep tour', 'packages'],
  ['snorkeling trip', 'Snorkeling di Nusa Penida', 'packages'],
  ['diving', 'Fun dive dan try dive', 'packages'],
  ['wedding organizer', 'Paket pernikahan dan dekorasi pelaminan', 'packages'],
  ['eo', 'Event ulang tahun dan gathering kantor', 'packages'],
];

describe('the wording a business type gets', () => {
  it('covers at least 45 business types, each wording at least once', () => {
    expect(new Set(WORDING_BY_TYPE.map(([type]) => type)).size).toBeGreaterThanOrEqual(45);
    expect(new Set(WORDING_BY_TYPE.map(([, , wording]) => wording))).toEqual(
      new Set(Object.keys(WORDINGS).filter((wording) => wording !== 'catalogue')),
    );
  });

  it.each(WORDING_BY_TYPE)('%s (%s) → %s', (type, description, wording) => {
    expect(classifyBusiness(type).wording).toBe(wording);
    expect(classifyBusiness(type, description).wording).toBe(wording);
  });

  it('keeps the menu for food and drink', () => {
    for (const kind of KINDS) if (kind.wording === 'menu') expect(kind.family, kind.id).toBe('food');
  });
});

describe('the offerings the owner names', () => {
  const surf = KINDS.find((kind) => kind.id === 'surf')!;
  const workshop = KINDS.find((kind) => kind.id === 'bengkel-motor')!;
  const offerings = (description: string, kind: (typeof KINDS)[number]) =>
    readOwnerOffer(description, kind).offerings.map((offering) => offering.name);

  it('takes every part of a list, in the owner words, without the place or the purpose', () => {
    expect(offerings('Bengkel motor di Depok: servis rutin, ganti oli, tambal ban.', workshop)).toEqual([
      'Servis Rutin',
      'Ganti Oli',
      'Tambal Ban',
    ]);
    expect(offerings('Surf lessons and board rental in Canggu, Bali.', surf)).toEqual([
      'Surf Lessons',
      'Board Rental',
    ]);
  });

  it('leaves out how things are sold, and prices nothing the owner did not price', () => {
    const cakes = KINDS.find((kind) => kind.family === 'food')!;
    const offer = readOwnerOffer('Klepon, lapis legit dan nagasari pesanan di Semarang.', cakes);
    expect(offer.offerings).toEqual([
      { name: 'Klepon', price: null, unit: null, details: [] },
      { name: 'Lapis Legit', price: null, unit: null, details: [] },
      { name: 'Nagasari', price: null, unit: null, details: [] },
    ]);
    expect(offerings('Surf lessons, board rental, daily and weekly rates.', surf)).not.toContainEqual(
      expect.stringMatching(/Rates|Daily|Weekly/),
    );
  });

  it('takes no description of the business as an offering', () => {
    expect(offerings('Bengkel motor terpercaya, murah dan ramah sejak 2010.', workshop)).toEqual([]);
    expect(offerings('Tempat nyaman untuk belajar selancar.', surf)).toEqual([]);
  });
});

describe('the label the owner’s offerings ask for', () => {
  it('calls a service’s offerings packages when most of them are, and leaves food and rentals alone', () => {
    const offered = ['Paket Lamaran', 'Paket Akad', 'Cetak Album'].map((name) => ({ name }));
    expect(wordingFor('services', offered)).toBe('packages');
    expect(wordingFor('services', [...offered, { name: 'Edit Video' }, { name: 'Drone' }])).toBe('services');
    expect(wordingFor('menu', offered)).toBe('menu');
    expect(wordingFor('units', offered)).toBe('units');
  });
});
