import { describe, expect, it } from 'vitest';
import { readOwnerOffer } from '../reading/read-owner-offer';
import { classifyBusiness } from './classify';
import { tidyName } from './owner-offer';

const read = (businessType: string, description: string) =>
  readOwnerOffer(description, classifyBusiness(businessType, description), businessType);
const names = (businessType: string, description: string) =>
  read(businessType, description).offerings.map((offering) => offering.name);
const priced = (businessType: string, description: string) =>
  read(businessType, description).offerings.map((offering) => [offering.name, offering.price, offering.unit]);

describe('what the owner offers, read from how they write', () => {
  it('takes every part of a list, in the owner words, without the place', () => {
    expect(names('londri', 'cuci kiloan, setrika, bedcover di Malang')).toEqual([
      'Cuci Kiloan',
      'Setrika',
      'Bedcover',
    ]);
    expect(read('londri', 'cuci kiloan, setrika, bedcover di Malang').areas).toEqual(['Malang']);
    expect(names('toko bangunan', 'Semen, pasir, besi, cat tembok di Karawang')).toEqual([
      'Semen',
      'Pasir',
      'Besi',
      'Cat Tembok',
    ]);
  });

  it('reads chat slang: "nerima pesenan", "ama", "n", and keeps the terms apart', () => {
    const offer = read(
      'kue rumahan',
      'nerima pesenan bolu, brownies ama kue lapis buat arisan n kantor. minimal order 20 pcs',
    );
    expect(offer.offerings.map((offering) => offering.name)).toEqual(['Bolu', 'Brownies', 'Kue Lapis']);
    expect(offer.conditions).toEqual(['minimal order 20 pcs']);
  });

  it('keeps a class whose time follows its name, with the time as its detail', () => {
    const offer = read('Studio yoga', 'hatha yoga every morning 7am, vinyasa at 5pm. drop-in 150rb');
    expect(offer.offerings.map((offering) => [offering.name, offering.price, offering.details])).toEqual([
      ['Hatha Yoga', null, ['every morning 7am']],
      ['Vinyasa', null, ['at 5pm']],
      ['Drop-in', 150_000, []],
    ]);
    // When something happens or when the classes named elsewhere meet is no class.
    expect(names('travel', 'Padang-Bukittinggi 80rb. berangkat pagi jam 8')).not.toContain('Berangkat Pagi');
    expect(names('penginapan', 'kamar standar 175rb. check out jam 12.00')).not.toContain('Check Out');
    expect(names('kursus jahit', 'Kelas pemula 600rb. Kelas pagi jam 9 atau sore jam 3')).toEqual([
      'Kelas Pemula',
    ]);
    expect(names('studio yoga', 'buka jam 10 pagi smp 9 malem')).toEqual([]);
    // How something is made, and when, is no class either.
    expect(names('kedai kopi', 'Kopi susu gula aren, disangrai sendiri setiap minggu.')).toEqual([
      'Kopi Susu Gula Aren',
    ]);
  });

  it('reads praise joined by "dan" as said of the offering, and a repeated detail as no new offering', () => {
    expect(
      priced('depot air minum', 'air galon isi ulang higienis dan wangi 6rb, gas elpiji 3kg 22rb'),
    ).toEqual([
      ['Air Galon Isi Ulang', 6_000, null],
      ['Gas Elpiji 3kg', 22_000, null],
    ]);
    const rental = 'avanza lepas kunci 350rb/hari, hiace dgn sopir + bbm 1,2jt. lepas kunci bisa';
    expect(names('rental mobil', rental)).toEqual(['Avanza Lepas Kunci', 'Hiace dengan Sopir + BBM']);
    expect(read('rental mobil', rental).features).toContain('lepas kunci bisa');
  });

  it('reads a gold shop as it writes: traded carats, stock said ready, a rest and a surcharge for speed', () => {
    const shop =
      'Toko Emas Sinar Mulia. Jual beli emas perhiasan 24K, 22K & 18K. Logam mulia antam ready. buka jam 9 pagi - 5 sore, jumat istirahat jam 11-13. bisa kilat 1 hari +25rb';
    const carats = ['24K', '22K', '18K'].map((carat) => `Emas Perhiasan ${carat}`);
    expect(names('toko emas', shop)).toEqual([...carats, 'Logam Mulia Antam']);
    expect(read('toko emas', shop).unplaced).toEqual([{ text: 'bisa kilat 1 hari', price: 25_000 }]);
  });

  it('reads what a customer must know, who does the work and how it is sold as no offering', () => {
    const offer = read(
      'rental motor',
      'Honda Scoopy 70k/day. Need international license. Not recommended for beginners. mekanik ex tim balap. jual per roll lbh murah. sanggup kerja lembur & kejar deadline. biaya transport mulai 20rb',
    );
    expect(offer.offerings.map((offering) => offering.name)).toEqual(['Honda Scoopy']);
    expect(offer.conditions).toEqual(
      expect.arrayContaining([
        'Need international license',
        'Not recommended for beginners',
        'sanggup kerja lembur',
      ]),
    );
    expect(offer.unplaced).toEqual([{ text: 'biaya transport', price: 20_000 }]);
  });

  it('names an offering in full where its price is written, and leaves out how it is made or when', () => {
    const farm = read(
      'peternakan ayam',
      'jual telur langsung dari kandang. Telur ayam negeri 26rb, ayam afkir 45rb',
    );
    expect(farm.offerings.find((offering) => offering.price === 26_000)?.name).toBe('Telur Ayam Negeri');
    expect(farm.offerings).toHaveLength(2);
    expect(names('toko kue', 'Cakes, pastries baked daily')).toEqual(['Cakes', 'Pastries']);
    expect(names('kursus', 'kelas merawat anggrek tiap minggu pagi 100rb')).toEqual([
      'Kelas Merawat Anggrek',
    ]);
  });

  it('reads what is given free and a group as no offering, and an add-on by its name', () => {
    const shop = read(
      'bengkel aluminium',
      'Terima pesanan kusen aluminium, pintu kaca. survey gratis area Bandar Lampung. rombongan hub kami. kamar AC free wifi 200rb',
    );
    expect(shop.offerings.map((offering) => [offering.name, offering.details])).toEqual([
      ['Kusen Aluminium', []],
      ['Pintu Kaca', []],
      ['Kamar AC', ['free wifi']],
    ]);
    expect(shop.features).toContain('survey');
    expect(names('jus buah', 'jus alpukat 12rb. add topping cheese foam +5k')).toEqual([
      'Jus Alpukat',
      'Topping Cheese Foam',
    ]);
  });

  it('reads an unpriced shop or service opening a priced list as the business itself', () => {
    const openings = [
      ['kedai kopi', 'small coffee shop in Bali, flat white 35k, cappuccino 35k'],
      ['jasa cuci AC', 'AC cleaning service in Jakarta, cleaning 75k, freon refill 150k'],
    ] as const;
    expect(openings.map(([type, description]) => names(type, description))).toEqual([
      ['Flat White', 'Cappuccino'],
      ['Cleaning', 'Freon Refill'],
    ]);
  });

  it('reads a chat frame, a full range, an ask for the price and a service after the list', () => {
    const lines = [
      'joran carbon 250rb',
      'servis reel jg bisa 50k',
      'jual spare part reel lengkap',
      'arwana silver tanya aja',
      'melayani jasa pembuatan taman rumah',
      'alat lengkap',
    ];
    const shop = read('toko pancing', lines.join('\n'));
    expect(Object.fromEntries(shop.offerings.map((offering) => [offering.name, offering.price]))).toEqual({
      'Joran Carbon': 250_000,
      'Servis Reel': 50_000,
      'Spare Part Reel': null,
      'Arwana Silver': null,
      'Pembuatan Taman Rumah': null,
    });
  });

  it('keeps the price the owner wrote on the offering it follows, with its unit', () => {
    expect(priced('warung', 'Mie ayam 15 ribu, es jeruk 5k, gorengan Rp 1.000, kerupuk')).toEqual([
      ['Mie Ayam', 15_000, null],
      ['Es Jeruk', 5_000, null],
      ['Gorengan', 1_000, null],
      ['Kerupuk', null, null],
    ]);
    // What a priced offering comes with is part of what the price buys.
    expect(priced('rental mobil', 'Avanza 350rb/hari, Innova 500rb/hari dengan sopir')).toEqual([
      ['Avanza', 350_000, 'hari'],
      ['Innova dengan Sopir', 500_000, 'hari'],
    ]);
    expect(
      priced(
        'guest house',
        'Standard room IDR 250k per night, deluxe room IDR 400k per night, free breakfast',
      ),
    ).toEqual([
      ['Standard Room', 250_000, 'malam'],
      ['Deluxe Room', 400_000, 'malam'],
    ]);
  });

  it('gives a price written in its own sentence to the offering before it, and what comes with it as details', () => {
    const offer = read(
      'kos',
      'Kamar standar sudah ada kasur dan lemari. Sewa bulanan Rp 950.000, wifi gratis',
    );
    expect(offer.offerings).toEqual([
      { name: 'Kamar Standar', price: 950_000, unit: 'bulan', details: ['sudah ada kasur', 'lemari'] },
    ]);
    expect(offer.features).toEqual(['wifi']);
  });

  it('takes facilities for features, not rooms', () => {
    const offer = read('kost putri', 'Kamar mandi dalam, AC, wifi di Jatinangor');
    expect(offer.offerings).toEqual([]);
    expect(offer.features).toEqual(['Kamar mandi dalam', 'AC', 'wifi']);
    expect(offer.areas).toEqual(['Jatinangor']);
  });

  it('takes AC for what an AC service offers, and a service area for a business that comes over', () => {
    const offer = read('jasa servis AC', 'Cuci AC dan tambah freon, melayani area Bekasi dan sekitarnya');
    expect(offer.offerings.map((offering) => offering.name)).toEqual(['Cuci AC', 'Tambah Freon']);
    expect(offer.areas).toEqual(['Bekasi dan sekitarnya']);
    expect(offer.visits).toBe(true);
  });

  it('takes "harian" and "bulanan" alone for how a rental is priced, not for vehicles', () => {
    expect(names('sewa motor', 'Sewa harian dan bulanan di Jogja')).toEqual([]);
  });

  it('shares the offering named with the first period with the second', () => {
    expect(names('daycare', 'Penitipan harian dan bulanan di BSD')).toEqual([
      'Penitipan Harian',
      'Penitipan Bulanan',
    ]);
    expect(priced('kos', 'Kamar harian 100rb dan bulanan 1,2jt')).toEqual([
      ['Kamar Harian', 100_000, 'hari'],
      ['Kamar Bulanan', 1_200_000, 'bulan'],
    ]);
  });

  it('takes no free extra, duration, audience or opening hours for an offering', () => {
    const rental = read('rental motor', 'Sewa motor di Bali, Vario 70rb/hari, helm dan jas hujan gratis');
    expect(rental.offerings.map((offering) => offering.name)).toEqual(['Vario']);
    expect(rental.features).toEqual(['helm', 'jas hujan']);
    const lessons = read('les musik', 'Les gitar untuk anak dan dewasa, 60 menit per sesi');
    expect(lessons.offerings.map((offering) => offering.name)).toEqual(['Les Gitar']);
    expect(lessons.features).toEqual(['60 menit per sesi']);
    expect(names('warung bakso', 'Bakso urat dan mie ayam. Buka jam 10 sampai 21')).toEqual([
      'Bakso Urat',
      'Mie Ayam',
    ]);
  });

  it('takes no description of the business, its branch or where it stands as an offering', () => {
    expect(names('bengkel', 'Bengkel motor terpercaya, murah dan ramah sejak 2010.')).toEqual([]);
    expect(names('kedai kopi', 'Kedai kopi kecil di pojok pasar dengan kopi tubruk')).toEqual([]);
    expect(names('penjahit', 'Jahit kebaya dan permak celana, cabang kedua di Depok')).toEqual([
      'Jahit Kebaya',
      'Permak Celana',
    ]);
    expect(names('rental motor', 'Sewa motor di Lombok, Scoopy 75rb/hari')).toEqual(['Scoopy']);
  });

  it("takes the kind's own name for its trade for no item, wherever it stands", () => {
    expect(names('bengkell motor', 'service motor dan tambal ban')).toEqual(['Tambal Ban']);
    expect(names('catering', 'Catering, nasi kotak, tumpeng')).toEqual(['Nasi Kotak', 'Tumpeng']);
    expect(names('rental motor', 'Sewa motor, Scoopy 75rb, Beat 60rb')).toEqual(['Scoopy', 'Beat']);
  });

  it('takes a word of the kind listed among other offerings for an offering', () => {
    expect(names('seafood', 'Cumi, udang dan kepiting di Makassar')).toEqual(['Cumi', 'Udang', 'Kepiting']);
    expect(names('toko kosmetik', 'Skincare, lipstik, parfum')).toEqual(['Skincare', 'Lipstik', 'Parfum']);
    expect(names('warung bakso', 'Bakso, mie ayam, es teh')).toEqual(['Bakso', 'Mie Ayam', 'Es Teh']);
  });

  it('takes delivery for what a courier offers and a term of sale for anyone else', () => {
    expect(names('kurir', 'Antar barang dalam kota, jastip, pindahan')).toEqual([
      'Antar Barang Dalam Kota',
      'Jastip',
      'Pindahan',
    ]);
    const catering = read('catering', 'Nasi box 25rb, bisa antar ke rumah');
    expect(catering.offerings.map((offering) => [offering.name, offering.price])).toEqual([
      ['Nasi Box', 25_000],
    ]);
    expect(catering.conditions).toEqual(['bisa antar ke rumah']);
  });

  it('takes furniture and appliances for what a shop sells, and for what comes with a room', () => {
    expect(names('toko mebel', 'Lemari, meja belajar, kursi kayu jati, kasur busa')).toEqual([
      'Lemari',
      'Meja Belajar',
      'Kursi Kayu Jati',
      'Kasur Busa',
    ]);
    expect(names('jasa cuci sofa', 'terima cuci sofa, kasur, karpet. kami datang ke rumah')).toEqual([
      'Cuci Sofa',
      'Kasur',
      'Karpet',
    ]);
    expect(names('kos', 'Kasur, lemari, AC')).toEqual([]);
  });

  it('gives a "from" price written apart to none of several offerings, and keeps "mulai" out of a name', () => {
    expect(
      priced('toko baju', 'Jual gamis, tunik, kerudung segi empat. Harga mulai 75rb. Ready stok'),
    ).toEqual([
      ['Gamis', null, null],
      ['Tunik', null, null],
      ['Kerudung Segi Empat', null, null],
    ]);
    expect(priced('bengkel motor', 'Ganti oli mulai 45rb, servis CVT')).toEqual([
      ['Ganti Oli', 45_000, null],
      ['Servis CVT', null, null],
    ]);
  });

  it('reads what comes with a dish after "udah sama" as its detail, not as another dish', () => {
    expect(read('ayam geprek', 'ayam geprek 13rb udah sama nasi, es teh 4rb').offerings).toEqual([
      { name: 'Ayam Geprek', price: 13_000, unit: null, details: ['udah sama nasi'] },
      { name: 'Es Teh', price: 4_000, unit: null, details: [] },
    ]);
  });

  it('reads a variant after a slash as another offering under the same head, each at the price after them', () => {
    expect(priced('warung kopi', 'kopi susu 8rb, indomie rebus/goreng 10rb, buka 24 jam')).toEqual([
      ['Kopi Susu', 8_000, null],
      ['Indomie Rebus', 10_000, null],
      ['Indomie Goreng', 10_000, null],
    ]);
    expect(names('toko baju', 'kaos/kemeja/celana, kaos polos/sablon')).toEqual([
      'Kaos',
      'Kemeja',
      'Celana',
      'Kaos Polos',
      'Kaos Sablon',
    ]);
    expect(priced('bimbel', 'kelas reguler SD/SMP/SMA 350rb/bln')).toEqual([
      ['Kelas Reguler SD', 350_000, 'bulan'],
      ['Kelas Reguler SMP', 350_000, 'bulan'],
      ['Kelas Reguler SMA', 350_000, 'bulan'],
    ]);
  });

  it('reads brackets with a price of their own after a priced offering as a variant, never part of its name', () => {
    expect(priced('bengkel motor', 'ganti oli 45rb (oli bawa sendiri 15rb), servis ringan 60rb')).toEqual([
      ['Ganti Oli', 45_000, null],
      ['Oli Bawa Sendiri', 15_000, null],
      ['Servis Ringan', 60_000, null],
    ]);
    // A surcharge in brackets is no offering of its own.
    expect(priced('salon', 'creambath 60rb (rambut panjang +20rb)').map(([, price]) => price)).toEqual([
      60_000,
    ]);
    // Brackets with no price of their own stay details.
    expect(names('fotografer', 'mini session 1,5jt (1 jam, 30 foto edit)')).toEqual(['Mini Session']);
  });

  it('gives alternatives written before one price that price, each', () => {
    expect(priced('kafe', 'espresso 28k, cappuccino / latte 38k')).toEqual([
      ['Espresso', 28_000, null],
      ['Cappuccino', 38_000, null],
      ['Latte', 38_000, null],
    ]);
    expect(names('salon', 'facial biasa atau facial acne 85rb, totok wajah 40rb')).toEqual([
      'Facial Biasa',
      'Facial Acne',
      'Totok Wajah',
    ]);
  });

  it('takes the staff for a feature, not a treatment', () => {
    const offer = read('jasa pijat', 'Refleksi 60 menit 80rb. Terapis wanita untuk pelanggan wanita');
    expect(offer.offerings.map((offering) => offering.name)).toEqual(['Refleksi']);
    expect(offer.features).toEqual(['Terapis wanita untuk pelanggan wanita']);
  });
});

