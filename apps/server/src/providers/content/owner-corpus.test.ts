import {
  FAMILY_WORDS,
  type Family,
  KINDS,
  normalizeText,
  WORDINGS,
  type Wording,
} from '@webku/content-packs';
import { describe, expect, it } from 'vitest';
import { buildContent } from './build-content';

// [business type, description, site language, expected kind, offerings the menu must hold, expected city,
// words the owner wrote that are not offerings: facilities, price periods]
type Case = [string, string, 'id' | 'en', string, string[], string | null, string[]?];

// Owners' inputs as owners write them: typos, abbreviations, regional words, places that sound like
// dishes ("Padang") and dishes that sound like places ("bakso Malang", "gudeg Jogja").
const CASES: Case[] = [
  [
    'bengkel motor',
    'Bengkel motor di Depok: servis rutin, ganti oli, tambal ban.',
    'id',
    'bengkel-motor',
    ['servis rutin', 'ganti oli', 'tambal ban'],
    'Depok',
  ],
  [
    'percetakan',
    'Cetak undangan, spanduk, kartu nama di Bekasi.',
    'id',
    'percetakan',
    ['cetak undangan', 'spanduk', 'kartu nama'],
    'Bekasi',
  ],
  [
    'surf shop',
    'Surf lessons and board rental in Canggu, Bali.',
    'en',
    'surf',
    ['surf lessons', 'board rental'],
    'Canggu, Bali',
  ],
  ['surf school', 'Beginner lessons at Batu Bolong beach', 'en', 'surf', [], 'Batu Bolong'],
  [
    'bengkel las',
    'Pagar besi, kanopi dan teralis di Cirebon.',
    'id',
    'bengkel-las',
    ['pagar besi', 'kanopi', 'teralis'],
    'Cirebon',
  ],
  ['welder', 'Steel gates and canopies made to measure in Denpasar.', 'en', 'bengkel-las', [], 'Denpasar'],
  [
    'warung bakso',
    'bakso urat, bakso bakar, dan mie ayam',
    'id',
    'bakso-mie',
    ['bakso urat', 'bakso bakar', 'mie ayam'],
    null,
  ],
  ['Padang restaurant', 'Rendang, ayam pop and gulai tunjang in Medan', 'en', 'warung-makan', [], 'Medan'],
  ['Rumah Makan Padang', 'Masakan Minang di Bandung', 'id', 'warung-makan', [], 'Bandung'],
  ['Bakso Malang', 'Bakso Malang asli di Surabaya', 'id', 'bakso-mie', [], 'Surabaya'],
  [
    'Gudeg Jogja',
    'Gudeg, krecek, dan ayam opor di Solo',
    'id',
    'warung-makan',
    ['gudeg', 'krecek', 'ayam opor'],
    'Solo',
  ],
  [
    'Sate Padang',
    'Sate padang dan sate ayam di Jakarta Selatan',
    'id',
    'sate',
    ['sate padang', 'sate ayam'],
    'Jakarta Selatan',
  ],
  ['Kedai kopi', 'Tempat ngopi santai untuk teman kerja.', 'id', 'kedai-kopi', [], null],
  ['coffee shop', 'Specialty coffee and pastries in Ubud', 'en', 'kedai-kopi', [], 'Ubud'],
  [
    'warkop',
    'kopi hitam, indomie, roti bakar',
    'id',
    'kedai-kopi',
    ['kopi hitam', 'indomie', 'roti bakar'],
    null,
  ],
  [
    'martabak',
    'Martabak manis dan martabak telur di Tangerang',
    'id',
    'martabak',
    ['martabak manis', 'martabak telur'],
    'Tangerang',
  ],
  [
    'katering',
    'Nasi kotak, tumpeng, snack box untuk acara kantor',
    'id',
    'catering',
    ['nasi kotak', 'tumpeng', 'snack box'],
    null,
  ],
  [
    'toko kue',
    'Brownies, bolu pandan, dan kue ulang tahun',
    'id',
    'kue-roti',
    ['brownies', 'bolu pandan', 'kue ulang tahun'],
    null,
  ],
  ['minuman kekinian', 'Thai tea, boba, es kelapa', 'id', 'minuman', ['thai tea', 'boba', 'es kelapa'], null],
  [
    'frozen food',
    'Nugget, sosis, dimsum frozen di Bogor',
    'id',
    'frozen-food',
    ['nugget', 'sosis', 'dimsum frozen'],
    'Bogor',
  ],
  ['oleh oleh', 'Bakpia, keripik, dan dodol khas Garut', 'id', 'oleh-oleh', ['bakpia', 'keripik'], null],
  [
    'ayam geprek',
    'Ayam geprek, pecel lele, es teh',
    'id',
    'ayam-geprek',
    ['ayam geprek', 'pecel lele', 'es teh'],
    null,
  ],
  [
    'seafood',
    'Ikan bakar, udang, kepiting di Makassar',
    'id',
    'seafood',
    ['ikan bakar', 'udang', 'kepiting'],
    'Makassar',
  ],
  ['Pempek Palembang', 'Pempek kapal selam dan tekwan', 'id', 'warung-makan', [], null],
  ['warteg', 'Nasi rames murah meriah', 'id', 'warung-makan', [], null],
  ['Balinese restaurant', 'Babi guling and lawar in Denpasar', 'en', 'warung-makan', [], 'Denpasar'],
  [
    'toko sembako',
    'Beras, minyak goreng, gula, telur',
    'id',
    'sembako',
    ['beras', 'minyak goreng', 'gula', 'telur'],
    null,
  ],
  [
    'toko kelontong',
    'Jual gas elpiji dan galon di Cimahi',
    'id',
    'sembako',
    ['gas elpiji', 'galon'],
    'Cimahi',
  ],
  ['butik', 'Kemeja, blus, dan celana kulot', 'id', 'fashion', ['kemeja', 'blus', 'celana kulot'], null],
  ['hijab', 'Pashmina, bergo, gamis syari', 'id', 'hijab', ['pashmina', 'bergo', 'gamis syari'], null],
  [
    'batik',
    'Batik tulis dan kain tenun dari Pekalongan',
    'id',
    'batik',
    ['batik tulis', 'kain tenun'],
    'Pekalongan',
  ],
  [
    'toko sepatu',
    'Sneakers, sandal, dan tas selempang',
    'id',
    'sepatu-tas',
    ['sneakers', 'sandal', 'tas selempang'],
    null,
  ],
  [
    'konter hp',
    'Pulsa, casing, tempered glass, charger',
    'id',
    'aksesori-hp',
    ['pulsa', 'casing', 'tempered glass', 'charger'],
    null,
  ],
  [
    'toko bangunan',
    'Semen, pasir, besi, cat tembok di Karawang',
    'id',
    'bangunan',
    ['semen', 'pasir', 'besi', 'cat tembok'],
    'Karawang',
  ],
  [
    'toko bunga',
    'Buket wisuda, papan bunga, hand bouquet',
    'id',
    'bunga',
    ['buket wisuda', 'papan bunga', 'hand bouquet'],
    null,
  ],
  [
    'florist',
    'Fresh bouquets and flower boards in Sanur',
    'en',
    'bunga',
    ['fresh bouquets', 'flower boards'],
    'Sanur',
  ],
  [
    'tanaman hias',
    'Monstera, anggrek, kaktus mini',
    'id',
    'tanaman',
    ['monstera', 'anggrek', 'kaktus mini'],
    null,
  ],
  [
    'toko buku',
    'Buku tulis, novel, alat tulis sekolah',
    'id',
    'buku-atk',
    ['buku tulis', 'novel', 'alat tulis sekolah'],
    null,
  ],
  ['toko mainan', 'Lego, boneka, puzzle kayu', 'id', 'mainan', ['lego', 'boneka', 'puzzle kayu'], null],
  ['toko kosmetik', 'Skincare, lipstik, parfum', 'id', 'kosmetik', ['skincare', 'lipstik', 'parfum'], null],
  [
    'madu',
    'Madu hutan dan jamu kunyit asam dari Sumbawa',
    'id',
    'madu-herbal',
    ['madu hutan', 'jamu kunyit asam'],
    null,
  ],
  [
    'petshop',
    'Makanan kucing, pasir kucing, grooming',
    'id',
    'pet-shop',
    ['makanan kucing', 'pasir kucing', 'grooming'],
    null,
  ],
  [
    'kerajinan tangan',
    'Tas anyaman, keranjang rotan, gerabah',
    'id',
    'kerajinan',
    ['tas anyaman', 'keranjang rotan', 'gerabah'],
    null,
  ],
  [
    'bengkel mobil',
    'Spooring, balancing, ganti oli di Semarang',
    'id',
    'bengkel-mobil',
    ['spooring', 'balancing', 'ganti oli'],
    'Semarang',
  ],
  [
    'car wash',
    'Cuci mobil, cuci motor, poles bodi',
    'id',
    'cuci-kendaraan',
    ['cuci mobil', 'cuci motor', 'poles bodi'],
    null,
  ],
  [
    'londri',
    'cuci kiloan, setrika, bedcover di Malang',
    'id',
    'laundry',
    ['cuci kiloan', 'setrika', 'bedcover'],
    'Malang',
  ],
  ['laundry', 'Laundry kiloan dan dry clean', 'en', 'laundry', ['laundry kiloan', 'dry clean'], null],
  [
    'penjahit',
    'Jahit kebaya, permak celana, ganti resleting',
    'id',
    'penjahit',
    ['jahit kebaya', 'permak celana', 'ganti resleting'],
    null,
  ],
  [
    'servis AC',
    'Cuci AC, isi freon, bongkar pasang',
    'id',
    'servis-ac',
    ['cuci ac', 'isi freon', 'bongkar pasang'],
    null,
  ],
  [
    'service hp',
    'Ganti LCD, ganti baterai, install ulang laptop',
    'id',
    'servis-hp',
    ['ganti lcd', 'ganti baterai', 'install ulang laptop'],
    null,
  ],
  [
    'percetakkan',
    'Sablon kaos, stiker, brosur',
    'id',
    'percetakan',
    ['sablon kaos', 'stiker', 'brosur'],
    null,
  ],
  [
    'jasa fotografi',
    'Foto wisuda, prewedding, foto produk',
    'id',
    'fotografi',
    ['foto wisuda', 'prewedding', 'foto produk'],
    null,
  ],
  ['photographer', 'Weddings, graduations and product shoots in Yogyakarta', 'en', 'fotografi', [], 'Jogja'],
  [
    'cleaning service',
    'Cuci sofa, cuci kasur, deep cleaning',
    'id',
    'kebersihan',
    ['cuci sofa', 'cuci kasur', 'deep cleaning'],
    null,
  ],
  [
    'renovasi rumah',
    'Pasang plafon, pengecatan, atap bocor',
    'id',
    'renovasi',
    ['pasang plafon', 'pengecatan', 'atap bocor'],
    null,
  ],
  [
    'wedding organizer',
    'Dekorasi pelaminan, paket pernikahan',
    'id',
    'event-organizer',
    ['dekorasi pelaminan', 'paket pernikahan'],
    null,
  ],
  [
    'kurir',
    'Antar barang dalam kota, jastip, pindahan',
    'id',
    'kurir',
    ['antar barang dalam kota', 'jastip', 'pindahan'],
    null,
  ],
  [
    'salon',
    'Potong rambut, creambath, facial di Cirebon',
    'id',
    'salon',
    ['potong rambut', 'creambath', 'facial'],
    'Cirebon',
  ],
  [
    'barbershop',
    'Haircut, beard shave, hair coloring',
    'en',
    'barbershop',
    ['haircut', 'beard shave', 'hair coloring'],
    null,
  ],
  [
    'pangkas rambut',
    'Potong rambut dan cukur jenggot',
    'id',
    'barbershop',
    ['potong rambut', 'cukur jenggot'],
    null,
  ],
  [
    'spa',
    'Balinese massage, reflexology, body scrub in Seminyak',
    'en',
    'spa-pijat',
    ['balinese massage', 'reflexology', 'body scrub'],
    'Seminyak',
  ],
  [
    'pijat refleksi',
    'Pijat tradisional, refleksi, bekam',
    'id',
    'spa-pijat',
    ['pijat tradisional', 'refleksi', 'bekam'],
    null,
  ],
  ['yoga studio', 'Yoga and pilates classes in Ubud', 'en', 'gym-yoga', [], 'Ubud'],
  [
    'gym',
    'Member bulanan, personal trainer, kelas zumba',
    'id',
    'gym-yoga',
    ['member bulanan', 'personal trainer', 'kelas zumba'],
    null,
  ],
  [
    'MUA',
    'Rias wisuda, rias pengantin, hijab do',
    'id',
    'mua',
    ['rias wisuda', 'rias pengantin', 'hijab do'],
    null,
  ],
  [
    'kursus bahasa Inggris',
    'Kelas percakapan, TOEFL, kelas privat',
    'id',
    'kursus',
    ['kelas percakapan', 'toefl', 'kelas privat'],
    null,
  ],
  [
    'bimbel',
    'Les privat SD, SMP, persiapan UTBK di Depok',
    'id',
    'bimbel',
    ['les privat sd', 'les privat smp', 'persiapan utbk'],
    'Depok',
  ],
  ['les musik', 'Piano, gitar, vokal, drum', 'id', 'musik', ['piano', 'gitar', 'vokal', 'drum'], null],
  [
    'daycare',
    'Penitipan harian dan bulanan di BSD',
    'id',
    'daycare',
    ['penitipan harian', 'penitipan bulanan'],
    'BSD',
  ],
  ['homestay', 'Homestay dekat Malioboro', 'id', 'homestay', [], 'Malioboro'],
  [
    'guest house',
    'Standard and deluxe rooms in Kuta',
    'en',
    'homestay',
    ['standard rooms', 'deluxe rooms'],
    'Kuta',
  ],
  [
    'kost putri',
    'Kamar mandi dalam, AC, wifi di Jatinangor',
    'id',
    'kos',
    [],
    'Jatinangor',
    ['kamar mandi dalam', 'ac', 'wifi'],
  ],
  ['villa', 'Private pool villa in Canggu', 'en', 'villa', [], 'Canggu'],
  [
    'rental mobil',
    'Sewa Avanza, Innova, Hiace dengan sopir di Lombok',
    'id',
    'rental-mobil',
    ['sewa avanza', 'innova', 'hiace'],
    'Lombok',
  ],
  [
    'scooter rental',
    'Scoopy, NMAX and PCX by the day or week in Uluwatu',
    'en',
    'rental-motor',
    ['scoopy', 'nmax'],
    'Uluwatu',
  ],
  [
    'sewa motor',
    'Sewa harian dan bulanan di Jogja',
    'id',
    'rental-motor',
    [],
    'Jogja',
    ['sewa harian', 'harian', 'bulanan'],
  ],
  [
    'sewa alat camping',
    'Tenda, sleeping bag, kompor portable',
    'id',
    'sewa-alat',
    ['tenda', 'sleeping bag', 'kompor portable'],
    null,
  ],
  [
    'dive center',
    'Fun dive, try dive, snorkeling trips in Amed',
    'en',
    'diving',
    ['fun dive', 'try dive', 'snorkeling trips'],
    'Amed',
  ],
  [
    'tour guide',
    'Sunrise trekking and jeep tours at Bromo',
    'en',
    'tour',
    ['sunrise trekking', 'jeep tours'],
    'Bromo',
  ],
  ['open trip', 'Open trip Labuan Bajo dan Nusa Penida', 'id', 'tour', [], null],
  ['usaha rumahan', 'Jual nastar dan kastengel', 'id', 'kue-roti', [], null],
  [
    'ternak lele',
    'Jual bibit lele dan lele konsumsi',
    'id',
    'hasil-tani',
    ['bibit lele', 'lele konsumsi'],
    null,
  ],
  ['jasa pembuatan website', '', 'id', 'general', [], null],
  [
    'konsultan pajak',
    'Konsultasi pajak, laporan SPT, pembukuan di Bandung',
    'id',
    'general',
    ['konsultasi pajak', 'laporan spt', 'pembukuan'],
    'Bandung',
  ],
  ['Bali Surf Co', 'Surf lessons and surfboard repair in Bali', 'en', 'surf', ['surf lessons'], 'Bali'],
  [
    'bengkell motor',
    'service motor dan tambal ban',
    'id',
    'bengkel-motor',
    ['tambal ban'],
    null,
    // The trade itself, not one of its services.
    ['service motor'],
  ],
];

