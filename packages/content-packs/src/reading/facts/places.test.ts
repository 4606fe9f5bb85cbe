import { describe, expect, it } from 'vitest';
import { CITIES, REGIONS } from '../../packs/catalogue/cities';
import { matchCatalogue } from '../../packs/catalogue/match-catalogue';
import { normalizeText } from '../../packs/catalogue/normalize';

// The places an owner names, as the matcher reads them from the gazetteer: the store's city under the name
// people use, and the province or island written after it.
const cities = (text: string) => matchCatalogue(text).cities;
const places = (text: string) => matchCatalogue(text).places;

describe('the gazetteer', () => {
  it('holds the names owners use, each read as the city it names', () => {
    const named: [string, string][] = [
      ['Solo', 'Solo'],
      ['Surakarta', 'Solo'],
      ['Jogja', 'Jogja'],
      ['Yogya', 'Jogja'],
      ['Yogyakarta', 'Jogja'],
      ['Djogja', 'Jogja'],
      ['Surabaya', 'Surabaya'],
      ['Sby', 'Surabaya'],
      ['Makassar', 'Makassar'],
      ['Mks', 'Makassar'],
      ['Semarang', 'Semarang'],
      ['Smg', 'Semarang'],
      ['Tangsel', 'Tangerang Selatan'],
      ['Lampung', 'Bandar Lampung'],
      ['Bandar Lampung', 'Bandar Lampung'],
    ];
    for (const name of [
      'Denpasar',
      'Canggu',
      'Ubud',
      'Seminyak',
      'Kuta',
      'Uluwatu',
      'Sanur',
      'Malang',
      'Medan',
      'Palembang',
      'Pekanbaru',
      'Padang',
      'Pontianak',
      'Banjarmasin',
      'Balikpapan',
      'Samarinda',
      'Manado',
      'Kupang',
      'Ambon',
      'Jayapura',
      'Mataram',
      'Cirebon',
      'Tasikmalaya',
      'Bekasi',
      'Depok',
      'Bogor',
      'Tangerang',
      'Batam',
      'Jambi',
      'Bengkulu',
      'Kendari',
      'Palu',
      'Gorontalo',
      'Sorong',
      'Labuan Bajo',
    ])
      named.push([name, name]);
    for (const [written, city] of named) {
      expect(cities(`di ${written}`), written).toEqual([city]);
      expect(cities(`Kedai kopi, ${written}`), written).toEqual([city]);
    }
  });

  it('gives every name and alias to one place only', () => {
    const owner = new Map<string, string>();
    for (const city of CITIES) {
      for (const phrase of [city.name, ...(city.aliases ?? [])]) {
        const key = normalizeText(phrase);
        expect(owner.get(key) ?? city.name, `"${key}"`).toBe(city.name);
        owner.set(key, city.name);
      }
    }
    const regions = new Map<string, string>();
    for (const region of REGIONS) {
      for (const phrase of [region.name, ...(region.aliases ?? [])]) {
        const key = normalizeText(phrase);
        expect(regions.get(key) ?? region.name, `"${key}"`).toBe(region.name);
        regions.set(key, region.name);
      }
    }
  });
});