describe('tidyName', () => {
  it('capitalises words, keeps small words and abbreviations as they are read', () => {
    expect(tidyName(['nasi', 'kotak'])).toBe('Nasi Kotak');
    expect(tidyName(['cuci', 'ac', 'di', 'rumah'])).toBe('Cuci AC di Rumah');
    expect(tidyName(['NMAX'])).toBe('NMAX');
  });

  it('cuts a long name at a word, never inside one', () => {
    const name = tidyName('sangat panjang sekali '.repeat(6).trim().split(' '));
    expect(name.length).toBeLessThanOrEqual(60);
    expect(name.endsWith('Sangat') || name.endsWith('Panjang') || name.endsWith('Sekali')).toBe(true);
  });
});

describe('a flood of parts', () => {
  it('publishes twelve offerings, lists the rest of the first sixty parts and ten more for the owner', () => {
    const flood = Array.from({ length: 120 }, (_, index) => `barang${index}`).join(', ');
    const offer = read('toko kelontong', flood);
    expect(offer.offerings).toHaveLength(12);
    expect(offer.unplaced[0]).toEqual({ text: 'Barang12', price: null });
    expect(offer.unplaced).toHaveLength(48 + 10);
    expect(offer.unplaced.at(-1)).toEqual({ text: 'barang69', price: null });
  });
});

