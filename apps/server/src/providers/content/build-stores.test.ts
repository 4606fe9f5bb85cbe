import { matchCatalogue } from '@webku/content-packs';
import { describe, expect, it } from 'vitest';
import { buildStores, speaksOfBranches } from './build-stores';
import type { GeneratedOpeningHours } from './content-provider';

const HOURS: GeneratedOpeningHours[] = [
  { day_of_week: 'monday', opening_time: '08:00', closing_time: '21:00', is_closed: false },
];
const line = (store: { name: string; city: string | null; address: string | null }) => [
  store.name,
  store.city,
  store.address,
];

describe('buildStores', () => {
  it('opens one store per city the owner named, at most three, named after the business, when they speak of branches', () => {
    const stores = buildStores(
      'coffee',
      'Kopi Senja',
      ['Malang', 'Jogja', 'Solo', 'Surabaya'],
      HOURS,
      null,
      true,
    );
    expect(stores.map(line)).toEqual([
      ['Kopi Senja Malang', 'Malang', null],
      ['Kopi Senja Jogja', 'Jogja', null],
      ['Kopi Senja Solo', 'Solo', null],
    ]);
    expect(stores.map((store) => store.display_order)).toEqual([1, 2, 3]);
    expect(stores.map((store) => store.store_image)).toEqual([
      '/media/builtin/coffee/store-1.svg',
      '/media/builtin/coffee/store-2.svg',
      '/media/builtin/coffee/store-3.svg',
    ]);
    for (const store of stores) {
      expect(store.google_map_url).toBeNull();
      expect(store.opening_hours).toEqual(HOURS);
      expect(store.opening_hours[0]).not.toBe(HOURS[0]);
    }
  });

  it('never repeats a place the brand already names ("Amed Reef Divers Amed")', () => {
    expect(buildStores('tourism', 'Amed Reef Divers', ['Amed', 'Ubud'], HOURS, null, true).map(line)).toEqual(
      [
        ['Amed Reef Divers', 'Amed', null],
        ['Amed Reef Divers Ubud', 'Ubud', null],
      ],
    );
    expect(
      buildStores('coffee', 'Bakso Malang Cak Man', ['malang', 'Batu'], HOURS, null, true)[0]!.name,
    ).toBe('Bakso Malang Cak Man');
    // A place inside another word of the brand is no mention of it.
    expect(buildStores('coffee', 'Kopi Solonia', ['Solo', 'Jogja'], HOURS, null, true)[0]!.name).toBe(
      'Kopi Solonia Solo',
    );
  });

  it('keeps one store card under the brand when the owner named no place', () => {
    expect(buildStores('coffee', 'Kopi Senja', [], []).map(line)).toEqual([['Kopi Senja', null, null]]);
    expect(buildStores('coffee', 'Kopi Senja', [], [], 'Jl. Veteran 5').map(line)).toEqual([
      ['Kopi Senja', null, 'Jl. Veteran 5'],
    ]);
  });

  it('puts the street the owner wrote on the first store only', () => {
    const stores = buildStores(
      'coffee',
      'Kopi Senja',
      ['Makassar', 'Gowa'],
      [],
      'Jl. Pettarani No. 12',
      true,
    );
    expect(stores.map(line)).toEqual([
      ['Kopi Senja Makassar', 'Makassar', 'Jl. Pettarani No. 12'],
      ['Kopi Senja Gowa', 'Gowa', null],
    ]);
  });

  it('writes the province after the city, or alone when the owner named no city', () => {
    expect(
      buildStores('coffee', 'Kopi Senja', [{ city: 'Denpasar', province: 'Bali' }], []).map(line),
    ).toEqual([['Kopi Senja', 'Denpasar, Bali', null]]);
    expect(
      buildStores('coffee', 'Kopi Senja', [{ city: null, province: 'Jawa Tengah' }], []).map(line),
    ).toEqual([['Kopi Senja', 'Jawa Tengah', null]]);
    const two = buildStores(
      'coffee',
      'Kopi Senja',
      [
        { city: 'Jakarta', province: null },
        { city: 'Denpasar', province: 'Bali' },
      ],
      [],
      null,
      true,
    );
    // The store's name takes the city alone.
    expect(two.map(line)).toEqual([
      ['Kopi Senja Jakarta', 'Jakarta', null],
      ['Kopi Senja Denpasar', 'Denpasar, Bali', null],
    ]);
  });

  it('builds the stores from what the matcher read in the description', () => {
    const description = 'Kopi susu di Kuta, Bali. Cabang kedua di Sby';
    const match = matchCatalogue('Warung kopi', description);
    expect(speaksOfBranches(description)).toBe(true);
    expect(buildStores('coffee', 'Kopi Senja', match.places, [], null, true).map(line)).toEqual([
      ['Kopi Senja Kuta', 'Kuta, Bali', null],
      ['Kopi Senja Surabaya', 'Surabaya', null],
    ]);
    expect(
      buildStores('coffee', 'Kopi Senja', matchCatalogue('Katering di Jawa Tengah').places, []).map(line),
    ).toEqual([['Kopi Senja', 'Jawa Tengah', null]]);
  });

  it('opens one store only, at the first place, when the owner does not speak of branches', () => {
    // A dive shop that picks guests up in Ubud, a tutor who visits homes in two cities: one place of theirs.
    for (const [brand, description] of [
      ['Amed Reef Divers', 'Fun dives in Amed 900k. Open daily 7am-5pm. Pick up from Ubud possible.'],
      ['Les Privat Cerdas', 'les privat SD-SMP, guru datang ke rumah, wilayah bekasi & jaktim'],
    ] as const) {
      const match = matchCatalogue('', description);
      expect(match.places.length, description).toBeGreaterThan(1);
      const branches = speaksOfBranches(description, match.places);
      expect(branches, description).toBe(false);
      const stores = buildStores('coffee', brand, match.places, HOURS, null, branches);
      expect(
        stores.map((store) => store.name),
        description,
      ).toEqual([brand]);
    }
    expect(speaksOfBranches('Our outlets in Kuta and Ubud')).toBe(true);
    // Places listed where the business is: each a store.
    expect(speaksOfBranches('Cold brew dan affogato, di Jakarta dan Bogor', ['Jakarta', 'Bogor'])).toBe(true);
    expect(speaksOfBranches('Surf lessons in Canggu & Uluwatu', ['Canggu', 'Uluwatu'])).toBe(true);
    expect(speaksOfBranches('gerai kedua di Depok')).toBe(true);
    // Not a word inside another ("broutlet" is no outlet).
    expect(speaksOfBranches('mencabangkan')).toBe(false);
  });
});