const FAMILIES = Object.keys(FAMILY_WORDS) as Family[];
const familyOf = (id: string) =>
  id === 'general' ? 'general' : KINDS.find((kind) => kind.id === id)!.family;
const words = (text: string) => new Set(normalizeText(text).split(' '));

// Owners whose own words change their kind's label: a pet shop that also grooms shows the catalogue, and a
// business of no known kind whose type opens with a service word ("jasa", "konsultan") shows its services.
const OWN_LABELS: Record<string, Wording> = {
  petshop: 'catalogue',
  'jasa pembuatan website': 'services',
  'konsultan pajak': 'services',
};

describe('a corpus of owners describing their business', () => {
  it('holds at least 80 inputs and 40 kinds in seven families', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(80);
    expect(KINDS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(KINDS.map((kind) => kind.family)).size).toBe(7);
  });

  it.each(CASES)('%s: %s', (type, description, lang, kindId, offerings, city, absent = []) => {
    const site = buildContent(
      {
        brand_name: 'Usaha Kita',
        business_type: type,
        short_description: description,
        web_language: lang === 'id' ? 'indonesia' : 'english',
        template_selected: 'classic-website',
      },
      new Date('2026-11-26T03:00:00Z'),
    );
    const family = familyOf(kindId);
    const kind = KINDS.find((entry) => entry.id === kindId);
    const wording = WORDINGS[OWN_LABELS[type] ?? kind?.wording ?? 'catalogue'];
    expect(site.web_settings.navigation_menu_text).toBe(wording.nav[lang === 'id' ? 0 : 1]);
    expect(site.hero_section.cta_text).toBe(wording.cta[lang === 'id' ? 0 : 1]);
    const menuNames = site.menu_categories.flatMap((category) =>
      category.items.map((item) => normalizeText(item.name)),
    );
    for (const offering of offerings) expect(menuNames, offering).toContain(normalizeText(offering));
    for (const word of absent) expect(menuNames, word).not.toContain(normalizeText(word));
    const items = site.menu_categories.flatMap((category) => category.items);
    // Nobody here wrote a price: none is published, none is marked, and the kind's typical items stand in
    // as examples only for an owner who named no offering.
    for (const item of items) {
      expect(item.price, item.name).toBe(0);
      expect(item.is_best_seller || item.is_recommended, item.name).toBe(false);
      if (offerings.length) expect(item.is_example, item.name).toBe(false);
    }
    expect(items.filter((item) => item.is_example).length).toBeLessThanOrEqual(2);
    expect(site.stores[0]!.city).toBe(city);
    expect(site.merchandise_items).toEqual([]);
    expect(site.sections.merchandise.is_active).toBe(false);
    const owner = words(`${type} ${description}`);
    const generated = [
      ...site.menu_categories.flatMap((category) => [
        category.name,
        ...category.items.map((item) => item.name),
      ]),
      ...site.merchandise_items.map((item) => item.name),
      ...site.news_articles.flatMap((article) => [article.title, article.description, article.content]),
      site.hero_section.sub_name,
      site.hero_section.tagline,
      site.footer_settings.tagline,
    ].join(' ');
    const foreign = FAMILIES.filter((other) => other !== family).flatMap((other) =>
      FAMILY_WORDS[other].filter(
        (word) => !owner.has(word) && ` ${normalizeText(generated)} `.includes(` ${word} `),
      ),
    );
    expect(foreign).toEqual([]);
  });
});