describe('prices written together', () => {
  it('go in order to the members before them, and a price left over waits for the owner', () => {
    expect(priced('salon', 'potong rambut pendek dan panjang 35rb/45rb')).toEqual([
      ['Potong Rambut Pendek', 35_000, null],
      ['Potong Rambut Panjang', 45_000, null],
    ]);
    const nails = read('nail art', 'kutek biasa 35rb\ngel polish 85rb (tangan) / 100rb (kaki)');
    expect(nails.offerings.map((offering) => [offering.name, offering.price])).toEqual([
      ['Kutek Biasa', 35_000],
      ['Gel Polish', 85_000],
    ]);
    expect(nails.unplaced).toEqual([{ text: 'Gel Polish', price: 100_000 }]);
  });
});

describe('phrases that are not offerings', () => {
  it('keeps a size written with a comma or a slash in one offering', () => {
    expect(priced('toko frozen food', 'sosis 1/2 kg 28rb, kentang 1,5kg 40rb')).toEqual([
      ['Sosis 1/2 Kg', 28_000, null],
      ['Kentang 1,5kg', 40_000, null],
    ]);
    expect(names('servis ac', 'cuci ac 1,5-2 pk 100rb, isi freon 250rb')).toEqual([
      'Cuci AC 1,5-2 Pk',
      'Isi Freon',
    ]);
  });

  it('publishes no question the owner asks the reader', () => {
    expect(names('servis hp', 'lcd pecah? baterai drop? ganti lcd 300rb, ganti baterai 150rb')).toEqual([
      'Ganti Lcd',
      'Ganti Baterai',
    ]);
  });

  it('keeps what a list says comes free as what comes with it, every member', () => {
    const offer = read('toko kue', 'kue ulang tahun 200rb, lilin & kartu ucapan gratis');
    expect(offer.offerings.map((offering) => offering.name)).toEqual(['Kue Ulang Tahun']);
    expect(offer.features).toEqual(['lilin', 'kartu ucapan']);
  });

  it('lists for the owner what an opening clause without a price names before the priced offerings', () => {
    const offer = read('florist', 'Wedding flowers & table decor. Hand bouquet 250k, flower board 1.2jt.');
    expect(offer.offerings.map((offering) => offering.name)).toEqual(['Hand Bouquet', 'Flower Board']);
    expect(offer.unplaced).toEqual([
      { text: 'Wedding Flowers', price: null },
      { text: 'Table Decor', price: null },
    ]);
    // A verb of selling makes the opening clause a list of what is sold.
    expect(names('toko sepeda', 'Jual sepeda lipat & MTB. Servis sepeda 35rb, ganti ban 40rb.')).toEqual([
      'Sepeda Lipat',
      'MTB',
      'Servis Sepeda',
      'Ganti Ban',
    ]);
  });
});

