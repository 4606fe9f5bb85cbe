import type { DayOfWeek, GeneratedStore } from './content-provider';
import { builtinImageUrl } from './images';
import type { ContentPack } from './packs/pack-types';
import type { Rng } from './text-utils';

type Place = { city: string; area: string; street: string; locality: string; postal: string };

// Real streets and administrative areas; house numbers are generated per brand.
const PLACES: readonly Place[] = [
  {
    city: 'Jakarta Selatan',
    area: 'Kemang',
    street: 'Jl. Kemang Raya',
    locality: 'Bangka, Kec. Mampang Prapatan, Kota Jakarta Selatan, DKI Jakarta',
    postal: '12730',
  },
  {
    city: 'Jakarta Selatan',
    area: 'Senopati',
    street: 'Jl. Senopati',
    locality: 'Selong, Kec. Kebayoran Baru, Kota Jakarta Selatan, DKI Jakarta',
    postal: '12190',
  },
  {
    city: 'Bandung',
    area: 'Braga',
    street: 'Jl. Braga',
    locality: 'Braga, Kec. Sumur Bandung, Kota Bandung, Jawa Barat',
    postal: '40111',
  },
  {
    city: 'Bandung',
    area: 'Dago',
    street: 'Jl. Ir. H. Juanda',
    locality: 'Lebakgede, Kec. Coblong, Kota Bandung, Jawa Barat',
    postal: '40132',
  },
  {
    city: 'Yogyakarta',
    area: 'Prawirotaman',
    street: 'Jl. Prawirotaman',
    locality: 'Brontokusuman, Kec. Mergangsan, Kota Yogyakarta, DI Yogyakarta',
    postal: '55153',
  },
  {
    city: 'Surabaya',
    area: 'Darmo',
    street: 'Jl. Raya Darmo',
    locality: 'Keputran, Kec. Tegalsari, Kota Surabaya, Jawa Timur',
    postal: '60265',
  },
  {
    city: 'Surabaya',
    area: 'Tunjungan',
    street: 'Jl. Tunjungan',
    locality: 'Genteng, Kec. Genteng, Kota Surabaya, Jawa Timur',
    postal: '60275',
  },
  {
    city: 'Malang',
    area: 'Ijen',
    street: 'Jl. Besar Ijen',
    locality: 'Oro-oro Dowo, Kec. Klojen, Kota Malang, Jawa Timur',
    postal: '65119',
  },
  {
    city: 'Semarang',
    area: 'Pemuda',
    street: 'Jl. Pemuda',
    locality: 'Sekayu, Kec. Semarang Tengah, Kota Semarang, Jawa Tengah',
    postal: '50132',
  },
  {
    city: 'Denpasar',
    area: 'Renon',
    street: 'Jl. Raya Puputan',
    locality: 'Renon, Kec. Denpasar Selatan, Kota Denpasar, Bali',
    postal: '80226',
  },
  {
    city: 'Medan',
    area: 'Kesawan',
    street: 'Jl. Ahmad Yani',
    locality: 'Kesawan, Kec. Medan Barat, Kota Medan, Sumatera Utara',
    postal: '20111',
  },
];

const DAYS: readonly DayOfWeek[] = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
];

// Three stores in three different cities, chosen and numbered from the brand's seed.
const CITY_NAMES: Record<string, readonly string[]> = {
  'Jakarta Selatan': ['jakarta', 'jaksel'],
  Bandung: ['bandung'],
  Yogyakarta: ['yogyakarta', 'jogjakarta', 'jogja', 'yogya'],
  Surabaya: ['surabaya'],
  Malang: ['malang'],
  Semarang: ['semarang'],
  Denpasar: ['denpasar', 'bali'],
  Medan: ['medan'],
};

function mentionedCities(text: string): string[] {
  const lower = text.toLowerCase();
  return Object.entries(CITY_NAMES)
    .map(([city, names]) => ({ city, at: Math.min(...names.map((name) => wordIndex(lower, name))) }))
    .filter(({ at }) => at < Number.POSITIVE_INFINITY)
    .sort((a, b) => a.at - b.at)
    .map(({ city }) => city);
}

function wordIndex(text: string, word: string): number {
  const match = new RegExp(`(?<![\\p{L}])${word}(?![\\p{L}])`, 'u').exec(text);
  return match ? match.index : Number.POSITIVE_INFINITY;
}

// A city the owner mentions (e.g. "kedai kopi di Malang") gets the first store, so the footer address matches.
export function buildStores(pack: ContentPack, brand: string, rng: Rng, ownerText = ''): GeneratedStore[] {
  const chosen: Place[] = [];
  const pool = [...PLACES];
  for (const city of mentionedCities(ownerText).slice(0, 3)) {
    const index = pool.findIndex((place) => place.city === city);
    chosen.push(pool.splice(index, 1)[0]!);
  }
  while (chosen.length < 3) {
    const place = pool.splice(rng.int(0, pool.length - 1), 1)[0]!;
    if (!chosen.some((other) => other.city === place.city)) chosen.push(place);
  }
  return chosen.map((place, index) => {
    const address = `${place.street} No. ${rng.int(3, 140)}, ${place.locality} ${place.postal}`;
    return {
      name: `${brand} ${place.area}`,
      city: place.city,
      address,
      google_map_url: `https://maps.google.com/?q=${encodeURIComponent(address)}`,
      store_image: builtinImageUrl(`${pack.kind}/store-${index + 1}`),
      display_order: index + 1,
      opening_hours: DAYS.map((day) => {
        const hours = pack.hours[day];
        return hours
          ? { day_of_week: day, opening_time: hours[0], closing_time: hours[1], is_closed: false }
          : { day_of_week: day, opening_time: '00:00', closing_time: '00:00', is_closed: true };
      }),
    };
  });
}