describe('reading the city', () => {
  it('reads a city set apart by a comma, a colon or a line, without a word such as "di"', () => {
    expect(cities('Kedai kopi, Solo')).toEqual(['Solo']);
    expect(cities('Lokasi: Surabaya')).toEqual(['Surabaya']);
    expect(cities('Bakso urat dan mie ayam\nJogja')).toEqual(['Jogja']);
    expect(cities('Surabaya')).toEqual(['Surabaya']);
    expect(cities('outlet Surabaya dan Sidoarjo')).toEqual(['Surabaya', 'Sidoarjo']);
    expect(cities('Kota Solo')).toEqual(['Solo']);
  });

  it('reads a city followed by words that make it an area: "dan sekitarnya", "kota", a quarter of it', () => {
    expect(cities('pesan H-2 ya kak. solo dan sekitarnya.')).toEqual(['Solo']);
    expect(cities('antar gratis Bekasi & sekitarnya')).toEqual(['Bekasi']);
    expect(cities('melayani Garut kota')).toEqual(['Garut']);
    expect(cities('open by appointment, Surabaya barat')).toEqual(['Surabaya']);
    expect(cities('delivery across Denpasar and surroundings')).toEqual(['Denpasar']);
    // A city-named dish or an English word stays what it is.
    expect(cities('nasi liwet solo 25rb')).toEqual([]);
    expect(cities('solo trip 300k, group trip 250k')).toEqual([]);
    expect(cities('Jl. Bandung timur no 3')).toEqual([]);
  });

  it('reads a city written after a street', () => {
    expect(cities('jl pettarani no 12 makassar')).toEqual(['Makassar']);
    expect(cities('kami di jl. kaliurang km 5 jogja')).toEqual(['Jogja']);
    expect(cities('Jl. Slamet Riyadi Solo')).toEqual(['Solo']);
    expect(cities('Jl. Margonda Raya Depok')).toEqual(['Depok']);
    // A place named first is the street's own name.
    expect(cities('Jl. Raya Ubud no 5')).toEqual([]);
  });

  it('reads, when nothing else says where, a city written with a capital anywhere in the description', () => {
    expect(matchCatalogue('toko boba', 'Boba enak! Jambi Town Square lt. 2').cities).toEqual(['Jambi']);
    expect(matchCatalogue('optik', 'Kacamata murah. Ruko Galaxy Bekasi. Buka 9-21').cities).toEqual([
      'Bekasi',
    ]);
    // Not a common word some cities are, a dish named after a city, or where a trip goes.
    expect(matchCatalogue('sayur', 'pare 10rb, batu es 2rb').cities).toEqual([]);
    expect(matchCatalogue('warung', 'Bakso Malang 15rb, es teh 5rb').cities).toEqual([]);
    expect(matchCatalogue('tour', 'Day trip to Ubud 500k').cities).toEqual([]);
  });

  it('keeps a dish named after a place a dish, and a cuisine a cuisine', () => {
    expect(matchCatalogue('Bakso Malang asli di Surabaya')).toMatchObject({ cities: ['Surabaya'] });
    expect(matchCatalogue('Gudeg Jogja', 'Gudeg dan krecek di Solo')).toMatchObject({ cities: ['Solo'] });
    expect(matchCatalogue('nasi liwet solo di jogja').cities).toEqual(['Jogja']);
    expect(cities('Toko kue Surabaya')).toEqual([]);
    expect(matchCatalogue('Rumah makan Padang di Medan')).toMatchObject({
      cuisines: ['padang'],
      cities: ['Medan'],
    });
    expect(cities('sneakers buatan Bandung')).toEqual([]);
  });

  it('reads a place inside a list as the larger place it lies in, and a list joined by "dan" as places', () => {
    expect(places('Ubud, Gianyar, Bali')).toEqual([{ city: 'Ubud', province: 'Bali' }]);
    expect(cities('Cabang di Jakarta, Bandung dan Surabaya')).toEqual(['Jakarta', 'Bandung', 'Surabaya']);
    expect(cities('Kedai di Solo. Jogja juga ada')).toEqual(['Solo']);
  });
});