describe('places the list of cities lacks, papers and fleets', () => {
  it('reads a capitalised name in a line that names a place, or alone on the last line, as a place', () => {
    const catering = read('catering', 'nasi box 25rb, tumpeng mini 150rb. Pondok Gede, Bekasi');
    expect(catering.offerings.map((offering) => offering.name)).toEqual(['Nasi Box', 'Tumpeng Mini']);
    expect(catering.areas).toEqual(['Pondok Gede', 'Bekasi']);
    expect(names('depot air', 'galon 20rb, gas 3kg 22rb. Cilodong')).toEqual(['Galon', 'Gas 3kg']);
    expect(names('toko kue', 'nastar 120rb. Kios B12 pasar baru')).toEqual(['Nastar']);
  });

  it('publishes no paper a rental asks for, no fleet and no warranty', () => {
    expect(
      names('rental kamera', 'Sony A7 250rb/hari, tripod 25rb/hari. syarat KTP, kartu mahasiswa, SIM'),
    ).toEqual(['Sony A7', 'Tripod']);
    const builder = read('toko bangunan', 'semen, pasir. Bergaransi. Armada truk besar & kecil');
    expect(builder.offerings.map((offering) => offering.name)).toEqual(['Semen', 'Pasir']);
    expect(builder.features).toEqual(['Bergaransi', 'Armada truk besar', 'Armada truk kecil']);
  });

  it('keeps what a plus joins under one price as one offering', () => {
    expect(priced('sewa tenda', 'kursi futura + cover 5rb, meja 50rb')).toEqual([
      ['Kursi Futura + Cover', 5_000, null],
      ['Meja', 50_000, null],
    ]);
    expect(names('salon', 'potong + blow 40rb, creambath 50rb')).toEqual(['Potong + Blow', 'Creambath']);
  });
});

describe('terms, handles and English asides', () => {
  it('lists the price of a term for the owner and publishes no handle', () => {
    const offer = read('frozen food', 'nugget 35rb, sosis 28rb. ongkir 5rb. IG @frozenmama');
    expect(offer.offerings.map((offering) => offering.name)).toEqual(['Nugget', 'Sosis']);
    expect(offer.unplaced).toEqual([{ text: 'ongkir', price: 5_000 }]);
    expect(read('sewa alat camping', 'tenda 50rb/hari. telat balikin denda 10rb/hari').unplaced).toEqual([
      { text: 'telat balikin denda', price: 10_000 },
    ]);
  });

  it('keeps group sizes, plans and requests apart from the offerings', () => {
    const offer = read(
      'yoga retreat',
      'Yoga class 150k. Small groups. Retreats coming soon. Custom mats on request',
    );
    expect(offer.offerings.map((offering) => offering.name)).toEqual(['Yoga Class']);
    expect(offer.features).toEqual(['Small groups', 'Retreats coming soon', 'Custom mats on request']);
  });

  it('keeps what happens every so often apart from the offerings', () => {
    const offer = read('les musik', 'les piano 400rb/bln, gitar 350rb/bln. konser murid tiap akhir tahun');
    expect(offer.offerings.map((offering) => offering.name)).toEqual(['Les Piano', 'Les Gitar']);
    expect(offer.features).toEqual(['konser murid tiap akhir tahun']);
  });
});

describe('one price for several offerings, and what a price buys', () => {
  it('gives a price standing after a list, with what it buys, to each member', () => {
    expect(
      priced('les renang', 'kelas renang anak & dewasa, 60rb sekali datang, 1x pertemuan 45 menit'),
    ).toEqual([
      ['Kelas Renang Anak', 60_000, null],
      ['Kelas Renang Dewasa', 60_000, null],
    ]);
    expect(names('toko ikan hias', 'ikan koki 15rb sepasang, molly 5rb')).toEqual(['Ikan Koki', 'Molly']);
    expect(names('studio tari', 'Salsa and bachata classes 180k drop-in')).toEqual([
      'Salsa',
      'Bachata Classes',
    ]);
  });

  it('shares a price said of "semua" or "each" with the offerings it names', () => {
    expect(priced('salon', 'Smoothing, creambath, hair mask semua mulai 150rb aja kak')).toEqual([
      ['Smoothing', 150_000, null],
      ['Creambath', 150_000, null],
      ['Hair Mask', 150_000, null],
    ]);
    expect(
      priced('surf school', 'Beginner and intermediate surf lessons in Kuta. Lessons 400k each.').map(
        ([name, price]) => [name, price],
      ),
    ).toEqual([
      ['Beginner Surf Lessons', 400_000],
      ['Intermediate Surf Lessons', 400_000],
    ]);
  });

  it('reads what a priced package holds as its details, and a price before a colon as each member’s', () => {
    const offer = read(
      'dekorasi pernikahan',
      'Paket Melati 12jt: dekor pelaminan, tenda, kursi 100\nPaket Mawar 20jt: + catering',
    );
    expect(offer.offerings.map((offering) => [offering.name, offering.price])).toEqual([
      ['Paket Melati', 12_000_000],
      ['Paket Mawar', 20_000_000],
    ]);
    expect(offer.offerings[0]!.details).toContain('dekor pelaminan, tenda, kursi 100');
    expect(
      priced('jajanan pasar', 'gorengan 1rb-an: bakwan, tahu isi, pisang goreng').map(([, price]) => price),
    ).toEqual([1_000, 1_000, 1_000]);
  });

  it('publishes no opener of a list as an item', () => {
    expect(
      names('travel', 'Paket tour Lombok 2H1M mulai 1,2jt. Bisa juga city tour 400rb/mobil'),
    ).not.toContain('Bisa');
  });
});

describe('what introduces the business, praise, and a later mention by one word', () => {
  it('reads an opening that names the shop or introduces its goods as no item', () => {
    expect(
      names(
        'bike rental',
        'Scooter & bicycle rental in Canggu. Vario 80k/day, Nmax 120k/day, city bike 50k/day.',
      ),
    ).toEqual(['Vario', 'Nmax', 'City Bike']);
    expect(
      names(
        'ceramics',
        'Handmade stoneware and glazed pottery from Pejaten, Tabanan. Mugs 120k, plates 180k, vases 250k.',
      ),
    ).toEqual(['Mugs', 'Plates', 'Vases']);
    expect(
      names('jasa servis AC', 'Jasa servis AC rumah & kantor Bekasi\ncuci AC 75rb\nisi freon 200rb'),
    ).toEqual(['Cuci AC', 'Isi Freon']);
  });

  it('keeps the list an opening verb of the trade names', () => {
    expect(
      names('sewa alat camping', 'Sewa tenda, sleeping bag dan kompor. Tenda 50rb, sleeping bag 15rb'),
    ).toEqual(['Sewa Tenda', 'Sleeping Bag', 'Kompor']);
  });

  it('gives a price on one word to the offering named with it before', () => {
    expect(
      priced('sewa lapangan', 'sewa lapangan tenis dan padel. tenis 100rb/jam, padel 250rb/jam').map(
        ([n, p]) => [n, p],
      ),
    ).toEqual([
      ['Sewa Lapangan Tenis', 100_000],
      ['Sewa Lapangan Padel', 250_000],
    ]);
  });

  it('takes praise of the staff or the place for a claim, and praise of what is sold out of its name', () => {
    const offer = read(
      'pijat refleksi',
      'refleksi kaki 60rb, totok punggung 50rb. terapis sabar, ruangan wangi',
    );
    expect(offer.offerings.map((offering) => offering.name)).toEqual(['Refleksi Kaki', 'Totok Punggung']);
    expect(offer.features).toEqual(expect.arrayContaining(['terapis sabar', 'ruangan wangi']));
    expect(names('depot air', 'Air isi ulang higienis 6rb')).toEqual(['Air Isi Ulang']);
    // A word of praise with more of the name after it is part of the name (a rice called "pandan wangi").
    expect(names('toko sembako', 'beras pandan wangi 5kg 78rb, minyak goreng 2L 36rb')).toEqual([
      'Beras Pandan Wangi 5kg',
      'Minyak Goreng 2L',
    ]);
  });
});

