import { describe, expect, it } from 'vitest';
import { CITIES } from './cities';
import { placeZone } from './place-zone';

describe('placeZone', () => {
  it.each([
    ['Denpasar', 'WITA'],
    ['canggu', 'WITA'],
    ['Jl. Batu Belig, Kerobokan, Bali', 'WITA'],
    ['Mataram, NTB', 'WITA'],
    ['Kupang', 'WITA'],
    ['Kota Makassar', 'WITA'],
    ['Balikpapan, Kalimantan Timur', 'WITA'],
    ['Tarakan, Kaltara', 'WITA'],
    ['Jayapura', 'WIT'],
    ['Ambon, Maluku', 'WIT'],
    ['Sorong, Papua Barat Daya', 'WIT'],
    ['Jakarta Selatan', 'WIB'],
    ['Batu', 'WIB'],
    ['Pontianak, Kalimantan Barat', 'WIB'],
    ['Palangkaraya', 'WIB'],
    ['Medan, Sumut', 'WIB'],
  ])('%s lies in %s', (place, zone) => {
    expect(placeZone(place)).toBe(zone);
  });

  it('names no zone for a place it does not know or one that spans two zones', () => {
    expect(placeZone('Desa Sukamaju')).toBeNull();
    expect(placeZone('Kalimantan')).toBeNull();
    expect(placeZone('')).toBeNull();
    expect(placeZone(null)).toBeNull();
  });

  it('puts every city of Bali, Nusa Tenggara, Sulawesi and eastern Kalimantan in WITA, of Maluku and Papua in WIT', () => {
    const zoneOf = (name: string) => CITIES.find((city) => city.name === name)?.zone ?? 'WIB';
    for (const name of ['Ubud', 'Labuan Bajo', 'Manado', 'Samarinda', 'Banjarmasin', 'Gili Trawangan'])
      expect(zoneOf(name)).toBe('WITA');
    for (const name of ['Ternate', 'Merauke', 'Raja Ampat', 'Manokwari']) expect(zoneOf(name)).toBe('WIT');
    for (const name of ['Pontianak', 'Palangka Raya', 'Surabaya', 'Banda Aceh'])
      expect(zoneOf(name)).toBe('WIB');
  });
});