describe('reading the province', () => {
  it('puts a province or island written after a city with that city', () => {
    expect(places('Di Solo, Jawa Tengah')).toEqual([{ city: 'Solo', province: 'Jawa Tengah' }]);
    expect(places('Surf lessons in Canggu, Bali.')).toEqual([{ city: 'Canggu', province: 'Bali' }]);
    expect(places('di Denpasar Bali')).toEqual([{ city: 'Denpasar', province: 'Bali' }]);
    expect(places('Sewa motor di Labuan Bajo, NTT')).toEqual([
      { city: 'Labuan Bajo', province: 'Nusa Tenggara Timur' },
    ]);
    expect(places('Jl. Pettarani 12, Makassar, Sulsel')).toEqual([
      { city: 'Makassar', province: 'Sulawesi Selatan' },
    ]);
    expect(places('Senggigi, Lombok')).toEqual([{ city: 'Senggigi', province: 'Lombok' }]);
    expect(places('Bandar Lampung, Lampung')).toEqual([{ city: 'Bandar Lampung', province: 'Lampung' }]);
    // The city still counts once.
    expect(matchCatalogue('Kuta, Bali').cities).toEqual(['Kuta']);
  });

  it('reads a city the owner wrote without "di" when its province follows it', () => {
    expect(places('Sewa motor Labuan Bajo, NTT')).toEqual([
      { city: 'Labuan Bajo', province: 'Nusa Tenggara Timur' },
    ]);
    expect(places('Bakso Malang, Jatim')).toEqual([{ city: 'Malang', province: 'Jawa Timur' }]);
    // A province that is a city too is that city: "Bakso Malang, Bali" is a shop in Bali.
    expect(places('Bakso Malang, Bali')).toEqual([{ city: 'Bali', province: null }]);
    expect(places('Sewa motor Labuan Bajo. NTT')).toEqual([]);
    expect(places('Toko kue Surabaya')).toEqual([]);
  });

  it('keeps a province named alone after "di" for the place, and only when no city is named', () => {
    expect(places('Katering rumahan di Jawa Tengah')).toEqual([{ city: null, province: 'Jawa Tengah' }]);
    expect(places('Sewa mobil area NTB')).toEqual([{ city: null, province: 'Nusa Tenggara Barat' }]);
    expect(places('di Sulsel')).toEqual([{ city: null, province: 'Sulawesi Selatan' }]);
    expect(matchCatalogue('di Jawa Tengah').cities).toEqual([]);
    expect(places('di Jawa Tengah, cabang di Semarang')).toEqual([{ city: 'Semarang', province: null }]);
    // A name that is a city too is the city when it stands alone.
    expect(places('di Bali')).toEqual([{ city: 'Bali', province: null }]);
  });

  it('reads no province where it says where goods come from, nor one in another sentence', () => {
    expect(places('Kopi Gayo, Aceh')).toEqual([]);
    expect(places('Madu hutan dan jamu kunyit asam dari Sumbawa')).toEqual([]);
    expect(places('Kopi asli dari Jawa Barat')).toEqual([]);
    expect(places('Masakan Jawa Timur')).toEqual([]);
    expect(places('Kedai di Malang. Jawa Timur')).toEqual([{ city: 'Malang', province: null }]);
  });
});