describe('prices for several periods, and two names before one of several prices', () => {
  it('reads another period’s price after a priced offering as that offering by the week or month', () => {
    expect(priced('rental mobil', 'avanza 300rb/hari, 1,8jt/minggu, 6jt/bln. xenia 280rb/hari')).toEqual([
      ['Avanza', 300_000, 'hari'],
      ['Avanza Mingguan', 1_800_000, 'minggu'],
      ['Avanza Bulanan', 6_000_000, 'bulan'],
      ['Xenia', 280_000, 'hari'],
    ]);
  });

  it('gives a price after "X and Y" to both when other prices follow', () => {
    expect(
      priced('bike rental', 'Beat and Genio 65k/day, PCX 150k/day').map(([name, price]) => [name, price]),
    ).toEqual([
      ['Beat', 65_000],
      ['Genio', 65_000],
      ['PCX', 150_000],
    ]);
  });
});

describe('a type that heads a list, and a session priced in a later sentence', () => {
  it('reads subjects after the type as offerings, each with the session price', () => {
    expect(
      priced('les privat', 'les privat kimia & biologi utk SMA. 1x pertemuan 2 jam 120rb').map(
        ([name, price]) => [name, price],
      ),
    ).toEqual([
      ['Les Privat Kimia', 120_000],
      ['Biologi', 120_000],
    ]);
  });

  it('still reads the business naming itself with its audience as no item', () => {
    expect(names('antar jemput sekolah', 'Antar jemput sekolah anak TK & SD. 400rb/bln')).not.toContain('SD');
  });
});

describe('an opening clause that sums up the priced list after it', () => {
  it('is no item, even with a place and a delivery term beside it', () => {
    const offer = read(
      'florist',
      'Fresh flower bouquets & arrangements, same-day delivery across South Jakarta and Tangerang Selatan. Hand bouquet from IDR 275,000, table arrangement IDR 450,000.',
    );
    expect(offer.offerings.map((offering) => offering.name)).toEqual(['Hand Bouquet', 'Table Arrangement']);
    expect(offer.unplaced.map((phrase) => phrase.text)).toEqual(
      expect.arrayContaining(['Fresh Flower Bouquets', 'Arrangements']),
    );
  });

  it('keeps a member of a long opening that no priced offering repeats', () => {
    expect(
      names(
        'dance studio',
        'Ballet, contemporary & hip hop classes in Kelapa Gading, Jakarta. Kids ballet 350k/month, adult hip hop 400k/month, drop-in class 100k.',
      ),
    ).toContain('Contemporary');
  });

  it('reads the first words of the business type as the business itself', () => {
    expect(
      names(
        'cuci mobil panggilan',
        'Jasa cuci mobil panggilan ke rumah/kantor area Tangerang Selatan. Cuci eksterior 45rb, eksterior + interior 70rb.',
      ),
    ).not.toContain('Cuci Mobil');
  });
});

describe('a price that changes another', () => {
  it('is a term the owner places, never an item', () => {
    const court = read('sewa lapangan', 'voli 60rb/jam, basket 100rb/jam. malam + lampu tambah 20rb');
    expect(court.offerings.map((offering) => [offering.name, offering.price])).toEqual([
      ['Voli', 60_000],
      ['Basket', 100_000],
    ]);
    expect(court.unplaced).toContainEqual({ text: 'malam + lampu tambah', price: 20_000 });
    expect(names('villa', 'kamar deluxe 800rb/malam, weekend naik 100rb')).toEqual(['Kamar Deluxe']);
    expect(names('cooking class', 'Morning class 450k/person. Kids under 12 half price.')).toEqual([
      'Morning Class',
    ]);
  });
});

describe('offerings said the way a chat says them', () => {
  it('reads "bisa … jg" and "… jg bisa" without the frame, and leaves how a lesson is given', () => {
    expect(names('jasa pindahan', 'pick up bak 350rb. bisa bongkar pasang lemari jg')).toContain(
      'Bongkar Pasang Lemari',
    );
    expect(names('toko HP', 'Casing 15rb. Terima tukar tambah HP. Servis ringan jg bisa.')).toContain(
      'Servis Ringan',
    );
    expect(names('les privat', 'les privat matematika 150rb/sesi. bisa online via zoom jg')).not.toContain(
      'Online via Zoom',
    );
  });

  it('reads a list the business type opens, when its next member shares the head', () => {
    expect(names('antar jemput sekolah', 'antar jemput sekolah, juga ke stasiun. armada 2 mobil')).toEqual([
      'Antar Jemput Sekolah',
      'Antar Jemput ke Stasiun',
    ]);
  });
});

describe('a car rental', () => {
  it('reads an airport transfer as one of its offerings, not a term of delivery', () => {
    expect(
      names(
        'rental mobil',
        'Avanza 350rb/hari, Hiace 1,5jt. antar jemput bandara Sultan Hasanuddin jg bisa.',
      ),
    ).toContain('Antar Jemput Bandara Sultan Hasanuddin');
  });
});

describe('rules, what is left and what comes with it', () => {
  it('reads none of them as an item', () => {
    expect(names('kos putri', 'kamar AC 1,5jt/bln. peraturan: tamu cowok dilarang masuk kamar')).toEqual([
      'Kamar AC',
    ]);
    expect(names('wedding organizer', 'paket silver 35jt. slot bulan besar tinggal dikit')).toEqual([
      'Paket Silver',
    ]);
    expect(names('snorkeling trip', 'trip snorkeling 350rb/org udh sm alat snorkel, guide')).not.toContain(
      'Udh Sm Alat Snorkel',
    );
    expect(names('pempek', 'lempok durian 50rb. cuko kental dipisah')).toEqual(['Lempok Durian']);
    expect(names('agen galon', 'aqua galon 23rb. bisa antar')).toEqual(['Aqua Galon']);
  });

  it('still reads a priced offering the owner says they can do', () => {
    expect(names('kursus nyetir', 'paket 10 jam 1jt, bisa private sampe lancar 1,5jt')).toContain(
      'Private Sampe Lancar',
    );
  });
});

describe('a street with its number, then the city and a landmark', () => {
  it('is no item', () => {
    expect(names('warung padang', 'nasi rendang 22rb\njl. sudirman no 45 pekanbaru depan bank bri')).toEqual([
      'Nasi Rendang',
    ]);
  });
});

describe('a tutor, a dive centre and a vet, as they write', () => {
  it('gives a rate per session to each subject named before it', () => {
    expect(
      priced('les privat', 'les privat matematika fisika kimia utk sma. 150rb/sesi (2 jam).').map(
        ([name, price]) => [name, price],
      ),
    ).toEqual([
      ['Les Privat Matematika', 150_000],
      ['Les Privat Fisika', 150_000],
      ['Les Privat Kimia', 150_000],
    ]);
  });

  it('reads "… also available" and keeps "open" in "open water"', () => {
    const dive = names(
      'dive center',
      'Open Water course 6.5jt, Advanced course 5.5jt. Beginner and advanced freediving courses also available.',
    );
    expect(dive).toEqual(expect.arrayContaining(['Open Water Course', 'Beginner Freediving Courses']));
    expect(dive).toHaveLength(4);
  });

  it('reads "drh. Sinta" as the vet, not an item', () => {
    expect(names('klinik hewan', 'praktek dokter hewan drh. Sinta\nvaksin anjing 200rb')).toEqual([
      'Vaksin Anjing',
    ]);
  });
});

describe('two steps of one service', () => {
  it('are one offering with its price, where two models before one price are two', () => {
    expect(
      priced('laundry', 'Wash & fold IDR 25,000/kg, wash & iron IDR 35,000/kg').map(([n, p]) => [n, p]),
    ).toEqual([
      ['Wash & Fold', 25_000],
      ['Wash & Iron', 35_000],
    ]);
    expect(priced('laundry', 'cuci & setrika 7rb/kg').map(([n, p]) => [n, p])).toEqual([
      ['Cuci & Setrika', 7_000],
    ]);
    expect(names('sewa motor', 'Scoopy and Fazzio 70k/day, Vario 90k/day')).toEqual([
      'Scoopy',
      'Fazzio',
      'Vario',
    ]);
  });
});

describe('a heading line and how many an offering takes', () => {
  it('reads the heading as none of the list, and "up to 30 guests" as a detail', () => {
    const offer = read(
      'wedding planner',
      'Intimate wedding packages in Uluwatu:\nElopement package from IDR 25,000,000\nIntimate package up to 30 guests IDR 85,000,000\nGarden wedding up to 80 guests IDR 150,000,000',
    );
    expect(offer.offerings.map((offering) => [offering.name, offering.price])).toEqual([
      ['Elopement Package', 25_000_000],
      ['Intimate Package', 85_000_000],
      ['Garden Wedding', 150_000_000],
    ]);
    expect(offer.offerings[1]!.details).toContain('up to 30 guests');
  });
});

describe('a boarding house, as owners write it', () => {
  it('gives the prices after a colon to the periods before it, in order', () => {
    expect(
      priced(
        'kos eksklusif',
        'Bisa harian, mingguan atau bulanan: 150rb/malam, 700rb/minggu, 2,2jt/bln.',
      ).map(([name, price]) => [name, price]),
    ).toEqual([
      ['Harian', 150_000],
      ['Mingguan', 700_000],
      ['Bulanan', 2_200_000],
    ]);
  });

  it('reads "km luar" as a room, and lends no head from a term with a count in it', () => {
    expect(
      priced(
        'kos',
        'kamar mandi dalam 900rb/bln, km luar 650rb/bln\nbayar 6 bln diskon, tahunan 9jt/thn',
      ).map(([name, price]) => [name, price]),
    ).toEqual([
      ['Kamar Mandi Dalam', 900_000],
      ['KM Luar', 650_000],
      ['Tahunan', 9_000_000],
    ]);
  });
});

describe('what a caterer says comes with its boxes', () => {
  it('is said of the boxes named before, never an item', () => {
    const offer = read(
      'catering nasi box',
      '• nasi box ayam bakar Rp25.000\n• nasi box rendang 30rb\nnasi box sdh termasuk sayur, sambal, kerupuk, buah & air mineral\nrasa rumahan, masak pagi hari',
    );
    expect(offer.offerings.map((offering) => offering.name)).toEqual([
      'Nasi Box Ayam Bakar',
      'Nasi Box Rendang',
    ]);
    expect(offer.features).toEqual(expect.arrayContaining(['kerupuk', 'air mineral', 'rasa rumahan']));
  });
});

describe('how it is paid, when it is held, custom orders and the owner by name', () => {
  it('reads none of them as an item', () => {
    expect(names('gym', 'member bulanan 250rb\nbayar member bisa cash/transfer')).toEqual(['Member Bulanan']);
    expect(names('kelas menjahit', 'Kelas jahit basic 500rb. Kelas weekend sabtu/minggu jam 10-13.')).toEqual(
      ['Kelas Jahit Basic'],
    );
    expect(names('ukir kayu', 'meja ukir 4jtan\nterima pesanan custom')).toEqual(['Meja Ukir']);
    expect(
      names(
        'rias pengantin',
        'Paket Rias Pengantin Adat Jawa & Modern, Bu Sri Klaten\nPaket Silver 8jt\nPaket Gold 15jt',
      ),
    ).toEqual(['Paket Silver', 'Paket Gold']);
  });
});

describe('when, how many, where and what is required', () => {
  it('reads none of them as an item', () => {
    expect(
      names('pottery studio', 'Wheel throwing 175k/person, hand building 100k. Open 9am-4pm except Friday'),
    ).toEqual(['Wheel Throwing', 'Hand Building']);
    expect(
      names(
        'fishing charter',
        'Fishing charter from Serangan harbour. Half day trolling 4.5jt, full day jigging 8jt, up to 4 anglers.',
      ),
    ).toEqual(['Half Day Trolling', 'Full Day Jigging']);
    expect(names('tattoo', 'small tattoo mulai 500rb. sterile single-use needles')).toEqual(['Small Tattoo']);
    expect(names('kos', 'kamar AC 1jt/bln. dpn kampus UNNES')).toEqual(['Kamar AC']);
    expect(names('jasa pindahan', 'pickup bak 350rb. hari minggu & tgl merah tetep jalan')).toEqual([
      'Pickup Bak',
    ]);
  });

  it('gives a bare vehicle the head before it, and leaves a surcharge on a time to the owner', () => {
    expect(priced('tambal ban', 'Tambal ban motor 15rb, mobil 25rb').map(([n, p]) => [n, p])).toEqual([
      ['Tambal Ban Motor', 15_000],
      ['Tambal Ban Mobil', 25_000],
    ]);
    const court = read('futsal', 'lapangan vinyl 100rb/jam. weekend +20rb');
    expect(court.offerings.map((offering) => offering.name)).toEqual(['Lapangan Vinyl']);
    expect(court.unplaced).toContainEqual({ text: 'weekend tambah', price: 20_000 });
  });
});

describe('the business naming itself at the top', () => {
  it('by its brand, its type spelled another way, or its type with a place or praise, is no item', () => {
    const byBrand = readOwnerOffer(
      'Refleksi & Pijat Keluarga Sehat\nrefleksi kaki 60 menit 70rb\nkerokan 30rb',
      classifyBusiness('pijat refleksi', ''),
      'pijat refleksi',
      'Refleksi & Pijat Keluarga Sehat',
    );
    expect(byBrand.offerings.map((offering) => offering.name)).toEqual(['Refleksi Kaki', 'Kerokan']);
    expect(
      names(
        'servis laptop',
        'SERVICE LAPTOP & KOMPUTER\n✅ Install ulang windows 75rb\n✅ Ganti LCD laptop mulai 650rb',
      ),
    ).not.toContain('SERVICE LAPTOP');
    expect(names('private driver', 'Bali private driver 🚗 Avanza 650k, Innova Reborn 800k')).not.toContain(
      'Bali Private Driver',
    );
  });

  it('sums up the priced list after it when a kind’s offering comes back priced', () => {
    expect(
      names(
        'pet grooming',
        'Pet grooming & pet hotel in Kelapa Gading. Basic grooming cat 90k, dog small 120k. Pet hotel cat 75k/night.',
      ),
    ).not.toContain('Pet Grooming');
  });
});