describe('reading a long text', () => {
  it('reads it in one pass', () => {
    const started = performance.now();
    matchCatalogue(`di ${'Solo dan '.repeat(55)}`.slice(0, 500));
    matchCatalogue('Kuta, Bali, '.repeat(41));
    matchCatalogue(`jl ${'pettarani '.repeat(49)}`);
    matchCatalogue('. '.repeat(250));
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('two cities written side by side', () => {
  it('reads the second as where the first lies, and two joined by "dan" as two places', () => {
    expect(places('jl. melati 3 bantul jogja')).toEqual([{ city: 'Bantul', province: 'Jogja' }]);
    expect(cities('cabang di Bekasi dan Depok')).toEqual(['Bekasi', 'Depok']);
  });
});

describe('a city a clause ends with', () => {
  const city = (description: string) => matchCatalogue('usaha', description).places[0]?.city ?? null;

  it('is where the business is when the owner named no other place', () => {
    expect(city('Rental mobil Makassar\n- Avanza 350rb/hari')).toBe('Makassar');
    expect(city('Gym & fitness center Balikpapan 💪\nmember bulanan 250rb')).toBe('Balikpapan');
    expect(city('Cuci setrika kiloan 5rb/kg. Dekat kampus UNHAS Makassar.')).toBe('Makassar');
  });

  it('is where a dish, a craft or a trip is from or goes, never where the business is', () => {
    expect(city('Warung bakso Malang, mie ayam 15rb')).toBeNull();
    expect(city('Sneakers kanvas buatan Bandung')).toBeNull();
    expect(city('Open trip Labuan Bajo dan Nusa Penida')).toBeNull();
    expect(city('Soto Lamongan 15rb')).toBeNull();
  });
});

describe('the wider gazetteer', () => {
  const city = (description: string) => matchCatalogue('usaha', description).places[0]?.city ?? null;

  it('reads the towns, districts and tourist areas owners name, as they write them', () => {
    expect(city('Rental mobil Waingapu')).toBe('Waingapu');
    expect(cities('laundry di ungaran')).toEqual(['Ungaran']);
    expect(cities('Kos dekat kampus, Jatinangor')).toEqual(['Jatinangor']);
    expect(cities('ojek area Cibinong dan Citeureup')).toEqual(['Cibinong', 'Citeureup']);
    expect(places('Sanggar tari, Batubulan, Gianyar, Bali')).toEqual([
      { city: 'Batubulan', province: 'Bali' },
    ]);
    expect(places('Tambak udang di Pinrang, Sulsel')).toEqual([
      { city: 'Pinrang', province: 'Sulawesi Selatan' },
    ]);
    expect(cities('rental motor labuhanbajo')).toEqual([]);
    expect(city('rental motor labuhanbajo')).toBe('Labuan Bajo');
    expect(cities('trip snorkeling di LBJ')).toEqual(['Labuan Bajo']);
    expect(cities('di palangkaraya')).toEqual(['Palangka Raya']);
    expect(cities('di tanjung pinang')).toEqual(['Tanjungpinang']);
    expect(cities('di Bukit Lawang')).toEqual(['Bukit Lawang']);
    expect(cities('kursus bahasa di Lawang')).toEqual(['Lawang']);
    // A building in Semarang is not the town of Lawang.
    expect(cities('Penginapan dekat Lawang Sewu')).toEqual(['Semarang']);
    expect(cities('Villa painting in South Jakarta')).toEqual(['Jakarta Selatan']);
  });

  it('gives the new places outside Western Indonesia Time their zone', () => {
    const zone = (name: string) => CITIES.find((place) => place.name === name)?.zone ?? 'WIB';
    expect(
      ['Waingapu', 'Batubulan', 'Praya', 'Pinrang', 'Mamuju', 'Martapura', 'Tenggarong'].map(zone),
    ).toEqual(Array(7).fill('WITA'));
    expect(['Sentani', 'Tidore', 'Banda Neira', 'Waisai'].map(zone)).toEqual(Array(4).fill('WIT'));
    expect(['Jatinangor', 'Ungaran', 'Sampit', 'Sintang', 'Kota Metro'].map(zone)).toEqual(
      Array(5).fill('WIB'),
    );
  });

  it('reads a place whose name alone is a common word only under its long form', () => {
    expect(cities('Toko bangunan di Kabupaten Batang')).toEqual(['Kabupaten Batang']);
    expect(cities('Katering, Kab. Pati')).toEqual(['Kabupaten Pati']);
    expect(cities('Laundry kiloan di Kota Metro')).toEqual(['Kota Metro']);
    expect(city('Bengkel motor Kota Metro')).toBe('Kota Metro');
    expect(cities('Kota Solo')).toEqual(['Solo']);
    for (const text of [
      'rokok 2rb per batang',
      'Eceran rokok, kopi sachet\nrokok 2rb per batang',
      'tepung pati 10rb',
      'tepung tapioka dari pati singkong',
      'nasi goreng metro',
      'kemeja metro style 150rb',
      'kisaran harga 50rb',
      'pisau dapur 35rb, asahan 20rb',
      'daun ketapang 5rb',
      'sup tulang, bone broth 45k',
      'kain lembar 20rb, genteng 3rb',
      'pare 15rb, terong 8rb',
      'pasar minggu sore, puncak acara jam 8',
      'su makan?',
    ]) {
      expect(cities(text), text).toEqual([]);
      expect(city(text), text).toBeNull();
    }
  });
});

describe('places joined by an ampersand or a slash', () => {
  it('are two places, not a city and where it lies', () => {
    expect(matchCatalogue('catering', 'antar wilayah bekasi & jaktim').cities).toEqual([
      'Bekasi',
      'Jakarta Timur',
    ]);
    expect(matchCatalogue('catering', 'antar area depok/bogor').cities).toEqual(['Depok', 'Bogor']);
  });
});