describe('who it is for and how long it takes', () => {
  it('reads levels and ages alone, "Mon-Fri only" and "done in 7-14 days" as no items', () => {
    expect(
      names(
        'bimbel',
        'BIMBEL CERDAS 📚 SD, SMP, SMA\nkelas reguler Rp 350.000/bln\nkelas intensif UTBK 2,5jt/paket',
      ),
    ).toEqual(['Kelas Reguler', 'Kelas Intensif UTBK']);
    expect(
      names('daycare', 'Full day Rp 4.500.000/month, half day Rp 2.750.000/month. Ages 1-5. Mon-Fri only.'),
    ).toEqual(['Full Day', 'Half Day']);
    expect(names('website', 'Landing page from 1.5jt, online store start 6jt. Done in 7-14 days.')).toEqual([
      'Landing Page',
      'Online Store',
    ]);
  });
});

describe('claims, proofs, fees and what the business brings', () => {
  it('reads none of them as an item', () => {
    const none = (type: string, extra: string, item: string) =>
      expect(names(type, `${item} 150k. ${extra}`)).toEqual([
        item.replace(/\b\p{L}/gu, (c) => c.toUpperCase()),
      ]);
    none('cleaning service', 'Alat & bahan kami bawa.', 'cuci sofa');
    none('vegan cafe', 'Gluten free options.', 'nasi campur');
    expect(names('tour', 'Sunrise trip to Kelimutu 150k/pax by motorbike.')).toEqual([
      'Sunrise Trip to Kelimutu',
    ]);
    none('catering', 'Order by WA before Monday', 'nasi box');
    none('tour guide', 'Licensed English-speaking guide in Jogja', 'borobudur tour');
    none('kaca aluminium', 'Harga per meter.', 'kanopi kaca');
    none('hewan qurban', 'sehat, ada SKKH.', 'kambing etawa');
    none('madu', 'Ada bukti lab.', 'madu hutan');
    none('rotan', 'Terima pesanan ekspor & reseller.', 'tas rotan');
  });

  it('reads what comes included as no item, and a parking fee as a term', () => {
    expect(names('snorkeling trip', 'snorkel trip 150k. Mask & fins included, GoPro rental 100k.')).toEqual([
      'Snorkel Trip',
      'GoPro Rental',
    ]);
    expect(names('camping ground', 'sewa tenda 100rb. parkir motor 5rb mobil 10rb')).toEqual(['Sewa Tenda']);
  });
});

describe('what the opening names and reads again with a price', () => {
  it('is read where the price is, and "potong" ends a name', () => {
    expect(
      priced(
        'photographer',
        'Prewedding and family photographer based in Denpasar, travelling anywhere in Bali. Family session IDR 1,500,000, prewedding IDR 4,500,000, elopement package from IDR 6,000,000.',
      ).map(([name, price]) => [name, price]),
    ).toEqual([
      ['Family Session', 1_500_000],
      ['Prewedding', 4_500_000],
      ['Elopement Package', 6_000_000],
    ]);
    expect(
      names('ternak ayam kampung', 'Ayam kampung potong 85rb/ekor, telur ayam kampung 2,5rb/butir'),
    ).toEqual(['Ayam Kampung Potong', 'Telur Ayam Kampung']);
  });

  it('reads a list the same with or without its full stop', () => {
    expect(names('tambal ban', 'Tambal ban motor 15rb, mobil 25rb.')).toEqual([
      'Tambal Ban Motor',
      'Tambal Ban Mobil',
    ]);
  });
});

describe('a price no offering takes, and what is left', () => {
  it('goes to the business’s own offering when the owner named none, and takes no room left empty', () => {
    expect(priced('villa', 'Villa di Solo, 3 kamar, 1,2jt/malam, buka jam 9 pagi - 9 malam')).toEqual([
      ['Villa', 1_200_000, 'malam'],
    ]);
    const kos = read('kos', '2 kamar kosong, kamar AC 1,2jt/bln');
    expect(kos.offerings.map((offering) => [offering.name, offering.price])).toEqual([
      ['Kamar AC', 1_200_000],
    ]);
  });
});

describe('an opening that names the business, then sells', () => {
  it('reads the list after a verb of selling, leaving the name before it', () => {
    expect(
      names(
        'penjahit',
        'Penjahit Pak Darto menerima vermak celana, pasang kancing, jahit seragam. Jahit seragam 150rb',
      ),
    ).toEqual(['Vermak Celana', 'Pasang Kancing', 'Jahit Seragam']);
  });
});

describe('a colon inside brackets', () => {
  it('heads nothing: what the brackets hold details the priced offering', () => {
    expect(
      priced(
        'boat tour',
        'Sunset cruise 400k (stops: Pink Beach, Padar, Kanawa), max 10 people. Fishing trip 600k',
      ).map(([name, price]) => [name, price]),
    ).toEqual([
      ['Sunset Cruise', 400_000],
      ['Fishing Trip', 600_000],
    ]);
  });
});

describe('a size alone', () => {
  it('is a size of what was named before it, or of what the opening names', () => {
    expect(names('minyak kelapa', 'minyak kelapa murni 1 liter 90rb, 250ml 30rb')).toEqual([
      'Minyak Kelapa Murni 1 Liter',
      'Minyak Kelapa Murni 250ml',
    ]);
    expect(names('kopi bubuk', 'Kopi bubuk robusta Dampit ☕ 250gr 35rb, 1kg 120rb')).toEqual([
      'Kopi Bubuk Robusta Dampit 250gr',
      'Kopi Bubuk Robusta Dampit 1kg',
    ]);
  });
});

describe('how often, written with a slash', () => {
  it('stays in the name and is no list', () => {
    expect(names('jasa kebersihan', 'Bersih taman 1x/minggu 300rb/bulan atau 2x/minggu 550rb/bulan')).toEqual(
      ['Bersih Taman 1x/Minggu', 'Bersih Taman 2x/Minggu'],
    );
  });
});

describe('a length alone and a language', () => {
  it('a length alone is another length of the offering before it', () => {
    expect(names('bidan', 'Bidan Sari, A.Md.Keb. KB pil 1 bln 20rb, 3 bln 50rb')).toEqual([
      'KB Pil 1 Bln',
      'KB Pil 3 Bln',
    ]);
  });
  it('a country after "bahasa" is a language, not a place', () => {
    expect(names('kursus bahasa', 'Kursus bahasa Jepang 500rb/bln, kursus bahasa Korea 600rb/bln')).toEqual([
      'Kursus Bahasa Jepang',
      'Kursus Bahasa Korea',
    ]);
  });
});

describe('what is said of the business, not sold', () => {
  it('an opening of one phrase before the priced list names the business', () => {
    expect(names('diving', 'Scuba diving from Amed. Fun dive 600k, night dive 750k')).toEqual([
      'Fun Dive',
      'Night Dive',
    ]);
  });
  it('where it works, who does the work, in or out of town, a district before a city: no items', () => {
    expect(
      names(
        'jasa angkut',
        'angkut barang pickup 300rb, truk 600rb. luar kota hitung per km. kerja area Bandung Raya. Sopir datang tepat waktu. Antapani Bandung.',
      ),
    ).toEqual(['Angkut Barang Pickup', 'Truk']);
  });
  it('a plus before a price is no word of the phrase', () => {
    expect(names('snorkeling trip', 'Snorkeling trip 400k. Private boat also possible +600k')).toEqual([
      'Snorkeling Trip',
      'Private Boat',
    ]);
  });
});

describe('brackets, a later verb of selling and where to find the shop', () => {
  it('reads members with prices of their own inside brackets as offerings', () => {
    expect(
      priced('toko kue', 'aneka kue kering (lidah kucing 70rb, kue salju 75rb), bolu pandan 50rb').map(
        ([name, price]) => [name, price],
      ),
    ).toEqual([
      ['Kue Kering', null],
      ['Lidah Kucing', 70_000],
      ['Kue Salju', 75_000],
      ['Bolu Pandan', 50_000],
    ]);
  });
  it('reads the list after a later member that opens with a verb of selling', () => {
    expect(
      names(
        'toko sepatu',
        'Toko sepatu Langkah Jaya, jual sneakers, sandal gunung. sneakers 250rb, sandal 90rb',
      ),
    ).toEqual(['Sneakers', 'Sandal Gunung']);
  });
  it('takes a marketplace or an account for where to find the shop, never an item', () => {
    expect(names('hijab', 'pashmina 45rb, bergo 35rb. shopee: hijabku.official')).toEqual([
      'Pashmina',
      'Bergo',
    ]);
  });
});

describe('a word and a place, priced', () => {
  it('is a breed or a kind of its own, not where the business is', () => {
    expect(names('ternak', 'kambing jawa 2,5jt, domba garut 3jt, sapi bali 18jt/ekor')).toEqual([
      'Kambing Jawa',
      'Domba Garut',
      'Sapi Bali',
    ]);
  });
});

describe('a meeting place and a minimum', () => {
  it('are no items and no words of a name', () => {
    expect(
      names(
        'surf school',
        'Group lesson 350k, private lesson 600k. Meet at Kuta Beach near the lifeguard tower.',
      ),
    ).toEqual(['Group Lesson', 'Private Lesson']);
    expect(names('catering', 'prasmanan min 100 porsi 40rb/porsi, nasi kotak 25rb')).toEqual([
      'Prasmanan',
      'Nasi Kotak',
    ]);
  });
});

describe('a level, a length or a size alone', () => {
  it('a school level alone is the lesson for that level', () => {
    expect(names('les privat', 'guru datang ke rumah. SMP 80rb/sesi, SMA 100rb/sesi')).toEqual([
      'Les Privat SMP',
      'Les Privat SMA',
    ]);
  });
  it('a length alone is another length of the offering before it, whose own length went to its details', () => {
    expect(names('spa', 'Thai massage 60 min 200k / 120 min 380k, foot spa 120k')).toEqual([
      'Thai Massage',
      'Thai Massage 120 Min',
      'Foot Spa',
    ]);
  });
  it('a size alone is a size of the opening’s first phrase', () => {
    expect(names('minyak wangi', 'Minyak wangi non alkohol, awet seharian\n10ml 25rb, 30ml 60rb')).toEqual([
      'Minyak Wangi Non Alkohol 10ml',
      'Minyak Wangi Non Alkohol 30ml',
    ]);
  });
});

describe('one price after a list, with what it depends on', () => {
  it('is the price of each member', () => {
    expect(
      priced('servis laptop', 'ganti keyboard, baterai, engsel mulai 150rb tergantung tipe laptop').map(
        ([name, price]) => [name, price],
      ),
    ).toEqual([
      ['Ganti Keyboard', 150_000],
      ['Baterai', 150_000],
      ['Engsel', 150_000],
    ]);
  });
});

describe('when, how hot and what comes with it', () => {
  it('when a package runs is no word of its name', () => {
    expect(names('warnet', 'paket begadang jam 22-06 pagi 15rb, paket siang 10rb')).toEqual([
      'Paket Begadang',
      'Paket Siang',
    ]);
  });
  it('when an order is placed or arrives, and how hot, are no items', () => {
    expect(names('sayur', 'kangkung 3rb, bayam 3rb. pesan sore, besok pagi datang')).toEqual([
      'Kangkung',
      'Bayam',
    ]);
    expect(names('mie', 'mie ayam pedas 12rb, level 1-3 gratis')).toEqual(['Mie Ayam Pedas']);
  });
  it('what is already included follows the name as details', () => {
    expect(
      priced('kolam pancing', 'tiket masuk 25rb sudah bisa mancing 3 jam').map(([name, price]) => [
        name,
        price,
      ]),
    ).toEqual([['Tiket Masuk', 25_000]]);
  });
});

describe('what the place has, and what is already done', () => {
  it('a list after "alat lengkap:" or "fasilitas:" is what the place has', () => {
    const offer = read('studio musik', 'sewa studio 60rb/jam. alat lengkap: drum pearl, ampli fender, bass');
    expect(offer.offerings.map((offering) => offering.name)).toEqual(['Sewa Studio']);
    expect(offer.features).toEqual(['alat lengkap: drum pearl, ampli fender, bass']);
  });
  it('"sdh …" after a price is said of the offering; "sdh …" without one names nothing', () => {
    expect(
      priced('studio musik', 'rekaman 1 lagu 400rb sdh mixing. skrg sdh full').map(([name, price]) => [
        name,
        price,
      ]),
    ).toEqual([['Rekaman 1 Lagu', 400_000]]);
  });
});

describe('when a class meets, right before its price', () => {
  it('is no word of its name, and a flag ends a sentence', () => {
    expect(
      priced(
        'sanggar tari',
        'Kelas anak tiap sabtu & minggu jam 9 pagi, 60rb/sesi. Kelas dewasa Rabu 4 sore 90rb',
      ).map(([name, price]) => [name, price]),
    ).toEqual([
      ['Kelas Anak', 60_000],
      ['Kelas Dewasa', 90_000],
    ]);
    expect(
      names(
        'kursus bahasa',
        'Learn Indonesian with a local teacher 🇮🇩 Group class 1jt/month, private 150k/hour',
      ),
    ).toEqual(['Group Class', 'Private Class']);
  });
});

describe('who does the work, where it serves, a preposition left alone', () => {
  it('are no items', () => {
    const offer = read(
      'jasa kebersihan',
      'cuci sofa 50rb/seat, cuci karpet 15rb/meter. teknisi berpengalaman. melayani Batam Centre, Nagoya. Shop on Jl. Sudirman 5',
    );
    expect(offer.offerings.map((offering) => offering.name)).toEqual(['Cuci Sofa', 'Cuci Karpet']);
    expect(names('food tour', 'Night food tour 550k per person. English speaking local guide')).toEqual([
      'Night Food Tour',
    ]);
  });
});

describe('a lettered package, a package by its length and how it is made', () => {
  it('a letter alone is the next lettered package', () => {
    expect(names('catering', '- paket nasi box A 25rb\n- B 30rb\n- C 35rb')).toEqual([
      'Paket Nasi Box A',
      'Paket Nasi Box B',
      'Paket Nasi Box C',
    ]);
  });
  it('a package named by its length keeps the length', () => {
    expect(
      priced('gym', 'member 3 bulan 400rb, paket 10 hari 150rb').map(([name, price]) => [name, price]),
    ).toEqual([
      ['Member 3 Bulan', 400_000],
      ['Paket 10 Hari', 150_000],
    ]);
  });
  it('how it is made or sent is no item', () => {
    expect(names('aqiqah', 'paket kambing 2,5jt. dimasak sesuai pesanan, hewan cukup umur')).toEqual([
      'Paket Kambing',
    ]);
  });
});
